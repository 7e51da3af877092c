import { leaf, type TopCategory, type } from '../model.js';

const GREEN_FURNITURE = { env: 0.3, eco: 'BIFMA LEVEL 2 certified|GREENGUARD Gold certified|Recycled steel content' };
const WOOD = 'Mahogany|Cherry|Walnut|Maple|Gray Oak|Espresso';

export const FURNITURE: TopCategory = {
  code: 'furniture',
  name: 'Furniture',
  kind: 'product',
  trade: ['Furniture', 'Seating', 'Interiors', 'Office Furniture', 'Workplace', 'Casegoods'],
  leaves: [
    leaf('office-seating', 'Office Seating', '7110', '33721', 'chair', 3, [
      type('Task Chair', 'Task Chair, {Back}, {Arms}, {Upholstery}, {Color}', {
        Back: 'Mesh Back|High Back*1.2|Mid Back',
        Arms: 'Adjustable Arms*1.1|Fixed Arms|Armless*0.9',
        Upholstery: 'Fabric Seat|Vinyl Seat|Leather Seat*1.5',
        Color: 'Black|Gray|Navy|Burgundy',
      }, 'EA', [16000, 52000], { syn: 'office chair, desk chair, ergonomic chair, computer chair', about: ['Ergonomic task chair with synchro-tilt, adjustable lumbar support and seat depth.', 'Task chair tested to ANSI/BIFMA X5.1 for commercial use.'], nsn: 0.25, abilityOne: 0.02, ...GREEN_FURNITURE }),
      type('Executive Chair', 'Executive Chair, {Back}, {Upholstery}, {Color}', { Back: 'High Back|Mid Back*0.9', Upholstery: 'Bonded Leather|Top Grain Leather*1.6|Mesh and Fabric', Color: 'Black|Brown|Burgundy' }, 'EA', [32000, 95000], { syn: 'leather chair, manager chair', about: 'Executive chair with padded arms, knee-tilt and a five-star aluminum base.', nsn: 0.1, ...GREEN_FURNITURE }),
      type('Stacking Chair', 'Stacking Chair, {Frame}, {Seat}, {Color}', { Frame: 'Chrome Frame|Black Frame', Seat: 'Polypropylene Shell|Upholstered Seat*1.4', Color: 'Black|Blue|Gray|Red' }, 'EA PK:4 CT:2', [6500, 19000], { syn: 'guest chair, training room chair, stack chair', about: 'Stackable guest chair for training rooms and cafeterias.', nsn: 0.35, ...GREEN_FURNITURE }),
      type('Big and Tall Chair', 'Big and Tall Chair, {Capacity} Capacity, {Upholstery}, {Color}', { Capacity: '400 lb|500 lb*1.2', Upholstery: 'Fabric|Leather*1.4', Color: 'Black|Gray' }, 'EA', [38000, 98000], { syn: 'heavy duty chair, 24 hour chair', about: 'Heavy-duty chair with a wide seat and reinforced steel base.', nsn: 0.1 }),
    ]),
    leaf('desks-workstations', 'Desks & Workstations', '7110', '33721', 'desk', 3, [
      type('Height-Adjustable Desk', 'Height-Adjustable Desk, {Size}, {Base}, {Top}', {
        Size: '48" x 24"|60" x 30"*1.15|72" x 30"*1.3',
        Base: 'Dual Motor Electric*1.2|Single Motor Electric|Crank*0.7',
        Top: 'Gray Laminate|White Laminate|Walnut Laminate|Maple Laminate',
      }, 'EA', [42000, 120000], { syn: 'standing desk, sit stand desk, sit-stand workstation', about: 'Sit-stand desk with programmable height presets and anti-collision sensor.', nsn: 0.1, ...GREEN_FURNITURE }),
      type('Office Desk', 'Office Desk, {Style}, {Size}, {Finish}', { Style: 'Single Pedestal|Double Pedestal*1.3|L-Shaped*1.5|U-Shaped*2.2', Size: '60" x 30"|66" x 30"*1.1|72" x 36"*1.25', Finish: WOOD }, 'EA', [38000, 140000], { syn: 'desk, executive desk, computer desk', about: 'Commercial laminate desk with locking box and file drawers.', nsn: 0.2, ...GREEN_FURNITURE }),
      type('Workstation Panel System', 'Workstation Panel System, {Size} Cubicle, {Panel Height}, {Fabric}', { 'Size': '6\' x 6\'|6\' x 8\'*1.2|8\' x 8\'*1.4', 'Panel Height': '53" Panels|65" Panels*1.15', 'Fabric': 'Gray Fabric|Blue Fabric|Tan Fabric' }, 'EA', [180000, 420000], { syn: 'cubicle, systems furniture, panel system', about: 'Panel-based workstation with worksurface, storage and powered raceways.', nsn: 0.02 }),
    ]),
    leaf('tables', 'Tables', '7110', '33721', 'desk', 2, [
      type('Conference Table', 'Conference Table, {Shape}, {Size}, {Finish}', { Shape: 'Boat Shaped|Rectangular|Round*0.6', Size: '6\'|8\'*1.3|10\'*1.7|12\'*2.1', Finish: WOOD }, 'EA', [42000, 160000], { syn: 'meeting table, boardroom table', about: 'Conference table with grommets for power and data.', nsn: 0.1, ...GREEN_FURNITURE }),
      type('Training Table', 'Training Table, {Size}, {Feature}, {Finish}', { Size: '60" x 24"|72" x 24"*1.15', Feature: 'Flip Top Nesting*1.3|Fixed Legs|Folding Legs*0.8', Finish: 'Gray Laminate|Maple Laminate|Mahogany Laminate' }, 'EA', [19000, 62000], { syn: 'folding table, seminar table, classroom table', about: 'Training table with modesty panel and casters.', nsn: 0.3 }),
      type('Folding Table', 'Folding Table, {Size}, {Top}', { Size: '6\' Rectangular|8\' Rectangular*1.2|60" Round*1.3', Top: 'Plastic Top|Plywood Top*1.2' }, 'EA PK:4', [6500, 21000], { syn: 'banquet table, portable table', about: 'Lightweight folding table with steel legs for events and field use.', nsn: 0.45, disaster: 0.15 }),
    ]),
    leaf('filing-cabinets', 'Filing Cabinets', '7110', '33721', 'cabinet', 2, [
      type('Vertical File Cabinet', 'Vertical File Cabinet, {Drawers}, {Size}, {Color}', { Drawers: '2-Drawer|3-Drawer*1.3|4-Drawer*1.6|5-Drawer*1.9', Size: 'Letter|Legal*1.15', Color: 'Black|Putty|Light Gray|Tan' }, 'EA', [18000, 65000], { syn: 'file cabinet, filing cabinet, file drawer', about: 'Steel file cabinet with full-extension drawers and a core-removable lock.', nsn: 0.4, ...GREEN_FURNITURE }),
      type('Lateral File Cabinet', 'Lateral File Cabinet, {Drawers}, {Width}, {Color}', { Drawers: '2-Drawer|3-Drawer*1.35|4-Drawer*1.7|5-Drawer*2', Width: '30" Wide|36" Wide*1.1|42" Wide*1.2', Color: 'Black|Putty|Light Gray' }, 'EA', [32000, 98000], { syn: 'lateral file, lateral cabinet', about: 'Lateral file with counterweight and interlock for stability.', nsn: 0.35, ...GREEN_FURNITURE }),
      type('Security Container', 'Security Container, GSA Approved Class 5, {Drawers}', { Drawers: '2-Drawer|4-Drawer*1.5|5-Drawer*1.7' }, 'EA', [220000, 360000], { syn: 'safe, classified container, gsa approved safe, x-10 lock', about: 'GSA-approved Class 5 security container with an X-10 combination lock for classified material.', nsn: 0.8, security: 0.95 }),
    ]),
    leaf('bookcases-shelving', 'Bookcases & Shelving', '7125', '33721', 'shelf', 2, [
      type('Bookcase', 'Bookcase, {Shelves}, {Height}, {Finish}', { Shelves: '3-Shelf|4-Shelf*1.2|5-Shelf*1.35', Height: '48" High|60" High*1.15|72" High*1.3', Finish: WOOD }, 'EA', [14000, 52000], { syn: 'bookshelf, book shelf', about: 'Laminate bookcase with adjustable shelves.', nsn: 0.2 }),
      type('Steel Shelving Unit', 'Steel Shelving Unit, {Size}, {Shelves}, {Capacity}', { Size: '36" x 18" x 72"|48" x 24" x 72"*1.3|48" x 24" x 84"*1.45', Shelves: '5-Shelf|6-Shelf*1.15', Capacity: '800 lb Per Shelf|1,500 lb Per Shelf*1.5' }, 'EA', [16000, 48000], { syn: 'metal shelving, storage rack, industrial shelving', about: 'Boltless steel shelving for stockrooms, warehouses and records.', nsn: 0.55, disaster: 0.05 }),
    ]),
    leaf('lockers', 'Lockers', '7125', '33721', 'cabinet', 1, [
      type('Steel Locker', 'Steel Locker, {Tiers}, {Width}, {Color}', { Tiers: 'Single Tier|Double Tier*1.1|Triple Tier*1.2|Six Tier*1.35', Width: '12" Wide|15" Wide*1.1|18" Wide*1.2', Color: 'Gray|Tan|Blue|Red' }, 'EA', [26000, 72000], { syn: 'employee locker, storage locker, gym locker', about: 'Welded steel locker with louvered doors and padlock hasp.', nsn: 0.45 }),
    ]),
    leaf('lounge-seating', 'Lounge & Reception Seating', '7110', '33721', 'chair', 1, [
      type('Lounge Chair', 'Lounge Chair, {Style}, {Upholstery}, {Color}', { Style: 'Club Chair|Tub Chair|Modular Lounge*1.2', Upholstery: 'Fabric|Vinyl|Leather*1.5', Color: 'Gray|Navy|Charcoal|Teal' }, 'EA', [38000, 120000], { syn: 'reception chair, waiting room chair', about: 'Reception seating with commercial-grade, cleanable upholstery.', nsn: 0.05, ...GREEN_FURNITURE }),
      type('Beam Seating', 'Beam Seating, {Seats}, {Material}', { Seats: '3-Seat|4-Seat*1.3|5-Seat*1.6', Material: 'Perforated Steel|Upholstered*1.3' }, 'EA', [48000, 130000], { syn: 'waiting area seating, tandem seating', about: 'Tandem beam seating for lobbies and waiting areas.', nsn: 0.1 }),
    ]),
  ],
};
