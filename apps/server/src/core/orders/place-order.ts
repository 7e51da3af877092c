/**
 * Places an order in ONE transaction (docs/architecture.md, Security): the idempotency key, the cart
 * locked and checked (active, the version the review showed), prices read again from the offers, the
 * order group with one order per contractor and contract, its lines and first status, the cart marked
 * ordered (order-rows.ts), the audit row, the confirmation email's outbox row, and the stored answer.
 * Either all of it commits or none of it does.
 */
import {
  type AddressView, type CartView, CHECKOUT_TEXT, type Envelope, type OrderConfirmationAttributes, type OrderProgram, type ServerPath,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
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

export type SubmitPath = Extract<ServerPath, 'checkout/checkout_review_submit' | 'ggs/cart/process_order'>;

/**
 * A funds-control cart (cart/authorize_funds) is ordered through this same path once authorized: its cart waits
 * frozen (status `cartStatus`), `claim` moves its authorization from Pending (refusing one decided meanwhile)
 * after the key is claimed, and `ordered` marks it ordered and gives the answer stored with the key.
 */
export interface FundsOrder {
  cartStatus: string;
  claim: (tx: AppDb) => Promise<void>;
  ordered: (tx: AppDb, groupNumber: string) => Promise<Envelope>;
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
 * A FEDSTRIP order (fedstrip/process_Order) is placed through this same path: `written` adds the requisition
 * records of the order's lines in the order's transaction and gives the answer stored with the key.
 */
export interface RequisitionOrder {
  /** The cart as ordered: one line per requisition (a cart item keyed twice is two requisitions, two order lines). */
  shape: (tx: AppDb, cart: CartView) => Promise<CartView>;
  /** Gives each order of the shaped cart its own ship-to and accounting, before the rows are written. */
  amend: (rows: OrderRows) => void;
  written: (tx: AppDb, rows: OrderRows, confirmation: OrderConfirmationAttributes) => Promise<Envelope>;
}

export type PlaceOrderInput = OrderInputBase & (
  | { path: SubmitPath; funds?: undefined; requisitions?: undefined }
  // A state or local order its supervisor approved (modules/state) waits frozen the same way.
  // With `requisitions` too, an approved order also writes its requisition records (their answer is not used).
  | { path: 'cart/authorize_funds' | 'state/supervisor_response'; funds: FundsOrder; requisitions?: RequisitionOrder }
  // A punchout OrderRequest (modules/punchout, cXML at POST /punchout/order, not a method-table path): the agency's
  // approved PO, its cart built from the request and frozen the same way.
  | { path: 'punchout/order'; funds: FundsOrder; requisitions?: undefined }
  | { path: 'fedstrip/process_Order'; funds?: undefined; requisitions: RequisitionOrder }
);

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
  if (cart.status !== (input.funds?.cartStatus ?? 'active') || cart.version !== input.version) throw new CheckoutConflictError(CHECKOUT_TEXT.cartChanged);
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
  input.requisitions?.amend(rows);
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
  const requisitions = input.requisitions ? await input.requisitions.written(tx, rows, confirmation) : undefined;
  const body = input.funds ? await input.funds.ordered(tx, groupNumber) : (requisitions ?? (screen(input.path, 'OrderConfirmation', confirmation) as Envelope));
  await completeKey(tx, input.memberId, input.key, 200, body);
  return { body, groupNumber, cartVersion: written.cartVersion };
}

export async function placeOrder(db: AppDb, request: FastifyRequest, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  try {
    return await withTransactionRetry(() =>
      db.transaction(async (tx): Promise<PlaceOrderOutcome> => {
        const claim = await claimKey(tx, input.memberId, input.key, input.hash);
        if (claim.kind === 'replay') return claim;
        await input.funds?.claim(tx);
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
        const ordered = input.requisitions ? await input.requisitions.shape(tx, cart) : cart;
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
