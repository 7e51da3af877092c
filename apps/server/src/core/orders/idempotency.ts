/**
 * Idempotency keys of order submissions (docs/architecture.md, Security; draft-ietf-httpapi-idempotency-key-header):
 * the key row is claimed inside the order's transaction, so it commits with the order or not at all.
 *
 * - A new key: the row is claimed and completed with the answer before the commit.
 * - The same key again with the same request: the stored answer is replayed.
 * - The same key with another request: 422.
 * - The same key while the first request is still open: PostgreSQL makes the second claim wait for the
 *   first transaction; if it commits, the second replays its answer, if it rolls back, the second runs.
 *   So a duplicate in flight waits instead of failing (the 409 path remains only as a safeguard).
 *
 * Only placed orders are stored: a refused submission (OrderError, 409) changed nothing and leaves no
 * key, so the buyer can fix the problem and submit again. Keys are honoured for 24 hours.
 */
import { createHash } from 'node:crypto';
import { CHECKOUT_TEXT, type Envelope } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { BadRequestError } from '../../lib/errors.js';
import { isEnvelope, jsonRecord } from '../../lib/json-column.js';
import { KEY_RETENTION_MS } from '../../lib/retention.js';
import { CheckoutConflictError, IdempotencyKeyReusedError } from './errors.js';

const keys = schema.idempotencyKeys;
/** Visible ASCII, as a structured-field string would carry it; long enough for a UUID or a ULID. */
const KEY_SHAPE = /^[\x21-\x7E]{8,255}$/;

export function readKey(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new BadRequestError(CHECKOUT_TEXT.keyMissing);
  const key = value.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY_SHAPE.test(key)) throw new BadRequestError('The Idempotency-Key header must be 8 to 255 visible characters.');
  return key;
}

/** What identifies the request behind a key: the path and the validated body (prices sent are not part of it). */
export function requestHash(path: string, body: { cartId: number; version: number }): string {
  return createHash('sha256').update(JSON.stringify([path, body.cartId, body.version])).digest('hex');
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: Envelope };

export async function claimKey(tx: AppDb, memberId: string, key: string, hash: string, now = new Date()): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [claimed] = await tx
      .insert(keys)
      .values({ memberId, key, requestHash: hash, responseStatus: 0, responseBody: {} })
      .onConflictDoNothing()
      .returning({ key: keys.key });
    if (claimed) return { kind: 'claimed' };
    const [row] = await tx
      .select()
      .from(keys)
      .where(and(eq(keys.memberId, memberId), eq(keys.key, key)))
      .limit(1);
    if (!row) continue;
    if (now.getTime() - row.createdAt.getTime() > KEY_RETENTION_MS) {
      // An expired key is forgotten and claimed afresh.
      await tx.delete(keys).where(and(eq(keys.memberId, memberId), eq(keys.key, key)));
      continue;
    }
    if (row.requestHash !== hash) throw new IdempotencyKeyReusedError(CHECKOUT_TEXT.keyReused);
    if (row.responseStatus === 0) throw new CheckoutConflictError(CHECKOUT_TEXT.keyInFlight);
    // Written by completeKey below from the answer sent; anything else is not an answer to replay.
    if (!isEnvelope(row.responseBody)) throw new Error('the stored answer of an idempotency key is not an envelope');
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  }
  throw new CheckoutConflictError(CHECKOUT_TEXT.keyInFlight);
}

export async function completeKey(tx: AppDb, memberId: string, key: string, status: number, body: Envelope): Promise<void> {
  await tx
    .update(keys)
    .set({ responseStatus: status, responseBody: jsonRecord(body) })
    .where(and(eq(keys.memberId, memberId), eq(keys.key, key)));
}
