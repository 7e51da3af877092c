/**
 * The order confirmation email: order numbers, lines, totals, ship-to and the payment as the brand and
 * last four digits, or the accounting codes. When the orders ship to or bill different places (FEDSTRIP signal
 * codes), each order names its own ship-to and payment. It goes through the mail outbox in the order's transaction.
 */
import {
  addressLines, CHECKOUT_TEXT, type ConfirmedShipTo, confirmedShipTo, type OrderConfirmationAttributes, orderRoute, ordersRouteApart, usdText,
} from '@advantage/contracts';

function shipToLines(ship: ConfirmedShipTo, indent: string): string[] {
  return [...addressLines(ship).map((l) => `${indent}${l}`), ...(ship.aac ? [`${indent}AAC/DoDAAC: ${ship.aac}`] : [])];
}

export function confirmationMail(to: string, name: string, c: OrderConfirmationAttributes) {
  const orderNumbers = c.orders.map((o) => o.orderNumber).join(', ');
  const ship = c.shipTo;
  const apart = ordersRouteApart(c);
  // A FEDSTRIP group may hold several orders to one contractor (one a route): the contractors are counted.
  const contractors = new Set(c.orders.map((o) => o.contractNumber)).size;
  const lines: string[] = [
    `Dear ${name},`,
    '',
    `Thank you for your order. Order group ${c.groupNumber} was submitted to ${contractors === 1 ? '1 contractor' : `${contractors} contractors`}.`,
    '',
  ];
  for (const order of c.orders) {
    lines.push(`Order ${order.orderNumber}: ${order.contractorName}, contract ${order.contractNumber}`);
    for (const l of order.lines) {
      lines.push(`  ${l.lineNumber}. ${l.title} (part ${l.partNumber}${l.nsn ? `, NSN ${l.nsn}` : ''}): ${l.quantity} ${l.unitOfIssue} x ${usdText(l.unitPriceCents)} = ${usdText(l.extendedCents)}`);
    }
    if (order.deliverBy) lines.push(`  Deliver on or before: ${order.deliverBy}`);
    if (order.notes) lines.push(`  PO notes: ${order.notes.replace(/\s+/g, ' ')}`);
    if (apart) {
      const route = orderRoute(c, order);
      lines.push('  Ship to:', ...shipToLines(route.shipTo, '    '), `  Payment: ${route.paymentLabel}`);
    }
    lines.push(`  Order subtotal: ${usdText(order.subtotalCents)}`, '');
  }
  lines.push(`Total: ${usdText(c.totalCents)}`, '');
  if (apart) lines.push(CHECKOUT_TEXT.ordersRouteApart);
  else {
    lines.push('Ship to:', ...shipToLines(confirmedShipTo(ship), '  '));
    if (ship.breakbulkPoint) lines.push(`  Breakbulk point: ${ship.breakbulkPoint}`);
    lines.push('', `Payment: ${c.paymentLabel}`);
  }
  lines.push('', 'The contractor may add delivery charges not shown in GSA Advantage. You can follow each order in Order History.');
  const notice = {
    kind: 'order_placed' as const,
    title: `Order group ${c.groupNumber} was submitted`,
    body: `Orders ${orderNumbers}, total ${usdText(c.totalCents)}.`,
    link: `/ws/orderhistory/order_summary?group=${encodeURIComponent(c.groupNumber)}`,
  };
  return { to, subject: `GSA Advantage order confirmation ${c.groupNumber} (orders ${orderNumbers})`, text: lines.join('\n'), notice };
}
