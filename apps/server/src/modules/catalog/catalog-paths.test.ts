import {
  type BpaDocumentsAttributes,
  CATALOG_TEXT,
  type ConfigurationAttributes,
  type ContractorDetailAttributes,
  type DealerSelectAttributes,
  type QuickLookAttributes,
  type StrategicSourcingAttributes,
} from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT, type CatalogFixture, FIXTURE, insertCatalogFixture } from '../../test-support/catalog-fixture.js';
import { browserSession } from '../../test-support/cookies.js';

describe.each(TEST_DATABASES)('catalog paths (%s)', (kind) => {
  let t: TestApp;
  let fx: CatalogFixture;
  beforeAll(async () => {
    t = await createTestApp(kind, ANY_MAIL_PORT);
    fx = await insertCatalogFixture(t.database.db);
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/rs/${url}`, headers });
    return { status: res.statusCode, body: res.json() };
  };

  describe('contractor_detail', () => {
    it('gives the contractor, its contact details, status and every contract with its terms', async () => {
      const { status, body } = await get(`catalog/contractor_detail?contractorId=${fx.contractorIds.veteran}`);
      expect(status).toBe(200);
      expect(body.responseName).toBe('ContractorDetail');
      const a = body.attributes as ContractorDetailAttributes;
      expect(a.contractor).toMatchObject({
        name: 'Fixture Veteran Supply',
        uei: 'FXUEI0000003',
        address: { street: '100 Main Street', city: 'Arlington', state: 'VA', zip: '98101' },
        phone: '703-555-0100',
        email: 'sales@fxuei0000003.example.com',
        website: 'https://fxuei0000003.example.com',
      });
      expect(a.contractor.socio.map((s) => s.label)).toEqual(['Small business', 'Veteran-owned', 'SDVOSB']);
      expect(a.contracts).toHaveLength(1);
      expect(a.contracts[0]).toMatchObject({
        number: '47QSWA20D00FX',
        schedule: 'MAS',
        sin: '339940',
        startDate: '2020-06-01',
        endDate: '2099-05-31',
        minimumOrderCents: 10_000,
        fob: 'Origin',
        warranty: '1 year',
        paymentTerms: 'Net 30',
        acceptsPurchaseCard: false,
        current: true,
      });
    });

    it('marks an ended contract as not current', async () => {
      const a = (await get(`catalog/contractor_detail?contractorId=${fx.contractorIds.ended}`)).body.attributes as ContractorDetailAttributes;
      expect(a.contracts.map((c) => [c.number, c.current])).toEqual([[fx.contracts.ended, false]]);
    });

    it('hides a store-only BPA from other stores and shows it to its store', async () => {
      const general = (await get(`catalog/contractor_detail?contractorId=${fx.contractorIds.usda}`)).body.attributes as ContractorDetailAttributes;
      expect(general.contracts).toEqual([]);
      const usda = await browserSession(t.app, '/rs/main/start_page?store=USDA');
      const own = (await get(`catalog/contractor_detail?contractorId=${fx.contractorIds.usda}`, { cookie: usda.cookie })).body
        .attributes as ContractorDetailAttributes;
      expect(own.contracts.map((c) => c.number)).toEqual([fx.contracts.usdaBpa]);
    });

    it('answers 404 for an unknown contractor and 400 for a malformed id', async () => {
      expect((await get('catalog/contractor_detail?contractorId=999999')).status).toBe(404);
      expect((await get('catalog/contractor_detail?contractorId=99999999999999')).status).toBe(404);
      for (const bad of ['abc', '0', '-1', '1.5', '']) {
        const { status, body } = await get(`catalog/contractor_detail?contractorId=${bad}`);
        expect(status).toBe(400);
        expect(body.attributes.errors[0].message).toBe('The contractor id must be a positive whole number.');
      }
      expect((await get('catalog/contractor_detail')).status).toBe(400);
    });
  });

  describe('quicklook', () => {
    it('summarizes the product with its best offer', async () => {
      const { body } = await get(`catalog/quicklook?productId=${FIXTURE.paper}`);
      expect(body.responseName).toBe('QuickLook');
      const a = body.attributes as QuickLookAttributes;
      expect(a.product).toMatchObject({ id: FIXTURE.paper, offerCount: 3, minPriceCents: 3_999 });
      expect(a.product.category.map((c) => c.name)).toEqual(['Fixture Office Supplies', 'Fixture Copy Paper']);
      expect(a.bestOffer).toMatchObject({ priceCents: 3_999, lowestPrice: true, deliveryDays: 3, contract: { number: fx.contracts.veteran } });
    });

    it('has no best offer for a product no current contract offers, and 404 for an unknown one', async () => {
      expect((await get(`catalog/quicklook?productId=${FIXTURE.unavailable}`)).body.attributes.bestOffer).toBeNull();
      expect((await get('catalog/quicklook?productId=123456789')).status).toBe(404);
      expect((await get('catalog/quicklook?productId=x')).status).toBe(400);
    });
  });

  it('dealer_select lists each contractor once with its lowest current offer', async () => {
    const { body } = await get(`catalog/dealer_select?productId=${FIXTURE.paper}`);
    const a = body.attributes as DealerSelectAttributes;
    expect(body.responseName).toBe('DealerSelect');
    expect(a.product.id).toBe(FIXTURE.paper);
    expect(a.dealers.map((d) => [d.contractor.name, d.priceCents, d.lowestPrice])).toEqual([
      ['Fixture Veteran Supply', 3_999, true],
      ['GSA Global Supply', 3_999, true],
      ['Fixture Office Depot', 5_000, false],
    ]);
    expect((await get('catalog/dealer_select?productId=424242')).status).toBe(404);
  });

  describe('strategic_sourcing', () => {
    it('lists the store BPAs with the saving against the lowest schedule price', async () => {
      const usda = await browserSession(t.app, '/rs/main/start_page?store=USDA');
      const a = (await get(`catalog/strategic_sourcing?productId=${FIXTURE.paper}`, { cookie: usda.cookie })).body.attributes as StrategicSourcingAttributes;
      expect(a.vehicles.map((v) => [v.contract.number, v.priceCents, v.savingsCents])).toEqual([[fx.contracts.usdaBpa, 3_500, 499]]);
      const all = (await get('catalog/strategic_sourcing', { cookie: usda.cookie })).body.attributes as StrategicSourcingAttributes;
      expect(all.product).toBeNull();
      expect(all.vehicles.map((v) => v.contract.number)).toContain(fx.contracts.usdaBpa);
      expect(all.vehicles.every((v) => v.contract.kind === 'BPA' && v.contract.current)).toBe(true);
    });

    it('says when the store has no vehicle for the product', async () => {
      const a = (await get(`catalog/strategic_sourcing?productId=${FIXTURE.paper}`)).body.attributes as StrategicSourcingAttributes;
      expect(a.vehicles).toEqual([]);
      expect(a.message).toBe(CATALOG_TEXT.noVehiclesForProduct);
    });
  });

  it('bpa_documents lists the documents as information page links, for the BPA store only', async () => {
    expect((await get(`catalog/bpa_documents?contractNumber=${fx.contracts.usdaBpa}`)).status).toBe(404);
    const usda = await browserSession(t.app, '/rs/main/start_page?store=USDA');
    const { body } = await get(`catalog/bpa_documents?contractNumber=${fx.contracts.usdaBpa.toLowerCase()}`, { cookie: usda.cookie });
    const a = body.attributes as BpaDocumentsAttributes;
    expect(body.responseName).toBe('BpaDocuments');
    expect(a.contractor.name).toBe('Fixture Farm Supply');
    expect(a.documents).toEqual([
      { title: 'BPA Terms and Conditions', keyName: 'BPA_47QSWA21A00FX', url: '/ws/information/page?keyName=BPA_47QSWA21A00FX' },
    ]);
    expect((await get('catalog/bpa_documents?contractNumber=NOPE-0000')).status).toBe(404);
    expect((await get('catalog/bpa_documents?contractNumber=%3Cscript%3E')).status).toBe(400);
  });

  describe('configuration', () => {
    it('offers the values that differ among the configurations, each linked to its product', async () => {
      const a = (await get(`catalog/configuration?productId=${FIXTURE.chairBlack}`)).body.attributes as ConfigurationAttributes;
      expect(a.options).toEqual([
        {
          name: 'Color',
          values: [
            { value: 'Black', productId: FIXTURE.chairBlack, current: true },
            { value: 'Blue', productId: FIXTURE.chairBlue, current: false },
          ],
        },
      ]);
      expect(a.variants.map((v) => v.id)).toEqual([FIXTURE.chairBlue]);
      expect(a.message).toBeNull();
    });

    it('says when an item has a single configuration', async () => {
      const a = (await get(`catalog/configuration?productId=${FIXTURE.paper}`)).body.attributes as ConfigurationAttributes;
      expect(a.options).toEqual([]);
      expect(a.message).toBe(CATALOG_TEXT.noConfigurations);
      expect((await get('catalog/configuration?productId=77777777')).status).toBe(404);
    });
  });
});
