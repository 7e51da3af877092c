import { CATALOG_TEXT, type OfferView, type ProductDetailAttributes, schemas } from '@advantage/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT, type CatalogFixture, FIXTURE, insertCatalogFixture } from '../../test-support/catalog-fixture.js';
import { browserSession } from '../../test-support/cookies.js';

describe.each(TEST_DATABASES)('catalog/product_detail (%s)', (kind) => {
  let t: TestApp;
  let fx: CatalogFixture;
  beforeAll(async () => {
    t = await createTestApp(kind, ANY_MAIL_PORT);
    fx = await insertCatalogFixture(t.database.db);
  });
  afterAll(() => t.close());

  const get = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/rs/catalog/product_detail?${query}`, headers });
    return { status: res.statusCode, body: res.json(), res };
  };

  it('shows every current offer side by side, lowest price first, both tied offers marked lowest', async () => {
    const { status, body } = await get(`productId=${FIXTURE.paper}`);
    expect(status).toBe(200);
    expect(body.responseName).toBe('ProductDetail');
    const a = body.attributes as ProductDetailAttributes;
    // The ended contract's offer and the USDA-only BPA are not offered to the general store.
    expect(a.offers.map((o) => o.contract.number)).toEqual([fx.contracts.veteran, fx.contracts.global, fx.contracts.office]);
    expect(a.offers.map((o) => o.priceCents)).toEqual([3_999, 3_999, 5_000]);
    expect(a.offers.map((o) => o.lowestPrice)).toEqual([true, true, false]);
    expect(a.lowestPriceCents).toBe(3_999);
    expect(a.product.offerCount).toBe(3);
    expect(a.product.minPriceCents).toBe(3_999);
    expect(a.product.maxPriceCents).toBe(5_000);
  });

  it('describes the product and each offer completely', async () => {
    const a = (await get(`productId=${FIXTURE.paper}`)).body.attributes as ProductDetailAttributes;
    expect(a.product).toMatchObject({
      id: FIXTURE.paper,
      title: 'Fixture Copy Paper, 8-1/2 x 11, 20 lb, White, 10 Reams/Box',
      partNumber: `FX-${FIXTURE.paper}`,
      nsn: '7530-01-579-0001',
      unitOfIssue: { code: 'BX', meaning: 'box' },
      image: `/images/products/fx-paper/${FIXTURE.paper % 4}.svg`,
      manufacturer: { name: 'Fixture Paper Mills', website: 'https://paper.example.com' },
      category: [
        { code: 'fx-office', name: 'Fixture Office Supplies' },
        { code: 'fx-paper', name: 'Fixture Copy Paper' },
      ],
      attributes: [
        { name: 'Brightness', value: '92' },
        { name: 'Size', value: '8-1/2 x 11' },
        { name: 'Weight', value: '20 lb' },
      ],
      gsaStock: true,
    });
    expect(a.product.programs.map((p) => p.name)).toEqual(['AbilityOne', 'Environmental']);

    const veteran = a.offers[0] as OfferView;
    expect(veteran.contractor).toMatchObject({ id: fx.contractorIds.veteran, name: 'Fixture Veteran Supply' });
    expect(veteran.contractor.socio.map((s) => s.code)).toEqual(['SB', 'VO', 'SDVO']);
    expect(veteran.contractor.socio.every((s) => s.label && s.description)).toBe(true);
    expect(veteran.contract).toMatchObject({ number: '47QSWA20D00FX', kind: 'MAS', sin: '339940', fob: 'Origin', acceptsPurchaseCard: false });
    expect(veteran).toMatchObject({ deliveryDays: 3, stockStatus: 'limited', stockLabel: 'Limited stock', unitOfIssue: { code: 'BX', meaning: 'box' } });

    const global = a.offers[1] as OfferView;
    expect(global).toMatchObject({ gsaStock: true, deliveryText: '2–7 day delivery', contractor: { name: 'GSA Global Supply' } });
    expect(global.contract.kindLabel).toBe('GSA Global Supply');
    expect((a.offers[2] as OfferView).minimumOrderQuantity).toBe(2);
  });

  it('shows a store-only BPA offer to that store, as the new lowest price', async () => {
    const usda = await browserSession(t.app, '/rs/main/start_page?store=USDA');
    const a = (await get(`productId=${FIXTURE.paper}`, { cookie: usda.cookie })).body.attributes as ProductDetailAttributes;
    expect(a.offers.map((o) => o.contract.number)).toEqual([fx.contracts.usdaBpa, fx.contracts.veteran, fx.contracts.global, fx.contracts.office]);
    expect(a.offers.filter((o) => o.lowestPrice).map((o) => o.priceCents)).toEqual([3_500]);
  });

  it('highlights the offer of the contract named in the address, and says so when no offer has it', async () => {
    const a = (await get(`productId=${FIXTURE.paper}&contractNumber=gs-02f-0001x`)).body.attributes as ProductDetailAttributes;
    expect(a.highlight).toEqual({ contractNumber: 'GS-02F-0001X', found: true, message: null });
    expect(a.offers.filter((o) => o.highlighted).map((o) => o.contract.number)).toEqual(['GS-02F-0001X']);

    const ended = (await get(`productId=${FIXTURE.paper}&contractNumber=${fx.contracts.ended}`)).body.attributes as ProductDetailAttributes;
    expect(ended.highlight).toEqual({ contractNumber: fx.contracts.ended, found: false, message: CATALOG_TEXT.contractNotOffered(fx.contracts.ended) });
    expect(ended.offers.some((o) => o.highlighted)).toBe(false);
  });

  it.each(['999999', '0', '-4', 'abc', '1e3', '12abc', '99999999999999999999', '%27%20or%201%3D1--', ''])(
    'answers Product Not Found for the id %j, never an error',
    async (id) => {
      const { status, body } = await get(`productId=${id}`);
      expect(status).toBe(200);
      expect(body.responseType).toBe('SCREEN');
      expect(body.responseName).toBe('NotFound');
      expect(body.attributes.message).toBe(CATALOG_TEXT.notFound);
    },
  );

  it('answers Failure with the product when no current contract offers it', async () => {
    const { body } = await get(`productId=${FIXTURE.unavailable}`);
    expect(body.responseName).toBe('Failure');
    expect(body.attributes.message).toBe(CATALOG_TEXT.noCurrentOffers);
    expect(body.attributes.product.title).toBe('Fixture Discontinued Paper');
  });

  describe('without a product id: the part number / NSN lookup (Initial)', () => {
    it('shows the empty lookup form', async () => {
      const { body } = await get('');
      expect(body.responseName).toBe('Initial');
      expect(body.attributes).toEqual({ lookup: '', error: null, matches: null, message: null });
    });

    it.each([`fx-${FIXTURE.paper}`, `FX ${FIXTURE.paper}`, '7530-01-579-0001', '7530015790001'])('goes straight to the one product matching %j', async (value) => {
      const { body } = await get(`lookup=${encodeURIComponent(value)}`);
      expect(body.responseType).toBe('REDIRECT');
      expect(body.redirectURL).toBe(`/ws/catalog/product_detail?productId=${FIXTURE.paper}`);
    });

    it('says when nothing matches, and checks the field', async () => {
      const none = (await get('lookup=NO-SUCH-PART')).body;
      expect(none.responseName).toBe('Initial');
      expect(none.attributes).toMatchObject({ matches: [], message: CATALOG_TEXT.lookupNone('NO-SUCH-PART'), error: null });
      const blank = (await get('lookup=%20%20')).body;
      expect(blank.attributes.error).toBe('Enter a part number or a National Stock Number (NSN).');
      const symbols = (await get('lookup=%25%25__')).body;
      expect(symbols.attributes.error).toBe('A part number or NSN must contain letters or digits.');
    });
  });

  describe('delivery estimate', () => {
    it('asks for a ZIP code when an estimate is wanted and none is known (EnterZipCode)', async () => {
      const { body } = await get(`productId=${FIXTURE.paper}&deliveryEstimate=true`);
      expect(body.responseName).toBe('EnterZipCode');
      expect(body.attributes).toMatchObject({ product: { id: FIXTURE.paper }, zip: null, error: null });
    });

    it('shows the docs/product/validation-rules.md message on the prompt for a bad ZIP code', async () => {
      const { body } = await get(`productId=${FIXTURE.paper}&zip=2040`);
      expect(body.responseName).toBe('EnterZipCode');
      expect(body.attributes.error).toBe(schemas.zip.safeParse('2040').error?.issues[0]?.message);
      expect(body.attributes.zip).toBe('2040');
    });

    it('estimates each offer for a ZIP code and remembers the ZIP for the next product page', async () => {
      const first = await get(`productId=${FIXTURE.paper}&zip=20405`);
      const a = first.body.attributes as ProductDetailAttributes;
      expect(a.delivery?.zip).toBe('20405');
      expect(a.delivery?.destination.outsideConus).toBe(false);
      expect(a.delivery?.estimates.map((e) => e.offerId)).toEqual(a.offers.map((o) => o.id));
      for (const e of a.delivery?.estimates ?? []) {
        expect(e.earliest <= e.latest).toBe(true);
        expect(e.text).toMatch(/^Arrives /);
      }
      const cookie = first.res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const again = (await get(`productId=${FIXTURE.paper}&deliveryEstimate=true`, { cookie })).body;
      expect(again.responseName).toBe('ProductDetail');
      expect(again.attributes.delivery.zip).toBe('20405');
    });
  });
});

describe('prepared product read (pglite)', () => {
  it('prepares the statement again after the connection dropped it', async () => {
    const t = await createTestApp('pglite', ANY_MAIL_PORT);
    try {
      await insertCatalogFixture(t.database.db);
      const first = await t.app.inject({ url: `/rs/catalog/product_detail?productId=${FIXTURE.paper}` });
      expect(first.json().responseName).toBe('ProductDetail');
      await t.database.db.execute(sql`DEALLOCATE ALL`);
      const again = await t.app.inject({ url: `/rs/catalog/product_detail?productId=${FIXTURE.paper}` });
      expect(again.statusCode).toBe(200);
      expect(again.json().attributes.offers).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
