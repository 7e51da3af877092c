import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors.js';
import type { Member } from '../../lib/member.js';
import { isApiPath } from '../session.js';
import { InvalidTokenError, type AccessTokenClaims, type TokenVerifier } from './verifier.js';

// The member row's type lives in lib (lib/member.ts needs it and lib imports no plugin); re-exported for the plugin's users.
export type { Member } from '../../lib/member.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies access tokens; set by the identity plugin (development provider or external issuer). */
    tokenVerifier: TokenVerifier | undefined;
  }
  interface FastifyRequest {
    /** Claims of a valid bearer token on this request, if any. */
    token: AccessTokenClaims | null;
    /** The signed-in member: a valid token whose identity is the one this server session signed in. */
    member: Member | null;
  }
}

/** Paths that accept a token not yet bound to a session: they establish or end the session. */
const SESSIONLESS_TOKEN_PATHS = new Set([
  '/rs/login/mfa_sign_in',
  '/rs/login/oauth_config',
  '/rs/login/pkce',
  '/rs/login/sign_out',
  '/rs/main/end_session',
  '/rs/profile/registration_submit',
  '/rs/ggs/profile/registration_submit',
  // Public reference data the last registration step reads: the identity is not used.
  '/rs/profile/agency_list',
]);

/**
 * Paths that end the session: a token that is no longer valid (expired, or its provider session gone) is ignored
 * there rather than refused, so signing out always works (the session itself knows who is signed in).
 */
const SIGN_OUT_PATHS = new Set(['/rs/login/sign_out', '/rs/fedstrip/sign_out', '/rs/main/end_session']);

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError('Unauthorized', 'The Authorization header is not a bearer token.');
  return match[1];
}

async function memberFor(db: AppDb, claims: AccessTokenClaims): Promise<Member | null> {
  const [row] = await db
    .select()
    .from(schema.members)
    .where(and(eq(schema.members.issuer, claims.iss), eq(schema.members.subject, claims.sub)))
    .limit(1);
  return row ?? null;
}

/** Member rows are read again after this long, so a disabled account is refused within it. */
const MEMBER_CACHE_MS = 2_000;

/**
 * Bearer authentication. A token counts only together with the server session that signed it in, so a
 * token presented after sign-out or after the session expired is refused (docs/architecture.md, Security).
 */
export default fp(
  async (app) => {
    app.decorate('tokenVerifier', undefined as TokenVerifier | undefined);
    app.decorateRequest('token', null);
    app.decorateRequest('member', null);
    const members = new Map<string, { member: Member | null; at: number }>();
    const cachedMember = async (claims: AccessTokenClaims) => {
      const key = `${claims.iss}\n${claims.sub}`;
      const t = Date.now();
      const hit = members.get(key);
      if (hit && t - hit.at < MEMBER_CACHE_MS) return hit.member;
      const member = await memberFor(app.db, claims);
      if (members.size > 10_000) members.clear();
      members.set(key, { member, at: t });
      return member;
    };

    app.addHook('preHandler', async (request) => {
      if (!isApiPath(request.url)) return;
      const token = bearer(request);
      if (!token) return;
      if (!app.tokenVerifier) throw new UnauthorizedError('Unauthorized', 'Sign-in is not configured on this server.');
      const path = request.url.split('?')[0] ?? '';
      try {
        request.token = await app.tokenVerifier(token);
      } catch (error) {
        if (error instanceof InvalidTokenError && SIGN_OUT_PATHS.has(path)) return;
        if (error instanceof InvalidTokenError) throw new UnauthorizedError('Unauthorized', 'The access token is not valid.');
        throw error;
      }
      if (SESSIONLESS_TOKEN_PATHS.has(path)) return;
      const session = request.session;
      if (session.expired) throw new UnauthorizedError('SessionExpired', 'Your session with the server expired due to inactivity.');
      const signedIn = session.data.iss === request.token.iss && session.data.sub === request.token.sub;
      if (!signedIn) throw new UnauthorizedError('Unauthorized', 'This access token is not signed in on this session.');
      const member = await cachedMember(request.token);
      if (!member || member.status !== 'active') throw new UnauthorizedError('Unauthorized', 'The member account is not active.');
      request.member = member;
    });
  },
  { name: 'auth', dependencies: ['session', 'db'] },
);

export { memberFor };
