import { leaf, type TopCategory, type } from '../model.js';

export const MEDICAL: TopCategory = {
  code: 'medical',
  name: 'Medical & First Aid',
  kind: 'product',
  trade: ['Medical', 'Healthcare', 'Medical Supply', 'Health Products', 'Clinical', 'Life Sciences'],
  leaves: [
    leaf('first-aid-kits', 'First Aid Kits', '6545', '339113', 'kit', 2, [
      type('First Aid Kit', 'First Aid Kit, {Capacity}, {Case}, ANSI Z308.1 {Class}', { Capacity: '25 Person|50 Person*1.5|100 Person*2.4', Case: 'Plastic Case|Metal Cabinet*1.6|Soft Bag*0.9', Class: 'Class A|Class B*1.4' }, 'KT', [2400, 7500], { syn: 'first aid, emergency kit, medical kit', about: 'Workplace first aid kit stocked to ANSI Z308.1 with bandages, antiseptics and instructions.', nsn: 0.5, disaster: 0.5, abilityOne: 0.05 }),
      type('Trauma Kit', 'Trauma Kit, {Type}', { Type: 'Individual First Aid Kit|Bleeding Control Kit|Multi-Casualty Bag*3' }, 'KT', [4500, 16000], { syn: 'ifak, bleeding control kit, stop the bleed', about: 'Bleeding control kit with tourniquet, pressure bandage and hemostatic gauze.', nsn: 0.7, disaster: 0.7 }),
    ]),
    leaf('bandages-dressings', 'Bandages & Dressings', '6510', '339113', 'bandage', 2, [
      type('Adhesive Bandage', 'Adhesive Bandage, {Material}, {Size}', { Material: 'Fabric|Plastic|Waterproof*1.2', Size: '1" x 3"|3/4" x 3"|Assorted Sizes*1.1' }, 'BX:100 BX:50', [4, 12], { syn: 'band-aid, bandaid, plaster', about: 'Sterile adhesive bandages with non-stick pads.', nsn: 0.6, disaster: 0.3 }),
      type('Gauze Pad', 'Gauze Pad, Sterile, {Size}, {Ply}', { Size: '2" x 2"|3" x 3"*1.3|4" x 4"*1.6', Ply: '8-Ply|12-Ply*1.2' }, 'BX:100 BX:25', [8, 25], { syn: 'gauze sponge, dressing', about: 'Sterile woven gauze pads for wound dressing.', nsn: 0.7, disaster: 0.3 }),
      type('Elastic Bandage', 'Elastic Bandage, {Width}, {Closure}', { Width: '2"|3"*1.2|4"*1.4|6"*1.7', Closure: 'Clip Closure|Self-Closure*1.2' }, 'EA BX:10', [150, 420], { syn: 'ace bandage, compression wrap', about: 'Reusable elastic bandage for support and compression.', nsn: 0.65 }),
    ]),
    leaf('exam-gloves', 'Exam Gloves', '6515', '339113', 'glove', 2, [
      type('Exam Gloves', 'Exam Gloves, {Material}, Powder-Free, {Size}', { Material: 'Nitrile|Latex*0.9|Vinyl*0.7|Chemo-Rated Nitrile*1.5', Size: 'X-Small|Small|Medium|Large|X-Large' }, 'BX:100 BX:200 CS:1000', [6, 16], { syn: 'medical gloves, examination gloves, nitrile exam gloves', about: 'Ambidextrous, textured-fingertip exam gloves tested to ASTM D6319.', nsn: 0.65, disaster: 0.5 }),
    ]),
    leaf('diagnostic-instruments', 'Diagnostic Instruments', '6515', '339113', 'stethoscope', 2, [
      type('Digital Thermometer', 'Digital Thermometer, {Type}', { Type: 'Oral|Non-Contact Infrared*3|Tympanic*4' }, 'EA', [900, 3200], { syn: 'thermometer, fever thermometer', about: 'Fast-reading digital thermometer with fever alert.', nsn: 0.5, disaster: 0.3 }),
      type('Blood Pressure Monitor', 'Blood Pressure Monitor, {Type}, {Cuff}', { Type: 'Automatic Upper Arm|Manual Aneroid*0.6|Wrist*0.8', Cuff: 'Adult Cuff|Large Adult Cuff*1.1' }, 'EA', [2900, 8500], { syn: 'sphygmomanometer, bp cuff', about: 'Clinically validated blood pressure monitor with memory.', nsn: 0.5 }),
      type('Stethoscope', 'Stethoscope, {Type}, {Color}', { Type: 'Dual Head|Cardiology*2.5|Single Head*0.7', Color: 'Black|Navy|Burgundy|Gray' }, 'EA', [1500, 9500], { syn: 'stethoscope', about: 'Acoustic stethoscope with non-chill diaphragm.', nsn: 0.5 }),
      type('Pulse Oximeter', 'Pulse Oximeter, {Type}', { Type: 'Fingertip|Handheld*4' }, 'EA', [2200, 6500], { syn: 'oximeter, spo2 monitor', about: 'Pulse oximeter that shows SpO2 and pulse rate.', nsn: 0.4, disaster: 0.3 }),
    ]),
    leaf('emergency-care', 'AEDs & Emergency Care', '6515', '339113', 'cross', 1, [
      type('Automated External Defibrillator', 'Automated External Defibrillator, {Type}, {Package}', { Type: 'Semi-Automatic|Fully Automatic*1.05', Package: 'With Cabinet*1.15|With Carry Case' }, 'EA', [120000, 210000], { syn: 'aed, defibrillator', about: 'AED with voice and visual CPR coaching for lay rescuers.', nsn: 0.4, disaster: 0.3 }),
      type('Stretcher', 'Stretcher, {Type}', { Type: 'Folding Litter|Backboard|Rescue Basket*2.5' }, 'EA', [9500, 38000], { syn: 'litter, backboard, spine board', about: 'Emergency patient transport stretcher.', nsn: 0.7, disaster: 0.6 }),
      type('Emergency Blanket', 'Emergency Blanket, {Type}', { Type: 'Mylar Thermal|Wool Blend*6|Disposable Poly*1.5' }, 'EA PK:10', [150, 2400], { syn: 'space blanket, thermal blanket', about: 'Emergency blanket that retains body heat.', nsn: 0.5, disaster: 0.8 }),
    ]),
  ],
};
