import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { schema } from '@advantage/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A login transaction lives ten minutes (docs/architecture.md, Security). */
export const LOGIN_TRANSACTION_MS = 10 * 60_000;

const b64url = (bytes: Buffer) => bytes.toString('base64url');
export const sha256 = (value: string) => b64url(createHash('sha256').update(value).digest());

export function loginCookieName(secure: boolean): string {
  // The __Host- prefix requires Secure; plain-http development uses an unprefixed name.
  return secure ? '__Host-adv_login' : 'ADV_LOGIN';
}

export function equalStrings(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Starts a single-use transaction bound to this browser by an HttpOnly cookie (docs/architecture.md, Security). */
export async function startTransaction(app: FastifyInstance, reply: FastifyReply, secure: boolean) {
  const id = b64url(randomBytes(32));
  const state = b64url(randomBytes(32));
  const verifier = b64url(randomBytes(32));
  await app.db.insert(schema.loginTransactions).values({ id, stateHash: sha256(state), verifier });
  reply.setCookie(loginCookieName(secure), id, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax',
    maxAge: LOGIN_TRANSACTION_MS / 1000,
  });
  return { state, verifier, challenge: sha256(verifier) };
}

/** Marks this browser's transaction used, atomically; undefined when missing, used, or older than ten minutes. */
export async function consumeTransaction(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, secure: boolean, now = Date.now()) {
  const id = request.cookies[loginCookieName(secure)];
  if (!id) return undefined;
  reply.clearCookie(loginCookieName(secure), { path: '/' });
  const t = schema.loginTransactions;
  const [row] = await app.db
    .update(t)
    .set({ usedAt: new Date(now) })
    .where(and(eq(t.id, id), isNull(t.usedAt), gt(t.createdAt, new Date(now - LOGIN_TRANSACTION_MS))))
    .returning();
  return row;
}
