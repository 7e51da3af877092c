import { ORDER_HISTORY_PAGE_SIZE, ORDERHISTORY_TEXT, type OrderRowView } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT } from '../../test-support/catalog-fixture.js';
import { testIdentity } from '../../test-support/identity.js';
import { insertMember, insertOrderGroup, type InsertedGroup, signIn, type SignedIn, simpleGroup } from '../../test-support/order-fixture.js';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1, 15); // 2026-01-01 15:00 UTC

describe.each(TEST_DATABASES)('orderhistory/my_orders (%s)', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  const groups: InsertedGroup[] = [];
  let otherGroup: InsertedGroup;

  beforeAll(async () => {
    const id = await testIdentity();
    t = await createTestApp(kind, ANY_MAIL_PORT, { identity: id.settings });
    const db = t.app.db;
    const me = await insertMember(db, 'history-buyer', 'history.buyer@gsa.gov');
    const other = await insertMember(db, 'history-other', 'history.other@gsa.gov');
    // 60 one-order groups, one a day from 2026-01-01; every 10th Shipped, every 7th Cancelled.
    for (let i = 0; i < 60; i++) {
      const status = i % 10 === 0 ? 'Shipped' : i % 7 === 0 ? 'Cancelled' : 'Submitted';
      groups.push(await insertOrderGroup(db, simpleGroup(me, new Date(START + i * DAY), { status, contractorName: `Supplier ${i}` })));
    }
    otherGroup = await insertOrderGroup(db, simpleGroup(other, new Date(START + 5 * DAY)));
    buyer = await signIn(t.app, id, 'history-buyer');
  });
  afterAll(() => t.close());

  const get = async (query = '', headers = buyer.headers) => {
    const res = await t.app.inject({ method: 'GET', url: `/rs/orderhistory/my_orders${query ? `?${query}` : ''}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const numbers = (orders: OrderRowView[]) => orders.map((o) => o.orderNumber);
  const orderOf = (i: number) => groups[i]!.orders[0]!.orderNumber;

  it('asks for sign-in without a member', async () => {
    expect((await get('', {})).status).toBe(401);
  });

  it('lists the member’s orders newest first, 25 a page, with the row facts', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.responseName).toBe('MyOrders');
    const a = body.attributes;
    expect(a).toMatchObject({ page: 1, pageSize: ORDER_HISTORY_PAGE_SIZE, pageCount: 3, totalOrders: 60 });
    expect(a.orders).toHaveLength(25);
    expect(a.orders[0]).toEqual({
      orderId: groups[59]!.orders[0]!.id,
      orderNumber: orderOf(59),
      groupNumber: groups[59]!.groupNumber,
      orderDate: '2026-03-01',
      contractorName: 'Supplier 59',
      contractNumber: 'GS-02F-0010A',
      status: 'Submitted',
      totalCents: 2_500,
      paymentKind: 'card',
    });
    expect(numbers(a.orders)).toEqual(Array.from({ length: 25 }, (_, i) => orderOf(59 - i)));
    expect(numbers(a.orders)).not.toContain(otherGroup.orders[0]!.orderNumber);
  });

  it('pages through all orders once each, and shows the last page for a page past the end', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) seen.push(...numbers((await get(`page=${page}`)).body.attributes.orders));
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => orderOf(59 - i)));
    const past = (await get('page=99')).body.attributes;
    expect(past.page).toBe(3);
    expect(past.orders).toHaveLength(10);
  });

  it('filters by a date range with both days included, in either spec date form', async () => {
    const { body } = await get('from=2026-01-10&to=1/12/2026');
    expect(body.attributes.filters).toEqual({ from: '2026-01-10', to: '2026-01-12', status: null, orderNumber: null });
    expect(numbers(body.attributes.orders)).toEqual([orderOf(11), orderOf(10), orderOf(9)]);
    expect((await get('from=2026-02-25')).body.attributes.totalOrders).toBe(5);
    expect((await get('to=2026-01-03')).body.attributes.totalOrders).toBe(3);
  });

  it('filters by status and by order number, exact or its beginning', async () => {
    const shipped = (await get('status=Shipped')).body.attributes;
    expect(numbers(shipped.orders)).toEqual([50, 40, 30, 20, 10, 0].map(orderOf));
    const exact = (await get(`orderNumber=${orderOf(3)}`)).body.attributes;
    expect(numbers(exact.orders)).toEqual([orderOf(3)]);
    const prefix = orderOf(3).slice(0, -1);
    const byPrefix = (await get(`orderNumber=${prefix}`)).body.attributes;
    expect(byPrefix.orders.length).toBeGreaterThan(1);
    expect(byPrefix.orders.every((o: OrderRowView) => o.orderNumber.startsWith(prefix))).toBe(true);
    const combined = (await get(`status=Cancelled&from=2026-01-01&to=2026-01-31`)).body.attributes;
    expect(numbers(combined.orders)).toEqual([28, 21, 14, 7].map(orderOf));
    const none = (await get(`orderNumber=${otherGroup.orders[0]!.orderNumber}`)).body.attributes;
    expect(none).toMatchObject({ totalOrders: 0, orders: [], pageCount: 1, page: 1 });
  });

  it('treats empty form fields as no filter', async () => {
    expect((await get('from=&to=&status=&orderNumber=&page=')).body.attributes.totalOrders).toBe(60);
  });

  it.each([
    ['from=2026-02-30', 'from', 'Enter a real date as yyyy-mm-dd or m/d/yyyy.'],
    ['to=yesterday', 'to', 'Enter a real date as yyyy-mm-dd or m/d/yyyy.'],
    ['from=2026-02-01&to=2026-01-01', 'to', ORDERHISTORY_TEXT.dateOrder],
    ['status=Lost', 'status', ORDERHISTORY_TEXT.status],
    ['orderNumber=10%25', 'orderNumber', ORDERHISTORY_TEXT.orderNumber],
    ['page=0', 'page', ORDERHISTORY_TEXT.page],
  ])('refuses %s with a field error', async (query, field, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.responseName).toBe('ValidationError');
    expect(body.attributes.errors).toEqual([{ field, message }]);
  });
});
