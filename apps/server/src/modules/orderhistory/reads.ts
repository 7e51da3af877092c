/**
 * The busiest order-history reads (the My Orders page and one order) as statements prepared once per
 * connection: no parsing or planning per request (≥ 1,000 req/s, p99 < 100 ms). Every
 * statement is scoped to the signed-in member. A filtered My Orders page is planned for its own filters
 * instead: a generic plan for "any filter may be null" cannot use the index order and sorts every order.
 */
import { ORDER_HISTORY_PAGE_SIZE, type OrderDetailView, shipToLines } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, count, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { OrderedLine } from '../../core/orders/order-rows.js';
import { isoDay, paymentView, programView, status } from './queries.js';

const { orders, orderGroups, orderLines, orderStatusHistory, orderInvoices } = schema;

interface LineJson extends Omit<OrderedLine, 'offerId'> {
  id: number;
  status: string;
  estimatedDate: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

interface InvoiceJson {
  invoiceNumber: string;
  invoiceDate: string;
  totalCents: number;
  receivedAt: string;
  lines: Array<{ lineNumber: number; quantity: number; amountCents: number }>;
}

interface HistoryJson {
  lineId: number | null;
  status: string;
  note: string;
  at: string;
}

/** The My Orders filters: null means "no filter". */
export type ListParams = {
  memberId: string;
  from: Date | null;
  /** The first instant after the last day asked for. */
  before: Date | null;
  status: string | null;
  /** A LIKE pattern: the order number's beginning followed by %. */
  orderNumber: string | null;
};

export function orderReads(db: AppDb) {
  const member = sql.placeholder('memberId');
  // The page is cut from the member's orders first and only its 25 rows are joined to their groups; the
  // number of matching orders comes along in the same round trip (computed once, from the index).
  const pageQuery = (where: SQL | undefined, offset: number | ReturnType<typeof sql.placeholder>) => {
    const o = db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        groupId: orders.groupId,
        createdAt: orders.createdAt,
        contractorName: orders.contractorName,
        contractNumber: orders.contractNumber,
        status: orders.status,
        totalCents: orders.subtotalCents,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_HISTORY_PAGE_SIZE)
      .offset(offset)
      .as('o');
    return db
      .select({
        orderId: o.orderId,
        orderNumber: o.orderNumber,
        groupNumber: orderGroups.groupNumber,
        createdAt: o.createdAt,
        contractorName: o.contractorName,
        contractNumber: o.contractNumber,
        status: o.status,
        totalCents: o.totalCents,
        paymentKind: orderGroups.paymentKind,
        total: sql<string>`(select count(*) from ${orders} where ${where})`,
      })
      .from(o)
      .innerJoin(orderGroups, eq(orderGroups.id, o.groupId))
      .orderBy(desc(o.createdAt), desc(o.orderId));
  };
  const countQuery = (where: SQL | undefined) => db.select({ n: count() }).from(orders).where(where);
  // Unfiltered, the common case: the index walks the member's orders newest first and stops after the page.
  const page = pageQuery(eq(orders.memberId, member), sql.placeholder('offset')).prepare('orderhistory_page');

  // The order and its group, with its lines and status history aggregated as JSON: one round trip.
  const detail = db
    .select({
      order: orders,
      group: orderGroups,
      lines: sql<LineJson[] | null>`(select json_agg(json_build_object(
        'id', l.id, 'lineNumber', l.line_number, 'productId', l.product_id, 'partNumber', l.part_number, 'nsn', l.nsn,
        'title', l.title, 'unitOfIssue', l.unit_of_issue, 'quantity', l.quantity, 'unitPriceCents', l.unit_price_cents,
        'extendedCents', l.extended_cents, 'status', l.status, 'estimatedDate', l.estimated_date, 'carrier', l.carrier,
        'trackingNumber', l.tracking_number) order by l.line_number)
        from ${orderLines} l where l.order_id = ${orders.id})`,
      history: sql<HistoryJson[] | null>`(select json_agg(json_build_object('lineId', h.line_id, 'status', h.status, 'note', h.note, 'at', h.at)
        order by h.at, h.id) from ${orderStatusHistory} h where h.order_id = ${orders.id})`,
      // The contractor's invoices (docs/adr/0033-contractor-documents.md), beside the status.
      invoices: sql<InvoiceJson[] | null>`(select json_agg(json_build_object('invoiceNumber', i.invoice_number, 'invoiceDate', i.invoice_date,
        'totalCents', i.total_cents, 'receivedAt', i.received_at, 'lines', i.lines) order by i.received_at, i.id)
        from ${orderInvoices} i where i.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orders.orderNumber, sql.placeholder('orderNumber')), eq(orders.memberId, member)))
    .limit(1)
    .prepare('orderhistory_detail');

  return {
    /** One page of the member's orders (newest first) and how many match, read side by side. */
    async list(params: ListParams, pageNumber: number) {
      const offset = (pageNumber - 1) * ORDER_HISTORY_PAGE_SIZE;
      const filtered = params.from || params.before || params.status || params.orderNumber;
      const where = and(
        eq(orders.memberId, params.memberId),
        params.from ? gte(orders.createdAt, params.from) : undefined,
        params.before ? lt(orders.createdAt, params.before) : undefined,
        params.status ? eq(orders.status, params.status) : undefined,
        params.orderNumber ? like(orders.orderNumber, params.orderNumber) : undefined,
      );
      const rows = await (filtered ? pageQuery(where, offset) : page.execute({ memberId: params.memberId, offset }));
      if (rows[0]) return { rows, total: Number(rows[0].total) };
      // No row to carry the number: none match, or the page is past the end.
      const [counted] = offset === 0 ? [{ n: 0 }] : await countQuery(where);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** The whole order as the details screen and the PDF show it, or undefined for another member's order. */
    async detail(memberId: string, orderNumber: string): Promise<OrderDetailView | undefined> {
      const [found] = await detail.execute({ memberId, orderNumber });
      if (!found) return undefined;
      const { order, group } = found;
      // bigint columns arrive as JSON numbers; ids and cents stay far below 2^53.
      const lines = found.lines ?? [];
      const lineNumbers = new Map(lines.map((l) => [Number(l.id), l.lineNumber]));
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        groupNumber: group.groupNumber,
        orderDate: isoDay(order.createdAt),
        status: status(order.status),
        contractorName: order.contractorName,
        contractNumber: order.contractNumber,
        deliverBy: order.deliverBy,
        notes: order.notes,
        totalCents: order.subtotalCents,
        // A FEDSTRIP order ships to and bills what its requisitions name (orders.ship_to, orders.accounting).
        shipTo: shipToLines(order.shipTo ?? group.shipTo),
        payment: paymentView(order.accounting ? { ...group, accounting: order.accounting } : group),
        program: programView(group),
        lines: lines.map((l) => ({
          lineId: Number(l.id),
          lineNumber: l.lineNumber,
          productId: Number(l.productId),
          partNumber: l.partNumber,
          nsn: l.nsn,
          title: l.title,
          unitOfIssue: l.unitOfIssue,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          extendedCents: Number(l.extendedCents),
          status: status(l.status),
          estimatedDate: l.estimatedDate,
          carrier: l.carrier,
          trackingNumber: l.trackingNumber,
        })),
        history: (found.history ?? []).map((h) => ({
          at: new Date(h.at).toISOString(),
          status: h.status,
          lineNumber: h.lineId === null ? null : (lineNumbers.get(Number(h.lineId)) ?? null),
          note: h.note,
        })),
        canCancel: order.status === 'Submitted',
        reconciledAt: order.reconciledAt ? order.reconciledAt.toISOString() : null,
        statementReference: order.statementReference,
        invoices: (found.invoices ?? []).map((i) => ({
          invoiceNumber: i.invoiceNumber,
          invoiceDate: i.invoiceDate,
          totalCents: Number(i.totalCents),
          receivedAt: new Date(i.receivedAt).toISOString(),
          lines: i.lines,
        })),
      };
    },
  };
}

export type OrderReads = ReturnType<typeof orderReads>;
