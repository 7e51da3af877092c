/**
 * A FEDSTRIP cart as it is ordered: each requisition is its own order line (its quantity, its price extended), so
 * the record, the order line and the bill say the same quantity; each order ships to and bills the AACs its
 * requisitions' signal codes name; then one requisition record is written per line.
 */
import {
  billToAacOf, type CartGroupView, type CartItemView, type CartView, documentNumberOf, type Envelope, FEDSTRIP_TEXT, type FedstripOrderAttributes,
  formatRequisition, type OrderConfirmationAttributes, shipToAacOf,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { screen } from '../../lib/envelope.js';
import { OrderRefused } from '../../core/orders/errors.js';
import { type OrderRows, shipToCopy } from '../../core/orders/order-rows.js';
import { listAddresses } from '../../core/orders/address-store.js';
import { type LineRow, viewRequisition } from './cart-lines.js';

const { fedstripLines, orders, orderLines, requisitions } = schema;

export interface RequisitionOrderPlan {
  /** The FEDSTRIP lines in the order their order lines are built (the shaped cart's groups and items). */
  lines: LineRow[];
  /** Each shaped group's (order's) own ship-to and accounting, in order. */
  orders: Array<{ shipTo: Record<string, string>; accounting: Record<string, string> }>;
}

/** Where a requisition ships and whom it bills, and with which codes: requisitions that differ here go on separate orders. */
function routing(row: LineRow) {
  const r = viewRequisition(row, '');
  const shipTo = shipToAacOf(r, row.exceptionShipTo);
  const billTo = billToAacOf(r);
  return { shipTo, billTo, fundCode: r.fundCode, projectCode: r.projectCode, documentNumber: documentNumberOf(r), key: `${shipTo}|${billTo}|${r.fundCode}` };
}

/**
 * Splits every cart item into its requisitions, and every contractor's part into one order per ship-to, bill-to and
 * fund code, so each order ships where its records say and carries its own requisitions' accounting. Refuses a cart
 * with items that are not requisitions, that do not balance, or that ship to an AAC not in the address book.
 */
export async function shapeRequisitionCart(tx: AppDb, memberId: string, cart: CartView, plan: RequisitionOrderPlan, optional = false): Promise<CartView> {
  const rows = await tx.select().from(fedstripLines).where(eq(fedstripLines.cartId, cart.cartId)).orderBy(asc(fedstripLines.id));
  plan.lines = [];
  plan.orders = [];
  // A cart with no requisitions at all is ordered as it is where requisitions are optional (funds control's
  // authorization of an ordinary cart); process_Order orders requisitions only.
  if (rows.length === 0 && optional) return cart;
  const book = (await listAddresses(tx, memberId)).filter((a) => a.kind === 'aac');
  const groups: CartGroupView[] = [];
  for (const group of cart.groups) {
    const parts = new Map<string, { route: ReturnType<typeof routing>; items: CartItemView[]; lines: LineRow[] }>();
    for (const item of group.items) {
      const mine = rows.filter((r) => r.cartItemId === item.itemId);
      if (mine.length === 0) throw new OrderRefused([{ code: 'requisition', message: FEDSTRIP_TEXT.otherItems }]);
      if (mine.reduce((s, r) => s + r.quantity, 0) !== item.quantity) {
        throw new OrderRefused([{ code: 'requisition', message: FEDSTRIP_TEXT.quantityChanged(item.title), itemId: item.itemId }]);
      }
      for (const row of mine) {
        const route = routing(row);
        const part = parts.get(route.key) ?? { route, items: [], lines: [] };
        part.items.push({ ...item, quantity: row.quantity, extendedCents: item.unitPriceCents * row.quantity });
        part.lines.push(row);
        parts.set(route.key, part);
      }
    }
    for (const { route, items, lines } of parts.values()) {
      const address = book.find((a) => a.aac === route.shipTo);
      if (!address) throw new OrderRefused([{ code: 'noAddress', message: FEDSTRIP_TEXT.noAacAddress(route.shipTo), aac: route.shipTo }]);
      groups.push({ ...group, items, subtotalCents: items.reduce((s, i) => s + i.extendedCents, 0) });
      plan.lines.push(...lines);
      plan.orders.push({
        shipTo: shipToCopy(address, undefined),
        accounting: { aac: route.billTo, fundCode: route.fundCode, appropriation: '', objectClass: '', projectJob: route.projectCode, documentNumber: route.documentNumber },
      });
    }
  }
  return { ...cart, groups };
}

/**
 * Gives each order the ship-to and accounting of its requisitions (orders are built in the shaped groups' order).
 * With `approved` (funds control), the line of accounting the approver authorized stays, with the order's own
 * document number: the approver authorized that line, not the clerk's codes.
 */
export function amendOrders(rows: OrderRows, plan: RequisitionOrderPlan, approved = false): void {
  if (plan.lines.length === 0) return;
  rows.orders.forEach((order, i) => {
    const own = plan.orders[i];
    if (!own) throw new Error('an order has no requisitions');
    order.shipTo = own.shipTo;
    order.accounting = approved && rows.group.accounting ? { ...rows.group.accounting, documentNumber: own.accounting.documentNumber ?? '' } : own.accounting;
  });
}

/** One requisition per order line, in the order's transaction; the answer lists them in order and line order. */
export async function writeRequisitions(
  tx: AppDb,
  memberId: string,
  plan: RequisitionOrderPlan,
  rows: OrderRows,
  confirmation: OrderConfirmationAttributes,
): Promise<Envelope> {
  if (plan.lines.length === 0) return screen('fedstrip/process_Order', 'Success', { ...confirmation, requisitions: [] }) as Envelope;
  const written = await tx
    .select({ id: orderLines.id, orderId: orderLines.orderId, orderNumber: orders.orderNumber, lineNumber: orderLines.lineNumber })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orders.orderNumber, rows.orders.map((o) => o.orderNumber)));
  const idOf = new Map(written.map((w) => [`${w.orderNumber}/${w.lineNumber}`, w]));
  // rows.lines were built from the shaped cart in the same order as plan.lines.
  const values = rows.lines.map((l, i) => {
    const row = plan.lines[i];
    const line = idOf.get(`${l.orderNumber}/${l.lineNumber}`);
    if (!row || !line) throw new Error('an order line has no requisition');
    const requisition = viewRequisition(row, l.unitOfIssue);
    return {
      orderId: line.orderId, orderLineId: line.id, memberId, aac: row.aac, ordinalDate: row.ordinalDate, serial: row.serial,
      documentNumber: documentNumberOf(requisition), record: formatRequisition(requisition),
      exceptionRemarks: row.exceptionRemarks, exceptionShipTo: row.exceptionShipTo,
      orderNumber: l.orderNumber, lineNumber: l.lineNumber,
    };
  });
  values.sort((a, b) => a.orderNumber.localeCompare(b.orderNumber) || a.lineNumber - b.lineNumber);
  await tx.insert(requisitions).values(values.map(({ orderNumber: _o, lineNumber: _l, ...v }) => v));
  const attributes: FedstripOrderAttributes = {
    ...confirmation,
    requisitions: values.map((v) => ({ orderNumber: v.orderNumber, documentNumber: v.documentNumber, record: v.record })),
  };
  return screen('fedstrip/process_Order', 'Success', attributes) as Envelope;
}
