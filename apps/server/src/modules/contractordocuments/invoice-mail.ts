/** The email (and message-center notice) a member gets when a contractor invoices an order (docs/product/order-history.md). */
import type { InvoiceDocument } from '@advantage/contracts';
import type { MailMessage } from '../../plugins/mail/outbox.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface InvoiceMailInput {
  to: string;
  firstName: string;
  orderNumber: string;
  groupNumber: string;
  contractorName: string;
  orderTotalCents: number;
  invoice: InvoiceDocument;
}

/** The history note and the notice's body: what was invoiced, and by how much it differs from the order. */
export function invoiceNote(invoice: InvoiceDocument, orderTotalCents: number): string {
  const difference = invoice.totalCents - orderTotalCents;
  const differs = difference === 0 ? '' : ` The order's amount is ${usd.format(orderTotalCents / 100)}; the invoice differs by ${usd.format(difference / 100)}.`;
  return `Invoice ${invoice.invoiceNumber} dated ${invoice.invoiceDate} for ${usd.format(invoice.totalCents / 100)}.${differs}`;
}

export function invoiceMail(m: InvoiceMailInput): MailMessage {
  const subject = `Order ${m.orderNumber} is invoiced: ${usd.format(m.invoice.totalCents / 100)}`;
  const note = invoiceNote(m.invoice, m.orderTotalCents);
  const text = [
    `Hello ${m.firstName || 'GSA Advantage buyer'},`,
    '',
    `${m.contractorName} invoiced order ${m.orderNumber} (order group ${m.groupNumber}).`,
    '',
    note,
    '',
    'Lines invoiced:',
    ...m.invoice.lines.map((l) => `  Line ${l.lineNumber}, quantity ${l.quantity}: ${usd.format(l.amountCents / 100)}`),
    '',
    'Sign in to GSA Advantage and open Order History to see the order and reconcile it.',
    '',
    'GSA Advantage',
  ].join('\n');
  return {
    to: m.to,
    subject,
    text,
    notice: { kind: 'order_status', title: subject, body: `${m.contractorName}, order group ${m.groupNumber}. ${note}`, link: `/ws/orderhistory/order_details?orderNumber=${encodeURIComponent(m.orderNumber)}` },
  };
}
