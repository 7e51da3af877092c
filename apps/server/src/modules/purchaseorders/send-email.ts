/**
 * The email channel: a purchase-order message to the contractor's order address with the order's PDF attached
 * (orderhistory/order-pdf.ts, the same PDF the buyer downloads). It is queued in the mail outbox in the same
 * transaction that marks the delivery sent (record.ts), so the mail relay carries it at least once.
 */
import { PO_TEXT } from '@advantage/contracts';
import { orderPdf } from '../orderhistory/order-pdf.js';
import type { OrderReads } from '../orderhistory/reads.js';
import type { MailMessage } from '../../plugins/mail/outbox.js';
import { linesToFill, type PoData, type PoLine, totalToFill } from './order-data.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** A line as the contractor reads it; what is still ordered also with its price. */
const lineText = (l: PoLine) => `  ${l.lineNumber}. ${l.partNumber}  ${l.title}  ${l.quantity} ${l.unitOfIssue}`;
const orderedLine = (l: PoLine) => `${lineText(l)} at ${usd.format(l.unitPriceCents / 100)}`;
const placedOn = (po: PoData) =>
  `Purchase order ${po.orderNumber} (order group ${po.groupNumber}) under contract ${po.contractNumber}, placed on GSA Advantage on ${po.createdAt.toISOString().slice(0, 10)},`;

export async function purchaseOrderMail(reads: OrderReads, po: PoData, to: string): Promise<MailMessage> {
  const detail = await reads.detail(po.memberId, po.orderNumber);
  if (!detail) throw new Error(`order ${po.orderNumber} could not be read back`);
  const pdf = await orderPdf(detail);
  const text = [
    `${po.contractorName}:`,
    '',
    `Please fill purchase order ${po.orderNumber} (order group ${po.groupNumber}) under contract ${po.contractNumber}, placed on GSA Advantage on ${po.createdAt.toISOString().slice(0, 10)}.`,
    `Total ${usd.format(totalToFill(po) / 100)}, ${linesToFill(po).length} line(s)${po.deliverBy ? `, deliver by ${po.deliverBy}` : ''}.`,
    '',
    ...linesToFill(po).map(orderedLine),
    '',
    `The purchase order with the ship-to address and payment details is attached (order-${po.orderNumber}.pdf).`,
  ].join('\n');
  return {
    to,
    subject: PO_TEXT.emailSubject(po.orderNumber),
    text,
    attachments: [{ filename: `order-${po.orderNumber}.pdf`, contentType: 'application/pdf', contentBase64: Buffer.from(pdf).toString('base64') }],
  };
}

/** A cancelled order's email: no attachment, the order it cancels named as the purchase order email named it. */
export function cancellationMail(po: PoData, to: string): MailMessage {
  const text = [
    `${po.contractorName}:`,
    '',
    `${placedOn(po)} is cancelled.`,
    'Please do not fill or ship it. If it has already shipped, contact the ordering office.',
    '',
    ...po.lines.map(lineText),
  ].join('\n');
  return { to, subject: PO_TEXT.cancellationSubject(po.orderNumber), text };
}

/** A change (lines cancelled after the purchase order went): the cancelled lines, then what is still ordered. */
export function changeMail(po: PoData, to: string): MailMessage {
  const cancelled = po.lines.filter((l) => l.status === 'Cancelled');
  const text = [
    `${po.contractorName}:`,
    '',
    `${placedOn(po)} is changed: the line(s) below are cancelled. Please do not fill or ship them. If they have already shipped, contact the ordering office.`,
    '',
    ...cancelled.map(lineText),
    '',
    `Still ordered: total ${usd.format(totalToFill(po) / 100)}, ${linesToFill(po).length} line(s).`,
    '',
    ...linesToFill(po).map(orderedLine),
  ].join('\n');
  return { to, subject: PO_TEXT.changeSubject(po.orderNumber), text };
}
