import { createHmac, timingSafeEqual } from 'node:crypto';
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors.js';
import { isApiPath } from './session.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    antiForgeryToken(sessionId: string): string;
  }
}
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface CsrfOptions {
  secret: string;
  cookieSecure: boolean;
}

/**
 * Signed double-submit anti-forgery token (security.md §3.3): the token is an HMAC of the session id,
 * sent as a readable cookie; every non-GET API call must echo it in the header, and both must match
 * the token computed for the request's own session. Cross-site fetches are refused by Sec-Fetch-Site.
 */
export default fp<CsrfOptions>(
  async (app, opts) => {
    const tokenFor = (sessionId: string) => createHmac('sha256', opts.secret).update(`xsrf:${sessionId}`).digest('base64url');
    app.decorate('antiForgeryToken', tokenFor);

    function same(a: string, b: string): boolean {
      const x = Buffer.from(a);
      const y = Buffer.from(b);
      return x.length === y.length && timingSafeEqual(x, y);
    }

    function check(request: FastifyRequest) {
      const site = request.headers['sec-fetch-site'];
      if (typeof site === 'string' && !ALLOWED_FETCH_SITES.has(site)) {
        throw new ForbiddenError('Cross-site requests are not accepted.');
      }
      const header = request.headers[ANTI_FORGERY_HEADER.toLowerCase()];
      const cookie = request.cookies[COOKIES.antiForgery];
      const expected = tokenFor(request.session.id);
      if (typeof header !== 'string' || !cookie || !same(header, cookie) || !same(header, expected)) {
        throw new ForbiddenError('The anti-forgery token is missing or does not match this session.');
      }
    }

    app.addHook('preHandler', async (request) => {
      if (!SAFE_METHODS.has(request.method) && isApiPath(request.url)) check(request);
    });

    // Sent after the session is final, so a rotated session always gets a matching token.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.session) return;
      const expected = tokenFor(request.session.id);
      if (request.cookies[COOKIES.antiForgery] === expected) return;
      reply.setCookie(COOKIES.antiForgery, expected, {
        path: '/',
        httpOnly: false,
        sameSite: 'strict',
        secure: opts.cookieSecure,
      });
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
