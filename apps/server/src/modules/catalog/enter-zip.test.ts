import { schemas } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT, FIXTURE, insertCatalogFixture } from '../../test-support/catalog-fixture.js';
import { addBusinessDays, deliveryEstimates, destinationOf, transitDays } from './delivery.js';

const ZIP_MESSAGE = schemas.zip.safeParse('x').error?.issues[0]?.message;

describe('delivery estimates', () => {
  it('names the destination and tells the continental United States from the rest', () => {
    expect(destinationOf('20405')).toMatchObject({ outsideConus: false, label: 'ZIP 20405, Mid-Atlantic and the Carolinas' });
    expect(destinationOf('99501').label).toBe('ZIP 99501, Alaska');
    expect(destinationOf('96813').label).toBe('ZIP 96813, Hawaii');
    expect(destinationOf('00901').label).toBe('ZIP 00901, Puerto Rico');
    expect(destinationOf('09012')).toMatchObject({ outsideConus: true });
    expect(destinationOf('96350')).toMatchObject({ outsideConus: true });
    expect(destinationOf('34002')).toMatchObject({ outsideConus: true });
  });

  it('adds transit by distance and skips weekends', () => {
    expect(transitDays('22201', '20405')).toBe(1);
    expect(transitDays('98101', '20405')).toBe(5);
    // Friday 2026-11-20 + 1 business day = Monday 2026-11-23.
    expect(addBusinessDays(new Date('2026-11-20T00:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-23');
  });

  it('estimates by contract terms: FOB destination by the delivery days, FOB origin plus transit, GSA stock 2 to 7 business days', () => {
    const now = new Date('2026-11-16T15:00:00Z'); // a Monday
    const view = deliveryEstimates(
      '20405',
      [
        { id: 1, label: 'A', deliveryDays: 5, gsaStock: false, fob: 'Destination', contractorZip: '22201' },
        { id: 2, label: 'B', deliveryDays: 5, gsaStock: false, fob: 'Origin', contractorZip: '98101' },
        { id: 3, label: 'C', deliveryDays: 7, gsaStock: true, fob: 'Destination', contractorZip: '22201' },
      ],
      now,
    );
    expect(view.orderDate).toBe('2026-11-16');
    expect(view.estimates).toEqual([
      { offerId: 1, label: 'A', earliest: '2026-11-23', latest: '2026-11-23', text: 'Arrives by Mon, Nov 23' },
      { offerId: 2, label: 'B', earliest: '2026-11-27', latest: '2026-11-27', text: 'Arrives by Fri, Nov 27' },
      { offerId: 3, label: 'C', earliest: '2026-11-18', latest: '2026-11-25', text: 'Arrives Wed, Nov 18 to Wed, Nov 25' },
    ]);
    const alaska = deliveryEstimates('99501', [{ id: 1, label: 'A', deliveryDays: 5, gsaStock: false, fob: 'Destination', contractorZip: '22201' }], now);
    expect(alaska.estimates[0]).toMatchObject({ earliest: '2026-11-25', latest: '2026-12-01' });
    expect(alaska.note).toContain('outside the continental United States');
  });
});

describe.each(TEST_DATABASES)('cart/enterZip (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, ANY_MAIL_PORT);
    await insertCatalogFixture(t.database.db);
  });
  afterAll(() => t.close());

  const get = async (query: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/rs/cart/enterZip?${query}`, ...(cookie ? { headers: { cookie } } : {}) });
    return { status: res.statusCode, body: res.json(), res };
  };

  it.each(['1234', '123456', 'abcde', '12345-67', '12345 6789', '２０４０５'])('refuses the ZIP %j with the docs/product/validation-rules.md message', async (zip) => {
    const { status, body } = await get(`zip=${encodeURIComponent(zip)}&productId=${FIXTURE.paper}`);
    expect(status).toBe(400);
    expect(body.responseName).toBe('ValidationError');
    expect(body.attributes.errors).toEqual([{ field: 'zip', message: ZIP_MESSAGE }]);
  });

  it('prompts for a ZIP code when none is given or known', async () => {
    const { status, body } = await get(`productId=${FIXTURE.paper}`);
    expect(status).toBe(200);
    expect(body.responseName).toBe('EnterZipCode');
    expect(body.attributes).toMatchObject({ product: { id: FIXTURE.paper }, zip: null, delivery: null });
  });

  it('estimates delivery of every current offer for a ZIP+4 and keeps the ZIP in the session', async () => {
    const first = await get(`zip=20405-0001&productId=${FIXTURE.paper}`);
    expect(first.body.attributes.zip).toBe('20405-0001');
    expect(first.body.attributes.delivery.estimates).toHaveLength(3);
    const cookie = first.res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const again = await get(`productId=${FIXTURE.paper}`, cookie);
    expect(again.body.attributes.zip).toBe('20405-0001');
    expect(again.body.attributes.delivery.destination.label).toBe('ZIP 20405-0001, Mid-Atlantic and the Carolinas');
  });

  it('answers 404 for an unknown product', async () => {
    expect((await get('zip=20405&productId=31337')).status).toBe(404);
  });
});
