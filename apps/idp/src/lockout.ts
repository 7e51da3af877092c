import { isIPv4, isIPv6 } from 'node:net';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

const t = schema.idpLoginFailures;
const MINUTE = 60_000;

/** The row counting failures from every address of an account (never a client address). */
export const ALL_SOURCES = '*';

/**
 * Throttling of sign-in failures (NIST SP 800-63B §5.2.2, ASVS V6.3): per account and client address, a
 * progressive delay, then a lock of that address only; per account, a far higher ceiling over all addresses.
 */
export const LOCKOUT = {
  /** Failures from one address answered without a wait; each later one doubles the wait (1 s, 2 s, 4 s…). */
  freeFailures: 1,
  maxDelayMs: 30_000,
  sourceFailures: 10,
  sourceWindowMs: 15 * MINUTE,
  accountFailures: 100,
  accountWindowMs: 60 * MINUTE,
  lockMs: 15 * MINUTE,
} as const;

/** How long after its `failures`-th failure an address must wait before its next attempt is checked. */
export function delayAfter(failures: number): number {
  if (failures <= LOCKOUT.freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - LOCKOUT.freeFailures - 1), LOCKOUT.maxDelayMs);
}

/**
 * The address an attempt is counted under: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 as its /64,
 * since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function sourceOf(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted IPv4 tail fills two groups; it lies past the /64 anyway.
  const width = [...left, ...right].reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - width).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

export type Gate = 'open' | 'wait' | 'locked';

export class Lockout {
  readonly #db: AppDb;
  readonly #now: () => number;

  constructor(db: AppDb, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** Whether an attempt from this address may be checked now: 'wait' while its delay runs, 'locked' while it or the account is locked. */
  async gate(accountId: string, clientAddress: string): Promise<Gate> {
    const source = sourceOf(clientAddress);
    const now = this.#now();
    const rows = await this.#db.select().from(t).where(and(eq(t.accountId, accountId), inArray(t.source, [source, ALL_SOURCES])));
    if (rows.some((r) => r.lockedUntil !== null && r.lockedUntil.getTime() > now)) return 'locked';
    const own = rows.find((r) => r.source === source);
    const inWindow = own !== undefined && own.windowStartedAt.getTime() + LOCKOUT.sourceWindowMs > now;
    return inWindow && own.lastFailureAt.getTime() + delayAfter(own.failures) > now ? 'wait' : 'open';
  }

  /** Counts one failure for the address and for the account; true when it set a lock. */
  async recordFailure(accountId: string, clientAddress: string): Promise<boolean> {
    const own = await this.#count(accountId, sourceOf(clientAddress), LOCKOUT.sourceFailures, LOCKOUT.sourceWindowMs);
    const all = await this.#count(accountId, ALL_SOURCES, LOCKOUT.accountFailures, LOCKOUT.accountWindowMs);
    return own || all;
  }

  /** A full sign-in from this address: its count starts again (the account-wide count runs out with its window). */
  async clearSource(accountId: string, clientAddress: string): Promise<void> {
    await this.#db.delete(t).where(and(eq(t.accountId, accountId), eq(t.source, sourceOf(clientAddress))));
  }

  /** The owner's unlock link: every lock and count of the account goes. */
  async clearAccount(accountId: string): Promise<void> {
    await this.#db.delete(t).where(eq(t.accountId, accountId));
  }

  async deleteExpired(): Promise<void> {
    const now = new Date(this.#now());
    await this.#db
      .delete(t)
      .where(and(lt(t.windowStartedAt, new Date(now.getTime() - LOCKOUT.accountWindowMs)), or(isNull(t.lockedUntil), lt(t.lockedUntil, now))));
  }

  /**
   * One atomic upsert: a count whose window has passed or whose lock has run out starts again at 1; the
   * failure that reaches the threshold sets the lock. Answers whether this failure set it.
   */
  async #count(accountId: string, source: string, threshold: number, windowMs: number): Promise<boolean> {
    const now = this.#now();
    const at = sql`${new Date(now).toISOString()}::timestamptz`;
    const lockUntil = sql`${new Date(now + LOCKOUT.lockMs).toISOString()}::timestamptz`;
    const fresh = sql`(${t.windowStartedAt} <= ${new Date(now - windowMs).toISOString()}::timestamptz OR ${t.lockedUntil} <= ${at})`;
    const count = sql`CASE WHEN ${fresh} THEN 1 ELSE ${t.failures} + 1 END`;
    const [row] = await this.#db
      .insert(t)
      .values({ accountId, source, failures: 1, windowStartedAt: new Date(now), lastFailureAt: new Date(now), lockedUntil: null })
      .onConflictDoUpdate({
        target: [t.accountId, t.source],
        set: {
          failures: count,
          windowStartedAt: sql`CASE WHEN ${fresh} THEN ${at} ELSE ${t.windowStartedAt} END`,
          lastFailureAt: new Date(now),
          lockedUntil: sql`CASE WHEN ${count} >= ${threshold} THEN ${lockUntil} WHEN ${fresh} THEN NULL ELSE ${t.lockedUntil} END`,
        },
      })
      .returning({ failures: t.failures });
    return row?.failures === threshold;
  }
}
