import { leaf, type TopCategory, type } from '../model.js';

const COMPOSTABLE = { env: 0.35, eco: 'USDA BioPreferred product|BPI certified compostable|EPA CPG recycled content' };

export const FOOD_SERVICE: TopCategory = {
  code: 'food-service',
  name: 'Food Service',
  kind: 'product',
  trade: ['Foodservice', 'Kitchen Products', 'Food Products', 'Provisions', 'Hospitality', 'Beverage'],
  leaves: [
    leaf('disposable-tableware', 'Cups, Plates & Cutlery', '7350', '311', 'cup', 3, [
      type('Hot Cup', 'Hot Cup, {Size}, {Material}, {Color}', { Size: '8 oz|12 oz*1.2|16 oz*1.4', Material: 'Paper|Insulated Paper*1.4|Foam*0.7', Color: 'White|Kraft|Black' }, 'PK:50 CS:1000', [6, 18], { syn: 'coffee cup, paper cup, disposable cup', about: 'Disposable hot cup with rolled rim that fits standard lids.', nsn: 0.5, abilityOne: 0.05, ...COMPOSTABLE }),
      type('Disposable Plate', 'Disposable Plate, {Size}, {Material}', { Size: '6"|9"*1.4|10"*1.6', Material: 'Paper|Plastic|Bagasse*1.3' }, 'PK:100 CS:500', [4, 16], { syn: 'paper plate, plastic plate', about: 'Sturdy disposable plates for breakrooms and events.', nsn: 0.45, ...COMPOSTABLE }),
      type('Plastic Cutlery', 'Plastic Cutlery, {Piece}, {Weight}, {Color}', { Piece: 'Forks|Knives|Spoons|Assorted Set*1.1', Weight: 'Medium Weight|Heavy Weight*1.4', Color: 'White|Black|Clear' }, 'BX:100 BX:1000', [2, 6], { syn: 'plastic forks, plastic spoons, utensils, flatware', about: 'Individually usable plastic cutlery for breakrooms and catering.', nsn: 0.5, ...COMPOSTABLE }),
    ]),
    leaf('coffee-beverages', 'Coffee & Beverages', '8955', '311', 'coffee', 2, [
      type('Ground Coffee', 'Ground Coffee, {Roast}, {Size}', { Roast: 'Medium Roast|Dark Roast|Breakfast Blend|Decaffeinated*1.1', Size: '1.5 oz Fraction Pack*0.12|12 oz Bag*0.8|2 lb Can*1.8' }, 'BG CS:42 CN', [900, 1600], { syn: 'coffee, office coffee', about: '100% Arabica ground coffee for drip brewers.', nsn: 0.4, env: 0.2, eco: 'Fair Trade certified|Rainforest Alliance certified' }),
      type('Single-Serve Coffee Pods', 'Single-Serve Coffee Pods, {Roast}', { Roast: 'Medium Roast|Dark Roast|Breakfast Blend|Decaffeinated*1.1' }, 'BX:24 BX:96', [45, 90], { syn: 'k-cups, coffee pods, k cup', about: 'Single-serve coffee pods compatible with most pod brewers.', nsn: 0.2 }),
      type('Bottled Water', 'Bottled Water, {Size}', { Size: '8 oz|16.9 oz|1 Gallon*3' }, 'CS:24 CS:35', [25, 70], { syn: 'water, drinking water, spring water', about: 'Purified drinking water in recyclable bottles.', nsn: 0.35, disaster: 0.6 }),
      type('Tea Bags', 'Tea Bags, {Variety}', { Variety: 'Black Tea|Green Tea|Herbal Assorted|Chai' }, 'BX:100 BX:20', [8, 25], { syn: 'tea, hot tea', about: 'Individually wrapped tea bags.', nsn: 0.3 }),
    ]),
    leaf('snacks', 'Snacks', '8925', '311', 'cup', 1, [
      type('Snack Bars', 'Snack Bars, {Variety}', { Variety: 'Granola|Protein*1.6|Fruit and Nut*1.3' }, 'BX:12 BX:48', [60, 180], { syn: 'granola bars, protein bars, energy bars', about: 'Individually wrapped snack bars for breakrooms and field kits.', nsn: 0.3, disaster: 0.4 }),
      type('Meal Ready-to-Eat', 'Meal Ready-to-Eat, {Menu}', { Menu: 'Assorted Menus|Vegetarian Menus' }, 'CS:12', [900, 1400], { syn: 'mre, emergency meals, field rations', about: 'Shelf-stable meals with flameless ration heaters.', nsn: 0.8, disaster: 0.9 }),
    ]),
    leaf('kitchen-equipment', 'Kitchen Equipment', '7310', '333318', 'pot', 1, [
      type('Microwave Oven', 'Microwave Oven, {Capacity}, {Power}, {Type}', { Capacity: '0.9 cu ft|1.2 cu ft*1.2|1.6 cu ft*1.4', Power: '900 W|1,000 W*1.1|1,200 W*1.3', Type: 'Countertop|Commercial*2.5' }, 'EA', [9500, 32000], { syn: 'microwave', about: 'Microwave oven with one-touch presets.', nsn: 0.3, ...{ env: 0.2, eco: 'ENERGY STAR certified' } }),
      type('Coffee Maker', 'Coffee Maker, {Type}, {Capacity}', { Type: 'Drip|Commercial Pourover*2.5|Single-Serve*0.8', Capacity: '12 Cup|Twin Warmers*1.3' }, 'EA', [4500, 28000], { syn: 'coffee brewer, coffee machine', about: 'Coffee brewer with auto shutoff and glass carafe.', nsn: 0.3 }),
      type('Refrigerator', 'Refrigerator, {Type}, {Capacity}', { Type: 'Compact|Top Freezer*2.6|Undercounter*1.6', Capacity: '3.2 cu ft|4.4 cu ft*1.2|18 cu ft*3' }, 'EA', [18000, 42000], { syn: 'fridge, mini fridge', about: 'Refrigerator with adjustable shelves and reversible door.', nsn: 0.2, env: 0.4, eco: 'ENERGY STAR certified' }),
    ]),
    leaf('kitchen-utensils', 'Kitchen Utensils & Food Storage', '7330', '333318', 'pot', 1, [
      type('Food Storage Container', 'Food Storage Container, {Size}, {Material}', { Size: '1 Quart|2 Quart*1.3|6 Quart*2.2|22 Quart*4', Material: 'Polycarbonate|Polypropylene*0.8' }, 'EA PK:6', [450, 1800], { syn: 'storage container, cambro, deli container', about: 'NSF-listed food storage container with graduations.', nsn: 0.45 }),
      type('Aluminum Foil', 'Aluminum Foil, {Grade}, {Size}', { Grade: 'Standard|Heavy Duty*1.4', Size: '12" x 500\'|18" x 500\'*1.5' }, 'RO CS:6', [2200, 4200], { syn: 'foil, tin foil', about: 'Food service aluminum foil roll in a cutter box.', nsn: 0.5 }),
    ]),
  ],
};
