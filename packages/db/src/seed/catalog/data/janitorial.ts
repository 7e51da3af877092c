import { leaf, type TopCategory, type } from '../model.js';

const GREEN_CLEAN = { env: 0.4, eco: 'EPA Safer Choice certified|Green Seal GS-37 certified|USDA BioPreferred product' };
const RECYCLED_PAPER = { env: 0.5, eco: 'EPA CPG recycled content|100% recycled fiber|Green Seal GS-1 certified' };

export const JANITORIAL: TopCategory = {
  code: 'janitorial',
  name: 'Janitorial & Sanitation',
  kind: 'product',
  trade: ['Chemical', 'Sanitation', 'Hygiene', 'Cleaning Products', 'Maintenance Supply', 'Paper Products'],
  leaves: [
    leaf('cleaning-chemicals', 'Cleaning Chemicals', '7930', '332510C', 'spray', 4, [
      type('All-Purpose Cleaner', 'All-Purpose Cleaner, {Form}, {Scent}, {Size}', {
        Form: 'Ready-to-Use Spray|Concentrate*1.6',
        Scent: 'Citrus|Unscented|Fresh|Lavender',
        Size: '32 oz|1 Gallon*2.8|2.5 Gallon*6',
      }, 'BT CS:6 CS:12 GL', [350, 900], { syn: 'multi-surface cleaner, general purpose cleaner, degreaser', about: 'All-purpose cleaner that removes dirt, grease and grime from washable surfaces.', nsn: 0.45, abilityOne: 0.1, ...GREEN_CLEAN }),
      type('Disinfectant Cleaner', 'Disinfectant Cleaner, {Form}, EPA Registered, {Size}', { Form: 'Spray|Wipes Canister*1.2|Concentrate*1.8', Size: '19 oz|32 oz*1.3|1 Gallon*3.5' }, 'CN BT CS:12 GL', [480, 1400], { syn: 'sanitizer, disinfecting spray, germicidal cleaner, disinfectant wipes', about: 'EPA-registered disinfectant that kills 99.9% of bacteria and viruses on hard, nonporous surfaces.', nsn: 0.45, disaster: 0.4, abilityOne: 0.08, ...GREEN_CLEAN }),
      type('Glass Cleaner', 'Glass Cleaner, {Form}, {Formula}, {Size}', { Form: 'Trigger Spray|Aerosol|Concentrate*1.5', Formula: 'Ammonia-Free|Streak-Free', Size: '19 oz|32 oz*1.3|1 Gallon*3' }, 'CN BT CS:12', [320, 850], { syn: 'window cleaner, windex', about: 'Streak-free glass cleaner for windows, mirrors and stainless steel.', nsn: 0.5, abilityOne: 0.12, ...GREEN_CLEAN }),
      type('Floor Cleaner', 'Floor Cleaner, {Type}, {Size}', { Type: 'Neutral pH|Floor Finish*1.5|Floor Stripper*1.3', Size: '1 Gallon|5 Gallon Pail*4.2' }, 'GL CS:4', [1100, 2600], { syn: 'floor finish, floor wax, floor stripper', about: 'Commercial floor care chemical for vinyl tile and sealed floors.', nsn: 0.4, ...GREEN_CLEAN }),
    ]),
    leaf('hand-soap-sanitizer', 'Hand Soap & Sanitizer', '8520', '332510C', 'soap', 3, [
      type('Hand Soap', 'Hand Soap, {Form}, {Scent}, {Size}', { Form: 'Foam|Liquid|Antibacterial Liquid*1.2', Scent: 'Fragrance-Free|Fresh|Citrus', Size: '7.5 oz Pump|1,000 mL Refill*2.5|1 Gallon*4.5' }, 'BT CS:6 CS:12', [300, 1100], { syn: 'liquid soap, hand wash, foam soap', about: 'Gentle hand soap that cleans without drying skin.', nsn: 0.5, abilityOne: 0.1, ...GREEN_CLEAN }),
      type('Hand Sanitizer', 'Hand Sanitizer, {Form}, {Alcohol} Alcohol, {Size}', { Form: 'Gel|Foam|Spray', Alcohol: '62%|70%|80%', Size: '2 oz|8 oz Pump*2.5|1,000 mL Refill*6|1 Gallon*10' }, 'BT CS:12 CS:24', [120, 480], { syn: 'sanitizing gel, alcohol hand rub', about: 'Alcohol-based hand sanitizer that kills most common germs.', nsn: 0.45, disaster: 0.5 }),
      type('Soap Dispenser', 'Soap Dispenser, {Type}, {Color}', { Type: 'Manual Push|Touch-Free*1.8', Color: 'White|Black|Gray' }, 'EA', [1800, 5200], { syn: 'soap pump dispenser', about: 'Wall-mounted soap dispenser with a sight window and lock.', nsn: 0.2 }),
    ]),
    leaf('paper-towels-tissue', 'Paper Towels & Tissue', '8540', '332510C', 'roll', 3, [
      type('Toilet Tissue', 'Toilet Tissue, {Ply}, {Roll Type}, {Sheets}', { 'Ply': '1-Ply|2-Ply*1.3', 'Roll Type': 'Standard Roll|Jumbo Roll*3|Coreless*1.2', 'Sheets': '500 Sheets|1,000 Sheets*1.5' }, 'RO CS:48 CS:96', [60, 140], { syn: 'toilet paper, bath tissue, bathroom tissue', about: 'Soft, absorbent bath tissue that dissolves quickly in plumbing.', nsn: 0.6, abilityOne: 0.12, ...RECYCLED_PAPER }),
      type('Paper Towels', 'Paper Towels, {Style}, {Color}', { Style: 'Multifold|C-Fold|Hardwound Roll*6|Kitchen Roll*1.3', Color: 'White|Natural Kraft' }, 'PK:250 CS:12 CS:16', [5, 14], { syn: 'hand towels, paper towel, multifold towels', about: 'Absorbent paper towels for restroom and breakroom dispensers.', nsn: 0.55, abilityOne: 0.12, ...RECYCLED_PAPER }),
      type('Facial Tissue', 'Facial Tissue, {Ply}, {Box}', { Ply: '2-Ply|3-Ply*1.2', Box: 'Flat Box 100 Sheets|Cube Box 85 Sheets*1.1' }, 'BX CS:36', [90, 210], { syn: 'kleenex, tissues', about: 'Soft facial tissue in a dispensing box.', nsn: 0.5, ...RECYCLED_PAPER }),
    ]),
    leaf('trash-liners', 'Trash Bags & Liners', '8105', '332510C', 'bag', 2, [
      type('Trash Can Liner', 'Trash Can Liner, {Capacity}, {Thickness}, {Color}', {
        Capacity: '7-10 Gallon|12-16 Gallon*1.3|33 Gallon*2|40-45 Gallon*2.4|55-60 Gallon*2.8',
        Thickness: '0.6 mil|1.2 mil*1.5|1.5 mil*1.8|13 micron*0.8',
        Color: 'Black|Clear|White|Blue Recycling',
      }, 'BX:250 BX:500 BX:100', [7, 25], { syn: 'garbage bags, trash bags, can liners, waste basket liners', about: 'Puncture-resistant can liner with star-seal bottom.', nsn: 0.55, abilityOne: 0.15, env: 0.3, eco: 'Made with recycled plastic|EPA CPG recycled content' }),
      type('Contractor Bag', 'Contractor Bag, 42 Gallon, {Thickness}, {Closure}', { Thickness: '3 mil|6 mil*1.8', Closure: 'Flap Tie|Drawstring*1.2' }, 'BX:32 BX:50', [45, 110], { syn: 'heavy duty trash bags, debris bags', about: 'Heavy-duty bag for construction debris and storm cleanup.', nsn: 0.4, disaster: 0.5 }),
    ]),
    leaf('mops-brooms', 'Mops, Brooms & Brushes', '7920', '332510C', 'broom', 2, [
      type('Mop Head', 'Mop Head, {Type}, {Size}, {Material}', { Type: 'Wet Mop Looped End|Wet Mop Cut End*0.9|Microfiber Flat Mop*1.2|Dust Mop*1.1', Size: 'Small|Medium|Large*1.2', Material: 'Cotton Blend|Rayon|Microfiber*1.3' }, 'EA DZ', [450, 1200], { syn: 'mop, wet mop, string mop', about: 'Commercial mop head that absorbs quickly and launders well.', nsn: 0.55, abilityOne: 0.2 }),
      type('Broom', 'Broom, {Type}, {Bristle}, {Handle}', { Type: 'Angle Broom|Push Broom*2|Upright Lobby Broom', Bristle: 'Flagged Polypropylene|Corn Fiber|Stiff Palmyra*1.2', Handle: 'Steel Handle|Wood Handle' }, 'EA DZ', [900, 3200], { syn: 'push broom, angle broom, sweeper', about: 'Durable broom for indoor and outdoor sweeping.', nsn: 0.6, abilityOne: 0.2 }),
      type('Mop Bucket', 'Mop Bucket with Wringer, {Capacity}, {Color}', { Capacity: '26 Quart|35 Quart*1.2|44 Quart*1.4', Color: 'Yellow|Gray|Blue' }, 'EA', [6500, 14000], { syn: 'wringer bucket, janitor bucket', about: 'Mop bucket with side-press wringer and non-marking casters.', nsn: 0.4 }),
    ]),
  ],
};
