/**
 * Contractor performance: acknowledged within one business day (a Friday order acknowledged on Monday is in time,
 * one acknowledged on Tuesday is late), lines shipped within the offer's delivery days, lines the contractor
 * cancelled; the buyer's own cancellation counts against no contractor.
 */
import { ORDERHISTORY_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { insertMember, insertOrderGroup } from '../../test-support/order-fixture.js';
import { contractorPerformance, oneBusinessDayAfter } from './performance.js';

// A Friday at 15:00 UTC.
const FRIDAY = new Date('2026-11-20T15:00:00Z');
const at = (days: number, hours = 0) => new Date(FRIDAY.getTime() + days * 86_400_000 + hours * 3_600_000);
const line = (partNumber: string) => ({ partNumber, title: partNumber, quantity: 1, unitPriceCents: 1_000 });

describe('contractor performance (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('counts acknowledgements within one business day, shipments within the delivery days and the contractor\'s cancellations', async () => {
    const db = t.app.db;
    const MEMBER = await insertMember(db, 'perf-buyer', 'perf.buyer@gsa.gov');
    // Offers 2000 and 2001 (the fixture's first two lines) promise 5 and 10 days.
    await db.insert(schema.offers).values([2000, 2001].map((id, i) => ({
      id, productId: 1000 + i, contractId: 1, contractorId: 700, priceCents: 1_000, deliveryDays: i === 0 ? 5 : 10, deliveryText: '', stockStatus: 'in_stock',
    })));
    const group = await insertOrderGroup(db, {
      memberId: MEMBER, payment: 'card', createdAt: FRIDAY,
      orders: [{ contractorName: 'Acme Office', lines: [line('A-1'), line('A-2')] }, { contractorName: 'Beta Supply', lines: [line('B-1')] }],
    });
    const late = await insertOrderGroup(db, { memberId: MEMBER, payment: 'card', createdAt: FRIDAY, orders: [{ contractorName: 'Acme Office', lines: [line('A-3')] }] });
    const cancelled = await insertOrderGroup(db, { memberId: MEMBER, payment: 'card', createdAt: FRIDAY, orders: [{ contractorName: 'Acme Office', lines: [line('A-4')] }] });
    const [acme, beta] = group.orders;
    const history = schema.orderStatusHistory;
    await db.insert(history).values([
      // Acme: accepted Monday 14:00 (in time), line 1 shipped on day 4 (in time), line 2 shipped on day 12 (late).
      { orderId: acme!.id, status: 'Accepted', note: '', at: at(3, -1) },
      { orderId: acme!.id, lineId: acme!.lineIds[0]!, status: 'Shipped', note: '', at: at(4) },
      { orderId: acme!.id, lineId: acme!.lineIds[1]!, status: 'Shipped', note: '', at: at(12) },
      // The second Acme order: acknowledged Tuesday (late), its line cancelled by the contractor.
      { orderId: late.orders[0]!.id, lineId: null, status: 'Cancelled', note: 'Discontinued.', at: at(4) },
      // The third: cancelled by the buyer before any acknowledgement.
      { orderId: cancelled.orders[0]!.id, lineId: null, status: 'Cancelled', note: ORDERHISTORY_TEXT.cancelledByBuyer, at: at(0, 1) },
    ]);
    await db.update(schema.orderLines).set({ status: 'Shipped' }).where(eq(schema.orderLines.orderId, acme!.id));
    await db.update(schema.orderLines).set({ status: 'Cancelled' }).where(eq(schema.orderLines.orderId, late.orders[0]!.id));
    await db.update(schema.orderLines).set({ status: 'Cancelled' }).where(eq(schema.orderLines.orderId, cancelled.orders[0]!.id));

    const rows = await contractorPerformance(db, { from: at(-1), to: at(30) });
    expect(rows).toEqual([
      {
        contractorId: 700, contractorName: 'Acme Office', orders: 3, acknowledgedInTime: 1, acknowledgedLate: 1, notAcknowledged: 0,
        lines: 4, shippedCounted: 2, shippedOnTime: 1, cancelledLines: 1,
      },
      // Beta never answered; its line's offer is not in the catalog, so no shipment figure either way.
      {
        contractorId: 701, contractorName: 'Beta Supply', orders: 1, acknowledgedInTime: 0, acknowledgedLate: 0, notAcknowledged: 1,
        lines: 1, shippedCounted: 0, shippedOnTime: 0, cancelledLines: 0,
      },
    ]);
    expect(beta).toBeDefined();
    // The period is of placement: the same orders are outside a period that ends before them.
    expect(await contractorPerformance(db, { from: at(-10), to: at(-1) })).toEqual([]);
    expect((await contractorPerformance(db, { from: at(-1), to: at(30), contractorId: 701 })).map((r) => r.contractorName)).toEqual(['Beta Supply']);
  });

  it('one business day after Friday afternoon is Monday afternoon; after Monday, Tuesday', () => {
    expect(oneBusinessDayAfter(FRIDAY).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(oneBusinessDayAfter(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(oneBusinessDayAfter(new Date('2026-11-21T09:00:00Z')).toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });
});
