/**
 * The rows of one order group, built from the cart as read in the order's transaction, and written in
 * ONE statement: the group, its orders (one per contractor and contract), their lines, each order's
 * first status, each order's purchase-order delivery (the outbox the contractor's copy leaves from) and the cart
 * marked ordered. One statement instead of six keeps the transaction short
 * (each statement is a round trip to the database while the cart row is locked).
 */
import { type AddressView, type CartView, orderGroupNumber, orderNumber } from '@advantage/contracts';
import { type AppDb, rowsOf, type schema } from '@advantage/db';
import { sql } from 'drizzle-orm';
import { orderKey } from './review-model.js';
import type { CheckoutState, StoredPayment } from './checkout-state.js';

export interface OrderRow {
  orderNumber: string;
  contractorId: number;
  contractorName: string;
  contractNumber: string;
  deliverBy: string | null;
  notes: string;
  subtotalCents: number;
  /** This order's own ship-to and accounting (a FEDSTRIP order's signal codes), or null for the group's. */
  shipTo?: Record<string, string> | null;
  accounting?: Record<string, string> | null;
}

/** An order line as it was ordered: the copy of the offer the order keeps (order history, purchase orders read it). */
export type OrderedLine = Pick<
  typeof schema.orderLines.$inferSelect,
  'lineNumber' | 'productId' | 'offerId' | 'partNumber' | 'nsn' | 'title' | 'unitOfIssue' | 'quantity' | 'unitPriceCents' | 'extendedCents'
>;

export interface LineRow extends OrderedLine {
  orderNumber: string;
}

export interface GroupRow {
  groupNumber: string;
  memberId: string;
  cartId: number;
  storeId: number;
  paymentKind: StoredPayment['kind'];
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpiry: string | null;
  /** Accounting codes, or a state or local purchase order ({ purchaseOrder }). */
  accounting: Record<string, string> | null;
  shipTo: Record<string, string>;
  totalCents: number;
}

export interface OrderRows {
  group: GroupRow;
  orders: OrderRow[];
  lines: LineRow[];
}

/** Without a document number, the requisition is numbered AAC + YDDD + the AAC's next serial of the day (core/aac/document-serials.ts). */
function accountingOf(payment: StoredPayment, documentNumber: string | undefined): Record<string, string> | null {
  // Order history lists the group's payment details by name ('Purchase order PO-2026-114').
  if (payment.kind === 'purchaseOrder') return { purchaseOrder: payment.number };
  if (payment.kind !== 'accounting') return null;
  const codes = { ...payment.codes };
  return codes.documentNumber || !documentNumber ? codes : { ...codes, documentNumber };
}

export function cardColumns(payment: StoredPayment) {
  if (payment.kind !== 'card') return { cardBrand: null, cardLast4: null, cardExpiry: null };
  return { cardBrand: payment.brand, cardLast4: payment.last4, cardExpiry: `${String(payment.expMonth).padStart(2, '0')}/${payment.expYear}` };
}

export function shipToCopy(address: AddressView, breakbulkPoint: string | undefined): Record<string, string> {
  const { name, kind, aac, contactName, phone, email, organization, line1, line2, city, state, zip, country } = address;
  return {
    addressId: String(address.id),
    name, kind, aac: aac ?? '', contactName, phone, email, organization, line1, line2, city, state, zip, country,
    ...(breakbulkPoint ? { breakbulkPoint } : {}),
  };
}

/** The group's number and one order number per order, from the sequences (outside any row lock order). */
export async function nextNumbers(tx: AppDb, orderCount: number): Promise<{ group: number; orders: number[] }> {
  const rows = rowsOf<{ g: string; o: string }>(await tx.execute(
    sql`select nextval('order_group_number_seq')::text as g, (select string_agg(nextval('order_number_seq')::text, ',') from generate_series(1, ${orderCount}::int)) as o`,
  ));
  const row = rows[0];
  if (!row) throw new Error('no order numbers');
  return { group: Number(row.g), orders: row.o.split(',').map(Number) };
}

export interface BuildInput {
  memberId: string;
  cartId: number;
  storeId: number;
  state: CheckoutState;
}

/** Prices are the cart's as read in this transaction: today's offer prices, equal to the accepted ones. */
export function buildOrderRows(
  input: BuildInput,
  cart: CartView,
  shipTo: AddressView,
  payment: StoredPayment,
  numbers: { group: number; orders: number[]; documentNumber?: string },
): OrderRows {
  const orders = cart.groups.map((g, i): OrderRow => {
    const options = input.state.orders?.[orderKey(g)];
    return {
      orderNumber: orderNumber(numbers.orders[i]!),
      contractorId: g.contractorId,
      contractorName: g.contractorName,
      contractNumber: g.contractNumber,
      deliverBy: options?.deliverBy || null,
      notes: options?.notes ?? '',
      subtotalCents: g.subtotalCents,
    };
  });
  const lines = cart.groups.flatMap((g, i) =>
    g.items.map((item, n): LineRow => ({
      orderNumber: orders[i]!.orderNumber,
      lineNumber: n + 1,
      productId: item.productId,
      offerId: item.offerId,
      partNumber: item.partNumber,
      nsn: item.nsn,
      title: item.title,
      unitOfIssue: item.unitOfIssue.code,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      extendedCents: item.extendedCents,
    })),
  );
  const group: GroupRow = {
    groupNumber: orderGroupNumber(numbers.group),
    memberId: input.memberId,
    cartId: input.cartId,
    storeId: input.storeId,
    paymentKind: payment.kind,
    ...cardColumns(payment),
    accounting: accountingOf(payment, numbers.documentNumber),
    shipTo: shipToCopy(shipTo, input.state.breakbulkPoint),
    totalCents: cart.totalCents,
  };
  return { group, orders, lines };
}

/** Writes the rows; answers when the group was created and the cart's new version. */
export async function insertOrderRows(tx: AppDb, rows: OrderRows): Promise<{ createdAt: Date; cartVersion: number }> {
  const g = rows.group;
  // The orders and lines travel as one JSON parameter each, read back into rows by jsonb_to_recordset.
  const orders = JSON.stringify(rows.orders.map((o) => ({
    order_number: o.orderNumber,
    contractor_id: o.contractorId,
    contractor_name: o.contractorName,
    contract_number: o.contractNumber,
    deliver_by: o.deliverBy,
    notes: o.notes,
    subtotal_cents: o.subtotalCents,
    ship_to: o.shipTo ?? null,
    accounting: o.accounting ?? null,
  })));
  const lines = JSON.stringify(rows.lines.map((l) => ({
    order_number: l.orderNumber,
    line_number: l.lineNumber,
    product_id: l.productId,
    offer_id: l.offerId,
    part_number: l.partNumber,
    nsn: l.nsn,
    title: l.title,
    unit_of_issue: l.unitOfIssue,
    quantity: l.quantity,
    unit_price_cents: l.unitPriceCents,
    extended_cents: l.extendedCents,
  })));
  const [row] = rowsOf<{ created_at: Date | string; version: number | string }>(await tx.execute(sql`
    with grp as (
      insert into order_groups (group_number, member_id, cart_id, store_id, payment_kind, card_brand, card_last4, card_expiry, accounting, ship_to, total_cents)
      values (${g.groupNumber}, ${g.memberId}, ${g.cartId}, ${g.storeId}, ${g.paymentKind}, ${g.cardBrand}, ${g.cardLast4}, ${g.cardExpiry},
              ${g.accounting ? JSON.stringify(g.accounting) : null}::jsonb, ${JSON.stringify(g.shipTo)}::jsonb, ${g.totalCents})
      returning id, created_at
    ), ord as (
      insert into orders (order_number, group_id, member_id, contractor_id, contractor_name, contract_number, deliver_by, notes, subtotal_cents, ship_to, accounting)
      select x.order_number, grp.id, ${g.memberId}::uuid, x.contractor_id, x.contractor_name, x.contract_number, x.deliver_by, x.notes, x.subtotal_cents,
             x.ship_to, x.accounting
        from grp, jsonb_to_recordset(${orders}::jsonb)
          as x(order_number text, contractor_id int, contractor_name text, contract_number text, deliver_by date, notes text, subtotal_cents bigint,
               ship_to jsonb, accounting jsonb)
      returning id, order_number
    ), lin as (
      insert into order_lines (order_id, line_number, product_id, offer_id, part_number, nsn, title, unit_of_issue, quantity, unit_price_cents, extended_cents)
      select ord.id, x.line_number, x.product_id, x.offer_id, x.part_number, x.nsn, x.title, x.unit_of_issue, x.quantity, x.unit_price_cents, x.extended_cents
        from ord join jsonb_to_recordset(${lines}::jsonb)
          as x(order_number text, line_number smallint, product_id bigint, offer_id bigint, part_number text, nsn text, title text, unit_of_issue text,
               quantity int, unit_price_cents int, extended_cents bigint)
          on x.order_number = ord.order_number
    ), his as (
      insert into order_status_history (order_id, status, note) select id, 'Submitted', 'Order submitted.' from ord
    ), pod as (
      -- The purchase order to the contractor commits with the order or not at all (docs/adr/0032-purchase-orders-out.md).
      insert into purchase_order_deliveries (order_id) select id from ord
    ), car as (
      update carts set status = 'ordered', version = version + 1, updated_at = now() where id = ${g.cartId} returning version
    )
    select (select created_at from grp) as created_at, (select version from car) as version
  `));
  if (!row) throw new Error('the order rows were not written');
  return { createdAt: new Date(row.created_at), cartVersion: Number(row.version) };
}
