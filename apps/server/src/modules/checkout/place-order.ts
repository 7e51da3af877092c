/**
 * Places an order in ONE transaction (issue 5 Build 3; security.md §4): the idempotency key, the cart
 * locked and checked (active, the version the review showed), prices read again from the offers, the
 * order group with one order per contractor and contract, its lines and first status, the cart marked
 * ordered (order-rows.ts), the audit row, the confirmation email's outbox row, and the stored answer.
 * Either all of it commits or none of it does.
 */
import { type AddressView, type CartView, CHECKOUT_TEXT, type Envelope, type OrderConfirmationAttributes, type ServerPath } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { enqueueMail } from '../../plugins/mail/outbox.js';
import { loadCart } from '../cart/store.js';
import { groupPaymentLabel } from './confirmation.js';
import { CheckoutConflictError, constraintOf, OrderRefused, sqlState } from './errors.js';
import { checkoutFault } from './fault.js';
import { claimKey, completeKey } from './idempotency.js';
import { confirmationMail } from './order-mail.js';
import { buildOrderRows, insertOrderRows, nextNumbers } from './order-rows.js';
import { orderProblems, resolveShipTo } from './review-model.js';
import type { CheckoutState, StoredPayment } from './state.js';
import { withTransactionRetry } from './retry.js';

const { carts } = schema;

export type SubmitPath = Extract<ServerPath, 'checkout/checkout_review_submit' | 'ggs/cart/process_order'>;

export interface PlaceOrderInput {
  path: SubmitPath;
  memberId: string;
  email: string;
  name: string;
  storeId: number;
  cartId: number;
  version: number;
  key: string;
  hash: string;
  state: CheckoutState;
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
  if (cart.status !== 'active' || cart.version !== input.version) throw new CheckoutConflictError(CHECKOUT_TEXT.cartChanged);
}

async function writeOrder(tx: AppDb, request: FastifyRequest, input: PlaceOrderInput, cart: CartView, shipTo: AddressView, payment: StoredPayment) {
  const now = new Date();
  const numbers = await nextNumbers(tx, cart.groups.length);
  const rows = buildOrderRows(input, cart, shipTo, payment, numbers, now);
  const written = await insertOrderRows(tx, rows);
  const groupNumber = rows.group.groupNumber;

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
  const body = screen(input.path, 'OrderConfirmation', confirmation) as Envelope;
  await completeKey(tx, input.memberId, input.key, 200, body);
  return { body, groupNumber, cartVersion: written.cartVersion };
}

export async function placeOrder(db: AppDb, request: FastifyRequest, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  try {
    return await withTransactionRetry(() =>
      db.transaction(async (tx): Promise<PlaceOrderOutcome> => {
        const claim = await claimKey(tx, input.memberId, input.key, input.hash);
        if (claim.kind === 'replay') return claim;
        await lockCart(tx, input);
        const cart = await loadCart(tx, input.cartId, input.storeId);
        const shipTo = await resolveShipTo(tx, input.memberId, input.state);
        const problems = orderProblems(cart, shipTo, input.state.payment);
        if (problems.length > 0 || !shipTo || !input.state.payment) throw new OrderRefused(problems);
        const placed = await writeOrder(tx, request, input, cart, shipTo, input.state.payment);
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
