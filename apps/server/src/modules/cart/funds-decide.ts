/**
 * Funds control as an approval kind (docs/adr/0036-one-approval-engine.md): its table of moves and the approver's
 * decisions on a Pending request through the engine (core/approvals). Each decision is an atomic UPDATE ... WHERE
 * status = 'Pending' AND version = <the version the approver saw>, so of two decisions at once exactly one
 * changes the row and the other is refused (409); each commits with its audit row and the buyer's email.
 *
 * Authorize places the order at once (core/approvals/order.ts) under the key `funds-authorization-<id>`:
 * Pending → Authorized → Ordered with its order group inside the order's transaction. If the cart cannot be
 * ordered as it stands (a price changed, an item is gone), nothing is written and the request stays Pending.
 * The order is placed from the request's copy (ADR 0022); when the cart or the ship-to entry changed since
 * submission, the decision withdraws the request instead (withdrawChanged): the cart goes back to the buyer, who
 * is emailed why.
 */
import { type AccountingCodes, type ApprovalChange, APPROVAL_TEXT, type Envelope, FUNDS_TEXT, type FundsState } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import type { Member } from '../../plugins/auth/index.js';
import { appOrigin } from '../../core/app-context.js';
import { FROZEN_STATUS } from '../../core/cart/frozen-cart.js';
import { type CartBack, decide } from '../../core/approvals/decide.js';
import { approveWithOrder, type ApproveOutcome, type Withdrawn } from '../../core/approvals/order.js';
import { type ApprovalStore, claim, type Transitions } from '../../core/approvals/transitions.js';
import { CheckoutConflictError } from '../../core/orders/errors.js';
import { requestHash } from '../../core/orders/idempotency.js';
import { requisitionOrder } from '../fedstrip/order-requisitions.js';
import { buyerDecisionMail, buyerWithdrawnMail } from './funds-mail.js';
import { type FundsRow, lineOfAccounting, loadRequest, storeOf, summaryOf } from './funds-queries.js';
import { requestView } from './funds-view.js';

const { fundsAuthorizations: fa, members } = schema;

/** Pending → Pending is a saved line of accounting (a new version); the buyer withdraws a Pending request too. */
export const FUNDS_TRANSITIONS: Transitions<FundsState> = {
  Pending: ['Pending', 'Authorized', 'Rejected', 'Withdrawn'],
  Authorized: ['Ordered'],
  Ordered: [],
  Rejected: [],
  Withdrawn: [],
};

export const FUNDS_REQUESTS: ApprovalStore<FundsState, typeof fa> = {
  table: fa,
  id: fa.id,
  status: fa.status,
  transitions: FUNDS_TRANSITIONS,
  conflict: (status) => new CheckoutConflictError(status && status !== 'Pending' ? FUNDS_TEXT.alreadyDecided(status) : FUNDS_TEXT.changed),
};

interface Decision {
  request: FastifyRequest;
  approver: Member;
  r: FundsRow;
  version: number;
}

/** A move from Pending at the version the decider saw, writing a new version. */
const fromPending = (d: Decision, to: FundsState, set: Record<string, unknown>) => ({
  id: d.r.row.id,
  from: 'Pending' as const,
  to,
  set: { ...set, version: sql`${fa.version} + 1` },
  guard: eq(fa.version, d.version),
});

const cartBack = ({ row }: FundsRow): CartBack => ({ cartId: row.cartId, memberId: row.memberId, frozenStatus: FROZEN_STATUS, storeId: storeOf(row) });

async function buyerOf(db: AppDb, memberId: string) {
  const [buyer] = await db.select({ email: members.email, firstName: members.firstName }).from(members).where(eq(members.id, memberId));
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
  return d.request.server.db.transaction(async (tx) => {
    await claim(tx, FUNDS_REQUESTS, fromPending(d, 'Pending', { accounting: lineOfAccounting(codes) }));
    await audit(tx, d.request, { action: 'funds_accounting_saved', outcome: 'success', target: `funds-${d.r.row.id}`, detail: { aac: d.r.row.aac } });
    const { view } = await decidedView(tx, d.r.row.id, d.approver.id, FUNDS_TEXT.saved);
    return screen('cart/authorize_funds', 'Initial', view);
  });
}

export async function rejectCart(d: Decision, reason: string) {
  const { row } = d.r;
  const origin = appOrigin(d.request);
  const buyer = await buyerOf(d.request.server.db, row.memberId);
  return decide(d.request, {
    store: FUNDS_REQUESTS,
    move: fromPending(d, 'Rejected', { reason, decidedAt: sql`now()`, decidedBy: d.approver.id }),
    cartBack: cartBack(d.r),
    tell: async (tx, { merged }) => {
      const { fresh, view } = await decidedView(tx, row.id, d.approver.id, FUNDS_TEXT.rejected);
      return {
        mail: buyerDecisionMail(buyer.email, buyer.firstName, summaryOf(fresh), origin),
        audit: { action: 'funds_rejected', outcome: 'success', target: `funds-${row.id}`, detail: { aac: row.aac, buyerMemberId: row.memberId, cartId: row.cartId, mergedOther: merged } },
        answer: screen('cart/authorize_funds', 'Success', view),
      };
    },
  });
}

/**
 * The decision found the request changed since submission: it is withdrawn (Pending at the version the approver
 * saw, else 409 as any decision), the cart returns to the buyer and the buyer is emailed why; nothing is ordered.
 */
async function withdrawChanged(d: Decision, change: ApprovalChange): Promise<Withdrawn> {
  const { row } = d.r;
  const origin = appOrigin(d.request);
  const buyer = await buyerOf(d.request.server.db, row.memberId);
  const body = await decide(d.request, {
    store: FUNDS_REQUESTS,
    // The buyer's change withdrew it: the request reads "withdrawn by the buyer", with the reason.
    move: fromPending(d, 'Withdrawn', { reason: APPROVAL_TEXT.withdrawnReason(change), decidedAt: sql`now()`, decidedBy: row.memberId }),
    cartBack: cartBack(d.r),
    tell: async (tx, { merged }) => {
      const { fresh, view } = await decidedView(tx, row.id, d.approver.id, APPROVAL_TEXT.withdrawnNotice(change));
      return {
        mail: buyerWithdrawnMail(buyer.email, buyer.firstName, summaryOf(fresh), origin),
        audit: {
          action: 'funds_withdrawn_changed',
          outcome: 'refused',
          target: `funds-${row.id}`,
          detail: { change, aac: row.aac, buyerMemberId: row.memberId, cartId: row.cartId, mergedOther: merged },
        },
        answer: screen('cart/authorize_funds', 'Success', view) as Envelope,
      };
    },
  });
  return { kind: 'withdrawn', body };
}

export type AuthorizeOutcome = ApproveOutcome;

export async function authorizeCart(d: Decision, codes: AccountingCodes): Promise<AuthorizeOutcome> {
  const { row } = d.r;
  const origin = appOrigin(d.request);
  return approveWithOrder(d.request, {
    store: FUNDS_REQUESTS,
    row,
    approve: fromPending(d, 'Authorized', { accounting: lineOfAccounting(codes), decidedAt: sql`now()`, decidedBy: d.approver.id }),
    ordered: 'Ordered',
    frozenStatus: FROZEN_STATUS,
    storeId: storeOf(row),
    key: `funds-authorization-${row.id}`,
    hash: requestHash('cart/authorize_funds', { cartId: row.cartId, version: d.version }),
    cardLimitCents: Number.MAX_SAFE_INTEGER,
    // The copy's choices, paid by the line of accounting as the approver checked it (of the request's AAC).
    state: (copy) => ({ ...copy, payment: { kind: 'accounting', codes } }),
    // A FEDSTRIP cart's requisitions are ordered with it: their records written, each order routed by signal code.
    extra: (snapshot) => ({ extraRows: requisitionOrder(row.memberId, snapshot) }),
    tell: async (tx, groupNumber, buyerFirstName) => {
      const { fresh, view } = await decidedView(tx, row.id, d.approver.id, FUNDS_TEXT.ordered(groupNumber));
      return {
        mail: buyerDecisionMail(fresh.buyerEmail, buyerFirstName, summaryOf(fresh), origin),
        audit: { action: 'funds_authorized', outcome: 'success', target: `funds-${row.id}`, detail: { aac: row.aac, buyerMemberId: row.memberId, cartId: row.cartId, groupNumber } },
        answer: screen('cart/authorize_funds', 'Success', view),
      };
    },
    withdraw: (change) => withdrawChanged(d, change),
  });
}
