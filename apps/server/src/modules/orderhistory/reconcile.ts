/**
 * orderhistory/reconcile (Reconcile: 'Credit Card Statement Reconciliation'): the member's purchase-card
 * orders in a date range, each with its reconciled state and the statement reference it was matched to
 * (docs/product/checkout.md: each bank transaction is matched to an order). Without a range: the last 90 days.
 */
import { cardText, RECONCILE_LIMIT, type ReconcileAttributes, type ReconcileQuery, type ReconcileRowView, type ReconcileState } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { screen } from '../../lib/envelope.js';
import { dayStart, isoDay, nextDayStart, orderRow, orderRowColumns } from './queries.js';

const { orders, orderGroups, orderInvoices } = schema;

export const DEFAULT_RANGE_DAYS = 90;

export interface Range {
  from: string;
  to: string;
  state: ReconcileState;
}

export function rangeOf(input: ReconcileQuery, now = new Date()): Range {
  const to = input.to ?? isoDay(now);
  const from = input.from ?? isoDay(new Date(dayStart(to).getTime() - (DEFAULT_RANGE_DAYS - 1) * 86_400_000));
  return { from, to, state: input.state ?? 'all' };
}

/** The member's orders in the range (card orders only unless `allPayments`), newest first. */
export function rangeConditions(memberId: string, range: Range, allPayments = false): SQL | undefined {
  return and(
    eq(orders.memberId, memberId),
    gte(orders.createdAt, dayStart(range.from)),
    lt(orders.createdAt, nextDayStart(range.to)),
    allPayments ? undefined : eq(orderGroups.paymentKind, 'card'),
    range.state === 'open' ? isNull(orders.reconciledAt) : undefined,
    range.state === 'reconciled' ? isNotNull(orders.reconciledAt) : undefined,
  );
}

export async function reconcileList(db: AppDb, memberId: string, range: Range, message: string | null = null) {
  const rows = await db
    .select({
      ...orderRowColumns,
      cardBrand: orderGroups.cardBrand,
      cardLast4: orderGroups.cardLast4,
      reconciledAt: orders.reconciledAt,
      statementReference: orders.statementReference,
      // What the contractor invoiced, beside what was ordered (docs/adr/0033-contractor-documents.md).
      invoicedCents: sql<string | null>`(select sum(i.total_cents)::text from ${orderInvoices} i where i.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(rangeConditions(memberId, range))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECONCILE_LIMIT + 1);
  const shown = rows.slice(0, RECONCILE_LIMIT);
  const list: ReconcileRowView[] = shown.map((r) => ({
    ...orderRow(r),
    cardText: cardText(r.cardBrand, r.cardLast4),
    reconciledAt: r.reconciledAt ? r.reconciledAt.toISOString() : null,
    statementReference: r.statementReference,
    invoicedCents: r.invoicedCents === null ? null : Number(r.invoicedCents),
  }));
  const attributes: ReconcileAttributes = {
    filters: range,
    orders: list,
    truncated: rows.length > RECONCILE_LIMIT,
    // A cancelled order is never charged (the contractor charges the card at shipment).
    totalCents: list.filter((o) => o.status !== 'Cancelled').reduce((sum, o) => sum + o.totalCents, 0),
    message,
  };
  return screen('orderhistory/reconcile', 'Reconcile', attributes);
}

export async function reconcile(db: AppDb, memberId: string, input: ReconcileQuery) {
  return reconcileList(db, memberId, rangeOf(input));
}
