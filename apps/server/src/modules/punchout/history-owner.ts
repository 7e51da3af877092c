/**
 * Whose orders the order-history screens read (ADR 0014 "Order history of punchout orders").
 * A signed-in member reads their own. A punchout shopping session reads its organization's: the orders its
 * OrderRequests placed under the organization's member, each named by the agency's PO number (orderID). The
 * session is believed only when the punchout row it was opened from still names this browser session and the
 * organization is active, so a copied mark, a swept session or a disabled organization reads nothing.
 * Anyone else is asked to sign in, as before. A punchout session only reads: the PO is the agency's document,
 * changed or cancelled from its own procurement system, never from a shopper's session here.
 */
import { type AppDb, schema } from '@advantage/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors.js';
import { punchoutMark } from './start.js';

const { punchoutSessions, punchoutOrganizations, punchoutOrders, orderGroups } = schema;

/** The PO number of each of these order groups that a punchout OrderRequest placed (group number → PO). */
export type PoNumbers = (groupNumbers: string[]) => Promise<Map<string, string>>;

export interface HistoryOwner {
  memberId: string;
  /** Set in a punchout session: its organization's PO numbers (and that session may not change an order). */
  poNumbers: PoNumbers | null;
}

function poNumbersOf(db: AppDb, organizationId: number): PoNumbers {
  return async (groupNumbers) => {
    const wanted = [...new Set(groupNumbers)];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ groupNumber: orderGroups.groupNumber, poNumber: punchoutOrders.poNumber })
      .from(punchoutOrders)
      .innerJoin(orderGroups, eq(orderGroups.id, punchoutOrders.orderGroupId))
      .where(and(eq(punchoutOrders.organizationId, organizationId), inArray(orderGroups.groupNumber, wanted)));
    return new Map(rows.map((r) => [r.groupNumber, r.poNumber]));
  };
}

/** The signed-in member, or the organization of this browser's punchout session; otherwise 401 (sign in). */
export async function orderHistoryOwner(db: AppDb, request: FastifyRequest): Promise<HistoryOwner> {
  if (request.member) return { memberId: request.member.id, poNumbers: null };
  const mark = request.session ? punchoutMark(request) : undefined;
  if (mark) {
    const [row] = await db
      .select({ organizationId: punchoutOrganizations.id, memberId: punchoutOrganizations.memberId })
      .from(punchoutSessions)
      .innerJoin(punchoutOrganizations, eq(punchoutOrganizations.id, punchoutSessions.organizationId))
      .where(
        and(
          eq(punchoutSessions.id, mark.id),
          eq(punchoutSessions.webSessionId, request.session.id),
          eq(punchoutOrganizations.id, mark.organizationId),
          eq(punchoutOrganizations.status, 'active'),
        ),
      )
      .limit(1);
    if (row) return { memberId: row.memberId, poNumbers: poNumbersOf(db, row.organizationId) };
  }
  throw new UnauthorizedError('Unauthorized', 'Please sign in to continue.');
}

/** The rows with their PO numbers when a punchout session reads them; unchanged otherwise. */
export async function withPoNumbers<T extends { groupNumber: string; poNumber?: string }>(rows: T[], poNumbers: PoNumbers | null): Promise<T[]> {
  if (!poNumbers) return rows;
  const found = await poNumbers(rows.map((r) => r.groupNumber));
  return rows.map((r) => {
    const poNumber = found.get(r.groupNumber);
    return poNumber === undefined ? r : { ...r, poNumber };
  });
}
