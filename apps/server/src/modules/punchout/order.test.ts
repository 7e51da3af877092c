import { PUNCHOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { OFFERS } from '../../test-support/cart-kit.js';
import { ACCOUNTING, orderXml, type PunchoutKit, punchoutKit, setupXml } from '../../test-support/punchout-kit.js';
import { attr, child, parseCxml, text } from './cxml-parse.js';

function status(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  const s = child(parseCxml(res.body), 'Response', 'Status');
  return { http: res.statusCode, code: attr(s, 'code'), message: text(s) };
}

describe.each(TEST_DATABASES)('POST /punchout/order (%s)', (kind) => {
  let k: PunchoutKit;
  let paperPart = '';
  let chairPart = '';
  beforeAll(async () => {
    k = await punchoutKit(kind);
    const parts = await k.db
      .select({ id: schema.offers.id, part: schema.products.partNumber })
      .from(schema.offers)
      .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId));
    paperPart = parts.find((p) => p.id === OFFERS.officePaper)!.part;
    chairPart = parts.find((p) => p.id === OFFERS.officeChair)!.part;
  });
  afterAll(() => k.t.close());

  const counts = async () => ({
    groups: await k.db.$count(schema.orderGroups),
    frozen: await k.db.$count(schema.carts, eq(schema.carts.status, 'punchout')),
  });

  it('places the order under the organization, with the PO number, the request’s ship-to and today’s prices', async () => {
    const items = [{ part: paperPart, aux: String(OFFERS.officePaper), quantity: 2 }, { part: chairPart, aux: String(OFFERS.officeChair), quantity: 3 }];
    const res = await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-1001', items }));
    const s = status(res);
    expect([s.http, s.code]).toEqual([200, '200']);
    const [group] = await k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.memberId, k.memberId));
    expect(s.message).toBe(PUNCHOUT_TEXT.orderPlaced(group!.groupNumber));
    expect(group).toMatchObject({ storeId: 4, paymentKind: 'accounting', totalCents: 2 * 5_000 + 3 * 19_900 });
    expect(group!.accounting).toMatchObject({ ...ACCOUNTING, documentNumber: 'DOL-PO-1001' });
    expect(group!.shipTo).toMatchObject({ contactName: 'Receiving Dock 4', organization: 'DOL Warehouse', line1: '1 Depot Road', city: 'Landover', state: 'MD', zip: '20785' });
    const orders = await k.db.select().from(schema.orders).where(eq(schema.orders.groupId, group!.id));
    expect(orders.map((o) => o.notes)).toEqual(['PO DOL-PO-1001']);
    const lines = await k.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orders[0]!.id));
    const expected = [[OFFERS.officeChair, 3, 19_900], [OFFERS.officePaper, 2, 5_000]];
    expect(lines.map((l) => [l.offerId, l.quantity, l.unitPriceCents]).sort()).toEqual(expected.sort());
    const [received] = await k.db.select().from(schema.punchoutOrders).where(eq(schema.punchoutOrders.poNumber, 'DOL-PO-1001'));
    expect(received).toMatchObject({ organizationId: k.org.id, orderGroupId: group!.id, responseStatus: 200, responseText: res.body });
    expect((await counts()).frozen).toBe(0);
  });

  it('answers a replayed OrderRequest from the first result and orders once, also when both arrive at once', async () => {
    const xml = orderXml({ orderId: 'DOL-PO-1002', items: [{ part: paperPart, aux: String(OFFERS.officePaper), quantity: 4 }] });
    const before = await counts();
    const first = await k.postXml('/punchout/order', xml);
    const again = await k.postXml('/punchout/order', xml);
    expect(status(first).code).toBe('200');
    expect(again.body).toBe(first.body);
    expect((await counts()).groups).toBe(before.groups + 1);

    const twin = orderXml({ orderId: 'DOL-PO-1003', items: [{ part: paperPart, aux: String(OFFERS.officePaper), quantity: 2 }] });
    const [a, b] = await Promise.all([k.postXml('/punchout/order', twin), k.postXml('/punchout/order', twin)]);
    expect([status(a).code, status(b).code]).toEqual(['200', '200']);
    expect(a.body).toBe(b.body);
    expect(await counts()).toEqual({ groups: before.groups + 2, frozen: 0 });
  });

  it('refuses the same orderID with other lines (409), items never offered and a part that does not match (400)', async () => {
    const before = await counts();
    const changed = status(await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-1002', items: [{ part: paperPart, aux: String(OFFERS.officePaper), quantity: 9 }] })));
    expect([changed.http, changed.code, changed.message]).toEqual([409, '409', PUNCHOUT_TEXT.replayMismatch]);
    const neverOffered = [{ part: paperPart, aux: String(OFFERS.officePaper), quantity: 2 }, { part: 'X-1', aux: '987654321', quantity: 1 }];
    const never = status(await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-2001', items: neverOffered })));
    expect([never.http, never.code, never.message]).toEqual([400, '400', PUNCHOUT_TEXT.itemUnknown('2')]);
    const wrongPart = status(await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-2002', items: [{ part: 'NOT-IT', aux: String(OFFERS.officePaper), quantity: 2 }] })));
    expect([wrongPart.http, wrongPart.message]).toEqual([400, PUNCHOUT_TEXT.itemPart('1')]);
    const update = orderXml({ orderId: 'DOL-PO-1002', items: [{ part: paperPart, aux: String(OFFERS.officePaper), quantity: 4 }] }).replace('type="new"', 'type="update"');
    expect(status(await k.postXml('/punchout/order', update))).toMatchObject({ http: 406, code: '406', message: PUNCHOUT_TEXT.orderType('update') });
    const none = status(await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-2003', items: [] })));
    expect([none.http, none.message]).toEqual([400, PUNCHOUT_TEXT.noItems]);
    expect(await counts()).toEqual(before);
    expect(await k.db.$count(schema.punchoutOrders, eq(schema.punchoutOrders.poNumber, 'DOL-PO-2001'))).toBe(0);
  });

  it('refuses a stated price or total that is not the marketplace’s beyond a cent, naming the line, and orders nothing', async () => {
    const before = await counts();
    const paper = (price?: string | null) => ({ part: paperPart, aux: String(OFFERS.officePaper), quantity: 2, ...(price === undefined ? {} : { price }) });
    const chair = (price?: string) => ({ part: chairPart, aux: String(OFFERS.officeChair), quantity: 1, ...(price === undefined ? {} : { price }) });
    const refusal = async (orderId: string, options: Parameters<typeof orderXml>[0]) => status(await k.postXml('/punchout/order', orderXml({ orderId, ...options })));

    // The probe: a purchase order stating $0.01 for an item of $199.00.
    const cheap = await refusal('DOL-PO-4001', { items: [paper(), chair('0.01')], total: '100.01' });
    expect([cheap.http, cheap.code, cheap.message]).toEqual([400, '400', PUNCHOUT_TEXT.itemPrice('2', '0.01', '199.00')]);
    expect((await refusal('DOL-PO-4002', { items: [paper('50.02')] })).message).toBe(PUNCHOUT_TEXT.itemPrice('1', '50.02', '50.00'));
    expect((await refusal('DOL-PO-4003', { items: [paper('49.98')] })).message).toBe(PUNCHOUT_TEXT.itemPrice('1', '49.98', '50.00'));
    expect((await refusal('DOL-PO-4004', { items: [paper('fifty')] })).message).toBe(PUNCHOUT_TEXT.itemPrice('1', 'fifty', '50.00'));
    expect((await refusal('DOL-PO-4005', { items: [paper(), chair()], total: '0.01' })).message).toBe(PUNCHOUT_TEXT.totalPrice('0.01', '299.00'));
    expect((await refusal('DOL-PO-4006', { items: [paper()], total: '245.78' })).http).toBe(400);
    const euros = orderXml({ orderId: 'DOL-PO-4007', items: [paper()] }).replace('<Money currency="USD">50.00', '<Money currency="EUR">50.00');
    expect(status(await k.postXml('/punchout/order', euros)).message).toBe(PUNCHOUT_TEXT.itemPrice('1', '50.00', '50.00'));
    expect(await counts()).toEqual(before);
    expect(await k.db.$count(schema.punchoutOrders, eq(schema.punchoutOrders.poNumber, 'DOL-PO-4001'))).toBe(0);

    // Within a cent is the same price; a request that states no price orders at the marketplace's.
    expect((await refusal('DOL-PO-4010', { items: [paper('50.01'), chair('198.99')], total: '299.01' })).http).toBe(200);
    expect((await refusal('DOL-PO-4011', { items: [paper(null)], total: null })).http).toBe(200);
    const placed = await k.db.select({ total: schema.orderGroups.totalCents }).from(schema.orderGroups).orderBy(schema.orderGroups.id);
    expect(placed.slice(-2).map((g) => g.total)).toEqual([29_900, 10_000]);
  });

  it('refuses a wrong secret (401), a setup request sent here (400), and a ship-to it cannot complete (400)', async () => {
    const before = await counts();
    const paper = [{ part: paperPart, aux: String(OFFERS.officePaper), quantity: 2 }];
    const wrong = status(await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-3001', secret: 'wrong-secret-but-long-enough-123', items: paper })));
    expect([wrong.http, wrong.message]).toEqual([401, PUNCHOUT_TEXT.credentialRefused]);
    const setup = status(await k.postXml('/punchout/order', setupXml()));
    expect([setup.http, setup.message]).toEqual([400, PUNCHOUT_TEXT.wrongRequest('OrderRequest')]);
    const noShipTo = status(await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-3002', shipTo: false, items: paper })));
    expect([noShipTo.http, noShipTo.message]).toEqual([400, PUNCHOUT_TEXT.shipTo]);
    expect(await counts()).toEqual(before);
  });
});
