/** The catalog screens over the generated catalog: what every product page must hold, and the product images. */
import { type ContractorDetailAttributes, type ProductDetailAttributes, type QuickLookAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT } from '../../test-support/catalog-fixture.js';
import { isoToday } from '../../core/app-context.js';

const PRODUCTS = 300;
/** Every 7th product, and the last one. */
const SAMPLE = [...Array.from({ length: Math.ceil(PRODUCTS / 7) }, (_, i) => 1 + i * 7), PRODUCTS];

describe.each(TEST_DATABASES)('catalog over the generated catalog (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ANY_MAIL_PORT, catalogProducts: PRODUCTS });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json(), res };
  };

  /** Current offers a general-store buyer may see, straight from the tables. */
  const expectedOffers = async (productId: number) => {
    const today = isoToday();
    return t.database.db
      .select({ id: schema.offers.id, priceCents: schema.offers.priceCents })
      .from(schema.offers)
      .innerJoin(schema.contracts, eq(schema.contracts.id, schema.offers.contractId))
      .where(
        and(
          eq(schema.offers.productId, productId),
          lte(schema.contracts.startDate, today),
          gte(schema.contracts.endDate, today),
          sql`cardinality(${schema.contracts.storeIds}) = 0`,
        ),
      );
  };

  it('shows every current offer of each product, lowest price first and marked, with a known unit of issue', async () => {
    let pages = 0;
    for (const id of SAMPLE) {
      const { status, body } = await get(`/rs/catalog/product_detail?productId=${id}`);
      expect(status).toBe(200);
      const expected = await expectedOffers(id);
      if (expected.length === 0) {
        expect(body.responseName).toBe('Failure');
        continue;
      }
      pages++;
      expect(body.responseName).toBe('ProductDetail');
      const a = body.attributes as ProductDetailAttributes;
      expect(a.offers.map((o) => o.id).sort((x, y) => x - y)).toEqual(expected.map((o) => o.id).sort((x, y) => x - y));
      const prices = a.offers.map((o) => o.priceCents);
      expect(prices).toEqual([...prices].sort((x, y) => x - y));
      const lowest = Math.min(...expected.map((o) => o.priceCents));
      expect(a.lowestPriceCents).toBe(lowest);
      expect(a.offers.filter((o) => o.lowestPrice).every((o) => o.priceCents === lowest)).toBe(true);
      expect(a.offers.filter((o) => !o.lowestPrice).every((o) => o.priceCents > lowest)).toBe(true);
      expect(a.product.unitOfIssue.meaning).not.toBeNull();
      expect(a.product.category.length).toBeGreaterThan(0);
      for (const o of a.offers) {
        expect(o.contract.number).toMatch(/^[A-Z0-9-]{8,}$/);
        expect(o.contract.sin).not.toBe('');
        expect(o.stockLabel).not.toBe(o.stockStatus);
        if (o.gsaStock) expect(o.deliveryText).toBe('2–7 day delivery');
      }
    }
    expect(pages).toBeGreaterThan(SAMPLE.length / 2);
  });

  it('opens the contractor of each offer with its contact details and contracts', async () => {
    const a = (await get('/rs/catalog/product_detail?productId=1')).body.attributes as ProductDetailAttributes;
    for (const offer of a.offers) {
      const { status, body } = await get(`/rs/catalog/contractor_detail?contractorId=${offer.contractor.id}&contractNumber=${offer.contract.number}`);
      expect(status).toBe(200);
      const c = body.attributes as ContractorDetailAttributes;
      expect(c.contractor.name).toBe(offer.contractor.name);
      expect(c.contractor.uei).toMatch(/^[A-Z0-9]{12}$/);
      expect(c.contractor.phone).not.toBe('');
      expect(c.contractor.email).toContain('@');
      expect(c.highlight).toBe(offer.contract.number);
      expect(c.contracts[0]?.number).toBe(offer.contract.number);
      expect(c.contracts[0]?.current).toBe(true);
    }
  });

  it('gives the quick look the same best offer as the product page', async () => {
    const page = (await get('/rs/catalog/product_detail?productId=2')).body.attributes as ProductDetailAttributes;
    const look = (await get('/rs/catalog/quicklook?productId=2')).body.attributes as QuickLookAttributes;
    expect(look.bestOffer?.priceCents).toBe(page.offers[0]?.priceCents);
    expect(look.product.title).toBe(page.product.title);
  });

  it('serves each product image as a cacheable SVG that cannot be sniffed or run scripts', async () => {
    const images = await t.database.db.select({ image: schema.products.image }).from(schema.products).limit(40);
    for (const { image } of images) {
      const res = await t.app.inject({ url: `/images/products/${image}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body).not.toMatch(/<script|on\w+=/i);
    }
  });

  it.each(['/images/products/nope/blue.svg', '/images/products/..%2F..%2Fetc%2Fpasswd.svg', '/images/products/a%2F..%2Fb.svg', '/images/products/x.png', '/images/products/'])(
    'answers 404 for %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('svg');
    },
  );
});
