/**
 * An approval that places the held order (funds control's authorization, a state or local supervisor's approval;
 * docs/adr/0036-one-approval-engine.md). The order is placed from the request's copy (approval-snapshot.ts, ADR
 * 0022) through the idempotent order path under the kind's key: the request moves open → approved as the frozen
 * cart's claim, and approved → ordered with its order group inside the order's transaction, so an approved
 * request is ordered exactly once (the key, the open row and order_groups' unique cart_id each stop a second
 * order). A request without its copy, or whose cart, ship-to entry or grants changed since, is not ordered: the
 * kind's `withdraw` runs instead. A cart that cannot be ordered as it stands writes nothing (OrderRefused).
 */
import type { ApprovalChange, Envelope } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { ApprovalChanged, type ApprovalSnapshot, readSnapshot, snapshotState } from '../orders/approval-snapshot.js';
import type { CheckoutState } from '../orders/checkout-state.js';
import { placeOrder, type PlaceOrderInput, type PlaceOrderOutcome } from '../orders/place-order.js';
import { flushMail, type Told, tellIn } from './decide.js';
import { type ApprovalStore, claim, type Move, move } from './transitions.js';

const { members, carts, orderGroups } = schema;

export type Withdrawn = { kind: 'withdrawn'; body: Envelope };
export type ApproveOutcome = PlaceOrderOutcome | Withdrawn;

export interface OrderApproval<S extends string, T extends PgTable> {
  store: ApprovalStore<S, T>;
  row: { id: number; memberId: string; cartId: number; snapshot: unknown };
  /** open → approved, the decision claimed with the order (its guard and columns). */
  approve: Move<S>;
  /** The status the placed order moves the request to from `approve.to`. */
  ordered: S;
  frozenStatus: string;
  storeId: number;
  key: string;
  hash: string;
  cardLimitCents: number;
  /** The copy's choices as the order is placed (funds control pays by the approver's line of accounting). */
  state?: (copy: CheckoutState) => CheckoutState;
  extra?: (snapshot: ApprovalSnapshot) => Pick<PlaceOrderInput, 'extraRows' | 'stateProgram'>;
  /** The request as the order left it: the buyer's email, the audit row, the answer (stored with the key). */
  tell: (tx: AppDb, groupNumber: string, buyerFirstName: string) => Promise<Told<Envelope>>;
  /** The copy is missing or the request changed: withdrawn, the cart back to the buyer, nothing ordered. */
  withdraw: (change: ApprovalChange) => Promise<Withdrawn>;
}

export async function approveWithOrder<S extends string, T extends PgTable>(request: FastifyRequest, a: OrderApproval<S, T>): Promise<ApproveOutcome> {
  const db = request.server.db;
  const { row } = a;
  const snapshot = readSnapshot(row.snapshot);
  if (!snapshot) return a.withdraw('missing');
  const [buyer] = await db
    .select({ email: members.email, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, row.memberId));
  if (!buyer) throw new Error(`the buyer of approval request ${row.id} is gone`);
  const [cart] = await db.select({ version: carts.version }).from(carts).where(eq(carts.id, row.cartId));
  const copy = snapshotState(snapshot);
  const placing = placeOrder(db, request, {
    memberId: row.memberId,
    email: buyer.email,
    name: `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.email,
    storeId: a.storeId,
    cartId: row.cartId,
    version: cart?.version ?? -1,
    key: a.key,
    hash: a.hash,
    state: a.state ? a.state(copy) : copy,
    approved: snapshot,
    cardLimitCents: a.cardLimitCents,
    ...a.extra?.(snapshot),
    frozen: {
      cartStatus: a.frozenStatus,
      claim: async (tx) => {
        await claim(tx, a.store, a.approve);
      },
    },
    answer: async (tx, { groupNumber }) => {
      const [group] = await tx.select({ id: orderGroups.id }).from(orderGroups).where(eq(orderGroups.groupNumber, groupNumber));
      await move(tx, a.store, { id: row.id, from: a.approve.to, to: a.ordered, set: { orderGroupId: group?.id ?? null } });
      return tellIn(tx, request, await a.tell(tx, groupNumber, buyer.firstName));
    },
  });
  let outcome: PlaceOrderOutcome;
  try {
    outcome = await placing;
  } catch (error) {
    if (error instanceof ApprovalChanged) return a.withdraw(error.change);
    throw error;
  }
  flushMail(request);
  return outcome;
}
