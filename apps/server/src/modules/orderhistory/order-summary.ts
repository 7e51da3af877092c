/**
 * orderhistory/order_summary (OrderSummary, 'Loading Orders ...'): one checkout's order group with the
 * order it split into per contractor (and, for FEDSTRIP, per route). Where the orders ship to or bill different
 * places, each order carries its own ship-to and payment. Another member's group number is not found (404).
 */
import { type GroupOrderRowView, type OrderSummaryAttributes, type PaymentView, shipToLines } from '@advantage/contracts';
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
    .select({ ...orderRowColumns, ownShipTo: orders.shipTo, ownAccounting: orders.accounting })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orders.groupId, group.id), eq(orders.memberId, memberId)))
    .orderBy(asc(orders.orderNumber));
  // Every order of a group was placed by one OrderRequest, so they share its PO number.
  const named = await withPoNumbers(rows.map(orderRow), poNumbers);
  const poNumber = named[0]?.poNumber;
  const shipTo = shipToLines(group.shipTo);
  const payment = paymentView(group);
  // A FEDSTRIP order ships to and bills what its requisitions name (orders.ship_to, orders.accounting).
  const routes = rows.map((r) => ({
    shipTo: shipToLines(r.ownShipTo ?? group.shipTo),
    payment: paymentView(r.ownAccounting ? { ...group, accounting: r.ownAccounting } : group),
  }));
  const same = (a: { shipTo: string[]; payment: PaymentView }) => JSON.stringify(a) === JSON.stringify({ shipTo, payment });
  const routesApart = !routes.every(same);
  const ordersOfGroup: GroupOrderRowView[] = named.map((o, i) => (routesApart && routes[i] ? { ...o, route: routes[i] } : o));
  const attributes: OrderSummaryAttributes = {
    group: {
      ...(poNumber ? { poNumber } : {}),
      groupNumber: group.groupNumber,
      orderDate: isoDay(group.createdAt),
      totalCents: group.totalCents,
      shipTo,
      payment,
      program: programView(group),
      routesApart,
      orders: ordersOfGroup,
    },
  };
  return screen('orderhistory/order_summary', 'OrderSummary', attributes);
}
