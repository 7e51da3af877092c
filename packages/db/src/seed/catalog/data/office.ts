import { leaf, type TopCategory, type } from '../model.js';

const INK = 'Black|Blue|Red|Green|Assorted Colors*1.1';
const RECYCLED = { env: 0.25, eco: 'EPA CPG recycled content|30% post-consumer recycled content|FSC certified paper' };

export const OFFICE: TopCategory = {
  code: 'office-supplies',
  name: 'Office Supplies',
  kind: 'product',
  trade: ['Office Products', 'Stationers', 'Office Supply', 'Paper Company', 'Writing Instruments', 'Business Products'],
  leaves: [
    leaf('pens', 'Pens & Refills', '7520', '339940', 'pen', 5, [
      type('Ballpoint Pen', 'Ballpoint Pen, {Mechanism}, {Point} Point, {Ink Color} Ink', {
        'Mechanism': 'Retractable*1.2|Stick|Capped',
        'Point': 'Fine|Medium|Bold',
        'Ink Color': INK,
      }, 'DZ BX:12 BX:50 PK:4', [18, 95], {
        syn: 'ballpen, ball point pen, writing pen',
        about: ['Smooth-writing ballpoint pen with quick-drying, smear-resistant ink.', 'Everyday ballpoint pen with a comfortable grip for long writing sessions.'],
        nsn: 0.55, env: 0.15, abilityOne: 0.12, eco: 'Made with recycled plastic barrel',
      }),
      type('Gel Pen', 'Gel Pen, {Mechanism}, {Point} {Tip} Point, {Ink Color} Ink', {
        'Mechanism': 'Retractable*1.2|Capped',
        'Point': 'Micro|Fine|Medium',
        'Tip': '0.5 mm|0.7 mm|1.0 mm',
        'Ink Color': INK,
      }, 'DZ PK:3 PK:5 BX:12', [45, 220], { syn: 'rollerball, gel ink pen', about: 'Gel ink pen with vivid, fade-resistant color and a rubber grip.', nsn: 0.3, abilityOne: 0.08 }),
      type('Rollerball Pen', 'Rollerball Pen, {Style}, {Point} Point, {Ink Color} Ink', {
        'Style': 'Liquid Ink|Needle Point|Retractable*1.3',
        'Point': 'Extra Fine|Fine|Medium',
        'Ink Color': INK,
      }, 'DZ PK:4', [80, 310], { syn: 'roller ball pen, liquid ink pen', about: 'Rollerball pen for smooth, skip-free writing.' }),
      type('Pen Refill', 'Pen Refill, {Refill Type}, {Point} Point, {Ink Color} Ink', {
        'Refill Type': 'Ballpoint|Gel|Rollerball',
        'Point': 'Fine|Medium|Bold',
        'Ink Color': 'Black|Blue|Red',
      }, 'PK:2 PK:5 DZ', [40, 160], { syn: 'ink refill, pen cartridge', about: 'Replacement refill cartridge for retractable pens.', nsn: 0.4 }),
    ]),
    leaf('markers-highlighters', 'Markers & Highlighters', '7520', '339940', 'pen', 3, [
      type('Permanent Marker', 'Permanent Marker, {Tip} Tip, {Color}', {
        Tip: 'Ultra Fine|Fine|Chisel|Bullet',
        Color: 'Black|Blue|Red|Green|Assorted Colors*1.2',
      }, 'DZ PK:5 PK:12 EA', [55, 190], { syn: 'sharpie, marking pen', about: 'Permanent marker with quick-drying, water-resistant ink for paper, plastic, metal and glass.', nsn: 0.5, abilityOne: 0.1 }),
      type('Dry Erase Marker', 'Dry Erase Marker, {Tip} Tip, {Odor}, {Color}', {
        Tip: 'Chisel|Bullet|Fine',
        Odor: 'Low Odor|Standard',
        Color: 'Black|Blue|Red|Green|Assorted Colors*1.2',
      }, 'DZ PK:4 PK:8 PK:12', [60, 210], { syn: 'whiteboard marker, expo marker', about: 'Dry erase marker that wipes cleanly from whiteboards and glass.', nsn: 0.45, abilityOne: 0.1 }),
      type('Highlighter', 'Highlighter, {Style}, {Tip} Tip, {Color}', {
        Style: 'Pen Style|Tank Style|Retractable*1.2',
        Tip: 'Chisel|Fine',
        Color: 'Fluorescent Yellow|Fluorescent Pink|Fluorescent Orange|Fluorescent Green|Assorted Colors*1.1',
      }, 'DZ PK:5 PK:10', [40, 150], { syn: 'highlighting marker, text marker', about: 'Highlighter with bright, see-through ink that will not smear most printed text.', nsn: 0.45 }),
    ]),
    leaf('pencils', 'Pencils & Erasers', '7510', '339940', 'pen', 2, [
      type('Wood Pencil', 'Wood Pencil, {Lead Grade} Lead, {Finish}, {Eraser}', {
        'Lead Grade': 'No. 2 HB|No. 2.5 F|No. 1 B',
        'Finish': 'Yellow Barrel|Black Barrel|Natural Barrel',
        'Eraser': 'Latex-Free Eraser|Pre-Sharpened*1.1',
      }, 'DZ BX:72 BX:144', [12, 45], { syn: 'lead pencil, graphite pencil, #2 pencil', about: 'Cedar wood pencil with a smooth graphite core that sharpens cleanly.', nsn: 0.6, abilityOne: 0.15, env: 0.1, eco: 'Made from reforested wood' }),
      type('Mechanical Pencil', 'Mechanical Pencil, {Lead Size} Lead, {Barrel} Barrel', {
        'Lead Size': '0.5 mm|0.7 mm|0.9 mm',
        'Barrel': 'Black|Blue|Clear|Assorted',
      }, 'DZ PK:2 PK:4', [45, 260], { syn: 'pencil, lead holder, drafting pencil', about: 'Refillable mechanical pencil with a cushioned grip and twist eraser.', nsn: 0.35 }),
      type('Eraser', 'Eraser, {Type}, {Color}', {
        Type: 'Block Vinyl|Pencil Cap|Gum|Stick Refillable*2',
        Color: 'White|Pink|Assorted',
      }, 'EA PK:3 BX:12 BX:24', [20, 90], { syn: 'rubber eraser', about: 'Clean-erasing eraser that removes graphite without smudging or tearing paper.', nsn: 0.4 }),
    ]),
    leaf('copy-paper', 'Copy & Printer Paper', '7530', '339940', 'paper', 4, [
      type('Copy Paper', 'Copy Paper, {Size}, {Weight}, {Brightness}, {Color}', {
        Size: '8-1/2" x 11" (Letter)|8-1/2" x 14" (Legal)*1.3|11" x 17" (Ledger)*1.9',
        Weight: '20 lb|24 lb*1.25',
        Brightness: '92 Bright|96 Bright*1.05|98 Bright*1.1',
        Color: 'White|Ivory*1.1|Canary*1.15|Pastel Blue*1.15',
      }, 'RM CT:10 CT:5', [480, 1150], {
        syn: 'printer paper, multipurpose paper, xerographic paper, office paper',
        about: ['Multipurpose copy paper for laser printers, inkjet printers and copiers.', 'Jam-free copy paper for high-speed copiers and everyday printing.'],
        nsn: 0.65, env: 0.4, abilityOne: 0.05, eco: 'EPA CPG recycled content|30% post-consumer recycled content|100% recycled content',
      }),
      type('Cardstock', 'Cardstock, {Size}, {Weight}, {Color}', {
        Size: '8-1/2" x 11"|11" x 17"*1.8',
        Weight: '65 lb Cover|80 lb Cover*1.2|110 lb Index*1.3',
        Color: 'White|Ivory|Assorted Pastels*1.1|Bright Colors*1.15',
      }, 'PK:100 PK:250 RM', [900, 2600], { syn: 'card stock, cover stock', about: 'Heavyweight cardstock for covers, signs, certificates and tent cards.', nsn: 0.2, ...RECYCLED }),
      type('Photo Paper', 'Photo Paper, {Finish}, {Size}', {
        Finish: 'Glossy|Matte|Satin',
        Size: '4" x 6"|5" x 7"*1.3|8-1/2" x 11"*2',
      }, 'PK:50 PK:100', [1200, 3800], { syn: 'inkjet photo paper', about: 'Instant-dry photo paper for sharp, true-color inkjet prints.', nsn: 0.1 }),
    ]),
    leaf('notebooks-pads', 'Notebooks & Writing Pads', '7530', '339940', 'paper', 3, [
      type('Writing Pad', 'Writing Pad, {Ruling}, {Size}, {Paper Color}, {Sheets} Sheets', {
        'Ruling': 'Legal Rule|Narrow Rule|Quadrille Rule',
        'Size': '8-1/2" x 11-3/4"|5" x 8"*0.6|8-1/2" x 14"*1.2',
        'Paper Color': 'White|Canary',
        'Sheets': '50|100*1.8',
      }, 'DZ PK:6 PK:12', [95, 320], { syn: 'legal pad, ruled pad, notepad', about: 'Perforated writing pad with a sturdy back, ruled for notes and drafts.', nsn: 0.6, abilityOne: 0.15, ...RECYCLED }),
      type('Spiral Notebook', 'Spiral Notebook, {Subjects}, {Ruling}, {Size}, {Sheets} Sheets', {
        Subjects: '1 Subject|3 Subject*1.4|5 Subject*1.8',
        Ruling: 'College Rule|Wide Rule|Quadrille Rule',
        Size: '8" x 10-1/2"|9-1/2" x 6"*0.8',
        Sheets: '70|100*1.3|120*1.5',
      }, 'EA PK:3 DZ', [180, 650], { syn: 'notebook, wirebound notebook', about: 'Wirebound notebook with perforated sheets and a durable cover.', nsn: 0.3, ...RECYCLED }),
      type('Self-Stick Notes', 'Self-Stick Notes, {Size}, {Style}, {Color}', {
        Size: '3" x 3"|1-1/2" x 2"*0.6|3" x 5"*1.4|4" x 6"*1.8',
        Style: 'Standard|Super Sticky*1.3|Pop-Up*1.2',
        Color: 'Canary Yellow|Assorted Neon|Assorted Pastel',
      }, 'PK:12 PK:24 DZ', [70, 160], { syn: 'sticky notes, post-it notes, note pads', about: 'Repositionable self-stick notes that hold firmly and remove cleanly.', nsn: 0.5, abilityOne: 0.1, ...RECYCLED }),
    ]),
    leaf('envelopes-mailers', 'Envelopes & Mailers', '7530', '339940', 'paper', 2, [
      type('Business Envelope', 'Business Envelope, {Size}, {Closure}, {Style}, {Color}', {
        Size: '#10 (4-1/8" x 9-1/2")|#9 (3-7/8" x 8-7/8")|#6-3/4*0.9',
        Closure: 'Gummed|Peel and Seal*1.2|Self-Seal*1.15',
        Style: 'Standard|Security Tint*1.1|Window*1.15',
        Color: 'White|Kraft',
      }, 'BX:500 BX:250 BX:1000', [4, 12], { syn: 'letter envelope, mailing envelope, #10 envelope', about: 'Business envelope with a diagonal seam for everyday correspondence.', nsn: 0.55, abilityOne: 0.1, ...RECYCLED }),
      type('Catalog Envelope', 'Catalog Envelope, {Size}, {Closure}, {Color}', {
        Size: '9" x 12"|10" x 13"*1.1|6" x 9"*0.8',
        Closure: 'Clasp|Gummed|Peel and Seal*1.2',
        Color: 'Brown Kraft|White',
      }, 'BX:100 BX:250', [14, 40], { syn: 'manila envelope, large envelope', about: 'Open-end catalog envelope for documents, reports and catalogs.', nsn: 0.5, ...RECYCLED }),
      type('Bubble Mailer', 'Bubble Mailer, {Size}, {Material}, Self-Seal', {
        Size: '#0 (6" x 10")|#2 (8-1/2" x 12")*1.2|#5 (10-1/2" x 16")*1.6',
        Material: 'Kraft Paper|Poly*1.1',
      }, 'CT:25 CT:100', [40, 140], { syn: 'padded mailer, cushioned envelope', about: 'Cushioned mailer lined with bubble padding to protect contents in transit.', nsn: 0.25 }),
    ]),
    leaf('filing-supplies', 'File Folders & Filing Supplies', '7530', '339940', 'folder', 3, [
      type('File Folder', 'File Folder, {Tab}, {Size}, {Color}', {
        Tab: '1/3 Cut Assorted Tabs|1/5 Cut Assorted Tabs|Straight Cut Tab',
        Size: 'Letter|Legal*1.2',
        Color: 'Manila|Blue|Red|Green|Yellow|Assorted Colors*1.1',
      }, 'BX:100 BX:50', [9, 30], { syn: 'manila folder, filing folder', about: 'Durable 11-point stock file folder with reinforced tabs.', nsn: 0.55, abilityOne: 0.15, ...RECYCLED }),
      type('Hanging File Folder', 'Hanging File Folder, {Size}, {Tab}, {Color}', {
        Size: 'Letter|Legal*1.2',
        Tab: '1/5 Cut Adjustable Tabs|1/3 Cut Adjustable Tabs',
        Color: 'Standard Green|Blue|Assorted Colors*1.1',
      }, 'BX:25 BX:50', [40, 95], { syn: 'hanging folder, pendaflex', about: 'Hanging folder with vinyl-coated rods that glide smoothly in file drawers.', nsn: 0.5, ...RECYCLED }),
      type('Expanding File', 'Expanding File, {Pockets} Pockets, {Size}, {Closure}', {
        Pockets: '7|13*1.4|19*1.8',
        Size: 'Letter|Legal*1.15',
        Closure: 'Elastic Cord|Flap and Cord|Button and String',
      }, 'EA PK:5', [450, 1800], { syn: 'accordion file, expanding wallet', about: 'Expanding file with pockets and tabs to organize documents in one place.', nsn: 0.3 }),
    ]),
    leaf('binders', 'Binders & Accessories', '7510', '339940', 'folder', 2, [
      type('Ring Binder', 'Ring Binder, {Ring Type} Ring, {Capacity} Capacity, {Cover}, {Color}', {
        'Ring Type': 'D|Round|Slant-D*1.1',
        'Capacity': '1"|1-1/2"*1.2|2"*1.4|3"*1.7',
        'Cover': 'View Binder*1.1|Standard Vinyl|Heavy Duty*1.5',
        'Color': 'Black|White|Blue|Red|Navy Blue',
      }, 'EA PK:4 PK:12', [290, 1150], { syn: '3 ring binder, three-ring binder, notebook binder', about: 'Three-ring binder with a sturdy board cover and smooth-closing rings.', nsn: 0.5, abilityOne: 0.12 }),
      type('Sheet Protector', 'Sheet Protector, {Finish}, {Weight}, Letter', {
        Finish: 'Clear|Non-Glare',
        Weight: 'Standard Weight|Heavyweight*1.3|Economy*0.8',
      }, 'BX:100 BX:50 BX:200', [7, 22], { syn: 'page protector, plastic sleeve', about: 'Top-loading sheet protector with reinforced three-hole strip.', nsn: 0.4 }),
      type('Index Dividers', 'Index Dividers, {Tabs} Tabs, {Style}', {
        Tabs: '5|8|12*1.3|A-Z*1.6',
        Style: 'Clear Label Tabs|Insertable Tabs|Preprinted Tabs*1.2',
      }, 'SE PK:5 BX:24', [140, 490], { syn: 'tab dividers, binder dividers', about: 'Binder dividers that organize reports and manuals into sections.', nsn: 0.35 }),
    ]),
    leaf('tape-adhesives', 'Tape & Adhesives', '7510', '339940', 'roll', 2, [
      type('Transparent Tape', 'Transparent Tape, {Width} x {Length}, {Finish}, {Core} Core', {
        Width: '1/2"|3/4"|1"*1.3',
        Length: '1000"|1296"*1.2|2592"*1.9',
        Finish: 'Invisible Matte|Clear Glossy',
        Core: '1"|3"*1.2',
      }, 'RO PK:6 PK:12', [120, 450], { syn: 'scotch tape, office tape, clear tape', about: 'Office tape that writes on, photocopies cleanly and dispenses smoothly.', nsn: 0.55, abilityOne: 0.12 }),
      type('Packaging Tape', 'Packaging Tape, {Width} x {Length}, {Grade}, {Color}', {
        Width: '1.88"|2.83"*1.4',
        Length: '54.6 yd|109 yd*1.8',
        Grade: 'Standard|Heavy Duty*1.3|Cold Temperature*1.4',
        Color: 'Clear|Tan|Brown',
      }, 'RO PK:6 CS:36', [210, 720], { syn: 'shipping tape, box sealing tape, carton tape', about: 'Box-sealing tape that holds tight on recycled cartons.', nsn: 0.5 }),
      type('Glue Stick', 'Glue Stick, {Size}, {Formula}', {
        Size: '0.26 oz|0.28 oz|0.77 oz*2',
        Formula: 'Washable|Permanent|Disappearing Purple',
      }, 'EA PK:4 DZ', [65, 210], { syn: 'adhesive stick, glue', about: 'Acid-free glue stick that applies smoothly without mess.', nsn: 0.4 }),
    ]),
    leaf('desk-accessories', 'Staplers & Desk Accessories', '7520', '339940', 'box', 3, [
      type('Stapler', 'Stapler, {Type}, {Capacity} Sheet Capacity, {Color}', {
        Type: 'Full Strip Desktop|Half Strip Compact*0.8|Heavy Duty*2.5|Electric*3',
        Capacity: '20|25|40*1.3|100*2.2',
        Color: 'Black|Gray|Blue|Red',
      }, 'EA', [690, 2600], { syn: 'desk stapler, paper stapler', about: 'Desktop stapler with a jam-resistant mechanism and rubber base.', nsn: 0.5, abilityOne: 0.08 }),
      type('Staples', 'Staples, {Size}, {Strip} Per Strip', {
        Size: 'Standard 1/4" Leg|Chisel Point 1/4" Leg|Heavy Duty 3/8" Leg*1.4|Heavy Duty 1/2" Leg*1.6',
        Strip: '210|105',
      }, 'BX:5000 BX:1000', [0.1, 0.3], { syn: 'staple refill', about: 'Standard staples for most desktop and handheld staplers.', nsn: 0.6, abilityOne: 0.15 }),
      type('Scissors', 'Scissors, {Length}, {Handle}, {Blade}', {
        Length: '7"|8"*1.1|6"*0.9',
        Handle: 'Straight Handle|Bent Handle',
        Blade: 'Stainless Steel|Titanium Bonded*1.5',
      }, 'EA PK:3', [290, 1050], { syn: 'shears, office scissors', about: 'Office scissors with sharp stainless steel blades and cushioned handles.', nsn: 0.45 }),
      type('Desk Organizer', 'Desk Organizer, {Style}, {Material}, {Color}', {
        Style: 'Mesh Sorter|Letter Tray|Pencil Cup*0.4|Drawer Organizer',
        Material: 'Wire Mesh|Plastic|Bamboo*1.4',
        Color: 'Black|Silver|Clear',
      }, 'EA PK:2', [690, 3200], { syn: 'desk tray, document organizer', about: 'Desk organizer that keeps papers and supplies within reach.', nsn: 0.25, env: 0.1, eco: 'Made from recycled material' }),
    ]),
    leaf('toner-ink', 'Toner & Ink Cartridges', '7510', '33411', 'printer', 3, [
      type('Toner Cartridge', 'Toner Cartridge, {Yield}, {Color}, Compatible with {Series}', {
        Yield: 'Standard Yield|High Yield*1.6|Extra High Yield*2.1',
        Color: 'Black|Cyan*1.2|Magenta*1.2|Yellow*1.2',
        Series: 'LaserJet Pro M400 Series|LaserJet Enterprise M600 Series|Color LaserJet M450 Series|imageCLASS MF400 Series|WorkCentre 6500 Series',
      }, 'EA PK:2', [5900, 21000], { syn: 'laser toner, printer toner, toner', about: ['Laser toner cartridge for crisp text and sharp graphics.', 'Remanufactured toner cartridge, tested page for page against the original.'], nsn: 0.5, abilityOne: 0.08, env: 0.25, eco: 'Remanufactured cartridge|Takeback program for empties' }),
      type('Ink Cartridge', 'Ink Cartridge, {Yield}, {Color}, Compatible with {Series}', {
        Yield: 'Standard Yield|High Yield*1.5',
        Color: 'Black|Tri-Color*1.2|Cyan|Magenta|Yellow',
        Series: 'OfficeJet Pro 9000 Series|WorkForce Pro WF-4800 Series|PIXMA TS Series|DeskJet 3700 Series',
      }, 'EA PK:2 PK:4', [1700, 6400], { syn: 'inkjet cartridge, printer ink', about: 'Inkjet cartridge for reliable, smudge-resistant prints.', nsn: 0.3, env: 0.15, eco: 'Remanufactured cartridge' }),
    ]),
  ],
};
