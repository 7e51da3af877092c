/**
 * The request side every cart approval shares (funds control's submission, a state or local order sent to the
 * supervisor; docs/adr/0036-one-approval-engine.md): inside the request's transaction the cart is locked and
 * checked as the order path checks it, then frozen in the kind's status, so no cart verb reads or changes it
 * while it waits (the next add starts a new active cart). The caller writes its request with the copy
 * (approval-snapshot.ts) in the same transaction. After the commit the buyer's tabs learn the cart is empty.
 */
import { type CartView, CHECKOUT_TEXT, type CheckoutProblem } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors.js';
import { loadCart, publishCart } from '../cart/store.js';
import type { CheckoutContext } from '../orders/checkout-state.js';
import { CheckoutConflictError, OrderRefused } from '../orders/errors.js';
import { orderProblems, resolveShipTo } from '../orders/review-model.js';

const { carts } = schema;

export interface Hold {
  ctx: CheckoutContext;
  cartId: number;
  version: number;
  /** The purchase card's limit the cart is checked against (funds control pays by accounting: no limit). */
  cardLimitCents: number;
  frozenStatus: string;
  /** The kind's refusal of a cart already frozen in its status, before it is read as changed (funds control's). */
  frozenAgain?: string;
  /** The kind's own problems with the cart (a state or local program's lines). */
  problems?: (tx: AppDb, view: CartView) => Promise<CheckoutProblem[]>;
}

/** The cart as held, with the ship-to and payment its copy records; OrderRefused when it cannot be ordered. */
export async function holdCart(tx: AppDb, h: Hold) {
  const { ctx } = h;
  const [cart] = await tx
    .select({ status: carts.status, version: carts.version })
    .from(carts)
    .where(and(eq(carts.id, h.cartId), eq(carts.memberId, ctx.member.id)))
    .for('update');
  if (!cart) throw new NotFoundError('The cart was not found.');
  if (h.frozenAgain && cart.status === h.frozenStatus) throw new CheckoutConflictError(h.frozenAgain);
  if (cart.status !== 'active' || cart.version !== h.version) throw new CheckoutConflictError(CHECKOUT_TEXT.cartChanged);
  const view = await loadCart(tx, h.cartId, ctx.storeId);
  const shipTo = await resolveShipTo(tx, ctx.member.id, ctx.state);
  const problems = [...orderProblems(view, shipTo, ctx.state.payment, h.cardLimitCents), ...((await h.problems?.(tx, view)) ?? [])];
  const payment = ctx.state.payment;
  if (problems.length > 0 || !shipTo || !payment) throw new OrderRefused(problems);
  await tx.update(carts).set({ status: h.frozenStatus, version: sql`${carts.version} + 1`, updatedAt: sql`now()` }).where(eq(carts.id, h.cartId));
  return { view, shipTo, payment };
}

/** After the commit: every tab of the buyer shows an empty cart (the held one waits at its new version). */
export function publishHeld(request: FastifyRequest, cartId: number, version: number): void {
  publishCart(request, { cartId, version: version + 1, itemCount: 0, totalCents: 0, overseas: false, groups: [], priceChanges: 0 });
}
