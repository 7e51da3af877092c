/**
 * InvoiceDetailRequest → an invoice recorded against the order (docs/adr/0033-contractor-documents.md). An invoice
 * is a record beside the order's status, not a status: the order keeps moving through its lifecycle (an order
 * may be invoiced when it ships, or after delivery) and reconciliation compares the invoiced amount with the
 * order's. The status history gets an "Invoiced" entry and the member an email and a message-center notice.
 * One InvoiceDetailOrder per invoice; amounts in USD; each InvoiceDetailItemReference lineNumber is a line of the order.
 */
import { CONTRACTOR_DOCUMENT_MAX_LINES, CONTRACTOR_DOCUMENT_TEXT, CXML_STATUS, type InvoiceDocument, invoiceSchema, isOrderStatus } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { attr, child, children, type CxmlElement, CxmlError } from '../punchout/cxml-parse.js';
import type { DocumentVerb } from './apply.js';
import { invoiceMail, invoiceNote } from './invoice-mail.js';
import { checked, isoDay, moneyOf, orderReference } from './read.js';

const { orderInvoices } = schema;

function read(element: CxmlElement): InvoiceDocument {
  const header = child(element, 'InvoiceDetailRequestHeader');
  const orders = children(element, 'InvoiceDetailOrder');
  if (orders.length > 1) throw new CxmlError(CXML_STATUS.badRequest, CONTRACTOR_DOCUMENT_TEXT.invoiceOrders);
  const summary = child(element, 'InvoiceDetailSummary');
  const total = moneyOf(child(summary, 'DueAmount')) ?? moneyOf(child(summary, 'NetAmount')) ?? moneyOf(child(summary, 'SubtotalAmount'));
  const items = children(orders[0], 'InvoiceDetailItem').slice(0, CONTRACTOR_DOCUMENT_MAX_LINES + 1);
  const amounts = items.map((item) => moneyOf(child(item, 'SubtotalAmount')));
  if ([total, ...amounts].some((m) => m && m.currency && m.currency !== 'USD')) throw new CxmlError(CXML_STATUS.badRequest, CONTRACTOR_DOCUMENT_TEXT.invoiceCurrency);
  const quantity = (item: CxmlElement) => (/^\d{1,6}(?:\.0+)?$/.test(attr(item, 'quantity')) ? Number.parseInt(attr(item, 'quantity'), 10) : -1);
  return checked(invoiceSchema, {
    purpose: attr(header, 'purpose') || 'standard',
    invoiceNumber: attr(header, 'invoiceID'),
    invoiceDate: isoDay(attr(header, 'invoiceDate')),
    totalCents: total?.cents,
    lines: items.map((item, i) => ({ lineNumber: attr(child(item, 'InvoiceDetailItemReference'), 'lineNumber'), quantity: quantity(item), amountCents: amounts[i]?.cents })),
  });
}

export const invoiceVerb: DocumentVerb<InvoiceDocument> = {
  type: 'InvoiceDetailRequest',
  orderNumber: (element) => orderReference(child(element, 'InvoiceDetailOrder', 'InvoiceDetailOrderInfo')),
  read,
  async apply(ctx, invoice) {
    const { tx, change } = ctx;
    const { order, lines, owner, groupNumber } = change.snapshot;
    if (order.status === 'Cancelled') throw new CxmlError(CXML_STATUS.conflict, CONTRACTOR_DOCUMENT_TEXT.invoiceCancelled(order.orderNumber));
    const [used] = await tx
      .select({ id: orderInvoices.id })
      .from(orderInvoices)
      .where(and(eq(orderInvoices.contractorId, ctx.contractorId), eq(orderInvoices.invoiceNumber, invoice.invoiceNumber)));
    if (used) throw new CxmlError(CXML_STATUS.conflict, CONTRACTOR_DOCUMENT_TEXT.invoiceReused(invoice.invoiceNumber));
    const known = new Set(lines.map((l) => l.lineNumber));
    const unknown = invoice.lines.find((l) => !known.has(l.lineNumber));
    if (unknown) throw new CxmlError(CXML_STATUS.badRequest, CONTRACTOR_DOCUMENT_TEXT.invoiceLine(unknown.lineNumber));

    await tx.insert(orderInvoices).values({
      orderId: order.id,
      contractorId: ctx.contractorId,
      documentId: ctx.documentId,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      totalCents: invoice.totalCents,
      lines: invoice.lines,
    });
    const mail = invoiceMail({
      to: owner.email,
      firstName: owner.firstName,
      orderNumber: order.orderNumber,
      groupNumber,
      contractorName: order.contractorName,
      orderTotalCents: order.subtotalCents,
      invoice,
    });
    // Written with the document's answer (receive.ts): the history row, the email and message, the audit row.
    change.note({ status: 'Invoiced', note: invoiceNote(invoice, order.subtotalCents) }, mail, {
      member_id: order.memberId,
      action: 'order_invoiced',
      target: order.orderNumber,
      outcome: 'success',
      request_id: ctx.request.id,
      detail: { contractorId: ctx.contractorId, invoiceNumber: invoice.invoiceNumber, totalCents: invoice.totalCents, source: ctx.request.ip },
    });
    return isOrderStatus(order.status) ? order.status : 'Submitted';
  },
};
