/**
 * Reads of funds-control carts (cart/afc_cart, afc_worklist, authorize_funds): a request with its AAC, its
 * buyer, who decided it and the order group it became; the AAC's funds approvers; the two lists.
 */
import type { AccountingCodes, FundsRequestSummary, FundsState, PostalAddress } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personName } from '../../core/approvals/letter.js';
import { type CheckoutState, checkoutStateFrom, type OrderOptions } from '../../core/orders/checkout-state.js';

const { fundsAuthorizations: fa, aacs, aacRoles, members, orderGroups } = schema;

export const FUNDS_APPROVER = 'funds_approver';

/** What the submission keeps besides the line of accounting: the checkout choices the order is placed with. */
export interface StoredFundsCheckout {
  storeId: number;
  addressId?: number;
  orders?: Record<string, OrderOptions>;
  breakbulkPoint?: string;
}

const decider = alias(members, 'decider');

const columns = {
  row: fa,
  aacName: aacs.name,
  agency: aacs.agency,
  buyerFirst: members.firstName,
  buyerLast: members.lastName,
  buyerEmail: members.email,
  deciderFirst: decider.firstName,
  deciderLast: decider.lastName,
  deciderEmail: decider.email,
  groupNumber: orderGroups.groupNumber,
};

function requestQuery(db: AppDb) {
  return db
    .select(columns)
    .from(fa)
    .innerJoin(aacs, eq(aacs.code, fa.aac))
    .innerJoin(members, eq(members.id, fa.memberId))
    .leftJoin(decider, eq(decider.id, fa.decidedBy))
    .leftJoin(orderGroups, eq(orderGroups.id, fa.orderGroupId));
}

export type FundsRow = NonNullable<Awaited<ReturnType<typeof loadRequest>>>;

export function summaryOf(r: FundsRow): FundsRequestSummary {
  return {
    id: r.row.id,
    aac: r.row.aac,
    aacName: r.aacName,
    agency: r.agency,
    status: r.row.status as FundsState,
    totalCents: r.row.totalCents,
    buyerName: personName(r.buyerFirst, r.buyerLast, r.buyerEmail),
    buyerEmail: r.buyerEmail,
    submittedAt: r.row.submittedAt.toISOString(),
    decidedAt: r.row.decidedAt?.toISOString() ?? null,
    decidedBy: r.row.decidedBy ? personName(r.deciderFirst, r.deciderLast, r.deciderEmail) : null,
    reason: r.row.reason,
    groupNumber: r.groupNumber,
  };
}

export async function loadRequest(db: AppDb, id: number) {
  const [row] = await requestQuery(db).where(eq(fa.id, id)).limit(1);
  return row;
}

export async function isFundsApprover(db: AppDb, aac: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ aac: aacRoles.aac })
    .from(aacRoles)
    .where(and(eq(aacRoles.aac, aac), eq(aacRoles.memberId, memberId), eq(aacRoles.role, FUNDS_APPROVER)))
    .limit(1);
  return row !== undefined;
}

/** Active members holding the funds-approver role for the AAC. */
export async function fundsApprovers(db: AppDb, aac: string) {
  return db
    .select({ id: members.id, email: members.email, firstName: members.firstName })
    .from(aacRoles)
    .innerJoin(members, eq(members.id, aacRoles.memberId))
    .where(and(eq(aacRoles.aac, aac), eq(aacRoles.role, FUNDS_APPROVER), eq(members.status, 'active')));
}

/** The AAC when it is under funds control, else undefined. */
export async function fundsControlAac(db: AppDb, code: string): Promise<{ code: string; name: string; agency: string; billTo: PostalAddress } | undefined> {
  const [row] = await db
    .select({ code: aacs.code, name: aacs.name, agency: aacs.agency, billTo: aacs.billTo })
    .from(aacs)
    .where(and(eq(aacs.code, code.toUpperCase()), eq(aacs.fundsControl, true)))
    .limit(1);
  return row;
}

const LIST_LIMIT = 100;

/** The member's requests still waiting for a decision (their carts are frozen). */
export async function pendingCount(db: AppDb, memberId: string): Promise<number> {
  return db.$count(fa, and(eq(fa.memberId, memberId), eq(fa.status, 'Pending')));
}

export async function buyerRequests(db: AppDb, memberId: string): Promise<FundsRequestSummary[]> {
  const rows = await requestQuery(db).where(eq(fa.memberId, memberId)).orderBy(desc(fa.submittedAt), desc(fa.id)).limit(LIST_LIMIT);
  return rows.map(summaryOf);
}

/** The carts of the AACs the member approves funds for: the pending ones first, then the latest decided. */
export async function approverRequests(db: AppDb, memberId: string): Promise<FundsRequestSummary[]> {
  const mine = db.select({ aac: aacRoles.aac }).from(aacRoles).where(and(eq(aacRoles.memberId, memberId), eq(aacRoles.role, FUNDS_APPROVER)));
  const rows = await requestQuery(db)
    .where(inArray(fa.aac, mine))
    .orderBy(sql`(${fa.status} = 'Pending') desc`, desc(fa.submittedAt), desc(fa.id))
    .limit(LIST_LIMIT);
  return rows.map(summaryOf);
}

/** The accounting codes the order is placed with: the request's AAC and its line of accounting. */
export function codesOf(row: { aac: string; accounting: schema.LineOfAccounting }): AccountingCodes {
  const a = row.accounting;
  const { fundCode, appropriation, objectClass, documentNumber } = a;
  return { aac: row.aac, fundCode, appropriation, objectClass, projectJob: a.project, documentNumber };
}

export function lineOfAccounting(codes: AccountingCodes): schema.LineOfAccounting {
  const { fundCode, appropriation, objectClass, documentNumber } = codes;
  return { fundCode, appropriation, objectClass, project: codes.projectJob, documentNumber };
}

/** The checkout choices as the order path reads them, paid by the request's accounting codes. */
export function checkoutStateOf(row: { aac: string; accounting: schema.LineOfAccounting; checkout: Record<string, unknown> }): CheckoutState {
  const stored = checkoutStateFrom(row.checkout);
  return {
    ...(stored.addressId === undefined ? {} : { addressId: stored.addressId }),
    ...(stored.orders ? { orders: stored.orders } : {}),
    ...(stored.breakbulkPoint ? { breakbulkPoint: stored.breakbulkPoint } : {}),
    payment: { kind: 'accounting', codes: codesOf(row) },
  };
}

export function storeOf(row: { checkout: Record<string, unknown> }): number {
  const id = row.checkout.storeId;
  return typeof id === 'number' ? id : 0;
}
