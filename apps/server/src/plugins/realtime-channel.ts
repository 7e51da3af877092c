/**
 * The PostgreSQL channel every instance's realtime plugin listens on (docs/architecture.md, Scale-out), and a way to publish on
 * it from outside a server: an operator script on the same database reaches the member's open tabs on every
 * instance. On PGlite nothing listens (only one process opens it), so the notification goes nowhere.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../lib/db-executor.js';

export const REALTIME_CHANNEL = 'advantage_realtime';

export type FanoutMessage
  = | { kind: 'member'; memberId: string; data: string; exceptWsId?: string }
    | { kind: 'close'; sessionId: string; memberId: string | null };

/** Sends `message` to every open tab of the member, on every instance listening on this database. */
export async function notifyMemberTabs(db: DbExecutor, memberId: string, message: object): Promise<void> {
  const fanout: FanoutMessage = { kind: 'member', memberId, data: JSON.stringify(message) };
  await db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(fanout)})`);
}
