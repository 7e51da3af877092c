/**
 * The funds approver's decisions on a Pending request. Each one is an atomic UPDATE ... WHERE status =
 * 'Pending' AND version = <the version the approver saw>, so of two decisions at once exactly one changes
 * the row and the other is refused (409); each commits with its audit row and the buyer's email.
 *
 * Authorize places the order at once, through the idempotent order path (core/orders/place-order.ts) under the
 * key `funds-authorization-<id>`: the request goes Pending → Authorized → Ordered with its order group inside
 * the order's transaction, so an authorized cart is ordered exactly once (the key, the Pending row and
 * order_groups' unique cart_id each stop a second order). If the cart cannot be ordered as it stands (a price
 * changed, an item is gone), nothing is written and the request stays Pending.
 *
 * The order is placed from the request's copy (ADR 0022): its ship-to, its lines, and the buyer's grants checked
 * again. When the cart or the ship-to entry changed since submission, the decision withdraws the request instead
 * (withdrawChanged): the cart goes back to the buyer, who is emailed why.
 */
import { type AccountingCodes, type ApprovalChange, APPROVAL_TEXT, type Envelope, FUNDS_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import type { Member } from '../../plugins/auth/index.js';
import { appOrigin } from '../../core/app-context.js';
import { ApprovalChanged, readSnapshot, snapshotState } from '../../core/orders/approval-snapshot.js';
import { CheckoutConflictError } from '../../core/orders/errors.js';
import { requestHash } from '../../core/orders/idempotency.js';
import { placeOrder, type PlaceOrderOutcome } from '../../core/orders/place-order.js';
import { requisitionOrder } from '../fedstrip/order-requisitions.js';
import { buyerDecisionMail, buyerWithdrawnMail } from './funds-mail.js';
import { type FundsRow, lineOfAccounting, loadRequest, storeOf, summaryOf } from './funds-queries.js';
import { publishReturnedCart } from '../../core/cart/store.js';
import { FROZEN_STATUS, returnFrozenCart } from '../../core/cart/frozen-cart.js';
import { requestView } from './funds-view.js';

const { fundsAuthorizations: fa, members, carts, orderGroups } = schema;

interface Decision {
  request: FastifyRequest;
  approver: Member;
  r: FundsRow;
  version: number;
}

async function refuse(tx: AppDb, id: number): Promise<never> {
  const [now] = await tx.select({ status: fa.status }).from(fa).where(eq(fa.id, id));
  throw new CheckoutConflictError(now && now.status !== 'Pending' ? FUNDS_TEXT.alreadyDecided(now.status) : FUNDS_TEXT.changed);
}

const pendingAt = (id: number, version: number) => and(eq(fa.id, id), eq(fa.status, 'Pending'), eq(fa.version, version));

async function buyerOf(db: AppDb, memberId: string) {
  const [buyer] = await db
    .select({ email: members.email, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, memberId));
  if (!buyer) throw new Error('the buyer of a funds-control cart is gone');
  return buyer;
}

/** Answer of a decision: the request as it stands now, on the approver's side. */
async function decidedView(tx: AppDb, id: number, approverId: string, notice: string) {
  const fresh = await loadRequest(tx, id);
  if (!fresh) throw new Error('the funds authorization vanished');
  return { fresh, view: await requestView(tx, fresh, { memberId: approverId, approver: true }, notice) };
}

/** Keeps a corrected line of accounting without deciding (authorize_funds Initial). */
export async function saveAccounting(d: Decision, codes: AccountingCodes) {
  const db = d.request.server.db;
  return db.transaction(async (tx) => {
    const [done] = await tx.update(fa).set({ accounting: lineOfAccounting(codes), version: sql`${fa.version} + 1` }).where(pendingAt(d.r.row.id, d.version)).returning({ id: fa.id });
    if (!done) return refuse(tx, d.r.row.id);
    await audit(tx, d.request, { action: 'funds_accounting_saved', outcome: 'success', target: `funds-${d.r.row.id}`, detail: { aac: d.r.row.aac } });
    const { view } = await decidedView(tx, d.r.row.id, d.approver.id, FUNDS_TEXT.saved);
    return screen('cart/authorize_funds', 'Initial', view);
  });
}

export async function rejectCart(d: Decision, reason: string) {
  const db = d.request.server.db;
  const origin = appOrigin(d.request);
  const buyer = await buyerOf(db, d.r.row.memberId);
  const answer = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(fa)
      .set({ status: 'Rejected', reason, decidedAt: sql`now()`, decidedBy: d.approver.id, version: sql`${fa.version} + 1` })
      .where(pendingAt(d.r.row.id, d.version))
      .returning({ id: fa.id });
    if (!done) return refuse(tx, d.r.row.id);
    const merged = await returnFrozenCart(tx, d.r.row.cartId, d.r.row.memberId);
    const { fresh, view } = await decidedView(tx, d.r.row.id, d.approver.id, FUNDS_TEXT.rejected);
    await d.request.server.mail.enqueue(buyerDecisionMail(buyer.email, buyer.firstName, summaryOf(fresh), origin), tx);
    await audit(tx, d.request, {
      action: 'funds_rejected',
      outcome: 'success',
      target: `funds-${d.r.row.id}`,
      detail: { aac: d.r.row.aac, buyerMemberId: d.r.row.memberId, cartId: d.r.row.cartId, mergedOther: merged },
    });
    return screen('cart/authorize_funds', 'Success', view);
  });
  void d.request.server.mail.flush().catch(() => undefined);
  await publishReturnedCart(d.request, d.r.row.memberId, d.r.row.cartId, storeOf(d.r.row));
  return answer;
}

/**
 * The decision found the request changed since submission: it is withdrawn (Pending at the version the approver
 * saw, else 409 as any decision), the cart returns to the buyer and the buyer is emailed why; nothing is ordered.
 */
async function withdrawChanged(d: Decision, change: ApprovalChange): Promise<{ kind: 'withdrawn'; body: Envelope }> {
  const db = d.request.server.db;
  const { row } = d.r;
  const origin = appOrigin(d.request);
  const buyer = await buyerOf(db, row.memberId);
  const body = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(fa)
      // The buyer's change withdrew it: the request reads "withdrawn by the buyer", with the reason.
      .set({ status: 'Withdrawn', reason: APPROVAL_TEXT.withdrawnReason(change), decidedAt: sql`now()`, decidedBy: row.memberId, version: sql`${fa.version} + 1` })
      .where(pendingAt(row.id, d.version))
      .returning({ id: fa.id });
    if (!done) return refuse(tx, row.id);
    const merged = await returnFrozenCart(tx, row.cartId, row.memberId);
    const { fresh, view } = await decidedView(tx, row.id, d.approver.id, APPROVAL_TEXT.withdrawnNotice(change));
    await d.request.server.mail.enqueue(buyerWithdrawnMail(buyer.email, buyer.firstName, summaryOf(fresh), origin), tx);
    await audit(tx, d.request, {
      action: 'funds_withdrawn_changed',
      outcome: 'refused',
      target: `funds-${row.id}`,
      detail: { change, aac: row.aac, buyerMemberId: row.memberId, cartId: row.cartId, mergedOther: merged },
    });
    return screen('cart/authorize_funds', 'Success', view);
  });
  void d.request.server.mail.flush().catch(() => undefined);
  await publishReturnedCart(d.request, row.memberId, row.cartId, storeOf(row));
  return { kind: 'withdrawn', body };
}

export type AuthorizeOutcome = PlaceOrderOutcome | { kind: 'withdrawn'; body: Envelope };

export async function authorizeCart(d: Decision, codes: AccountingCodes): Promise<AuthorizeOutcome> {
  const db = d.request.server.db;
  const { row } = d.r;
  const snapshot = readSnapshot(row.snapshot);
  if (!snapshot) return withdrawChanged(d, 'missing');
  const origin = appOrigin(d.request);
  const buyer = await buyerOf(db, row.memberId);
  const [cart] = await db.select({ version: carts.version }).from(carts).where(eq(carts.id, row.cartId));
  // The copy's choices, paid by the line of accounting as the approver checked it (of the request's AAC).
  const state = { ...snapshotState(snapshot), payment: { kind: 'accounting' as const, codes } };
  // A FEDSTRIP cart's requisitions are ordered with it: their records written, each order routed by signal code.
  const placing = placeOrder(db, d.request, {
    memberId: row.memberId,
    email: buyer.email,
    name: `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.email,
    storeId: storeOf(row),
    cartId: row.cartId,
    version: cart?.version ?? -1,
    key: `funds-authorization-${row.id}`,
    hash: requestHash('cart/authorize_funds', { cartId: row.cartId, version: d.version }),
    state,
    approved: snapshot,
    cardLimitCents: Number.MAX_SAFE_INTEGER,
    extraRows: requisitionOrder(row.memberId, snapshot),
    frozen: {
      cartStatus: FROZEN_STATUS,
      claim: async (tx) => {
        const [done] = await tx
          .update(fa)
          .set({ status: 'Authorized', accounting: lineOfAccounting(codes), decidedAt: sql`now()`, decidedBy: d.approver.id, version: sql`${fa.version} + 1` })
          .where(pendingAt(row.id, d.version))
          .returning({ id: fa.id });
        if (!done) await refuse(tx, row.id);
      },
    },
    answer: async (tx, { groupNumber }): Promise<Envelope> => {
      const [group] = await tx.select({ id: orderGroups.id }).from(orderGroups).where(eq(orderGroups.groupNumber, groupNumber));
      await tx.update(fa).set({ status: 'Ordered', orderGroupId: group?.id ?? null }).where(and(eq(fa.id, row.id), eq(fa.status, 'Authorized')));
      const { fresh, view } = await decidedView(tx, row.id, d.approver.id, FUNDS_TEXT.ordered(groupNumber));
      await d.request.server.mail.enqueue(buyerDecisionMail(buyer.email, buyer.firstName, summaryOf(fresh), origin), tx);
      await audit(tx, d.request, {
        action: 'funds_authorized',
        outcome: 'success',
        target: `funds-${row.id}`,
        detail: { aac: row.aac, buyerMemberId: row.memberId, cartId: row.cartId, groupNumber },
      });
      return screen('cart/authorize_funds', 'Success', view);
    },
  });
  let outcome: PlaceOrderOutcome;
  try {
    outcome = await placing;
  } catch (error) {
    if (error instanceof ApprovalChanged) return withdrawChanged(d, error.change);
    throw error;
  }
  void d.request.server.mail.flush().catch(() => undefined);
  return outcome;
}
