import { randomBytes } from 'node:crypto';
import { SMART_CARD_ASSERTION } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionBinding } from '../../lib/smart-card.js';
import { bind } from '../../lib/handler.js';

/** Where the pending challenges live in the server session's data: nonce → expiry (ms). */
const SESSION_KEY = 'smartCardChallenges';
/** A few at a time (two tabs, a dialog opened twice); the oldest goes first. */
const MAX_PENDING = 3;

const t = schema.sessions;
const clock = (request: FastifyRequest) => (request.server.identity?.now ?? Date.now)();
const pending = sql`coalesce(${t.data} -> ${SESSION_KEY}::text, '{}'::jsonb)`;

/**
 * Keeps this request's session and the instance's cache in step with a change made in SQL, so a later save
 * does not undo it. Not saved again: writing the whole data back raced concurrent challenges (the oldest
 * came back after it had been dropped).
 */
function adopt(request: FastifyRequest, row: { data: Record<string, unknown> } | undefined): boolean {
  if (!row) return false;
  request.adoptSessionData(row.data);
  return true;
}

/**
 * `login/smart_card_challenge` (not in the spec; docs/adr/0008): a single-use nonce kept in the signed-in
 * member's server session for two minutes, and the session's binding, for the reader to sign with the card.
 * Added in one UPDATE (with the unexpired newest others), so concurrent challenges do not overwrite each other.
 */
export const smartCardChallenge = bind('login/smart_card_challenge', async ({ ctx }) => {
  const { request } = ctx;
  ctx.signedIn();
  if (!request.session.persisted) await request.saveSession();
  const nonce = randomBytes(32).toString('base64url');
  const now = clock(request);
  const kept = sql`(select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from (
      select k, v from jsonb_each(${pending}) as e(k, v)
      where (v #>> '{}')::bigint > ${now}::bigint
      order by (v #>> '{}')::bigint desc limit ${MAX_PENDING - 1}::int) as newest)`;
  const [row] = await ctx.db
    .update(t)
    .set({ data: sql`jsonb_set(${t.data}, array[${SESSION_KEY}::text], ${kept} || jsonb_build_object(${nonce}::text, ${now + SMART_CARD_ASSERTION.challengeTtlSeconds * 1000}::bigint))` })
    .where(eq(t.id, request.session.id))
    .returning({ data: t.data });
  adopt(request, row);
  return { nonce, binding: sessionBinding(request.session.id) };
});

/**
 * Removes `nonce` from this session's pending challenges when it is there and unexpired; true when it did.
 * One conditional UPDATE, so two requests carrying the same assertion (on any instance) cannot both use it.
 */
export async function consumeSmartCardChallenge(request: FastifyRequest, nonce: string): Promise<boolean> {
  const [row] = await request.server.db
    .update(t)
    .set({ data: sql`jsonb_set(${t.data}, array[${SESSION_KEY}::text], ${pending} - ${nonce}::text)` })
    .where(and(eq(t.id, request.session.id), sql`(${pending} ->> ${nonce}::text)::bigint > ${clock(request)}::bigint`))
    .returning({ data: t.data });
  return adopt(request, row);
}
