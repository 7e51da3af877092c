/** Reads of the AAC password area: the registry, members by email, roles, and requests as each side sees them. */
import type { AacApprovalView, AacChoice, AacRequestState, AacRequestSummary } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { aliasedTable, and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { personName } from '../../core/approvals/letter.js';
import { waitingFor } from '../../core/approvals/link.js';
import type { DbExecutor } from '../../plugins/mail/outbox.js';

const { aacs, aacRoles, aacPasswordRequests: requests, members } = schema;

export type AacRow = typeof aacs.$inferSelect;
export type RequestRow = typeof requests.$inferSelect;

export function choiceOf(row: AacRow): AacChoice {
  return { code: row.code, name: row.name, agency: row.agency, kind: row.kind === 'dod' ? 'dod' : 'civil' };
}

/** Every registered AAC: a buyer may ask for any of them; the supervisor decides. */
export async function listAacs(db: AppDb): Promise<AacChoice[]> {
  return (await db.select().from(aacs).orderBy(asc(aacs.code))).map(choiceOf);
}

export async function findAac(db: DbExecutor, code: string): Promise<AacRow | undefined> {
  const [row] = await db.select().from(aacs).where(eq(aacs.code, code));
  return row;
}

/** A registered, active member with this address (emails compared without regard to case). */
export async function activeMemberByEmail(db: DbExecutor, email: string) {
  const [row] = await db
    .select({ id: members.id, email: members.email, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`, eq(members.status, 'active')))
    .orderBy(asc(members.createdAt))
    .limit(1);
  return row;
}

export async function hasAacRole(db: DbExecutor, aac: string, memberId: string, role: 'supervisor' | 'funds_approver'): Promise<boolean> {
  const [row] = await db
    .select({ aac: aacRoles.aac })
    .from(aacRoles)
    .where(and(eq(aacRoles.aac, aac), eq(aacRoles.memberId, memberId), eq(aacRoles.role, role)));
  return row !== undefined;
}

/** The buyer's request for this AAC that still waits for a decision (its link not expired), if any. */
export async function openRequest(db: DbExecutor, memberId: string, aac: string, now: Date): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.memberId, memberId), eq(requests.aac, aac), eq(requests.status, 'Initial'), gt(requests.linkExpiresAt, now)));
  return row;
}

export function fullName(m: { firstName: string | null; lastName: string | null; email: string }): string {
  return personName(m.firstName, m.lastName, m.email);
}

const asState = (s: string): AacRequestState => (s === 'Approved' || s === 'Rejected' ? s : 'Initial');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The buyer's requests, newest first. */
export async function requestsOf(db: AppDb, memberId: string, now: Date): Promise<AacRequestSummary[]> {
  const supervisor = aliasedTable(members, 'supervisor');
  const rows = await db
    .select({ r: requests, aacName: aacs.name, agency: aacs.agency, supervisorEmail: supervisor.email })
    .from(requests)
    .innerJoin(aacs, eq(aacs.code, requests.aac))
    .innerJoin(supervisor, eq(supervisor.id, requests.supervisorMemberId))
    .where(eq(requests.memberId, memberId))
    .orderBy(desc(requests.createdAt), desc(requests.id));
  return rows.map(({ r, aacName, agency, supervisorEmail }) => ({
    requestId: r.id,
    aac: r.aac,
    aacName,
    agency,
    supervisorEmail,
    state: asState(r.status),
    expired: r.status === 'Initial' && r.linkExpiresAt <= now,
    requestedAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    reason: r.reason,
  }));
}

const buyer = aliasedTable(members, 'buyer');

function approvalQuery(db: DbExecutor) {
  return db
    .select({ r: requests, aacName: aacs.name, agency: aacs.agency, buyerEmail: buyer.email, buyerFirst: buyer.firstName, buyerLast: buyer.lastName })
    .from(requests)
    .innerJoin(aacs, eq(aacs.code, requests.aac))
    .innerJoin(buyer, eq(buyer.id, requests.memberId));
}

type ApprovalRow = Awaited<ReturnType<ReturnType<typeof approvalQuery>['where']>>[number];

function approvalView({ r, aacName, agency, buyerEmail, buyerFirst, buyerLast }: ApprovalRow): AacApprovalView {
  return {
    requestId: r.id,
    buyerName: fullName({ firstName: buyerFirst, lastName: buyerLast, email: buyerEmail }),
    buyerEmail,
    aac: r.aac,
    aacName,
    agency,
    requestedAt: r.createdAt.toISOString(),
    expiresAt: r.linkExpiresAt.toISOString(),
    state: asState(r.status),
    decidedAt: iso(r.decidedAt),
    reason: r.reason,
  };
}

export interface FoundRequest {
  row: RequestRow;
  view: AacApprovalView;
}

/** A request by its link's hash or by id, with what its supervisor is shown. */
export async function findRequest(db: DbExecutor, by: { linkHash: string } | { id: number }): Promise<FoundRequest | undefined> {
  const where = 'linkHash' in by ? eq(requests.linkHash, by.linkHash) : eq(requests.id, by.id);
  const [row] = await approvalQuery(db).where(where);
  return row ? { row: row.r, view: approvalView(row) } : undefined;
}

/** The supervisor's work list (core/approvals/link.ts waitingFor): requests naming them that can still be decided, oldest first. */
export async function workListOf(db: AppDb, supervisorId: string, now: Date): Promise<AacApprovalView[]> {
  const rows = await approvalQuery(db)
    .where(waitingFor(requests, 'Initial', supervisorId, now))
    .orderBy(asc(requests.createdAt), asc(requests.id));
  return rows.map(approvalView);
}
