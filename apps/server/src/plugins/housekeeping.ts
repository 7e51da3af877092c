/**
 * Periodic clean-up of rows nobody can use any more: checkout idempotency keys past their 24-hour
 * retention, sessions past the 12-hour absolute limit, the anonymous carts of those sessions and carts
 * merged into a member's cart at sign-in, rate windows that have ended, and the files of contractors' catalog
 * uploads published or refused more than 90 days ago (their reports stay).
 * Every instance may run it; the deletes are idempotent.
 */
import { schema } from '@advantage/db';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteEndedWindows } from '../lib/rate-windows.js';
import { KEY_RETENTION_MS, UPLOAD_FILE_RETENTION_MS } from '../lib/retention.js';

const EVERY_MS = 10 * 60_000;
/** A session older than this is expired whatever its inactivity timeout (spec: 12-hour absolute limit). */
const SESSION_MAX_AGE_MS = 12 * 60 * 60_000;

export async function sweepExpiredRows(app: FastifyInstance, now = Date.now()): Promise<void> {
  const keysBefore = new Date(now - KEY_RETENTION_MS);
  const sessionsBefore = new Date(now - SESSION_MAX_AGE_MS);
  await app.db.delete(schema.idempotencyKeys).where(lt(schema.idempotencyKeys.createdAt, keysBefore));
  await app.db
    .delete(schema.carts)
    .where(and(isNull(schema.carts.memberId), isNotNull(schema.carts.sessionId), lt(schema.carts.updatedAt, sessionsBefore), sql`status <> 'ordered'`));
  // A cart merged into a member's cart at sign-in has served its purpose.
  await app.db.delete(schema.carts).where(and(sql`status = 'merged'`, lt(schema.carts.updatedAt, sessionsBefore)));
  await app.db.delete(schema.sessions).where(lt(schema.sessions.createdAt, sessionsBefore));
  await deleteEndedWindows(app.db, now);
  const { catalogUploads: uploads, catalogUploadParts: parts } = schema;
  const settled = app.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.status, ['published', 'refused']), lt(uploads.uploadedAt, new Date(now - UPLOAD_FILE_RETENTION_MS))));
  await app.db.delete(parts).where(and(eq(parts.kind, 'file'), inArray(parts.uploadId, settled)));
}

export default fp(async (app: FastifyInstance) => {
  const timer = setInterval(() => void sweepExpiredRows(app).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed')), EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}, { name: 'housekeeping' });
