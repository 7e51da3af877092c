/**
 * Places an order in ONE transaction (docs/architecture.md, Security): the idempotency key, the cart
 * locked and checked (active, the version the review showed), prices read again from the offers, the
 * order group with one order per contractor and contract, its lines and first status, the cart marked
 * ordered (order-rows.ts), the audit row, the confirmation email's outbox row, and the stored answer.
 * Either all of it commits or none of it does.
 */
import {
  type AddressView, type CartView, CHECKOUT_TEXT, type Envelope, type OrderConfirmationAttributes, type OrderProgram,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { documentDay } from '../aac/document-day.js';
import { allocateSerials } from '../aac/document-serials.js';
import { NotFoundError } from '../../lib/errors.js';
import { constraintOf, sqlState } from '../../lib/sql-errors.js';
import { enqueueMail } from '../../plugins/mail/outbox.js';
import { loadCart } from '../cart/store.js';
import { type ApprovalSnapshot, ApprovalChanged, approvalChange, grantProblems } from './approval-snapshot.js';
import { groupPaymentLabel, ownShipToAndPayment } from './confirmation.js';
import { CheckoutConflictError, OrderRefused } from './errors.js';
import { checkoutFault } from './fault.js';
import { claimKey, completeKey } from './idempotency.js';
import { confirmationMail } from './order-mail.js';
import { buildOrderRows, insertOrderRows, nextNumbers, type OrderRows } from './order-rows.js';
import { orderProblems, resolveShipTo } from './review-model.js';
import type { CheckoutState, StoredPayment } from './checkout-state.js';
import { withTransactionRetry } from './retry.js';
import { programChoiceProblems, recordStateProgram, stateLineProblems } from './state-program.js';

const { carts } = schema;

/**
 * A cart that waits frozen for a decision before it is ordered (an approver's, a supervisor's, an agency's purchase
 * order): the status it waits in, and `claim`, which records the decision after the key is claimed (refusing one
 * decided meanwhile), so the decision commits with the order or not at all.
 */
export interface FrozenCart {
  cartStatus: string;
  claim: (tx: AppDb) => Promise<void>;
}

interface OrderInputBase {
  memberId: string;
  email: string;
  name: string;
  storeId: number;
  cartId: number;
  version: number;
  key: string;
  hash: string;
  state: CheckoutState;
  /** The purchase card's single-purchase limit (cents), checked again inside the transaction. */
  cardLimitCents: number;
  /** A state or local order's program and reference (state-program.ts); every item must be open under it. */
  stateProgram?: OrderProgram | null;
  /**
   * An approved request's copy (approval-snapshot.ts, ADR 0022): the order ships to its ship-to, the frozen cart
   * must still hold its lines and the buyer their grants; a change throws ApprovalChanged (nothing is written).
   */
  approved?: ApprovalSnapshot;
}

/**
 * Rows of the caller's own written with the order (FEDSTRIP's requisition records): the cart reshaped before the
 * rows are built, the rows amended before they are written, and the caller's rows written after them, all in the
 * order's transaction.
 */
export interface ExtraRows {
  /** The cart as ordered (a FEDSTRIP cart: one line per requisition, a cart item keyed twice is two order lines). */
  shape: (tx: AppDb, cart: CartView) => Promise<CartView>;
  /** Gives each order of the shaped cart its own ship-to and accounting, before the rows are written. */
  amend: (rows: OrderRows) => void;
  write: (tx: AppDb, rows: OrderRows, confirmation: OrderConfirmationAttributes) => Promise<void>;
}

/** What was just written, as the caller's answer needs it. */
export interface PlacedOrder {
  groupNumber: string;
  confirmation: OrderConfirmationAttributes;
}

/**
 * The order path knows none of its callers (docs/adr/0035-ordering-core.md): each passes what differs, its answer
 * (built in the order's transaction and stored with the key, so a replay answers the same), a frozen cart's
 * decision, its own extra rows.
 */
export interface PlaceOrderInput extends OrderInputBase {
  answer: (tx: AppDb, placed: PlacedOrder) => Promise<Envelope> | Envelope;
  frozen?: FrozenCart;
  extraRows?: ExtraRows;
}

export type PlaceOrderOutcome
  = | { kind: 'placed'; body: Envelope; groupNumber: string; cartVersion: number }
    | { kind: 'replay'; status: number; body: Envelope };

async function lockCart(tx: AppDb, input: PlaceOrderInput) {
  const [cart] = await tx
    .select({ status: carts.status, version: carts.version })
    .from(carts)
    .where(and(eq(carts.id, input.cartId), eq(carts.memberId, input.memberId)))
    .for('update');
  if (!cart) throw new NotFoundError('The cart was not found.');
  if (cart.status === 'ordered') throw new CheckoutConflictError(CHECKOUT_TEXT.alreadyOrdered);
  if (cart.status !== (input.frozen?.cartStatus ?? 'active') || cart.version !== input.version) throw new CheckoutConflictError(CHECKOUT_TEXT.cartChanged);
}

/**
 * An accounting-code order the buyer left unnumbered takes the AAC's next serial of the day, as requisitions do:
 * the AAC's day in its own time zone, so an order at 8 p.m. in California is numbered that day, not UTC's next.
 */
async function newDocumentNumber(tx: AppDb, memberId: string, payment: StoredPayment, now: Date): Promise<string | undefined> {
  if (payment.kind !== 'accounting' || payment.codes.documentNumber) return undefined;
  const day = await documentDay(tx, memberId, payment.codes.aac, now);
  const [serial] = await allocateSerials(tx, payment.codes.aac, day, 1);
  return `${payment.codes.aac}${day}${serial}`;
}

async function writeOrder(tx: AppDb, request: FastifyRequest, input: PlaceOrderInput, cart: CartView, shipTo: AddressView, payment: StoredPayment) {
  const now = new Date(request.server.now());
  const numbers = await nextNumbers(tx, cart.groups.length);
  const rows = buildOrderRows(input, cart, shipTo, payment, { ...numbers, documentNumber: await newDocumentNumber(tx, input.memberId, payment, now) });
  input.extraRows?.amend(rows);
  const written = await insertOrderRows(tx, rows);
  const groupNumber = rows.group.groupNumber;
  if (input.stateProgram) await recordStateProgram(tx, groupNumber, input.stateProgram);

  // What was just written, exactly as order_confirm reads it back later (confirmation.ts).
  const confirmation: OrderConfirmationAttributes = {
    groupNumber,
    placedAt: written.createdAt.toISOString(),
    orders: rows.orders.map((o) => ({
      orderNumber: o.orderNumber,
      contractorName: o.contractorName,
      contractNumber: o.contractNumber,
      status: 'Submitted',
      deliverBy: o.deliverBy,
      notes: o.notes,
      subtotalCents: o.subtotalCents,
      ...ownShipToAndPayment(rows.group, o),
      lines: rows.lines
        .filter((l) => l.orderNumber === o.orderNumber)
        .map(({ lineNumber, title, partNumber, nsn, unitOfIssue, quantity, unitPriceCents, extendedCents }) => ({
          lineNumber, title, partNumber, nsn, unitOfIssue, quantity, unitPriceCents, extendedCents,
        })),
    })),
    totalCents: cart.totalCents,
    shipTo: rows.group.shipTo,
    paymentLabel: groupPaymentLabel({ ...rows.group, accounting: rows.group.accounting as Record<string, string> | null }),
    confirmationEmail: input.email,
  };
  await audit(tx, request, {
    action: 'order_submit',
    outcome: 'success',
    memberId: input.memberId,
    target: groupNumber,
    detail: { cartId: input.cartId, orders: confirmation.orders.map((o) => o.orderNumber), totalCents: cart.totalCents, payment: payment.kind },
  });
  await enqueueMail(tx, confirmationMail(input.email, input.name, confirmation));
  await input.extraRows?.write(tx, rows, confirmation);
  const body = await input.answer(tx, { groupNumber, confirmation });
  await completeKey(tx, input.memberId, input.key, 200, body);
  return { body, groupNumber, cartVersion: written.cartVersion };
}

export async function placeOrder(db: AppDb, request: FastifyRequest, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  try {
    return await withTransactionRetry(() =>
      db.transaction(async (tx): Promise<PlaceOrderOutcome> => {
        const claim = await claimKey(tx, input.memberId, input.key, input.hash);
        if (claim.kind === 'replay') return claim;
        await input.frozen?.claim(tx);
        await lockCart(tx, input);
        const cart = await loadCart(tx, input.cartId, input.storeId);
        const { approved } = input;
        const change = approved ? await approvalChange(tx, input.memberId, approved, cart) : undefined;
        if (change) throw new ApprovalChanged(change);
        const shipTo = approved ? approved.shipTo : await resolveShipTo(tx, input.memberId, input.state);
        const problems = [
          ...orderProblems(cart, shipTo, input.state.payment, input.cardLimitCents),
          ...(input.stateProgram ? await programChoiceProblems(tx, input.memberId, input.stateProgram, request.server.now()) : []),
          ...(input.stateProgram ? await stateLineProblems(tx, cart, input.stateProgram) : []),
          ...(approved ? await grantProblems(tx, input.memberId, approved, new Date(request.server.now())) : []),
        ];
        if (problems.length > 0 || !shipTo || !input.state.payment) throw new OrderRefused(problems);
        const ordered = input.extraRows ? await input.extraRows.shape(tx, cart) : cart;
        const placed = await writeOrder(tx, request, input, ordered, shipTo, input.state.payment);
        await checkoutFault();
        return { kind: 'placed', ...placed };
      }),
    );
  } catch (error) {
    // The unique cart_id of order_groups is the backstop against a cart ordered twice.
    if (sqlState(error) === '23505' && constraintOf(error)?.includes('cart_id')) throw new CheckoutConflictError(CHECKOUT_TEXT.alreadyOrdered);
    throw error;
  }
}
