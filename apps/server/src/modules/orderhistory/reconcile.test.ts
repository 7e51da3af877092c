import { ORDERHISTORY_TEXT, type ReconcileRowView } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT } from '../../test-support/catalog-fixture.js';
import { parseCsv } from '../../test-support/csv-read.js';
import { testIdentity } from '../../test-support/identity.js';
import { ACCOUNTING, insertMember, insertOrderGroup, type InsertedGroup, signIn, type SignedIn } from '../../test-support/order-fixture.js';
import { csvCell, toCsv } from '../../lib/csv.js';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1:A9)')).toBe('\'=SUM(A1:A9)');
    expect(csvCell('+1')).toBe('\'+1');
    expect(csvCell('-2')).toBe('\'-2');
    expect(csvCell('@cmd')).toBe('\'@cmd');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(toCsv([['a', 1], ['b', null]])).toBe('a,1\r\nb,\r\n');
  });
});

describe.each(TEST_DATABASES)('card reconciliation and export (%s)', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  let stranger: SignedIn;
  let cardA: InsertedGroup;
  let cardB: InsertedGroup;
  let codes: InsertedGroup;
  let old: InsertedGroup;
  let foreign: InsertedGroup;

  beforeAll(async () => {
    const id = await testIdentity();
    t = await createTestApp(kind, ANY_MAIL_PORT, { identity: id.settings });
    const db = t.app.db;
    const me = await insertMember(db, 'recon-buyer', 'recon.buyer@gsa.gov');
    const other = await insertMember(db, 'recon-other', 'recon.other@gsa.gov');
    const at = (d: string) => new Date(`${d}T16:00:00Z`);
    cardA = await insertOrderGroup(db, {
      memberId: me,
      payment: 'card',
      createdAt: at('2026-10-05'),
      orders: [
        {
          contractorName: 'Acme, Inc.',
          lines: [
            { partNumber: 'X-1', title: '=HYPERLINK("http://evil.example","click")', quantity: 2, unitPriceCents: 1_999 },
            { partNumber: '-5', title: 'Folder, "legal", 2" tab', nsn: '7530-00-111-2222', quantity: 1, unitPriceCents: 500 },
          ],
        },
      ],
    });
    cardB = await insertOrderGroup(db, { memberId: me, payment: 'card', createdAt: at('2026-10-20'), orders: [{ lines: [{ partNumber: 'Y-1', title: 'Pens', quantity: 10, unitPriceCents: 150 }] }] });
    codes = await insertOrderGroup(db, { memberId: me, payment: 'accounting', createdAt: at('2026-10-12'), orders: [{ lines: [{ partNumber: 'Z-1', title: 'Cot', quantity: 1, unitPriceCents: 9_000 }] }] });
    old = await insertOrderGroup(db, { memberId: me, payment: 'card', createdAt: at('2026-08-01'), orders: [{ lines: [{ partNumber: 'O-1', title: 'Old', quantity: 1, unitPriceCents: 100 }] }] });
    foreign = await insertOrderGroup(db, { memberId: other, payment: 'card', createdAt: at('2026-10-06'), orders: [{ lines: [{ partNumber: 'F-1', title: 'Not yours', quantity: 1, unitPriceCents: 100 }] }] });
    buyer = await signIn(t.app, id, 'recon-buyer');
    stranger = await signIn(t.app, id, 'recon-other');
  });
  afterAll(() => t.close());

  const get = (path: string, query: string, who = buyer) => t.app.inject({ method: 'GET', url: `/rs/orderhistory/${path}?${query}`, headers: who.headers });
  const submit = (payload: object, who = buyer) => t.app.inject({ method: 'POST', url: '/rs/orderhistory/reconcile_submit', headers: who.headers, payload });
  const RANGE = 'from=2026-10-01&to=2026-10-31';
  const ids = (rows: ReconcileRowView[]) => rows.map((r) => r.orderId);
  const stored = async (orderIds: number[]) =>
    t.app.db
      .select({ id: schema.orders.id, at: schema.orders.reconciledAt, ref: schema.orders.statementReference })
      .from(schema.orders)
      .where(inArray(schema.orders.id, orderIds));

  it('lists only the member’s own card orders in the range, with the card and the reconciled state', async () => {
    const res = await get('reconcile', RANGE);
    expect(res.json().responseName).toBe('Reconcile');
    const a = res.json().attributes;
    expect(a.filters).toEqual({ from: '2026-10-01', to: '2026-10-31', state: 'all' });
    expect(ids(a.orders)).toEqual([cardB.orders[0]!.id, cardA.orders[0]!.id]);
    expect(a.orders[1]).toMatchObject({ cardText: 'Visa •••• 4242', reconciledAt: null, statementReference: null, totalCents: 4_498, contractorName: 'Acme, Inc.' });
    expect(a.totalCents).toBe(4_498 + 1_500);
    expect((await get('reconcile', 'to=2026-10-31')).json().attributes.filters.from).toBe('2026-08-03');
  });

  it('marks chosen orders reconciled against a statement reference, filters by state, and clears the mark', async () => {
    const chosen = [cardA.orders[0]!.id];
    const res = await submit({ orderIds: chosen, statementReference: 'Statement 2026-10 line 14', from: '2026-10-01', to: '2026-10-31' });
    expect(res.json().attributes.message).toBe(ORDERHISTORY_TEXT.reconciled(1, 'Statement 2026-10 line 14'));
    expect(res.json().attributes.orders.find((o: ReconcileRowView) => o.orderId === chosen[0])).toMatchObject({ statementReference: 'Statement 2026-10 line 14' });
    expect((await stored(chosen))[0]).toMatchObject({ ref: 'Statement 2026-10 line 14', at: expect.any(Date) });
    expect(ids((await get('reconcile', `${RANGE}&state=reconciled`)).json().attributes.orders)).toEqual(chosen);
    expect(ids((await get('reconcile', `${RANGE}&state=open`)).json().attributes.orders)).toEqual([cardB.orders[0]!.id]);

    const cleared = await submit({ orderIds: chosen, reconciled: false });
    expect(cleared.json().attributes.message).toBe(ORDERHISTORY_TEXT.cleared(1));
    expect((await stored(chosen))[0]).toMatchObject({ ref: null, at: null });
  });

  it('refuses another member’s order and an accounting-code order with 404 and changes nothing', async () => {
    for (const orderIds of [[cardB.orders[0]!.id, foreign.orders[0]!.id], [codes.orders[0]!.id]]) {
      const res = await submit({ orderIds, statementReference: 'S-1' });
      expect(res.statusCode).toBe(404);
    }
    expect((await stored([cardB.orders[0]!.id, foreign.orders[0]!.id, codes.orders[0]!.id])).every((r) => r.at === null && r.ref === null)).toBe(true);
    const theirs = await submit({ orderIds: [cardB.orders[0]!.id], statementReference: 'S-1' }, stranger);
    expect(theirs.statusCode).toBe(404);
    expect((await get('reconcile', RANGE, stranger)).json().attributes.orders.map((o: ReconcileRowView) => o.orderId)).toEqual([foreign.orders[0]!.id]);
  });

  it('validates the submission with clear messages', async () => {
    const noRef = await submit({ orderIds: [cardB.orders[0]!.id] });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().attributes.errors).toEqual([{ field: 'statementReference', message: ORDERHISTORY_TEXT.statementReference }]);
    const none = await submit({ orderIds: [], statementReference: 'S' });
    expect(none.json().attributes.errors).toEqual([{ field: 'orderIds', message: ORDERHISTORY_TEXT.chooseOrders }]);
    const [row] = await t.app.db.select().from(schema.orders).where(eq(schema.orders.id, cardB.orders[0]!.id));
    expect(row?.reconciledAt).toBeNull();
  });

  it('exports every order line in the range as a download, with accounting fields and safe cells', async () => {
    await submit({ orderIds: [cardB.orders[0]!.id], statementReference: '=cmd|calc' });
    const res = await get('reconcile_export', RANGE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-10-01-to-2026-10-31.csv"');
    const rows = parseCsv(res.body);
    const header = rows[0]!;
    const col = (row: string[], name: string) => row[header.indexOf(name)];
    expect(rows.map((r) => [col(r, 'Order Number'), col(r, 'Line')]).slice(1)).toEqual([
      [cardB.orders[0]!.orderNumber, '1'],
      [codes.orders[0]!.orderNumber, '1'],
      [cardA.orders[0]!.orderNumber, '1'],
      [cardA.orders[0]!.orderNumber, '2'],
    ]);
    const [, b, c, a1, a2] = rows as [string[], string[], string[], string[], string[]];
    expect([col(b, 'Order Date'), col(b, 'Amount'), col(b, 'Payment'), col(b, 'Card Brand'), col(b, 'Card Last 4'), col(b, 'Statement Reference')]).toEqual([
      '2026-10-20', '15.00', 'Purchase card', 'visa', '4242', '\'=cmd|calc',
    ]);
    expect(col(b, 'Reconciled')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // No invoice has come for it: the cell is empty, not zero.
    expect(col(b, 'Order Invoiced')).toBe('');
    expect([col(c, 'AAC/DoDAAC'), col(c, 'Fund Code'), col(c, 'Appropriation'), col(c, 'Document Number'), col(c, 'Card Last 4')]).toEqual([
      ACCOUNTING.aac, ACCOUNTING.fundCode, ACCOUNTING.appropriation, ACCOUNTING.documentNumber, '',
    ]);
    expect([col(a1, 'Contractor'), col(a1, 'Title'), col(a1, 'Unit Price'), col(a1, 'Amount')]).toEqual(['Acme, Inc.', '\'=HYPERLINK("http://evil.example","click")', '19.99', '39.98']);
    expect([col(a2, 'Part Number'), col(a2, 'Title'), col(a2, 'NSN')]).toEqual(['\'-5', 'Folder, "legal", 2" tab', '7530-00-111-2222']);
    expect(res.body).not.toContain(old.orders[0]!.orderNumber);
    expect(res.body).not.toContain(foreign.orders[0]!.orderNumber);
    expect((await get('reconcile_export', `${RANGE}&state=reconciled`)).body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});
