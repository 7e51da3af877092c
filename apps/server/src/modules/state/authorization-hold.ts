/**
 * Whether a state or local order waits for the member's supervisor: its total is above the
 * member's limit, or its program needs authorization (STATE_PROGRAMS[…].supervisorAuthorization). Checkout's
 * submission asks here once the program choice passed; such an order is not placed but kept as a draft in the
 * session (the program and its reference) and the buyer is sent to state/request_authorization to send it.
 */
import { type Envelope, type OrderProgram, STATE_LIMIT_MAX_CENTS, STATE_PROGRAMS, STATE_URLS, type ServerPath, type StateAuthNeed } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { redirect } from '../../lib/envelope.js';
import { isObject } from '../../lib/json-column.js';
import { eligibilityOf } from '../../lib/state-eligibility.js';
import { findActiveCartId, loadCart } from '../../core/cart/store.js';
import type { CheckoutContext } from '../../core/orders/checkout-state.js';

/** What the session keeps between the checkout's submission and the buyer sending the order. */
export interface AuthorizationDraft {
  cartId: number;
  version: number;
  order: OrderProgram;
}

/** A draft saveDraft kept: its numbers and the order's program object are checked. */
function isDraft(raw: unknown): raw is AuthorizationDraft {
  return isObject(raw) && typeof raw.cartId === 'number' && typeof raw.version === 'number' && isObject(raw.order);
}

export function readDraft(request: FastifyRequest): AuthorizationDraft | null {
  const raw = request.session.data.stateAuthorization;
  return isDraft(raw) ? raw : null;
}

export async function saveDraft(request: FastifyRequest, draft: AuthorizationDraft | null): Promise<void> {
  const { stateAuthorization: _dropped, ...rest } = request.session.data;
  await request.saveSession({ data: draft ? { ...rest, stateAuthorization: draft } : rest });
}

export function needsOf(totalCents: number, limitCents: number, order: OrderProgram): StateAuthNeed[] {
  const needs: StateAuthNeed[] = [];
  if (totalCents > limitCents) needs.push('limit');
  if (STATE_PROGRAMS[order.program].supervisorAuthorization) needs.push('program');
  return needs;
}

/** The member's limit per order (the highest when they stated none or never validated). */
export async function limitOf(request: FastifyRequest, memberId: string): Promise<{ limitCents: number; supervisorEmail: string | null }> {
  const e = await eligibilityOf(request.server.db, memberId, request.server.now());
  return { limitCents: e?.purchaseLimitCents ?? STATE_LIMIT_MAX_CENTS, supervisorEmail: e?.supervisorEmail ?? null };
}

/**
 * The one call of checkout's submission for a state or local order: a REDIRECT to request_authorization when
 * it needs the supervisor, else undefined (the order is placed as usual).
 */
export async function stateAuthorizationHold(
  request: FastifyRequest,
  path: ServerPath,
  ctx: CheckoutContext,
  body: { cartId: number; version: number },
  order: OrderProgram | null,
): Promise<Envelope | undefined> {
  if (!order) return undefined;
  const db = request.server.db;
  // Another cart or version is refused by the order path itself (409); only the buyer's active cart is held.
  if ((await findActiveCartId(db, ctx.owner)) !== body.cartId) return undefined;
  const cart = await loadCart(db, body.cartId, ctx.storeId);
  if (cart.version !== body.version) return undefined;
  const { limitCents } = await limitOf(request, ctx.member.id);
  if (needsOf(cart.totalCents, limitCents, order).length === 0) return undefined;
  await saveDraft(request, { cartId: body.cartId, version: body.version, order });
  return redirect(path, STATE_URLS.authorization);
}
