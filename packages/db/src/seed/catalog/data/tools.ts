import { leaf, type TopCategory, type } from '../model.js';

export const TOOLS: TopCategory = {
  code: 'tools-hardware',
  name: 'Tools & Hardware',
  kind: 'product',
  trade: ['Tool', 'Tool Works', 'Hardware', 'Industrial', 'Forge', 'Precision Tools'],
  leaves: [
    leaf('hand-tools', 'Hand Tools', '5120', '332510C', 'wrench', 4, [
      type('Combination Wrench', 'Combination Wrench, {Size}, {Finish}, 12-Point', { Size: '3/8"|7/16"|1/2"|9/16"|3/4"*1.3|10 mm|13 mm|17 mm*1.2', Finish: 'Chrome Plated|Black Oxide*1.1' }, 'EA SE', [650, 1900], { syn: 'wrench, spanner, box end wrench', about: 'Forged alloy steel combination wrench with an offset box end.', nsn: 0.6 }),
      type('Screwdriver', 'Screwdriver, {Tip}, {Length} Blade, {Handle}', { Tip: 'Phillips #2|Slotted 1/4"|Phillips #1|Torx T25|Square #2', Length: '4"|6"*1.1|8"*1.2', Handle: 'Cushion Grip|Acetate Handle|Insulated 1000V*2' }, 'EA SE', [450, 1600], { syn: 'phillips screwdriver, flathead screwdriver', about: 'Hardened steel screwdriver with a magnetic tip.', nsn: 0.6 }),
      type('Hammer', 'Hammer, {Type}, {Weight}, {Handle}', { Type: 'Claw Hammer|Ball Peen Hammer|Dead Blow Hammer*1.3|Sledge Hammer*2', Weight: '16 oz|20 oz*1.15|24 oz*1.3', Handle: 'Fiberglass Handle|Steel Handle*1.2|Hickory Handle' }, 'EA', [1400, 4200], { syn: 'claw hammer, mallet', about: 'Hammer with anti-vibration grip and forged head.', nsn: 0.65 }),
      type('Pliers', 'Pliers, {Type}, {Length}, {Grip}', { Type: 'Slip Joint|Needle Nose|Lineman*1.4|Tongue and Groove*1.2|Locking*1.1', Length: '6"|8"*1.15|10"*1.3', Grip: 'Cushion Grip|Dipped Grip' }, 'EA', [900, 3400], { syn: 'needle nose pliers, channel locks, vise grips', about: 'Drop-forged pliers with induction-hardened jaws.', nsn: 0.6 }),
      type('Socket Set', 'Socket Set, {Drive} Drive, {Pieces}, {Sizes}', { Drive: '1/4"|3/8"*1.2|1/2"*1.5', Pieces: '20-Piece|40-Piece*1.6|80-Piece*2.6', Sizes: 'SAE|Metric|SAE and Metric*1.3' }, 'SE', [3500, 12500], { syn: 'ratchet set, socket wrench set', about: 'Socket set with quick-release ratchet in a blow-molded case.', nsn: 0.4 }),
    ]),
    leaf('cutting-tools', 'Knives & Cutting Tools', '5110', '332510C', 'wrench', 2, [
      type('Utility Knife', 'Utility Knife, {Type}, {Handle}', { Type: 'Retractable|Folding*1.2|Auto-Retracting Safety*1.4', Handle: 'Metal Handle|Plastic Handle*0.7' }, 'EA DZ', [450, 1800], { syn: 'box cutter, razor knife', about: 'Utility knife with tool-free blade change and storage for spare blades.', nsn: 0.6, abilityOne: 0.05 }),
      type('Utility Blade', 'Utility Blade, {Type}', { Type: 'Standard Duty|Heavy Duty*1.3|Carbon Steel|Bi-Metal*1.6' }, 'PK:10 PK:100', [20, 60], { syn: 'razor blades, replacement blades', about: 'Replacement utility blades, sharp and rust-resistant.', nsn: 0.55 }),
      type('Bolt Cutter', 'Bolt Cutter, {Length}, {Jaw}', { Length: '18"|24"*1.3|36"*1.8', Jaw: 'Center Cut|Clipper Cut*1.1' }, 'EA', [3800, 11000], { syn: 'cable cutter, chain cutter', about: 'Bolt cutter with hardened alloy jaws for chain, bolts and rod.', nsn: 0.6, disaster: 0.2 }),
    ]),
    leaf('power-tools', 'Power Tools', '5130', '332510C', 'drill', 3, [
      type('Cordless Drill', 'Cordless Drill/Driver, {Voltage}, {Chuck} Chuck, {Kit}', { Voltage: '12V|18V*1.3|20V Max*1.35', Chuck: '3/8"|1/2"*1.15', Kit: 'Tool Only*0.6|Kit with 2 Batteries' }, 'EA KT', [6900, 21000], { syn: 'drill, power drill, driver, battery drill', about: 'Brushless cordless drill/driver with LED work light and two-speed gearbox.', nsn: 0.25 }),
      type('Circular Saw', 'Circular Saw, {Blade}, {Power}', { Blade: '6-1/2" Blade|7-1/4" Blade*1.1', Power: 'Corded 15A|Cordless 20V*1.3' }, 'EA', [8900, 22000], { syn: 'skill saw, power saw', about: 'Circular saw with electric brake and bevel capacity to 56 degrees.', nsn: 0.3, disaster: 0.1 }),
      type('Angle Grinder', 'Angle Grinder, {Disc} Disc, {Power}', { Disc: '4-1/2"|5"*1.1|7"*1.5', Power: 'Corded 11A|Cordless 20V*1.3' }, 'EA', [6500, 19000], { syn: 'grinder, disc grinder', about: 'Angle grinder with paddle switch and adjustable guard.', nsn: 0.3 }),
    ]),
    leaf('screws-fasteners', 'Screws & Fasteners', '5305', '332510C', 'screw', 2, [
      type('Wood Screw', 'Wood Screw, {Drive}, {Size}, {Finish}', { Drive: 'Phillips Flat Head|Square Drive Flat Head|Torx Flat Head*1.1', Size: '#8 x 1"|#8 x 1-1/2"*1.1|#10 x 2"*1.3|#10 x 3"*1.6', Finish: 'Zinc Plated|Stainless Steel*2.2|Yellow Zinc' }, 'BX:100 BX:500 BX:1000', [4, 14], { syn: 'screws, deck screws', about: 'Sharp-point wood screws that start fast without pre-drilling.', nsn: 0.6 }),
      type('Machine Screw', 'Machine Screw, {Head}, {Size}, {Material}', { Head: 'Pan Head Phillips|Flat Head Phillips|Socket Head Cap*1.5', Size: '6-32 x 1/2"|8-32 x 3/4"|10-24 x 1"*1.2|1/4-20 x 1"*1.4', Material: 'Zinc Plated Steel|18-8 Stainless Steel*2|Brass*2.5' }, 'BX:100 PG:50', [5, 22], { syn: 'bolt, machine bolt', about: 'Machine screws for tapped holes and nuts, made to ASME B18.6.3.', nsn: 0.7 }),
      type('Drywall Anchor', 'Drywall Anchor, {Type}, {Capacity}', { Type: 'Self-Drilling|Toggle Bolt*2|Plastic Expansion*0.5', Capacity: '50 lb|75 lb*1.2' }, 'PK:25 PK:100', [12, 60], { syn: 'wall anchor, toggle bolt, molly bolt', about: 'Hollow-wall anchors with matching screws.', nsn: 0.4 }),
    ]),
    leaf('measuring-tools', 'Measuring Tools', '5210', '332510C', 'ruler', 2, [
      type('Tape Measure', 'Tape Measure, {Length}, {Blade Width}, {Feature}', { 'Length': '16\'|25\'*1.2|35\'*1.5', 'Blade Width': '3/4"|1"*1.2|1-1/4"*1.3', 'Feature': 'Standard|Magnetic Hook*1.2|Auto Lock*1.15' }, 'EA', [900, 3200], { syn: 'tape rule, measuring tape', about: 'Tape measure with a nylon-coated blade and belt clip.', nsn: 0.55 }),
      type('Level', 'Level, {Type}, {Length}', { Type: 'Box Beam|Torpedo*0.5|I-Beam|Digital*3', Length: '9"*0.6|24"|48"*1.6' }, 'EA', [1200, 5800], { syn: 'spirit level, bubble level', about: 'Aluminum level with shock-absorbing end caps and accurate vials.', nsn: 0.5 }),
      type('Laser Distance Measure', 'Laser Distance Measure, {Range}, {Feature}', { Range: '100 ft|165 ft*1.3|330 ft*2', Feature: 'Standard|Bluetooth*1.3' }, 'EA', [4500, 16000], { syn: 'laser measure, rangefinder', about: 'Laser distance measure for area, volume and indirect measurement.', nsn: 0.2 }),
    ]),
    leaf('tool-storage', 'Tool Boxes & Storage', '5140', '332510C', 'box', 1, [
      type('Tool Box', 'Tool Box, {Type}, {Size}, {Color}', { Type: 'Portable Plastic|Steel Hand Box*1.3|Rolling Tool Chest*6', Size: '16"|22"*1.3|26"*1.6', Color: 'Red|Black|Blue|Yellow' }, 'EA', [1800, 6500], { syn: 'toolbox, tool chest, tool case', about: 'Tool box with removable tray and metal latches.', nsn: 0.55 }),
      type('Tool Bag', 'Tool Bag, {Size}, {Material}', { Size: '12"|16"*1.2|20"*1.4', Material: 'Ballistic Nylon|Canvas' }, 'EA', [2400, 7500], { syn: 'tool tote, tool pouch', about: 'Open-top tool bag with interior and exterior pockets.', nsn: 0.3 }),
    ]),
    leaf('padlocks-security', 'Padlocks & Security Hardware', '5340', '332510C', 'lock', 1, [
      type('Padlock', 'Padlock, {Type}, {Shackle}, {Keying}', { Type: 'Laminated Steel|Solid Brass*1.3|Combination*1.1|High Security*3', Shackle: '1" Shackle|1-1/2" Shackle*1.15|2" Shackle*1.3', Keying: 'Keyed Different|Keyed Alike*1.1|Master Keyed*1.3' }, 'EA PK:6', [900, 4200], { syn: 'lock, keyed padlock, combination lock', about: 'Weather-resistant padlock with hardened steel shackle.', nsn: 0.7, security: 0.6 }),
      type('Lockout Tagout Kit', 'Lockout Tagout Kit, {Size}', { Size: 'Personal|Electrical*1.6|Group*2.8' }, 'KT', [6500, 24000], { syn: 'loto kit, lockout kit', about: 'Lockout/tagout kit with safety padlocks, hasps and tags for OSHA 1910.147.', nsn: 0.4, security: 0.2 }),
    ]),
  ],
};
