import { leaf, type TopCategory, type } from '../model.js';

export const VEHICLE: TopCategory = {
  code: 'vehicle-parts',
  name: 'Vehicle Parts & Accessories',
  kind: 'product',
  trade: ['Automotive', 'Fleet Parts', 'Motor Parts', 'Auto Supply', 'Truck Parts', 'Fleet Products'],
  leaves: [
    leaf('tires', 'Tires & Tubes', '2610', '336390', 'tire', 2, [
      type('Passenger Tire', 'Passenger Tire, {Size}, {Season}, {Rating}', { Size: '205/55R16|215/60R16|225/65R17*1.2|235/65R18*1.35', Season: 'All-Season|Winter*1.1|All-Terrain*1.2', Rating: '91H|98T|102V*1.1' }, 'EA', [9500, 19000], { syn: 'tire, tyre, car tire', about: 'Passenger tire with tread-wear warranty and low rolling resistance.', nsn: 0.3 }),
      type('Light Truck Tire', 'Light Truck Tire, {Size}, {Tread}, Load Range {Load}', { Size: 'LT245/75R16|LT265/70R17*1.15|LT275/65R20*1.4', Tread: 'All-Terrain|Highway|Mud-Terrain*1.2', Load: 'E|D*0.95' }, 'EA', [16000, 32000], { syn: 'truck tire, lt tire', about: 'Light truck tire for fleet pickups and vans.', nsn: 0.35 }),
    ]),
    leaf('vehicle-batteries', 'Vehicle Batteries', '6140', '336390', 'battery', 1, [
      type('Automotive Battery', 'Automotive Battery, Group {Group}, {CCA}, {Type}', { Group: '24F|35|48|65|78', CCA: '650 CCA|750 CCA*1.15|850 CCA*1.3', Type: 'Flooded Lead Acid|AGM*1.5' }, 'EA', [12000, 26000], { syn: 'car battery, truck battery, starting battery', about: 'Maintenance-free starting battery with 3-year free replacement.', nsn: 0.55 }),
    ]),
    leaf('vehicle-filters', 'Filters', '2940', '336390', 'filter', 2, [
      type('Oil Filter', 'Oil Filter, {Type}, Fits {Fit}', { Type: 'Spin-On|Cartridge|Extended Life*1.6', Fit: 'Ford F-150|Chevrolet Silverado|Toyota Camry|Dodge Ram 1500|Ford Explorer' }, 'EA CS:12', [450, 1400], { syn: 'engine oil filter', about: 'Engine oil filter with synthetic blend media.', nsn: 0.6 }),
      type('Engine Air Filter', 'Engine Air Filter, {Type}, Fits {Fit}', { Type: 'Panel|Round*1.3|Heavy Duty*2', Fit: 'Ford F-150|Chevrolet Silverado|Toyota Camry|Dodge Ram 1500|Ford Explorer' }, 'EA', [1200, 4200], { syn: 'air filter, engine filter', about: 'Engine air filter that traps dust and debris.', nsn: 0.55 }),
      type('Cabin Air Filter', 'Cabin Air Filter, {Type}, Fits {Fit}', { Type: 'Particulate|Activated Carbon*1.4', Fit: 'Ford F-150|Chevrolet Silverado|Toyota Camry|Ford Explorer' }, 'EA', [1100, 3200], { syn: 'cabin filter, pollen filter', about: 'Cabin air filter for cleaner in-vehicle air.', nsn: 0.3 }),
    ]),
    leaf('oils-lubricants', 'Oils & Lubricants', '9150', '324191', 'oil', 2, [
      type('Motor Oil', 'Motor Oil, {Grade}, {Type}, {Size}', { Grade: '5W-20|5W-30|10W-30|15W-40', Type: 'Full Synthetic*1.6|Synthetic Blend*1.2|Conventional', Size: '1 Quart|5 Quart*4.4|55 Gallon Drum*160' }, 'QT CS:6 CS:12 BT', [550, 1200], { syn: 'engine oil, motor oil', about: 'Motor oil that meets API SP and ILSAC GF-6 standards.', nsn: 0.6, env: 0.15, eco: 'Re-refined oil, EPA CPG recycled content' }),
      type('Multipurpose Grease', 'Multipurpose Grease, {Type}, {Size}', { Type: 'Lithium|Marine*1.3|High Temperature*1.4', Size: '14 oz Cartridge|35 lb Pail*18' }, 'TU CS:10', [600, 1200], { syn: 'grease, lubricant, chassis grease', about: 'NLGI #2 grease for chassis and bearings.', nsn: 0.65 }),
      type('Penetrating Lubricant', 'Penetrating Lubricant, {Size}', { Size: '8 oz Aerosol|12 oz Aerosol*1.3|1 Gallon*4' }, 'CN CS:12', [500, 1100], { syn: 'penetrating oil, rust loosener, wd40', about: 'Penetrating lubricant that frees rusted parts and displaces moisture.', nsn: 0.6 }),
    ]),
    leaf('vehicle-accessories', 'Wiper Blades & Vehicle Accessories', '2540', '336390', 'truck', 2, [
      type('Wiper Blade', 'Wiper Blade, {Type}, {Length}', { Type: 'Beam|Conventional*0.8|Hybrid*1.2|Winter*1.3', Length: '16"|18"|20"|22"|24"|26"' }, 'EA PR', [900, 2600], { syn: 'windshield wiper, wipers, wiper blades', about: 'All-weather wiper blade with quick-connect adapter.', nsn: 0.45 }),
      type('Roadside Emergency Kit', 'Roadside Emergency Kit, {Contents}', { Contents: 'Warning Triangles|Jumper Cables and Triangles*1.6|Complete Kit*2.4' }, 'KT', [2400, 7500], { syn: 'emergency triangle, car emergency kit, jumper cables', about: 'Roadside kit with reflective triangles, gloves and first aid.', nsn: 0.4, disaster: 0.3 }),
      type('Floor Mats', 'Floor Mats, {Type}, {Fit}, {Color}', { Type: 'All-Weather Rubber|Carpet*0.8|Custom Fit Liners*2.2', Fit: 'Front Pair|Full Set*1.6', Color: 'Black|Gray|Tan' }, 'SE', [3500, 9800], { syn: 'car mats, floor liners', about: 'Trimmable floor mats with raised edges that hold water and debris.', nsn: 0.1 }),
    ]),
  ],
};
