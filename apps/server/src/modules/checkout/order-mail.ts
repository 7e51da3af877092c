/**
 * The order confirmation email: order numbers, lines, totals, ship-to and the payment as the brand and
 * last four digits, or the accounting codes. It goes through the mail outbox in the order's transaction.
 */
import { addressLines, confirmedShipTo, type OrderConfirmationAttributes, usdText } from '@advantage/contracts';

export function confirmationMail(to: string, name: string, c: OrderConfirmationAttributes) {
  const orderNumbers = c.orders.map((o) => o.orderNumber).join(', ');
  const ship = c.shipTo;
  const lines: string[] = [
    `Dear ${name},`,
    '',
    `Thank you for your order. Order group ${c.groupNumber} was submitted to ${c.orders.length === 1 ? '1 contractor' : `${c.orders.length} contractors`}.`,
    '',
  ];
  for (const order of c.orders) {
    lines.push(`Order ${order.orderNumber}: ${order.contractorName}, contract ${order.contractNumber}`);
    for (const l of order.lines) {
      lines.push(`  ${l.lineNumber}. ${l.title} (part ${l.partNumber}${l.nsn ? `, NSN ${l.nsn}` : ''}): ${l.quantity} ${l.unitOfIssue} x ${usdText(l.unitPriceCents)} = ${usdText(l.extendedCents)}`);
    }
    if (order.deliverBy) lines.push(`  Deliver on or before: ${order.deliverBy}`);
    if (order.notes) lines.push(`  PO notes: ${order.notes.replace(/\s+/g, ' ')}`);
    lines.push(`  Order subtotal: ${usdText(order.subtotalCents)}`, '');
  }
  lines.push(`Total: ${usdText(c.totalCents)}`, '');
  lines.push('Ship to:', ...addressLines(confirmedShipTo(ship)).map((l) => `  ${l}`));
  if (ship.aac) lines.push(`  AAC/DoDAAC: ${ship.aac}`);
  if (ship.breakbulkPoint) lines.push(`  Breakbulk point: ${ship.breakbulkPoint}`);
  lines.push('', `Payment: ${c.paymentLabel}`, '', 'The contractor may add delivery charges not shown in GSA Advantage. You can follow each order in Order History.');
  const notice = {
    kind: 'order_placed' as const,
    title: `Order group ${c.groupNumber} was submitted`,
    body: `Orders ${orderNumbers}, total ${usdText(c.totalCents)}.`,
    link: `/ws/orderhistory/order_summary?group=${encodeURIComponent(c.groupNumber)}`,
  };
  return { to, subject: `GSA Advantage order confirmation ${c.groupNumber} (orders ${orderNumbers})`, text: lines.join('\n'), notice };
}
