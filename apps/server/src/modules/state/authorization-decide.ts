/**
 * State and local authorization as an approval kind (docs/adr/0036-one-approval-engine.md): its table of moves and
 * the decisions on a Pending request through the engine (core/approvals), each an atomic UPDATE ... WHERE status =
 * 'Pending' (and, for the supervisor, WHERE they are the one named and the link has not expired), so of two
 * decisions at once exactly one wins. Approve places the order (core/approvals/order.ts) under the key
 * `state-authorization-<id>`: Pending → Approved → Ordered with the order group inside the order's transaction.
 * A cart that cannot be ordered as it stands writes nothing.
 *
 * The order is placed from the request's copy (ADR 0022): its lines, its ship-to and payment, the buyer's grants
 * checked again. A cart or ship-to entry changed since the request was sent withdraws it instead (withdrawChanged).
 */
import {
  type ApprovalChange, APPROVAL_TEXT, type OrderProgram, STATE_AUTH_TEXT, type StateAuthState, type StateAuthorizationView, type SupervisorResponseAttributes,
  isStateProgramKey, DISASTER_PURPOSES,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { appOrigin } from '../../core/app-context.js';
import { returnFrozenCart } from '../../core/cart/frozen-cart.js';
import { publishReturnedCart } from '../../core/cart/store.js';
import { type CartBack, decide } from '../../core/approvals/decide.js';
import { stillTheirs } from '../../core/approvals/link.js';
import { approveWithOrder, type ApproveOutcome, type Withdrawn } from '../../core/approvals/order.js';
import { type ApprovalStore, claim, type Transitions } from '../../core/approvals/transitions.js';
import { CheckoutConflictError } from '../../core/orders/errors.js';
import { requestHash } from '../../core/orders/idempotency.js';
import { buyerMail, buyerWithdrawnMail } from './authorization-mail.js';
import { AUTHORIZATION_CART_STATUS, findAuthorization, type FoundAuthorization } from './authorization-queries.js';

const { stateAuthorizations: sa, members } = schema;
const PATH = 'state/supervisor_response';
const FROZEN = AUTHORIZATION_CART_STATUS;

/** The supervisor approves (then the order is placed) or declines; the buyer may withdraw while it is Pending. */
export const STATE_TRANSITIONS: Transitions<StateAuthState> = {
  Pending: ['Approved', 'Declined', 'Withdrawn'],
  Approved: ['Ordered'],
  Ordered: [],
  Declined: [],
  Withdrawn: [],
};

export const STATE_REQUESTS: ApprovalStore<StateAuthState, typeof sa> = {
  table: sa,
  id: sa.id,
  status: sa.status,
  transitions: STATE_TRANSITIONS,
  conflict: (status) => new CheckoutConflictError(STATE_AUTH_TEXT.alreadyDecided(status ?? 'decided')),
};

async function firstName(db: AppDb, memberId: string): Promise<string> {
  const [m] = await db.select({ firstName: members.firstName }).from(members).where(eq(members.id, memberId));
  return m?.firstName ?? '';
}

async function fresh(tx: AppDb, id: number, now: Date): Promise<StateAuthorizationView> {
  const found = await findAuthorization(tx, { id }, now);
  if (!found) throw new Error('the authorization request vanished');
  return found.view;
}

/** A move of the supervisor's from Pending, while the request is theirs and its link works. */
const bySupervisor = (found: FoundAuthorization, supervisorId: string, now: Date, to: StateAuthState, set: Record<string, unknown>) => ({
  id: found.row.id, from: 'Pending' as const, to, set, guard: stillTheirs(sa, supervisorId, now),
});

/** The store the buyer checked out in, which prices the cart that comes back to them. */
function storeOf(row: FoundAuthorization['row']): number {
  const { storeId } = row.checkout;
  return typeof storeId === 'number' ? storeId : 0;
}

const cartBack = ({ row }: FoundAuthorization): CartBack => ({ cartId: row.cartId, memberId: row.memberId, frozenStatus: FROZEN, storeId: storeOf(row) });

function orderProgramOf(row: FoundAuthorization['row']): OrderProgram {
  if (!isStateProgramKey(row.program)) throw new Error(`authorization ${row.id} names no known program`);
  const purpose = DISASTER_PURPOSES.find((p) => p === row.programPurpose) ?? null;
  return { program: row.program, purpose, reference: row.programReference };
}

/** The supervisor's answer once decided: the request as it stands, nothing more to decide. */
const decided = (request: FastifyRequest, view: StateAuthorizationView, notice: string) =>
  screen(PATH, 'SupervisorResponse', { storeID: request.session.storeId, request: view, canDecide: false, notice } satisfies SupervisorResponseAttributes);

export async function declineAuthorization(request: FastifyRequest, found: FoundAuthorization, reason: string, now: Date) {
  const origin = appOrigin(request);
  const buyerFirst = await firstName(request.server.db, found.row.memberId);
  const { row } = found;
  return decide(request, {
    store: STATE_REQUESTS,
    move: bySupervisor(found, request.member!.id, now, 'Declined', { reason, decidedAt: now, decidedBy: request.member!.id }),
    cartBack: cartBack(found),
    tell: async (tx, { merged }) => {
      const view = await fresh(tx, row.id, now);
      return {
        mail: buyerMail(view, buyerFirst, origin),
        audit: {
          action: 'state_authorization_declined',
          outcome: 'success',
          target: `state-authorization-${row.id}`,
          detail: { buyerMemberId: row.memberId, cartId: row.cartId, mergedOther: merged },
        },
        answer: decided(request, view, STATE_AUTH_TEXT.declined(view.buyerName)),
      };
    },
  });
}

/**
 * The approval found the request changed since it was sent: it is withdrawn (while still Pending and the
 * supervisor's), its cart goes back to the buyer, who is emailed why; nothing is ordered.
 */
async function withdrawChanged(request: FastifyRequest, found: FoundAuthorization, now: Date, change: ApprovalChange): Promise<Withdrawn> {
  const { row } = found;
  const origin = appOrigin(request);
  const buyerFirst = await firstName(request.server.db, row.memberId);
  const body = await decide(request, {
    store: STATE_REQUESTS,
    move: bySupervisor(found, request.member!.id, now, 'Withdrawn', { reason: APPROVAL_TEXT.withdrawnReason(change), decidedAt: now, decidedBy: row.memberId }),
    cartBack: cartBack(found),
    tell: async (tx, { merged }) => {
      const view = await fresh(tx, row.id, now);
      return {
        mail: buyerWithdrawnMail(view, buyerFirst, origin),
        audit: {
          action: 'state_authorization_withdrawn_changed',
          outcome: 'refused',
          target: `state-authorization-${row.id}`,
          detail: { change, buyerMemberId: row.memberId, cartId: row.cartId, mergedOther: merged },
        },
        answer: decided(request, view, APPROVAL_TEXT.withdrawnNotice(change)),
      };
    },
  });
  return { kind: 'withdrawn', body };
}

export type { ApproveOutcome };

export async function approveAuthorization(request: FastifyRequest, found: FoundAuthorization, now: Date): Promise<ApproveOutcome> {
  const { row } = found;
  const origin = appOrigin(request);
  // FEDSTRIP requisitions of an approved order would join here as `extraRows` (core/orders/place-order.ts).
  return approveWithOrder(request, {
    store: STATE_REQUESTS,
    row,
    approve: bySupervisor(found, request.member!.id, now, 'Approved', { decidedAt: now, decidedBy: request.member!.id }),
    ordered: 'Ordered',
    frozenStatus: FROZEN,
    storeId: storeOf(row),
    key: `state-authorization-${row.id}`,
    hash: requestHash(PATH, { cartId: row.cartId, version: row.id }),
    cardLimitCents: request.server.purchaseCardLimitCents,
    extra: () => ({ stateProgram: orderProgramOf(row) }),
    tell: async (tx, groupNumber, buyerFirstName) => {
      const view = await fresh(tx, row.id, now);
      return {
        mail: buyerMail(view, buyerFirstName, origin),
        audit: {
          action: 'state_authorization_approved',
          outcome: 'success',
          target: `state-authorization-${row.id}`,
          detail: { buyerMemberId: row.memberId, cartId: row.cartId, groupNumber },
        },
        answer: decided(request, view, STATE_AUTH_TEXT.approved(view.buyerName, groupNumber)),
      };
    },
    withdraw: (change) => withdrawChanged(request, found, now, change),
  });
}

/** The buyer takes a pending request back (changed their mind, or its link expired): its cart is theirs again. */
export async function withdrawAuthorization(request: FastifyRequest, memberId: string, id: number): Promise<StateAuthorizationView> {
  const app = request.server;
  const now = new Date(app.now());
  const found = await findAuthorization(app.db, { id }, now);
  if (!found || found.row.memberId !== memberId) throw new NotFoundError('The order for authorization was not found.');
  const view = await app.db.transaction(async (tx) => {
    const moved = await claim(tx, { ...STATE_REQUESTS, conflict: () => new CheckoutConflictError(STATE_AUTH_TEXT.notPending(found.row.status)) }, {
      id, from: 'Pending', to: 'Withdrawn', set: { decidedAt: now, decidedBy: memberId }, guard: eq(sa.memberId, memberId),
    });
    await returnFrozenCart(tx, moved.cartId, memberId, FROZEN);
    await audit(tx, request, { action: 'state_authorization_withdrawn', outcome: 'success', target: `state-authorization-${id}`, detail: { cartId: found.row.cartId } });
    return fresh(tx, id, now);
  });
  // Every tab of the buyer, the one that withdrew included: its answer is the request, not the cart.
  await publishReturnedCart(request, memberId, found.row.cartId, storeOf(found.row));
  return view;
}
