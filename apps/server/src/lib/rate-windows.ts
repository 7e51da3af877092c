/**
 * Fixed-window counts in the database (rate_limit_windows), so that every instance behind the load balancer counts
 * the same hits (ARCHITECTURE §8): N instances must not mean N times the sign-in limit. One statement per hit: the
 * upsert starts a new window when the key's last one has ended, else adds one to it.
 */
import { type AppDb, schema } from '@advantage/db';
import { and, gt, inArray, sql } from 'drizzle-orm';

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

/** The running windows of these keys (a key without one is absent). */
export async function runningWindows(db: AppDb, keys: string[], now: number): Promise<Map<string, RateWindow>> {
  const rows = await db
    .select({ key: t.key, hits: t.hits, resetsAt: t.resetsAt })
    .from(t)
    .where(and(inArray(t.key, keys), gt(t.resetsAt, new Date(now))));
  return new Map(rows.map((r) => [r.key, { hits: r.hits, resetsAt: r.resetsAt.getTime() }]));
}

/** Housekeeping: windows that have ended count from one again anyway, so their rows can go. */
export async function deleteEndedWindows(db: AppDb, now: number): Promise<void> {
  await db.delete(t).where(sql`${t.resetsAt} <= ${new Date(now).toISOString()}::timestamptz`);
}
