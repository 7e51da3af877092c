/**
 * Ordering to an AAC (checkout, the address book and later FEDSTRIP): the member needs an
 * approved, unrevoked grant (aac_grants) and the AAC password once per server session. The AACs unlocked in
 * a session are kept in its data with the member and the time; signing in starts a new session, which asks
 * again. Five wrong passwords in a row lock the grant for 15 minutes; every wrong try, the lock and the
 * unlock are audited (never the password).
 */
import { performance } from 'node:perf_hooks';
import { AAC_ACCESS_TEXT, AAC_LOCK_ATTEMPTS, AAC_LOCK_MINUTES, type AacAccess, type CheckoutProblem } from '@advantage/contracts';
import { type AppDb, schema, verifyPassword } from '@advantage/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { ValidationError } from '../../lib/errors.js';
import { requireMember } from '../../lib/member.js';

const g = schema.aacGrants;
const SESSION_KEY = 'aacUnlocked';

type UnlockedEntries = Record<string, { memberId: string; at: string }>;

/** What the access checks need: the database, the member, the AACs unlocked in this session, the time. */
export interface AacViewer {
  db: AppDb;
  memberId: string;
  unlocked: ReadonlySet<string>;
  now: Date;
}

export interface AacStanding {
  access: AacAccess;
  /** ISO time, when access is 'locked'. */
  lockedUntil?: string;
}

export type UnlockOutcome
  = | { kind: 'unlocked'; checkMs: number }
    | { kind: 'wrong'; triesLeft: number; checkMs: number }
    | { kind: 'locked'; lockedUntil: string }
    | { kind: 'none' };

const clock = (request: FastifyRequest) => new Date(request.server.now());

function sessionEntries(request: FastifyRequest): UnlockedEntries {
  const raw = request.session.data[SESSION_KEY];
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as UnlockedEntries) : {};
}

/** The AACs this member unlocked in this session (entries of another member never count). */
export function unlockedAacs(request: FastifyRequest, memberId: string): Set<string> {
  return new Set(Object.entries(sessionEntries(request)).filter(([, e]) => e?.memberId === memberId).map(([aac]) => aac));
}

/** The session is read when the checks run, so a verb that unlocks an AAC first sees it unlocked after. */
export function aacViewer(request: FastifyRequest): AacViewer {
  const member = requireMember(request);
  return {
    db: request.server.db,
    memberId: member.id,
    get unlocked() {
      return unlockedAacs(request, member.id);
    },
    now: clock(request),
  };
}

const isLocked = (lockedUntil: Date | null, now: Date) => lockedUntil !== null && lockedUntil.getTime() > now.getTime();

/** The standing of each AAC for the viewer, by AAC. */
export async function aacStandings(viewer: AacViewer, aacs: Iterable<string>): Promise<Map<string, AacStanding>> {
  const codes = [...new Set(aacs)];
  const result = new Map<string, AacStanding>();
  if (codes.length === 0) return result;
  const grants = await viewer.db
    .select({ aac: g.aac, lockedUntil: g.lockedUntil })
    .from(g)
    .where(and(eq(g.memberId, viewer.memberId), inArray(g.aac, codes), isNull(g.revokedAt)));
  for (const aac of codes) {
    const grant = grants.find((r) => r.aac === aac);
    if (!grant) result.set(aac, { access: 'none' });
    else if (isLocked(grant.lockedUntil, viewer.now)) result.set(aac, { access: 'locked', lockedUntil: grant.lockedUntil!.toISOString() });
    else result.set(aac, { access: viewer.unlocked.has(aac) ? 'unlocked' : 'password' });
  }
  return result;
}

/** Why an order cannot go to this AAC now, or undefined when it can. */
export function aacProblem(aac: string, standing: AacStanding): CheckoutProblem | undefined {
  switch (standing.access) {
    case 'none':
      return { code: 'aacNoGrant', aac, message: AAC_ACCESS_TEXT.noGrant(aac) };
    case 'locked':
      return { code: 'aacLocked', aac, message: AAC_ACCESS_TEXT.locked(aac, standing.lockedUntil ?? '') };
    case 'password':
      return { code: 'aacPassword', aac, message: AAC_ACCESS_TEXT.passwordNeeded(aac) };
    default:
      return undefined;
  }
}

export async function aacProblems(viewer: AacViewer, aacs: Iterable<string>): Promise<CheckoutProblem[]> {
  const standings = await aacStandings(viewer, aacs);
  return [...standings].flatMap(([aac, standing]) => aacProblem(aac, standing) ?? []);
}

async function rememberUnlocked(request: FastifyRequest, memberId: string, aac: string, now: Date): Promise<void> {
  const entries = { ...sessionEntries(request), [aac]: { memberId, at: now.toISOString() } };
  await request.saveSession({ data: { ...request.session.data, [SESSION_KEY]: entries } });
}

/** A grant the wrong password counts against, when it is not locked: the count starts again after a lock ran out. */
const notLocked = (now: string) => sql`(${g.lockedUntil} is null or ${g.lockedUntil} <= ${now}::timestamptz)`;

/**
 * Checks the AAC password against the member's grant. Right: the count of wrong tries is reset and the AAC
 * is unlocked for this session. Wrong: the count goes up in one UPDATE (parallel tries cannot lose a count);
 * the 5th locks the grant for 15 minutes. The tries are audited in the transaction of the count.
 */
export async function unlockAac(request: FastifyRequest, aac: string, password: string): Promise<UnlockOutcome> {
  const member = requireMember(request);
  const db = request.server.db;
  const now = clock(request);
  const iso = now.toISOString();
  const [grant] = await db
    .select({ passwordHash: g.passwordHash, lockedUntil: g.lockedUntil })
    .from(g)
    .where(and(eq(g.memberId, member.id), eq(g.aac, aac), isNull(g.revokedAt)));
  if (!grant) {
    await audit(db, request, { action: 'aac_password', outcome: 'refused', memberId: member.id, target: aac, detail: { reason: 'no grant' } });
    return { kind: 'none' };
  }
  const lockedOutcome = async (lockedUntil: Date | null): Promise<UnlockOutcome> => {
    await audit(db, request, { action: 'aac_password', outcome: 'refused', memberId: member.id, target: aac, detail: { reason: 'locked' } });
    return { kind: 'locked', lockedUntil: (lockedUntil ?? now).toISOString() };
  };
  if (isLocked(grant.lockedUntil, now)) return lockedOutcome(grant.lockedUntil);

  const started = performance.now();
  const right = await verifyPassword(password, grant.passwordHash);
  const checkMs = Math.round((performance.now() - started) * 10) / 10;
  request.log.info({ aac, checkMs }, 'AAC password checked');
  const mine = and(eq(g.memberId, member.id), eq(g.aac, aac), isNull(g.revokedAt), notLocked(iso));

  if (right) {
    const [reset] = await db.transaction(async (tx) => {
      const rows = await tx.update(g).set({ failedAttempts: 0, lockedUntil: null }).where(mine).returning({ aac: g.aac });
      if (rows.length > 0) await audit(tx, request, { action: 'aac_unlock', outcome: 'success', memberId: member.id, target: aac });
      return rows;
    });
    // Locked (or revoked) by a parallel try meanwhile: the right password does not lift a lock.
    if (!reset) return lockedOutcome((await currentLock(db, member.id, aac)) ?? now);
    await rememberUnlocked(request, member.id, aac, now);
    return { kind: 'unlocked', checkMs };
  }

  const counted = sql`case when ${g.lockedUntil} is not null then 1 else ${g.failedAttempts} + 1 end`;
  const [row] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(g)
      .set({
        failedAttempts: sql`${counted}`,
        lockedUntil: sql`case when ${counted} >= ${AAC_LOCK_ATTEMPTS} then ${iso}::timestamptz + make_interval(mins => ${AAC_LOCK_MINUTES}) else null end`,
      })
      .where(mine)
      .returning({ failedAttempts: g.failedAttempts, lockedUntil: g.lockedUntil });
    const updated = rows[0];
    if (updated) {
      await audit(tx, request, { action: 'aac_password', outcome: 'refused', memberId: member.id, target: aac, detail: { reason: 'wrong password', attempts: updated.failedAttempts } });
      if (updated.lockedUntil) {
        await audit(tx, request, { action: 'aac_lock', outcome: 'refused', memberId: member.id, target: aac, detail: { attempts: updated.failedAttempts, lockedUntil: updated.lockedUntil.toISOString() } });
      }
    }
    return rows;
  });
  if (!row) return lockedOutcome((await currentLock(db, member.id, aac)) ?? now);
  if (row.lockedUntil) return { kind: 'locked', lockedUntil: row.lockedUntil.toISOString() };
  return { kind: 'wrong', triesLeft: AAC_LOCK_ATTEMPTS - row.failedAttempts, checkMs };
}

async function currentLock(db: AppDb, memberId: string, aac: string): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: g.lockedUntil }).from(g).where(and(eq(g.memberId, memberId), eq(g.aac, aac)));
  return row?.lockedUntil ?? null;
}

/** The buyer-facing message of a failed unlock. */
export function unlockMessage(aac: string, outcome: Exclude<UnlockOutcome, { kind: 'unlocked' }>): string {
  if (outcome.kind === 'none') return AAC_ACCESS_TEXT.noGrant(aac);
  if (outcome.kind === 'locked') return AAC_ACCESS_TEXT.locked(aac, outcome.lockedUntil);
  return AAC_ACCESS_TEXT.wrongPassword(aac, outcome.triesLeft);
}

export interface RequireAacOptions {
  /** The password typed with the choice, if any: checked (and counted) when the AAC is not unlocked yet. */
  password?: string | undefined;
  /** The field the AAC was chosen in, for the message of a missing grant or a lock. */
  field: string;
  /** The field of the password. */
  passwordField?: string;
}

/**
 * The one check where an AAC is chosen for an order: passes when the member holds an unlocked grant (after
 * unlocking it with the password sent along), else a ValidationError on the AAC or the password field.
 */
export async function requireAacAccess(request: FastifyRequest, aac: string, options: RequireAacOptions): Promise<void> {
  const passwordField = options.passwordField ?? 'aacPassword';
  const viewer = aacViewer(request);
  const standing = (await aacStandings(viewer, [aac])).get(aac) ?? { access: 'none' as const };
  if (standing.access === 'unlocked') return;
  if (standing.access === 'password' && options.password) {
    const outcome = await unlockAac(request, aac, options.password);
    if (outcome.kind === 'unlocked') return;
    throw new ValidationError([{ field: outcome.kind === 'wrong' ? passwordField : options.field, message: unlockMessage(aac, outcome) }]);
  }
  const problem = aacProblem(aac, standing)!;
  throw new ValidationError([{ field: standing.access === 'password' ? passwordField : options.field, message: problem.message }]);
}

/** Addresses with what the member may do with the AAC of each AAC/DoDAAC one (address book, ship-to lists). */
export async function withAacAccess<T extends { kind: string; aac: string | null }>(
  viewer: AacViewer,
  addresses: T[],
): Promise<Array<T & { aacAccess?: AacAccess }>> {
  const standings = await aacStandings(viewer, addresses.flatMap((a) => (a.kind === 'aac' && a.aac ? [a.aac] : [])));
  return addresses.map((a) => {
    const standing = a.kind === 'aac' && a.aac ? standings.get(a.aac) : undefined;
    return standing ? { ...a, aacAccess: standing.access } : a;
  });
}
