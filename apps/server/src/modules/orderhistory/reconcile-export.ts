/**
 * orderhistory/reconcile_export (a file, read like GET_PDF): one CSV row per order line of the member's
 * orders in the range, card and accounting-code orders alike, with the order, line, date, amount and the
 * accounting fields a cardholder or a budget office matches against statements (docs/product/checkout.md), and what
 * the contractor invoiced for the order (docs/adr/0033-contractor-documents.md). The web
 * saves it as a download (Content-Disposition: attachment).
 */
import { accountingValue, centsToAmount, type ReconcileQuery } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type CsvValue, toCsv } from '../../lib/csv.js';
import { isoDay } from './queries.js';
import { rangeConditions, rangeOf } from './reconcile.js';

const { orders, orderGroups, orderLines, orderInvoices } = schema;

const HEADER = [
  'Order Number',
  'Order Group',
  'Order Date',
  'Contractor',
  'Contract Number',
  'Order Status',
  'Line',
  'Part Number',
  'NSN',
  'Title',
  'Unit of Issue',
  'Quantity',
  'Unit Price',
  'Amount',
  'Line Status',
  'Payment',
  'Card Brand',
  'Card Last 4',
  'AAC/DoDAAC',
  'Fund Code',
  'Appropriation',
  'Object Class',
  'Document Number',
  'Reconciled',
  'Statement Reference',
  // What the contractor invoiced for the whole order (its invoices' totals), beside the lines' amounts.
  'Order Invoiced',
] as const;

export async function reconcileExport(db: AppDb, memberId: string, input: ReconcileQuery, reply: FastifyReply) {
  const range = rangeOf(input);
  const rows = await db
    .select({
      order: orders, group: orderGroups, line: orderLines,
      invoicedCents: sql<string | null>`(select sum(i.total_cents)::text from ${orderInvoices} i where i.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(rangeConditions(memberId, range, true))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.lineNumber));

  const body: CsvValue[][] = [[...HEADER]];
  for (const { order, group, line, invoicedCents } of rows) {
    const card = group.paymentKind === 'card';
    const acc = order.accounting ?? group.accounting;
    body.push([
      order.orderNumber,
      group.groupNumber,
      isoDay(order.createdAt),
      order.contractorName,
      order.contractNumber,
      order.status,
      line.lineNumber,
      line.partNumber,
      line.nsn,
      line.title,
      line.unitOfIssue,
      line.quantity,
      centsToAmount(line.unitPriceCents),
      centsToAmount(line.extendedCents),
      line.status,
      card ? 'Purchase card' : 'Accounting codes',
      card ? group.cardBrand : '',
      card ? group.cardLast4 : '',
      card ? '' : accountingValue(acc, 'aac', 'dodaac'),
      card ? '' : accountingValue(acc, 'fundCode', 'fund'),
      card ? '' : accountingValue(acc, 'appropriation'),
      card ? '' : accountingValue(acc, 'objectClass'),
      card ? '' : accountingValue(acc, 'documentNumber', 'requisitionNumber'),
      order.reconciledAt ? isoDay(order.reconciledAt) : '',
      order.statementReference,
      invoicedCents === null ? '' : centsToAmount(Number(invoicedCents)),
    ]);
  }
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="orders-${range.from}-to-${range.to}.csv"`);
  return toCsv(body);
}
