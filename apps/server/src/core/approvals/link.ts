/**
 * The emailed single-use link's one path (AAC password requests, state and local authorizations;
 * docs/adr/0036-one-approval-engine.md). The link (?token=, only its SHA-256 is stored: app-context.ts) or the
 * supervisor's work list (?request=, good only without a token) opens the request for the one member it names as
 * supervisor; anyone else gets the same 404 as for a link that does not exist, the buyer themself 403. A decided
 * request decides nothing more (opened again it shows the decision), an expired link is 410; every refusal is
 * audited. What is shown and what a decision does are the kind's.
 */
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { linkHash, newLinkToken } from '../app-context.js';

/** The link's days are over (410): the kind says how many it had. */
export class LinkExpiredError extends AppError {
  constructor(message: string) {
    super(410, 'LinkExpired', message);
  }
}

export interface LinkedRow {
  id: number;
  memberId: string;
  supervisorMemberId: string;
  status: string;
  linkExpiresAt: Date;
}

/** A linked kind's columns, for the conditions every link kind shares. */
export interface LinkColumns {
  status: PgColumn;
  supervisorMemberId: PgColumn;
  linkExpiresAt: PgColumn;
}

/** The supervisor's own request whose link still works: the guard of every decision by link. */
export const stillTheirs = (c: LinkColumns, supervisorId: string, now: Date): SQL | undefined =>
  and(eq(c.supervisorMemberId, supervisorId), gt(c.linkExpiresAt, now));

/** The supervisor's work list: their requests waiting in `open` whose link still works. */
export const waitingFor = (c: LinkColumns, open: string, supervisorId: string, now: Date): SQL | undefined =>
  and(eq(c.status, open), stillTheirs(c, supervisorId, now));

const DAY_MS = 86_400_000;

/** A new single-use link good for `days` from `now`: the token for the email, its hash for the row. */
export function newLink(now: Date, days: number): { token: string; hash: string; expiresAt: Date } {
  return { ...newLinkToken(), expiresAt: new Date(now.getTime() + days * DAY_MS) };
}

export type LinkLookup = { linkHash: string } | { id: number };

/** Refuses with the audit row `<kind>_refused` (the reason and the decision asked for), then throws the error. */
export type Refuse = (reason: string, error: AppError) => Promise<never>;

export interface LinkKind<F extends { row: LinkedRow }, D extends string, A> {
  /** The status a request waits in for its supervisor. */
  open: string;
  find: (by: LinkLookup, now: Date) => Promise<F | undefined>;
  refusedAction: string;
  target: (id: number) => string;
  texts: { linkRequired: string; linkInvalid: string; self: string };
  /** A refusal of the kind's own once the supervisor is known (AAC: no longer the AAC's supervisor). */
  check?: (found: F, refuse: Refuse) => Promise<void>;
  alreadyDecided: (status: string) => AppError;
  expired: () => AppError;
  showDecided: (found: F) => Promise<A>;
  showOpen: (found: F) => Promise<A>;
  /** The decision, at the time the link was checked against. */
  decide: (found: F, decision: D, refuse: Refuse, now: Date) => Promise<A>;
}

export interface LinkInput<D extends string> {
  token: string | undefined;
  id: number | undefined;
  decision: D | undefined;
}

export async function decideByLink<F extends { row: LinkedRow }, D extends string, A>(
  request: FastifyRequest,
  input: LinkInput<D>,
  kind: LinkKind<F, D, A>,
): Promise<A> {
  const member = request.member;
  const app = request.server;
  if (!member) throw new Error('decideByLink needs a signed-in member');
  if (!input.token && input.id === undefined) throw new BadRequestError(kind.texts.linkRequired);
  const now = new Date(app.now());
  // The link names its request; an id (the supervisor's work list) is good only without one.
  const found = await kind.find(input.token ? { linkHash: linkHash(input.token) } : { id: input.id ?? 0 }, now);

  const refuse: Refuse = async (reason, error) => {
    await audit(app.db, request, { action: kind.refusedAction, outcome: 'refused', target: found ? kind.target(found.row.id) : null, detail: { reason, decision: input.decision ?? null } });
    throw error;
  };
  if (!found || found.row.supervisorMemberId !== member.id) return refuse('not_named_supervisor', new NotFoundError(kind.texts.linkInvalid));
  if (found.row.memberId === member.id) return refuse('own_request', new ForbiddenError(kind.texts.self));
  await kind.check?.(found, refuse);
  if (found.row.status !== kind.open) {
    // The link has been used: it decides nothing more; opened again, it shows the supervisor the decision.
    if (input.decision) return refuse('decided', kind.alreadyDecided(found.row.status));
    return kind.showDecided(found);
  }
  if (found.row.linkExpiresAt <= now) return refuse('expired', kind.expired());
  if (!input.decision) return kind.showOpen(found);
  return kind.decide(found, input.decision, refuse, now);
}
