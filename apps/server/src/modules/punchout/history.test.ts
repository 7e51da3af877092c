import { hashSharedSecret, PUNCHOUT_MEMBER_ISSUER, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { OFFERS } from '../../test-support/cart-kit.js';
import { testIdentity } from '../../test-support/identity.js';
import { insertMember, signIn } from '../../test-support/order-fixture.js';
import { BUYER_ORIGIN, ORG, orderXml, type PunchoutKit, punchoutKit, SECRET } from '../../test-support/punchout-kit.js';
import { sweepPunchout } from './sweep.js';

const PO = 'DOL-PO-7001';

describe.each(TEST_DATABASES)('order history of punchout orders (%s)', (kind) => {
  let k: PunchoutKit;
  let id: Awaited<ReturnType<typeof testIdentity>>;
  let orderNumber = '';
  let orderId = 0;
  let groupNumber = '';

  beforeAll(async () => {
    id = await testIdentity();
    k = await punchoutKit(kind, { identity: id.settings });
    const [offer] = await k.db
      .select({ part: schema.products.partNumber })
      .from(schema.offers)
      .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId))
      .where(eq(schema.offers.id, OFFERS.officePaper));
    const placed = await k.postXml('/punchout/order', orderXml({ orderId: PO, items: [{ part: offer!.part, aux: String(OFFERS.officePaper), quantity: 2 }] }));
    expect(placed.statusCode).toBe(200);
    const [order] = await k.db
      .select({ id: schema.orders.id, orderNumber: schema.orders.orderNumber, groupNumber: schema.orderGroups.groupNumber })
      .from(schema.orders)
      .innerJoin(schema.orderGroups, eq(schema.orderGroups.id, schema.orders.groupId))
      .where(eq(schema.orders.memberId, k.memberId));
    ({ orderNumber, groupNumber, id: orderId } = order!);

    // Another agency's punchout (same test Sender and secret, its own From credential) and an ordinary buyer.
    const [other] = await k.db
      .insert(schema.members)
      .values({ issuer: PUNCHOUT_MEMBER_ISSUER, subject: 'EVA-TEST', email: 'punchout@eva.gov', firstName: 'EVA', lastName: 'Punchout', memberType: 'federal', storeId: 7 })
      .returning({ id: schema.members.id });
    await k.db.insert(schema.punchoutOrganizations).values({
      ...ORG, code: 'EVA-TEST', name: 'EVA (test)', fromIdentity: 'AN02000000002', storeId: 7, secretHash: hashSharedSecret(SECRET), allowedOrigins: [BUYER_ORIGIN], memberId: other!.id,
    });
    await insertMember(k.db, 'history-buyer', 'history.buyer@gsa.gov');
  });
  afterAll(() => k.t.close());

  const get = (url: string, headers: Record<string, string> = {}) => k.t.app.inject({ method: 'GET', url: `/rs/orderhistory/${url}`, headers });

  it('lists the organization’s orders with the agency’s PO number in a punchout session, and opens them read-only', async () => {
    const shopper = await k.shop();
    const list = await get('my_orders', shopper);
    expect(list.statusCode).toBe(200);
    expect(list.json().attributes).toMatchObject({ totalOrders: 1, orders: [{ orderNumber, groupNumber, poNumber: PO, status: 'Submitted', paymentKind: 'accounting' }] });

    const details = (await get(`order_details?orderNumber=${orderNumber}`, shopper)).json();
    expect(details.responseName).toBe('OrderDetails');
    expect(details.attributes.order).toMatchObject({ orderNumber, poNumber: PO, notes: `PO ${PO}`, canCancel: false });
    const summary = (await get(`order_summary?group=${groupNumber}`, shopper)).json();
    expect(summary.attributes.group).toMatchObject({ groupNumber, poNumber: PO, orders: [{ orderNumber, poNumber: PO }] });
    const pdf = await get(`view_pdf?orderNumber=${orderNumber}`, shopper);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const requisition = (await get(`requisition_detail?orderNumber=${orderNumber}`, shopper)).json();
    expect(requisition.attributes.payment.text).toContain(PO);

    // The PO is changed or cancelled from the agency's system, not from a shopper's session.
    const cancel = await k.t.app.inject({ method: 'POST', url: '/rs/orderhistory/cancel_order', headers: shopper, payload: { orderId } });
    expect(cancel.statusCode).toBe(401);
    const [still] = await k.db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(still?.status).toBe('Submitted');
  });

  it('never shows them to another organization’s session, a signed-in member or a browser outside a punchout', async () => {
    const otherAgency = await k.shop({ fromIdentity: 'AN02000000002' });
    expect((await get('my_orders', otherAgency)).json().attributes).toMatchObject({ totalOrders: 0, orders: [] });
    expect((await get(`order_details?orderNumber=${orderNumber}`, otherAgency)).statusCode).toBe(404);
    expect((await get(`order_summary?group=${groupNumber}`, otherAgency)).statusCode).toBe(404);
    expect((await get(`view_pdf?orderNumber=${orderNumber}`, otherAgency)).statusCode).toBe(404);

    const member = await signIn(k.t.app, id, 'history-buyer');
    const own = (await get('my_orders', member.headers)).json().attributes;
    expect(own).toMatchObject({ totalOrders: 0 });
    expect(JSON.stringify(own)).not.toContain(PO);
    expect((await get(`order_details?orderNumber=${orderNumber}`, member.headers)).statusCode).toBe(404);

    expect((await get('my_orders')).statusCode).toBe(401);
  });

  it('stops reading them when the organization is disabled or its punchout session is swept', async () => {
    const shopper = await k.shop();
    expect((await get('my_orders', shopper)).statusCode).toBe(200);
    await k.db.update(schema.punchoutOrganizations).set({ status: 'disabled' }).where(eq(schema.punchoutOrganizations.id, k.org.id));
    expect((await get('my_orders', shopper)).statusCode).toBe(401);
    await k.db.update(schema.punchoutOrganizations).set({ status: 'active' }).where(eq(schema.punchoutOrganizations.id, k.org.id));
    expect((await get('my_orders', shopper)).statusCode).toBe(200);
    await sweepPunchout(k.db, Date.now() + 13 * 3600_000);
    expect((await get('my_orders', shopper)).statusCode).toBe(401);
  });
});
