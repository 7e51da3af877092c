/**
 * Reads of state and local authorization requests: a request with its buyer, supervisor, entity, the lines and
 * ship-to it was sent with (its copy, ADR 0022) and the order it became, as the buyer and the supervisor see it.
 */
import { accountingLabel, type CheckoutProblem, type StateAuthNeed, type StateAuthorizationView, type StateAuthState, STATE_AUTH_TEXT, STATE_PROGRAMS, isStateProgramKey } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { aliasedTable, asc, desc, eq } from 'drizzle-orm';
import { type CheckoutState, checkoutStateFrom } from '../../core/orders/checkout-state.js';
import { approvalChange, changeProblem, readSnapshot } from '../../core/orders/approval-snapshot.js';
import { loadCart } from '../../core/cart/store.js';
import { personName } from '../../core/approvals/letter.js';
import { waitingFor } from '../../core/approvals/link.js';
import { paymentView } from '../../core/orders/review-model.js';

const { stateAuthorizations: sa, members, stateValidations, cartItems, orderGroups } = schema;
const buyer = aliasedTable(members, 'buyer');
const supervisor = aliasedTable(members, 'supervisor');

/** What the request keeps of the checkout: the store and every choice the order is placed with. */
export interface StoredAuthorizationCheckout extends CheckoutState {
  storeId: number;
  note?: string;
}

export type AuthorizationRow = typeof sa.$inferSelect;

/** The cart status of an order waiting for the supervisor: no cart verb reads or changes it. */
export const AUTHORIZATION_CART_STATUS = 'state_authorization';

function query(db: AppDb) {
  return db
    .select({
      r: sa,
      buyerEmail: buyer.email,
      buyerFirst: buyer.firstName,
      buyerLast: buyer.lastName,
      supervisorEmail: supervisor.email,
      supervisorFirst: supervisor.firstName,
      supervisorLast: supervisor.lastName,
      agencyName: stateValidations.agencyName,
      groupNumber: orderGroups.groupNumber,
    })
    .from(sa)
    .innerJoin(buyer, eq(buyer.id, sa.memberId))
    .innerJoin(supervisor, eq(supervisor.id, sa.supervisorMemberId))
    .leftJoin(stateValidations, eq(stateValidations.memberId, sa.memberId))
    .leftJoin(orderGroups, eq(orderGroups.id, sa.orderGroupId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof query>['where']>>[number];

export function needsText(needs: readonly string[], totalCents: number, limitCents: number, program: string): string[] {
  const name = isStateProgramKey(program) ? STATE_PROGRAMS[program].name : program;
  return needs.map((n) => (n === 'limit' ? STATE_AUTH_TEXT.aboveLimit(totalCents, limitCents) : STATE_AUTH_TEXT.programNeeds(name)));
}

export function paymentLabelOf(checkout: CheckoutState): string {
  const p = checkout.payment;
  if (p?.kind === 'purchaseOrder') return `Purchase order ${p.number}`;
  if (p?.kind === 'accounting') return accountingLabel(p.codes);
  return paymentView(p)?.label ?? '';
}

const lineOf = ({ title, contractorName, quantity, price }: { title: string; contractorName: string; quantity: number; price: number }) => ({
  title, contractorName, quantity, unitPriceCents: price, extendedCents: price * quantity,
});

async function viewOf(db: AppDb, j: Joined, now: Date): Promise<StateAuthorizationView> {
  const { r } = j;
  const snapshot = readSnapshot(r.snapshot);
  // A request sent before requests kept their copy shows its cart as it is now (it is withdrawn when decided).
  const items = snapshot
    ? snapshot.cart.groups.flatMap((g) => g.items.map((i) => ({ ...i, contractorName: g.contractorName, price: i.acceptedPriceCents })))
    : await db
        .select({ title: cartItems.title, contractorName: cartItems.contractorName, quantity: cartItems.quantity, price: cartItems.acceptedPriceCents })
        .from(cartItems)
        .where(eq(cartItems.cartId, r.cartId))
        .orderBy(cartItems.id);
  const checkout = checkoutStateFrom(r.checkout);
  const key = r.program;
  return {
    id: r.id,
    state: r.status as StateAuthState,
    buyerName: personName(j.buyerFirst, j.buyerLast, j.buyerEmail),
    buyerEmail: j.buyerEmail,
    supervisorName: personName(j.supervisorFirst, j.supervisorLast, j.supervisorEmail),
    supervisorEmail: j.supervisorEmail,
    agencyName: j.agencyName ?? '',
    program: { key, name: isStateProgramKey(key) ? STATE_PROGRAMS[key].name : key, purpose: r.programPurpose, reference: r.programReference },
    needs: r.needs as StateAuthNeed[],
    needsText: needsText(r.needs, r.totalCents, r.limitCents, key),
    totalCents: r.totalCents,
    limitCents: r.limitCents,
    paymentLabel: paymentLabelOf(checkout),
    shipTo: snapshot?.shipTo ?? null,
    lines: items.map(lineOf),
    note: typeof r.checkout.note === 'string' ? r.checkout.note : null,
    requestedAt: r.createdAt.toISOString(),
    expiresAt: r.linkExpiresAt.toISOString(),
    expired: r.status === 'Pending' && r.linkExpiresAt <= now,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    reason: r.reason,
    groupNumber: j.groupNumber,
  };
}

/** Why a pending request cannot be approved as sent (its cart or ship-to entry changed since): approving withdraws it. */
export async function changeProblems(db: AppDb, row: AuthorizationRow): Promise<CheckoutProblem[]> {
  const snapshot = readSnapshot(row.snapshot);
  if (!snapshot) return [changeProblem('missing')];
  const storeId = row.checkout.storeId;
  const change = await approvalChange(db, row.memberId, snapshot, await loadCart(db, row.cartId, typeof storeId === 'number' ? storeId : 0));
  return change ? [changeProblem(change)] : [];
}

export interface FoundAuthorization {
  row: AuthorizationRow;
  view: StateAuthorizationView;
}

export async function findAuthorization(db: AppDb, by: { linkHash: string } | { id: number }, now: Date): Promise<FoundAuthorization | undefined> {
  const [j] = await query(db).where('linkHash' in by ? eq(sa.linkHash, by.linkHash) : eq(sa.id, by.id)).limit(1);
  return j ? { row: j.r, view: await viewOf(db, j, now) } : undefined;
}

const LIST_LIMIT = 50;

/** The supervisor's work list (core/approvals/link.ts waitingFor): orders naming them that can still be decided, oldest first. */
export async function workListOf(db: AppDb, supervisorId: string, now: Date): Promise<StateAuthorizationView[]> {
  const rows = await query(db)
    .where(waitingFor(sa, 'Pending', supervisorId, now))
    .orderBy(asc(sa.createdAt), asc(sa.id))
    .limit(LIST_LIMIT);
  return Promise.all(rows.map((j) => viewOf(db, j, now)));
}

/** The buyer's requests, newest first. */
export async function authorizationsOf(db: AppDb, memberId: string, now: Date): Promise<StateAuthorizationView[]> {
  const rows = await query(db).where(eq(sa.memberId, memberId)).orderBy(desc(sa.createdAt), desc(sa.id)).limit(LIST_LIMIT);
  return Promise.all(rows.map((j) => viewOf(db, j, now)));
}
