/**
 * A small hand-made catalog for the catalog module's tests, with exact values to assert on: a product
 * offered under four current contracts (two tied at the lowest price), an ended contract, a BPA limited
 * to the USDA store, a product no current contract offers, and two configurations of one item. Ids are
 * far above the generated catalog's so both can live in one database.
 */
import { type AppDb, schema } from '@advantage/db';
import type { AppConfig } from '../config.js';
import { freshDatabase } from './app.js';

/**
 * The embedded mail capture server listens on a fixed port (2525) by default, so two suites running at
 * once collide; the catalog suites send no mail and take any free port.
 */
export const ANY_MAIL_PORT = {
  mail: { smtpUrl: undefined, capturePort: 0, from: 'GSA Advantage <no-reply@advantage.localhost>', relayIntervalMs: 60_000 },
} satisfies Partial<AppConfig>;

export const FIXTURE = {
  paper: 900_001,
  unavailable: 900_002,
  chairBlack: 900_003,
  chairBlue: 900_004,
  usdaStore: 5,
} as const;

export interface CatalogFixture {
  contractorIds: { office: number; global: number; veteran: number; ended: number; usda: number };
  contracts: { office: string; global: string; veteran: string; ended: string; usdaBpa: string };
}

export async function insertCatalogFixture(db: AppDb): Promise<CatalogFixture> {
  const [mfr] = await db.insert(schema.manufacturers).values({ name: 'Fixture Paper Mills', website: 'https://paper.example.com' }).returning();
  const [top] = await db.insert(schema.categories).values({ code: 'fx-office', name: 'Fixture Office Supplies', kind: 'product', position: 99 }).returning();
  const [leaf] = await db
    .insert(schema.categories)
    .values({ code: 'fx-paper', name: 'Fixture Copy Paper', kind: 'product', parentId: top!.id, fsc: '7530', position: 1 })
    .returning();
  await db
    .insert(schema.specialPrograms)
    .values([
      { code: 'ABILITYONE', name: 'AbilityOne', description: 'Products made by people who are blind or have significant disabilities.', position: 1 },
      { code: 'ENV', name: 'Environmental', description: 'Products with environmental attributes.', position: 2 },
    ])
    .onConflictDoNothing();

  const contractor = (name: string, uei: string, flags: Partial<typeof schema.contractors.$inferInsert> = {}) => ({
    name,
    uei,
    street: '100 Main Street',
    city: 'Arlington',
    state: 'VA',
    zip: '22201',
    phone: '703-555-0100',
    email: `sales@${uei.toLowerCase()}.example.com`,
    website: `https://${uei.toLowerCase()}.example.com`,
    ...flags,
  });
  const [office, global, veteran, ended, usda] = await db
    .insert(schema.contractors)
    .values([
      contractor('Fixture Office Depot', 'FXUEI0000001', { smallBusiness: true, womanOwned: true }),
      contractor('GSA Global Supply', 'FXUEI0000002'),
      contractor('Fixture Veteran Supply', 'FXUEI0000003', { smallBusiness: true, veteranOwned: true, serviceDisabledVeteranOwned: true, zip: '98101' }),
      contractor('Fixture Ended Co', 'FXUEI0000004'),
      contractor('Fixture Farm Supply', 'FXUEI0000005', { hubzone: true }),
    ])
    .returning();

  const terms = { schedule: 'MAS', sin: '339940', fob: 'Destination', warranty: '1 year', paymentTerms: 'Net 30', minimumOrderCents: 10_000 };
  const [cOffice, cGlobal, cVeteran, cEnded, cUsda] = await db
    .insert(schema.contracts)
    .values([
      { ...terms, contractNumber: 'GS-02F-0001X', contractorId: office!.id, kind: 'MAS', startDate: '2020-01-01', endDate: '2099-12-31' },
      {
        ...terms,
        contractNumber: 'GS-FX-GSS01',
        contractorId: global!.id,
        kind: 'GSS',
        schedule: 'GSA Global Supply',
        startDate: '2000-10-01',
        endDate: '2099-09-30',
        minimumOrderCents: 0,
      },
      {
        ...terms,
        contractNumber: '47QSWA20D00FX',
        contractorId: veteran!.id,
        kind: 'MAS',
        fob: 'Origin',
        acceptsPurchaseCard: false,
        startDate: '2020-06-01',
        endDate: '2099-05-31',
      },
      { ...terms, contractNumber: 'GS-02F-0999Z', contractorId: ended!.id, kind: 'MAS', startDate: '2005-01-01', endDate: '2015-12-31' },
      {
        ...terms,
        contractNumber: '47QSWA21A00FX',
        contractorId: usda!.id,
        kind: 'BPA',
        schedule: 'MAS Blanket Purchase Agreement',
        startDate: '2021-01-01',
        endDate: '2099-12-31',
        storeIds: [FIXTURE.usdaStore],
        documents: [{ title: 'BPA Terms and Conditions', keyName: 'BPA_47QSWA21A00FX' }],
      },
    ])
    .returning();

  const product = (id: number, title: string, extra: Partial<typeof schema.products.$inferInsert> = {}) => ({
    id,
    title,
    description: `${title}, for office printers and copiers.`,
    manufacturerId: mfr!.id,
    manufacturerName: mfr!.name,
    partNumber: `FX-${id}`,
    partNumberNorm: `FX${id}`,
    unitOfIssue: 'BX',
    categoryId: leaf!.id,
    image: `fx-paper/${id % 4}`,
    minPriceCents: 3_999,
    maxPriceCents: 5_000,
    fastestDeliveryDays: 2,
    offerCount: 4,
    ...extra,
  });
  await db.insert(schema.products).values([
    product(FIXTURE.paper, 'Fixture Copy Paper, 8-1/2 x 11, 20 lb, White, 10 Reams/Box', {
      nsn: '7530-01-579-0001',
      nsnNorm: '7530015790001',
      programs: ['ABILITYONE', 'ENV'],
      attributes: { Size: '8-1/2 x 11', Weight: '20 lb', Brightness: '92' },
      gsaStock: true,
    }),
    product(FIXTURE.unavailable, 'Fixture Discontinued Paper', { offerCount: 1 }),
    product(FIXTURE.chairBlack, 'Fixture Task Chair, Black', { unitOfIssue: 'EA', attributes: { Color: 'Black', Arms: 'Fixed' } }),
    product(FIXTURE.chairBlue, 'Fixture Task Chair, Blue', { unitOfIssue: 'EA', attributes: { Color: 'Blue', Arms: 'Fixed' } }),
  ]);

  const offer = (id: number, productId: number, contractId: number, contractorId: number, priceCents: number, deliveryDays: number, extra = {}) => ({
    id,
    productId,
    contractId,
    contractorId,
    priceCents,
    deliveryDays,
    deliveryText: `${deliveryDays} days delivered ARO`,
    minimumOrderQuantity: 1,
    stockStatus: 'in_stock',
    ...extra,
  });
  await db.insert(schema.offers).values([
    offer(9_000_001, FIXTURE.paper, cOffice!.id, office!.id, 5_000, 5, { minimumOrderQuantity: 2 }),
    offer(9_000_002, FIXTURE.paper, cGlobal!.id, global!.id, 3_999, 7, { gsaStock: true, deliveryText: '2–7 day delivery' }),
    offer(9_000_003, FIXTURE.paper, cVeteran!.id, veteran!.id, 3_999, 3, { stockStatus: 'limited' }),
    offer(9_000_004, FIXTURE.paper, cEnded!.id, ended!.id, 1_000, 1),
    offer(9_000_005, FIXTURE.paper, cUsda!.id, usda!.id, 3_500, 10),
    offer(9_000_006, FIXTURE.unavailable, cEnded!.id, ended!.id, 2_000, 4),
    offer(9_000_007, FIXTURE.chairBlack, cOffice!.id, office!.id, 19_900, 10),
    offer(9_000_008, FIXTURE.chairBlue, cOffice!.id, office!.id, 20_900, 10),
  ]);

  return {
    contractorIds: { office: office!.id, global: global!.id, veteran: veteran!.id, ended: ended!.id, usda: usda!.id },
    contracts: {
      office: cOffice!.contractNumber,
      global: cGlobal!.contractNumber,
      veteran: cVeteran!.contractNumber,
      ended: cEnded!.contractNumber,
      usdaBpa: cUsda!.contractNumber,
    },
  };
}

/** A fresh database holding only the fixture, for suites that need the catalog's tables and no app. */
export async function catalogFixtureDatabase(kind: 'pglite' | 'postgres'): Promise<{ db: AppDb; url: string | undefined; close(): Promise<void> }> {
  const fresh = await freshDatabase(kind);
  await insertCatalogFixture(fresh.database.db);
  const raw = fresh.database.raw;
  return {
    db: fresh.database.db,
    url: raw.kind === 'postgres' ? raw.pool.options.connectionString : undefined,
    close: async () => {
      await fresh.database.close();
      await fresh.drop();
    },
  };
}
