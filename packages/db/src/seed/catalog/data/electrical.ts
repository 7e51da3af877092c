import { leaf, type TopCategory, type } from '../model.js';

const ENERGY = { env: 0.45, eco: 'ENERGY STAR certified|DesignLights Consortium listed|FEMP designated' };

export const ELECTRICAL: TopCategory = {
  code: 'electrical-lighting',
  name: 'Electrical & Lighting',
  kind: 'product',
  trade: ['Electric', 'Lighting', 'Electrical Supply', 'Power Products', 'Illumination', 'Energy Products'],
  leaves: [
    leaf('lamps-bulbs', 'Lamps & Light Bulbs', '6240', '335139', 'bulb', 3, [
      type('LED Bulb', 'LED Bulb, {Shape}, {Watts} ({Equivalent} Equivalent), {Color Temperature}, {Base}', { 'Shape': 'A19|BR30*1.3|PAR38*1.8', 'Watts': '9W|11W|15W*1.2', 'Equivalent': '60W|75W|100W*1.2', 'Color Temperature': '2700K Soft White|3000K Warm White|4000K Cool White|5000K Daylight', 'Base': 'E26 Medium Base|GU24 Base*1.2' }, 'EA PK:4 CS:24', [250, 900], { syn: 'light bulb, lamp, led lamp', about: 'Dimmable LED lamp rated for 15,000 hours.', nsn: 0.45, ...ENERGY }),
      type('LED Tube', 'LED Tube, {Length}, {Watts}, {Color Temperature}, {Type}', { 'Length': '4\' T8|2\' T8*0.7', 'Watts': '12W|15W', 'Color Temperature': '3500K|4000K|5000K', 'Type': 'Ballast Compatible|Ballast Bypass' }, 'EA CS:25', [450, 1200], { syn: 'fluorescent replacement, t8 led, tube light', about: 'LED replacement for linear fluorescent lamps.', nsn: 0.4, ...ENERGY }),
      type('Fluorescent Lamp', 'Fluorescent Lamp, {Type}, {Watts}, {Color Temperature}', { 'Type': 'T8 Linear 4\'|T5 Linear 4\'|Compact 4-Pin*1.4', 'Watts': '28W|32W', 'Color Temperature': '3500K|4100K|5000K' }, 'EA CS:30', [250, 700], { syn: 'fluorescent tube, cfl', about: 'Low-mercury fluorescent lamp.', nsn: 0.55 }),
    ]),
    leaf('flashlights', 'Flashlights & Portable Lighting', '6230', '335139', 'flashlight', 2, [
      type('LED Flashlight', 'LED Flashlight, {Output}, {Power}, {Body}', { Output: '300 Lumens|600 Lumens*1.3|1,000 Lumens*1.7', Power: 'AA Batteries|Rechargeable*1.5|CR123A Batteries*1.2', Body: 'Aluminum|Polymer*0.8' }, 'EA', [1200, 6500], { syn: 'flashlight, torch, tactical flashlight', about: 'Water-resistant LED flashlight with high, low and strobe modes.', nsn: 0.55, disaster: 0.4 }),
      type('Headlamp', 'Headlamp, {Output}, {Power}', { Output: '200 Lumens|350 Lumens*1.3|500 Lumens*1.6', Power: 'AAA Batteries|Rechargeable*1.4' }, 'EA', [1200, 4800], { syn: 'head lamp, head light', about: 'Hands-free headlamp with adjustable strap and red night mode.', nsn: 0.45, disaster: 0.4 }),
      type('Portable Work Light', 'Portable Work Light, {Output}, {Power}', { Output: '2,000 Lumens|5,000 Lumens*1.6|10,000 Lumens*2.4', Power: 'Corded|Cordless 20V*1.3' }, 'EA', [4500, 16000], { syn: 'work light, flood light, job site light', about: 'LED work light with folding stand for job sites and emergencies.', nsn: 0.35, disaster: 0.4 }),
    ]),
    leaf('light-fixtures', 'Light Fixtures', '6210', '335139', 'bulb', 2, [
      type('LED Troffer', 'LED Troffer, {Size}, {Output}, {Color Temperature}', { 'Size': '2\' x 4\'|2\' x 2\'*0.85|1\' x 4\'*0.8', 'Output': '3,500 Lumens|5,000 Lumens*1.2', 'Color Temperature': '3500K|4000K|5000K' }, 'EA', [6500, 14500], { syn: 'ceiling light, panel light, recessed fixture', about: 'Recessed LED troffer with 0–10V dimming.', nsn: 0.2, ...ENERGY }),
      type('Exit Sign', 'Exit Sign, {Type}, {Letters}', { Type: 'LED with Battery Backup|Photoluminescent*1.4|Combo with Emergency Lights*1.6', Letters: 'Red Letters|Green Letters' }, 'EA', [2400, 7800], { syn: 'emergency exit sign, exit light', about: 'UL 924 listed exit sign for single or double face mounting.', nsn: 0.45 }),
    ]),
    leaf('batteries', 'Batteries', '6135', '335911', 'battery', 3, [
      type('Alkaline Battery', 'Alkaline Battery, {Size}', { Size: 'AA|AAA|C*1.8|D*2.2|9V*2.8' }, 'PK:4 PK:24 BX:36 CS:144', [45, 120], { syn: 'batteries, aa batteries, aaa batteries', about: 'Long-lasting alkaline batteries with 10-year shelf life.', nsn: 0.65, disaster: 0.4, abilityOne: 0.03 }),
      type('Lithium Battery', 'Lithium Battery, {Size}', { Size: 'CR123A|CR2032 Coin*0.5|AA Lithium|9V Lithium*2.5' }, 'PK:2 PK:6 PK:12', [150, 650], { syn: 'coin cell, cr123, lithium batteries', about: 'Lithium batteries for high-drain and cold-weather devices.', nsn: 0.6, disaster: 0.2 }),
      type('Rechargeable Battery', 'Rechargeable Battery, NiMH, {Size}, {Capacity}', { Size: 'AA|AAA', Capacity: 'Standard|Pre-Charged Low Self-Discharge*1.2' }, 'PK:4 PK:8', [300, 700], { syn: 'rechargeable batteries', about: 'Pre-charged NiMH batteries rechargeable up to 2,100 times.', nsn: 0.35, env: 0.3, eco: 'Rechargeable, reduces battery waste' }),
    ]),
    leaf('power-strips-cords', 'Power Strips & Extension Cords', '6150', '335139', 'plug', 2, [
      type('Surge Protector', 'Surge Protector, {Outlets}, {Cord}, {Rating}', { Outlets: '6 Outlets|8 Outlets*1.2|12 Outlets*1.5', Cord: '6\' Cord|10\' Cord*1.15|15\' Cord*1.3', Rating: '1,080 Joules|2,160 Joules*1.3|3,000 Joules*1.5' }, 'EA PK:2', [1500, 5500], { syn: 'power strip, surge suppressor', about: 'UL 1449 surge protector with protection-status indicator.', nsn: 0.5 }),
      type('Extension Cord', 'Extension Cord, {Gauge}, {Length}, {Use}', { Gauge: '16/3|14/3*1.3|12/3*1.6', Length: '25\'|50\'*1.7|100\'*3', Use: 'Outdoor|Indoor*0.8' }, 'EA', [1200, 3200], { syn: 'power cord, extension lead', about: 'Jacketed extension cord with lighted end.', nsn: 0.55, disaster: 0.3 }),
      type('Portable Generator', 'Portable Generator, {Output}, {Fuel}, {Start}', { Output: '2,200 W|3,500 W*1.5|7,500 W*2.8', Fuel: 'Gasoline|Dual Fuel*1.2', Start: 'Recoil Start|Electric Start*1.15' }, 'EA', [45000, 120000], { syn: 'generator, inverter generator, backup power', about: 'Portable generator with GFCI outlets and low-oil shutoff.', nsn: 0.35, disaster: 0.8 }),
    ]),
    leaf('electrical-wire', 'Electrical Wire', '6145', '335139', 'cable', 1, [
      type('Building Wire', 'Building Wire, THHN, {Gauge}, {Length}, {Color}', { Gauge: '14 AWG|12 AWG*1.4|10 AWG*2.1', Length: '500\' Spool|2,500\' Reel*4.8', Color: 'Black|White|Red|Green|Blue' }, 'RO', [4500, 11000], { syn: 'thhn wire, copper wire', about: 'Stranded copper THHN/THWN-2 building wire.', nsn: 0.6 }),
    ]),
  ],
};
