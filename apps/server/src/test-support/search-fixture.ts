/**
 * A small hand-written catalog for the engine's SQL tests: every facet and criterion has a row that
 * meets it and one that does not, so the expected answers are known exactly.
 */
import { type AppDb, schema } from '@advantage/db';
import type { AppConfig } from '../config.js';

/** Search suites send no mail: the capture server takes any free port so suites can run side by side. */
export const QUIET_MAIL = {
  mail: { smtpUrl: undefined, capturePort: 0, from: 'GSA Advantage <no-reply@advantage.localhost>', relayIntervalMs: 60_000 },
} satisfies Partial<AppConfig>;

export const HAND_CATEGORIES = [
  { id: 9001, code: 't-office', name: 'Test Office', parentId: null, kind: 'product', fsc: null, position: 1 },
  { id: 9002, code: 't-pens', name: 'Test Pens', parentId: 9001, kind: 'product', fsc: '7520', position: 1 },
  { id: 9003, code: 't-paper', name: 'Test Paper', parentId: 9001, kind: 'product', fsc: '7530', position: 2 },
  { id: 9004, code: 't-it', name: 'Test IT', parentId: null, kind: 'product', fsc: null, position: 2 },
  { id: 9005, code: 't-toner', name: 'Test Toner', parentId: 9004, kind: 'product', fsc: '7510', position: 1 },
];

interface HandProduct {
  id: number;
  title: string;
  cat: number;
  mfr: number;
  pn: string;
  nsn?: string;
  price: number;
  days: number;
  vnds: number[];
  socio?: string[];
  programs?: string[];
  gss?: boolean;
}

export const HAND_PRODUCTS: HandProduct[] = [
  { id: 1, title: 'Ballpoint Pen, Retractable, Medium Point, Black Ink', cat: 9002, mfr: 90901, pn: 'BP-1001-BK', nsn: '7520-01-123-4567', price: 450, days: 2, vnds: [80801, 80802], socio: ['SB'], programs: ['ABILITYONE'] },
  { id: 2, title: 'Ballpoint Pen, Stick, Fine Point, Blue Ink', cat: 9002, mfr: 90901, pn: 'BP-1002-BL', price: 300, days: 5, vnds: [80801], socio: ['SB'] },
  { id: 3, title: 'Gel Pen, Capped, Micro Point, Red Ink', cat: 9002, mfr: 90902, pn: 'GP-22-RD', price: 1200, days: 1, vnds: [80802], socio: ['WO', 'SB'] },
  { id: 4, title: 'Copy Paper, Letter, 20 lb, White, 10 Reams', cat: 9003, mfr: 90903, pn: 'CP-8511-W', nsn: '7530-01-555-0001', price: 5200, days: 7, vnds: [80801, 80803], programs: ['ENV'], gss: true },
  { id: 5, title: 'Recycled Copy Paper, Legal, 20 lb, White', cat: 9003, mfr: 90903, pn: 'CP-8514-R', price: 6100, days: 10, vnds: [80803], socio: ['VO'], programs: ['ENV'] },
  { id: 6, title: 'Toner Cartridge, Black, High Yield', cat: 9005, mfr: 90904, pn: 'TN-450X', nsn: '7510-01-999-0450', price: 15_900, days: 3, vnds: [80802, 80803], socio: ['8A'], programs: ['SECURITY'] },
  { id: 7, title: 'Toner Cartridge, Cyan, Standard Yield', cat: 9005, mfr: 90904, pn: 'TN-451C', price: 11_900, days: 14, vnds: [80803] },
  { id: 8, title: 'Drum Unit for Laser Printers', cat: 9005, mfr: 90905, pn: 'DR-630', price: 72_500, days: 30, vnds: [80802], gss: true },
];

/** Inserts the hand catalog (ids chosen not to meet a generated catalog's). */
export async function insertHandCatalog(db: AppDb): Promise<void> {
  await db.insert(schema.categories).values(HAND_CATEGORIES);
  await db.insert(schema.manufacturers).values([90901, 90902, 90903, 90904, 90905].map((id) => ({ id, name: `Test Maker ${id}` })));
  await db.insert(schema.contractors).values(
    [80801, 80802, 80803].map((id) => ({
      id,
      name: `Test Supplier ${id}`,
      uei: `TESTUEI${id}`,
      street: '1 Main St',
      city: 'Washington',
      state: 'DC',
      zip: '20001',
      phone: '202-555-0100',
      email: `s${id}@example.com`,
    })),
  );
  await db.insert(schema.contracts).values(
    [80801, 80802, 80803].map((id) => ({
      id,
      contractNumber: `GS-00F-${id}A`,
      contractorId: id,
      kind: 'MAS',
      schedule: 'MAS',
      sin: '339940',
      startDate: '2020-01-01',
      endDate: '2030-12-31',
      fob: 'Destination',
      warranty: '1 year',
      paymentTerms: 'Net 30',
    })),
  );
  await db.insert(schema.products).values(
    HAND_PRODUCTS.map((p) => ({
      id: p.id,
      title: p.title,
      description: `${p.title}. A dependable item for government offices.`,
      manufacturerId: p.mfr,
      manufacturerName: `Test Maker ${p.mfr}`,
      partNumber: p.pn,
      partNumberNorm: p.pn.replace(/[^A-Z0-9]/gi, '').toUpperCase(),
      nsn: p.nsn ?? null,
      nsnNorm: p.nsn ? p.nsn.replace(/-/g, '') : null,
      unitOfIssue: 'EA',
      categoryId: p.cat,
      keywords: '',
      programs: p.programs ?? [],
      socio: p.socio ?? [],
      contractorIds: p.vnds,
      image: 'test/1',
      minPriceCents: p.price,
      maxPriceCents: p.price * 2,
      fastestDeliveryDays: p.days,
      offerCount: p.vnds.length,
      gsaStock: p.gss ?? false,
    })),
  );
  await db.insert(schema.offers).values(
    HAND_PRODUCTS.flatMap((p) =>
      p.vnds.map((v, i) => ({
        id: p.id * 10 + i,
        productId: p.id,
        contractId: v,
        contractorId: v,
        priceCents: p.price * (i + 1),
        deliveryDays: p.days + i,
        deliveryText: `${p.days + i} days`,
        stockStatus: 'in_stock',
      })),
    ),
  );
  await db.insert(schema.specialPrograms).values([
    { code: 'ABILITYONE', name: 'AbilityOne', description: 'Made by people who are blind or have significant disabilities.', position: 1 },
    { code: 'ENV', name: 'Environmental', description: 'Green products.', position: 2 },
    { code: 'DISASTER', name: 'Disaster Relief', description: 'Disaster preparedness and recovery.', position: 3 },
    { code: 'SECURITY', name: 'Security', description: 'Security products.', position: 4 },
  ]).onConflictDoNothing();
  await db.insert(schema.searchTerms).values([
    { term: 'ballpoint pen', kind: 'type', weight: 50 },
    { term: 'gel pen', kind: 'type', weight: 40 },
    { term: 'copy paper', kind: 'type', weight: 60 },
    { term: 'toner cartridge', kind: 'type', weight: 70 },
    { term: 'chair', kind: 'type', weight: 30 },
    { term: 'Test Maker 90904', kind: 'manufacturer', weight: 10 },
  ]).onConflictDoNothing();
}
