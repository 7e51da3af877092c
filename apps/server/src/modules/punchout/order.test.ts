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

  it('refuses a wrong secret (401), a setup request sent here (400), and a ship-to it cannot complete (400)', async () => {
    const before = await counts();
    const paper = [{ part: paperPart, aux: String(OFFERS.officePaper), quantity: 2 }];
    const wrong = status(await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-3001', secret: 'wrong-secret-but-long-enough-123', items: paper })));
    expect([wrong.http, wrong.message]).toEqual([401, PUNCHOUT_TEXT.wrongSecret]);
    const setup = status(await k.postXml('/punchout/order', setupXml()));
    expect([setup.http, setup.message]).toEqual([400, PUNCHOUT_TEXT.wrongRequest('OrderRequest')]);
    const noShipTo = status(await k.postXml('/punchout/order', orderXml({ orderId: 'DOL-PO-3002', shipTo: false, items: paper })));
    expect([noShipTo.http, noShipTo.message]).toEqual([400, PUNCHOUT_TEXT.shipTo]);
    expect(await counts()).toEqual(before);
  });
});
