/**
 * orderhistory/order_summary (OrderSummary, 'Loading Orders ...'): one checkout's order group with the
 * order it split into per contractor. Another member's group number is not found (404).
 */
import { type OrderSummaryAttributes, shipToLines } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { type PoNumbers, withPoNumbers } from '../punchout/history-owner.js';
import { isoDay, orderRow, orderRowColumns, paymentView, programView } from './queries.js';

const { orders, orderGroups } = schema;

/** `poNumbers`: a punchout session reads its organization's group, named by the agency's PO number. */
export async function orderSummary(db: AppDb, memberId: string, input: { group: string }, poNumbers: PoNumbers | null = null) {
  const [group] = await db
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.groupNumber, input.group), eq(orderGroups.memberId, memberId)))
    .limit(1);
  if (!group) throw new NotFoundError('You have no order group with this number.');
  const rows = await db
    .select(orderRowColumns)
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orders.groupId, group.id), eq(orders.memberId, memberId)))
    .orderBy(asc(orders.orderNumber));
  // Every order of a group was placed by one OrderRequest, so they share its PO number.
  const named = await withPoNumbers(rows.map(orderRow), poNumbers);
  const poNumber = named[0]?.poNumber;
  const attributes: OrderSummaryAttributes = {
    group: {
      ...(poNumber ? { poNumber } : {}),
      groupNumber: group.groupNumber,
      orderDate: isoDay(group.createdAt),
      totalCents: group.totalCents,
      shipTo: shipToLines(group.shipTo),
      payment: paymentView(group),
      program: programView(group),
      orders: named,
    },
  };
  return screen('orderhistory/order_summary', 'OrderSummary', attributes);
}
