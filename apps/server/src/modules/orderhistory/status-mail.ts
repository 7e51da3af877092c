/** The email a member gets when an order or one of its lines changes status (docs/product/order-history.md). */
import type { OrderStatus } from '@advantage/contracts';
import type { MailMessage } from '../../plugins/mail/outbox.js';

export interface StatusMailInput {
  to: string;
  firstName: string;
  orderNumber: string;
  groupNumber: string;
  contractorName: string;
  orderStatus: OrderStatus;
  /** Set when one line changed. */
  line: { lineNumber: number; status: OrderStatus } | undefined;
  note: string;
  /** Shipped by a known carrier: its tracking page (contracts trackingUrl, https and allow-listed). */
  trackingUrl?: string | null;
  lines: Array<{ lineNumber: number; partNumber: string; title: string; quantity: number; status: OrderStatus }>;
}

export function statusMail(m: StatusMailInput): MailMessage {
  const subject = m.line ? `Order ${m.orderNumber} line ${m.line.lineNumber} is now ${m.line.status}` : `Order ${m.orderNumber} is now ${m.orderStatus}`;
  const text = [
    `Hello ${m.firstName || 'GSA Advantage buyer'},`,
    '',
    m.line
      ? `Line ${m.line.lineNumber} of order ${m.orderNumber} (order group ${m.groupNumber}) from ${m.contractorName} is now ${m.line.status}. The order is ${m.orderStatus}.`
      : `Order ${m.orderNumber} (order group ${m.groupNumber}) from ${m.contractorName} is now ${m.orderStatus}.`,
    ...(m.note ? ['', m.note] : []),
    ...(m.trackingUrl ? ['', `Track the shipment: ${m.trackingUrl}`] : []),
    '',
    'Lines:',
    ...m.lines.map((l) => `  ${l.lineNumber}. ${l.partNumber} ${l.title}, quantity ${l.quantity}: ${l.status}`),
    '',
    'Sign in to GSA Advantage and open Order History to see the order and its status history.',
    '',
    'GSA Advantage',
  ].join('\n');
  const body = `${m.contractorName}, order group ${m.groupNumber}.${m.note ? ` ${m.note}` : ''}`;
  return { to: m.to, subject, text, notice: { kind: 'order_status', title: subject, body, link: `/ws/orderhistory/order_details?orderNumber=${encodeURIComponent(m.orderNumber)}` } };
}
