/**
 * Fixed-window counts in the database (rate_limit_windows), so that every instance behind the load balancer counts
 * the same hits (docs/architecture.md, Scale-out): N instances must not mean N times the sign-in limit. One statement per hit: the
 * upsert starts a new window when the key's last one has ended, else adds one to it.
 */
import { type AppDb, schema } from '@advantage/db';
import { sql } from 'drizzle-orm';
import { preparedRead } from './prepared-read.js';

export interface RateWindow {
  hits: number;
  /** When the window ends (epoch milliseconds). */
  resetsAt: number;
}

const t = schema.rateLimitWindows;

/** Counts one hit on `key`; a window of `windowMs` starts at `now` when none is running. */
export async function countHit(db: AppDb, key: string, windowMs: number, now: number): Promise<RateWindow> {
  const at = new Date(now).toISOString();
  const ended = sql`${t.resetsAt} <= ${at}::timestamptz`;
  const [row] = await db
    .insert(t)
    .values({ key, hits: 1, resetsAt: new Date(now + windowMs) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${t.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${t.resetsAt} end`,
      },
    })
    .returning({ hits: t.hits, resetsAt: t.resetsAt });
  if (!row) throw new Error('rate window upsert returned no row');
  return { hits: row.hits, resetsAt: row.resetsAt.getTime() };
}

const RUNNING = `select key, hits, resets_at from rate_limit_windows where key in ($1, $2) and resets_at > $3::timestamptz`;
const TEXT_OID = 25;
const TIMESTAMPTZ_OID = 1184;
const runningReads = new WeakMap<AppDb, ReturnType<typeof preparedRead>>();

/**
 * The running windows of one or two keys (a key without one is absent). Prepared: a punchout setup checks its
 * limits on every request, and through the query builder that check cost more than the rest of the setup's reads.
 */
export async function runningWindows(db: AppDb, keys: readonly [string] | readonly [string, string], now: number): Promise<Map<string, RateWindow>> {
  let read = runningReads.get(db);
  if (!read) {
    read = preparedRead(db, 'rate_limit_windows_running', RUNNING, [TEXT_OID, TEXT_OID, TIMESTAMPTZ_OID]);
    runningReads.set(db, read);
  }
  const rows = await read([keys[0], keys[1] ?? keys[0], new Date(now).toISOString()]);
  return new Map(rows.map((r) => [String(r.key), { hits: Number(r.hits), resetsAt: new Date(r.resets_at as string | Date).getTime() }]));
}

/** Housekeeping: windows that have ended count from one again anyway, so their rows can go. */
export async function deleteEndedWindows(db: AppDb, now: number): Promise<void> {
  await db.delete(t).where(sql`${t.resetsAt} <= ${new Date(now).toISOString()}::timestamptz`);
}
