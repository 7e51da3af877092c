import { leaf, type TopCategory, type } from '../model.js';

export const SAFETY: TopCategory = {
  code: 'safety-ppe',
  name: 'Safety & PPE',
  kind: 'product',
  trade: ['Safety', 'Protective Products', 'Safety Supply', 'Protection', 'Workwear', 'Safety Products'],
  leaves: [
    leaf('work-gloves', 'Work Gloves', '8415', '339113', 'glove', 3, [
      type('Work Gloves', 'Work Gloves, {Material}, {Size}', { Material: 'Leather Palm|Cowhide Driver*1.3|Nitrile Coated*0.8|Cut Resistant ANSI A4*1.8|Insulated Winter*1.6', Size: 'Small|Medium|Large|X-Large|2X-Large' }, 'PR DZ', [350, 1800], { syn: 'gloves, safety gloves, leather gloves', about: 'Work gloves with reinforced palm and knit wrist.', nsn: 0.6, abilityOne: 0.1 }),
      type('Disposable Gloves', 'Disposable Gloves, {Material}, Powder-Free, {Size}, {Thickness}', { Material: 'Nitrile|Vinyl*0.7|Latex*0.9', Size: 'Small|Medium|Large|X-Large', Thickness: '4 mil|6 mil*1.3|8 mil*1.6' }, 'BX:100 CS:1000', [7, 18], { syn: 'nitrile gloves, rubber gloves', about: 'Powder-free disposable gloves for cleaning, food handling and general use.', nsn: 0.5, disaster: 0.4 }),
    ]),
    leaf('eye-face-protection', 'Eye & Face Protection', '4240', '339113', 'goggles', 2, [
      type('Safety Glasses', 'Safety Glasses, {Lens}, {Frame}, ANSI Z87.1+', { Lens: 'Clear Anti-Fog|Gray Tinted|Amber|Indoor/Outdoor Mirror*1.2', Frame: 'Black Frame|Blue Frame|Frameless|Over-the-Glass*1.3' }, 'PR DZ', [250, 1200], { syn: 'safety eyewear, protective glasses, eye protection', about: 'Wraparound safety glasses with impact-rated polycarbonate lenses.', nsn: 0.6, abilityOne: 0.08 }),
      type('Safety Goggles', 'Safety Goggles, {Vent}, {Lens}', { Vent: 'Indirect Vent|Non-Vented*1.1|Direct Vent*0.9', Lens: 'Clear Anti-Fog|Clear' }, 'EA DZ', [350, 1500], { syn: 'chemical splash goggles, goggles', about: 'Splash goggles with soft, flexible frame and adjustable strap.', nsn: 0.6 }),
      type('Face Shield', 'Face Shield, {Type}, {Window}', { Type: 'Ratchet Headgear|Hard Hat Mount*1.2|Disposable*0.4', Window: '8" x 15.5" Clear|9" x 12" Clear' }, 'EA PK:10', [600, 2600], { syn: 'visor, faceshield', about: 'Full face shield with a clear polycarbonate window.', nsn: 0.5, disaster: 0.2 }),
    ]),
    leaf('respiratory', 'Respirators & Masks', '4240', '339113', 'mask', 2, [
      type('N95 Respirator', 'N95 Respirator, {Style}, {Valve}, NIOSH Approved', { Style: 'Cup Style|Flat Fold|Duckbill', Valve: 'No Valve|Exhalation Valve*1.3' }, 'BX:20 BX:10 CS:240', [90, 260], { syn: 'n95 mask, dust mask, particulate respirator', about: 'NIOSH-approved N95 particulate respirator with adjustable nose clip.', nsn: 0.55, disaster: 0.6 }),
      type('Half Mask Respirator', 'Half Mask Respirator, {Size}, {Material}', { Size: 'Small|Medium|Large', Material: 'Silicone*1.4|Thermoplastic Elastomer' }, 'EA', [1800, 4200], { syn: 'reusable respirator, cartridge respirator', about: 'Reusable half-face respirator for cartridges and filters.', nsn: 0.6, disaster: 0.3 }),
      type('Disposable Face Mask', 'Disposable Face Mask, {Type}, {Color}', { Type: '3-Ply Procedure|ASTM Level 2*1.4|ASTM Level 3*1.7', Color: 'Blue|White|Black' }, 'BX:50 CS:2000', [8, 30], { syn: 'surgical mask, procedure mask', about: 'Three-layer disposable mask with ear loops.', nsn: 0.4, disaster: 0.5 }),
    ]),
    leaf('hearing-protection', 'Hearing Protection', '4240', '339113', 'earmuff', 1, [
      type('Earplugs', 'Earplugs, {Type}, {NRR}', { Type: 'Foam Uncorded|Foam Corded*1.5|Reusable Corded*2.5', NRR: 'NRR 29|NRR 32|NRR 33' }, 'BX:200 BX:100', [12, 60], { syn: 'ear plugs, hearing protection', about: 'Soft foam earplugs that expand for a comfortable seal.', nsn: 0.6 }),
      type('Earmuffs', 'Earmuffs, {Type}, {NRR}', { Type: 'Over-the-Head|Behind-the-Head|Hard Hat Mounted*1.3|Electronic*4', NRR: 'NRR 22|NRR 25|NRR 30*1.2' }, 'EA', [1500, 4800], { syn: 'ear muffs, hearing protectors', about: 'Lightweight earmuffs with padded headband and cushions.', nsn: 0.5 }),
    ]),
    leaf('hi-vis-apparel', 'High-Visibility Apparel', '8415', '339113', 'vest', 2, [
      type('Safety Vest', 'Safety Vest, {Class}, {Color}, {Size}', { Class: 'ANSI Class 2|ANSI Class 3*1.5', Color: 'Fluorescent Lime|Fluorescent Orange', Size: 'Medium|Large|X-Large|2X-Large|3X-Large' }, 'EA DZ', [450, 2400], { syn: 'hi vis vest, reflective vest, high visibility vest', about: 'High-visibility vest with reflective tape and zipper front.', nsn: 0.55, disaster: 0.3, abilityOne: 0.1 }),
      type('Hard Hat', 'Hard Hat, {Type}, {Suspension}, {Color}', { Type: 'Cap Style|Full Brim*1.3', Suspension: '4-Point Ratchet|6-Point Ratchet*1.2', Color: 'White|Yellow|Orange|Blue|Red' }, 'EA', [900, 3400], { syn: 'safety helmet, hard cap', about: 'ANSI Z89.1 Type I hard hat with ratchet suspension.', nsn: 0.6, disaster: 0.3 }),
    ]),
    leaf('fire-safety', 'Fire Extinguishers & Fire Safety', '4210', '339113', 'extinguisher', 1, [
      type('Fire Extinguisher', 'Fire Extinguisher, {Class} Rated, {Size}, {Mount}', { Class: 'ABC Dry Chemical|BC Dry Chemical|CO2*2|Water Mist*1.8', Size: '2.5 lb*0.6|5 lb|10 lb*1.6|20 lb*2.6', Mount: 'Wall Bracket|Vehicle Bracket*1.1' }, 'EA', [3200, 9500], { syn: 'extinguisher, abc extinguisher', about: 'UL-listed fire extinguisher with metal valve and pressure gauge.', nsn: 0.65, disaster: 0.4 }),
      type('Fire Blanket', 'Fire Blanket, {Size}', { Size: '4\' x 6\'|6\' x 6\'*1.3' }, 'EA', [2400, 6500], { syn: 'fire escape blanket', about: 'Fiberglass fire blanket in a quick-release wall case.', nsn: 0.5, disaster: 0.3 }),
      type('Smoke Detector', 'Smoke Detector, {Power}, {Sensor}', { Power: 'Battery|Hardwired with Battery Backup*1.4|10-Year Sealed Battery*1.6', Sensor: 'Photoelectric|Ionization|Dual Sensor*1.4' }, 'EA PK:6', [1200, 4500], { syn: 'smoke alarm, fire alarm', about: 'UL 217 listed smoke alarm with test button.', nsn: 0.4 }),
    ]),
  ],
};
