import { createHmac, timingSafeEqual } from 'node:crypto';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_MISMATCH, cookieNames } from '@advantage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors.js';
import { isApiPath } from './session.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    antiForgeryToken(sessionId: string): string;
    /** Sets the readable anti-forgery cookie for this session unless the browser already holds it. */
    ensureAntiForgeryCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void;
  }
  interface FastifyContextConfig {
    /** A GET that changes state (ends a session): refused when the browser reports a cross-site request. */
    sameSiteOnly?: boolean;
  }
}
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface CsrfOptions {
  secret: string;
  cookieSecure: boolean;
}

/**
 * Signed double-submit anti-forgery token (docs/architecture.md, Security): the token is an HMAC of the session id,
 * sent as a readable cookie; every non-GET API call must echo it in the header, and both must match
 * the token computed for the request's own session. Cross-site fetches are refused by Sec-Fetch-Site.
 */
export default fp<CsrfOptions>(
  async (app, opts) => {
    const COOKIE = cookieNames(opts.cookieSecure).antiForgery;
    const tokenFor = (sessionId: string) => createHmac('sha256', opts.secret).update(`xsrf:${sessionId}`).digest('base64url');
    app.decorate('antiForgeryToken', tokenFor);

    function same(a: string, b: string): boolean {
      const x = Buffer.from(a);
      const y = Buffer.from(b);
      return x.length === y.length && timingSafeEqual(x, y);
    }

    function checkSite(request: FastifyRequest) {
      const site = request.headers['sec-fetch-site'];
      if (typeof site === 'string' && !ALLOWED_FETCH_SITES.has(site)) {
        throw new ForbiddenError('Cross-site requests are not accepted.');
      }
    }

    function check(request: FastifyRequest) {
      checkSite(request);
      const header = request.headers[ANTI_FORGERY_HEADER.toLowerCase()];
      const cookie = request.cookies[COOKIE];
      const expected = tokenFor(request.session.id);
      if (typeof header !== 'string' || !cookie || !same(header, cookie) || !same(header, expected)) {
        throw new ForbiddenError(ANTI_FORGERY_MISMATCH);
      }
    }

    app.addHook('preHandler', async (request) => {
      if (!SAFE_METHODS.has(request.method) && isApiPath(request.url)) check(request);
      else if (request.routeOptions.config.sameSiteOnly) checkSite(request);
    });

    app.decorate('ensureAntiForgeryCookie', (request: FastifyRequest, reply: FastifyReply, sessionId: string) => {
      const expected = tokenFor(sessionId);
      if (request.cookies[COOKIE] === expected) return;
      reply.setCookie(COOKIE, expected, { path: '/', httpOnly: false, sameSite: 'strict', secure: opts.cookieSecure });
    });

    // Sent after the session is final, so a rotated session always gets a matching token.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.session) app.ensureAntiForgeryCookie(request, reply, request.session.id);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
