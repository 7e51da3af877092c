/**
 * The decisions on a Pending authorization request, each an atomic UPDATE ... WHERE status = 'Pending' (and,
 * for the supervisor, WHERE they are the one named and the link has not expired), so of two decisions at once
 * exactly one wins. Approve places the order through the idempotent order path (core/orders/place-order.ts) under
 * the key `state-authorization-<id>`: Pending → Approved → Ordered with the order group inside the order's
 * transaction, so an approved request is ordered exactly once (the key, the Pending row and order_groups'
 * unique cart_id each stop a second order). A cart that cannot be ordered as it stands writes nothing.
 *
 * The order is placed from the request's copy (ADR 0022): its lines, its ship-to and payment, the buyer's grants
 * checked again. A cart or ship-to entry changed since the request was sent withdraws it instead (withdrawChanged).
 */
import { type ApprovalChange, APPROVAL_TEXT, type Envelope, type OrderProgram, STATE_AUTH_TEXT, type StateAuthorizationView, type SupervisorResponseAttributes, isStateProgramKey, DISASTER_PURPOSES } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { appOrigin } from '../../core/app-context.js';
import { returnFrozenCart } from '../../core/cart/frozen-cart.js';
import { publishReturnedCart } from '../../core/cart/store.js';
import { ApprovalChanged, readSnapshot, snapshotState } from '../../core/orders/approval-snapshot.js';
import { CheckoutConflictError } from '../../core/orders/errors.js';
import { requestHash } from '../../core/orders/idempotency.js';
import { placeOrder, type PlaceOrderOutcome } from '../../core/orders/place-order.js';
import { buyerMail, buyerWithdrawnMail } from './authorization-mail.js';
import { AUTHORIZATION_CART_STATUS, findAuthorization, type FoundAuthorization } from './authorization-queries.js';

const { stateAuthorizations: sa, members, carts, orderGroups } = schema;
const PATH = 'state/supervisor_response';
const FROZEN = AUTHORIZATION_CART_STATUS;

async function refuse(tx: AppDb, id: number): Promise<never> {
  const [row] = await tx.select({ status: sa.status }).from(sa).where(eq(sa.id, id));
  throw new CheckoutConflictError(STATE_AUTH_TEXT.alreadyDecided(row?.status ?? 'decided'));
}

async function firstName(db: AppDb, memberId: string): Promise<string> {
  const [m] = await db.select({ firstName: members.firstName }).from(members).where(eq(members.id, memberId));
  return m?.firstName ?? '';
}

async function fresh(tx: AppDb, id: number, now: Date): Promise<StateAuthorizationView> {
  const found = await findAuthorization(tx, { id }, now);
  if (!found) throw new Error('the authorization request vanished');
  return found.view;
}

const openFor = (id: number, supervisorId: string, now: Date) =>
  and(eq(sa.id, id), eq(sa.status, 'Pending'), eq(sa.supervisorMemberId, supervisorId), gt(sa.linkExpiresAt, now));

/** The store the buyer checked out in, which prices the cart that comes back to them. */
function storeOf(row: FoundAuthorization['row']): number {
  const { storeId } = row.checkout;
  return typeof storeId === 'number' ? storeId : 0;
}

function orderProgramOf(row: FoundAuthorization['row']): OrderProgram {
  if (!isStateProgramKey(row.program)) throw new Error(`authorization ${row.id} names no known program`);
  const purpose = DISASTER_PURPOSES.find((p) => p === row.programPurpose) ?? null;
  return { program: row.program, purpose, reference: row.programReference };
}

export async function declineAuthorization(request: FastifyRequest, found: FoundAuthorization, reason: string, now: Date) {
  const app = request.server;
  const supervisorId = request.member!.id;
  const origin = appOrigin(request);
  const buyerFirst = await firstName(app.db, found.row.memberId);
  const body = await app.db.transaction(async (tx) => {
    const [done] = await tx
      .update(sa)
      .set({ status: 'Declined', reason, decidedAt: now, decidedBy: supervisorId })
      .where(openFor(found.row.id, supervisorId, now))
      .returning({ id: sa.id });
    if (!done) return refuse(tx, found.row.id);
    const merged = await returnFrozenCart(tx, found.row.cartId, found.row.memberId, FROZEN);
    const view = await fresh(tx, found.row.id, now);
    await app.mail.enqueue(buyerMail(view, buyerFirst, origin), tx);
    await audit(tx, request, {
      action: 'state_authorization_declined',
      outcome: 'success',
      target: `state-authorization-${found.row.id}`,
      detail: { buyerMemberId: found.row.memberId, cartId: found.row.cartId, mergedOther: merged },
    });
    const notice = STATE_AUTH_TEXT.declined(view.buyerName);
    const attributes: SupervisorResponseAttributes = { storeID: request.session.storeId, request: view, canDecide: false, notice };
    return screen(PATH, 'SupervisorResponse', attributes);
  });
  void app.mail.flush().catch(() => undefined);
  await publishReturnedCart(request, found.row.memberId, found.row.cartId, storeOf(found.row));
  return body;
}

/**
 * The approval found the request changed since it was sent: it is withdrawn (while still Pending and the
 * supervisor's), its cart goes back to the buyer, who is emailed why; nothing is ordered.
 */
async function withdrawChanged(request: FastifyRequest, found: FoundAuthorization, now: Date, change: ApprovalChange): Promise<{ kind: 'withdrawn'; body: Envelope }> {
  const app = request.server;
  const { row } = found;
  const supervisorId = request.member!.id;
  const origin = appOrigin(request);
  const buyerFirst = await firstName(app.db, row.memberId);
  const body = await app.db.transaction(async (tx) => {
    const [done] = await tx
      .update(sa)
      .set({ status: 'Withdrawn', reason: APPROVAL_TEXT.withdrawnReason(change), decidedAt: now, decidedBy: row.memberId })
      .where(openFor(row.id, supervisorId, now))
      .returning({ id: sa.id });
    if (!done) return refuse(tx, row.id);
    const merged = await returnFrozenCart(tx, row.cartId, row.memberId, FROZEN);
    const view = await fresh(tx, row.id, now);
    await app.mail.enqueue(buyerWithdrawnMail(view, buyerFirst, origin), tx);
    await audit(tx, request, {
      action: 'state_authorization_withdrawn_changed',
      outcome: 'refused',
      target: `state-authorization-${row.id}`,
      detail: { change, buyerMemberId: row.memberId, cartId: row.cartId, mergedOther: merged },
    });
    const notice = APPROVAL_TEXT.withdrawnNotice(change);
    const attributes: SupervisorResponseAttributes = { storeID: request.session.storeId, request: view, canDecide: false, notice };
    return screen(PATH, 'SupervisorResponse', attributes);
  });
  void app.mail.flush().catch(() => undefined);
  await publishReturnedCart(request, row.memberId, row.cartId, storeOf(row));
  return { kind: 'withdrawn', body };
}

export type ApproveOutcome = PlaceOrderOutcome | { kind: 'withdrawn'; body: Envelope };

export async function approveAuthorization(request: FastifyRequest, found: FoundAuthorization, now: Date): Promise<ApproveOutcome> {
  const app = request.server;
  const { row } = found;
  const snapshot = readSnapshot(row.snapshot);
  if (!snapshot) return withdrawChanged(request, found, now, 'missing');
  const supervisorId = request.member!.id;
  const origin = appOrigin(request);
  const [buyer] = await app.db
    .select({ email: members.email, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, row.memberId));
  if (!buyer) throw new Error('the buyer of an authorization request is gone');
  const [cart] = await app.db.select({ version: carts.version }).from(carts).where(eq(carts.id, row.cartId));
  // FEDSTRIP requisitions of an approved order would join here as `extraRows` (core/orders/place-order.ts).
  const placing = placeOrder(app.db, request, {
    memberId: row.memberId,
    email: buyer.email,
    name: `${buyer.firstName ?? ''} ${buyer.lastName ?? ''}`.trim() || buyer.email,
    storeId: storeOf(row),
    cartId: row.cartId,
    version: cart?.version ?? -1,
    key: `state-authorization-${row.id}`,
    hash: requestHash(PATH, { cartId: row.cartId, version: row.id }),
    state: snapshotState(snapshot),
    approved: snapshot,
    cardLimitCents: app.purchaseCardLimitCents,
    stateProgram: orderProgramOf(row),
    frozen: {
      cartStatus: FROZEN,
      claim: async (tx) => {
        const [done] = await tx.update(sa).set({ status: 'Approved', decidedAt: now, decidedBy: supervisorId }).where(openFor(row.id, supervisorId, now)).returning({ id: sa.id });
        if (!done) await refuse(tx, row.id);
      },
    },
    answer: async (tx, { groupNumber }): Promise<Envelope> => {
      const [group] = await tx.select({ id: orderGroups.id }).from(orderGroups).where(eq(orderGroups.groupNumber, groupNumber));
      await tx.update(sa).set({ status: 'Ordered', orderGroupId: group?.id ?? null }).where(and(eq(sa.id, row.id), eq(sa.status, 'Approved')));
      const view = await fresh(tx, row.id, now);
      await app.mail.enqueue(buyerMail(view, buyer.firstName ?? '', origin), tx);
      await audit(tx, request, {
        action: 'state_authorization_approved',
        outcome: 'success',
        target: `state-authorization-${row.id}`,
        detail: { buyerMemberId: row.memberId, cartId: row.cartId, groupNumber },
      });
      const notice = STATE_AUTH_TEXT.approved(view.buyerName, groupNumber);
      const attributes: SupervisorResponseAttributes = { storeID: request.session.storeId, request: view, canDecide: false, notice };
      return screen(PATH, 'SupervisorResponse', attributes);
    },
  });
  let outcome: PlaceOrderOutcome;
  try {
    outcome = await placing;
  } catch (error) {
    if (error instanceof ApprovalChanged) return withdrawChanged(request, found, now, error.change);
    throw error;
  }
  void app.mail.flush().catch(() => undefined);
  return outcome;
}

/** The buyer takes a pending request back (changed their mind, or its link expired): its cart is theirs again. */
export async function withdrawAuthorization(request: FastifyRequest, memberId: string, id: number): Promise<StateAuthorizationView> {
  const app = request.server;
  const now = new Date(app.now());
  const found = await findAuthorization(app.db, { id }, now);
  if (!found || found.row.memberId !== memberId) throw new NotFoundError('The order for authorization was not found.');
  const view = await app.db.transaction(async (tx) => {
    const [done] = await tx.update(sa).set({ status: 'Withdrawn', decidedAt: now, decidedBy: memberId }).where(and(eq(sa.id, id), eq(sa.memberId, memberId), eq(sa.status, 'Pending'))).returning({ id: sa.id });
    if (!done) throw new CheckoutConflictError(STATE_AUTH_TEXT.notPending(found.row.status));
    await returnFrozenCart(tx, found.row.cartId, memberId, FROZEN);
    await audit(tx, request, { action: 'state_authorization_withdrawn', outcome: 'success', target: `state-authorization-${id}`, detail: { cartId: found.row.cartId } });
    return fresh(tx, id, now);
  });
  // Every tab of the buyer, the one that withdrew included: its answer is the request, not the cart.
  await publishReturnedCart(request, memberId, found.row.cartId, storeOf(found.row));
  return view;
}
