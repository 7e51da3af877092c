/**
 * Punchout rows nobody can use any more (like plugins/housekeeping.ts): setup sessions past the server
 * session's 12-hour absolute limit (their StartPage expired long before and their browser session is gone; the
 * audit log keeps the record), and the frozen cart of an OrderRequest whose process died before the order was
 * placed or refused. Every instance may run it; the deletes are idempotent.
 */
import { SESSION_ABSOLUTE_LIMIT_SECONDS } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, lt } from 'drizzle-orm';

export const SWEEP_EVERY_MS = 10 * 60_000;
const FROZEN_CART_MAX_AGE_MS = 60 * 60_000;

export async function sweepPunchout(db: AppDb, now = Date.now()): Promise<void> {
  await db.delete(schema.punchoutSessions).where(lt(schema.punchoutSessions.createdAt, new Date(now - SESSION_ABSOLUTE_LIMIT_SECONDS * 1000)));
  await db.delete(schema.carts).where(and(eq(schema.carts.status, 'punchout'), lt(schema.carts.updatedAt, new Date(now - FROZEN_CART_MAX_AGE_MS))));
}
