/**
 * Publishing a catalog file (docs/adr/0028-catalog-intake.md) over the hand-made fixture: contract GS-02F-0001X
 * offers FX-900001 (paper) at 50.00, FX-900003 (black chair) at 199.00 and FX-900004 (blue chair) at 209.00.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { CATALOG_INTAKE_TEXT as T } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { catalogFixtureDatabase, FIXTURE } from '../../test-support/catalog-fixture.js';
import { type PublishOptions, publishCatalogFile } from './publish.js';

const golden = (name: string) => createReadStream(new URL(`./testdata/${name}`, import.meta.url));
const base = { today: '2026-11-28', fileName: 'catalog.csv', sha256: 'a'.repeat(64), actor: 'operator' };

describe.each(TEST_DATABASES)('catalog publication (%s)', (kind) => {
  let fixture: Awaited<ReturnType<typeof catalogFixtureDatabase>>;
  beforeAll(async () => {
    fixture = await catalogFixtureDatabase(kind);
  });
  afterAll(() => fixture.close());
  const publish = (options: Omit<PublishOptions, keyof typeof base>) => publishCatalogFile(fixture.db, { ...base, ...options });
  const snapshot = async () => ({
    offers: await fixture.db.select().from(schema.offers).orderBy(schema.offers.id),
    products: await fixture.db.select().from(schema.products).orderBy(schema.products.id),
  });

  it('a file with a refused line publishes nothing', async () => {
    const before = await snapshot();
    const result = await publish({ format: 'csv', input: golden('every-rule.csv'), contractNumber: 'GS-02F-0001X' });
    expect(result).toMatchObject({ published: false, report: { refused: 24 } });
    expect(await snapshot()).toEqual(before);
  });

  it('a new product the catalog has no category for refuses the file, naming the line', async () => {
    const before = await snapshot();
    const header = 'contract_number,sin,part_number,manufacturer,manufacturer_part_number,nsn,title,description,unit_of_issue,price,minimum_order,delivery_days,unspsc,psc,socio_economic,programs,image';
    const input = Readable.from([`${header}\r\nGS-02F-0001X,339940,OD-LAMP,Acme Lighting,AL-1,,Desk Lamp,A lamp.,EA,45.00,,7,39111500,6230,,,\r\n`]);
    const result = await publish({ format: 'csv', input, contractNumber: 'GS-02F-0001X' });
    expect(result).toMatchObject({ published: false, problems: [{ line: 2, field: 'psc', message: T.noCategory('6230', '39111500') }] });
    expect(await snapshot()).toEqual(before);
  });

  it('a clean file re-prices, adds and withdraws the contract’s offers in one transaction, with their price history', async () => {
    const result = await publish({ format: 'csv', input: golden('good.csv') });
    expect(result).toMatchObject({ published: true, report: { comparison: { new: 1, changed: 1, unchanged: 1, withdrawn: 1 } } });
    if (!result.published) return;
    const d = fixture.db;
    const offersOf = (productId: number) => d.select().from(schema.offers).where(eq(schema.offers.productId, productId));
    const [office] = await d.select().from(schema.contracts).where(eq(schema.contracts.contractNumber, 'GS-02F-0001X'));
    const ours = (rows: Array<typeof schema.offers.$inferSelect>) => rows.filter((o) => o.contractId === office!.id);

    expect(ours(await offersOf(FIXTURE.paper))).toMatchObject([{ priceCents: 5_250, deliveryDays: 5, minimumOrderQuantity: 2 }]);
    expect(ours(await offersOf(FIXTURE.chairBlack))).toMatchObject([{ priceCents: 19_900 }]);
    expect(await offersOf(FIXTURE.chairBlue)).toEqual([]);
    const [pad] = await d.select().from(schema.products).where(eq(schema.products.partNumber, 'AP-100'));
    expect(pad).toMatchObject({ title: 'Legal Pad, Yellow, 8-1/2 x 11-3/4, 12 Pads', manufacturerName: 'Acme Paper Goods', unitOfIssue: 'PK', minPriceCents: 4_500, offerCount: 1, fastestDeliveryDays: 7 });
    const [category] = await d.select().from(schema.categories).where(eq(schema.categories.id, pad!.categoryId));
    expect(category?.fsc).toBe('7530');
    expect(await offersOf(pad!.id)).toMatchObject([{ contractId: office!.id, priceCents: 4_500, deliveryText: '7 days delivered ARO', stockStatus: 'in_stock' }]);
    // The paper's other offers stay. Its figures count the offers of contracts in force (the ended contract's 10.00
    // is not one): lowest 35.00 (the USDA agreement), highest now 52.50, four offers.
    const [paper] = await d.select().from(schema.products).where(eq(schema.products.id, FIXTURE.paper));
    expect(paper).toMatchObject({ minPriceCents: 3_500, maxPriceCents: 5_250, offerCount: 4 });
    const [blue] = await d.select().from(schema.products).where(eq(schema.products.id, FIXTURE.chairBlue));
    expect(blue?.offerCount).toBe(0);

    const history = await d.select().from(schema.offerPriceHistory).where(eq(schema.offerPriceHistory.publicationId, result.publicationId));
    expect(history.map((h) => [h.change, h.productId, h.oldPriceCents, h.newPriceCents]).sort()).toEqual(
      [['changed', FIXTURE.paper, 5_000, 5_250], ['new', pad!.id, null, 4_500], ['withdrawn', FIXTURE.chairBlue, 20_900, null]].sort(),
    );
    const [publication] = await d.select().from(schema.catalogPublications).where(eq(schema.catalogPublications.id, result.publicationId));
    expect(publication).toMatchObject({ contractId: office!.id, newCount: 1, changedCount: 1, unchangedCount: 1, withdrawnCount: 1, actor: 'operator' });
    const audits = await d.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'catalog_published'), eq(schema.auditLog.target, 'contract:GS-02F-0001X')));
    expect(audits).toHaveLength(1);
  });

  it('the same file again changes nothing but is recorded', async () => {
    const before = await snapshot();
    const result = await publish({ format: 'cif', input: golden('good.cif'), contractNumber: 'GS-02F-0001X' });
    // CIF has no minimum order: the paper's 2 becomes 1, so it is the one change.
    expect(result).toMatchObject({ published: true, report: { comparison: { new: 0, changed: 1, unchanged: 2, withdrawn: 0 } } });
    const after = await snapshot();
    expect(after.products).toEqual(before.products);
    expect(after.offers.find((o) => o.productId === FIXTURE.paper && o.priceCents === 5_250)?.minimumOrderQuantity).toBe(1);
  });
});
