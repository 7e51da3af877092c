import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdpContext } from '../context.js';
import { isCrossSite } from '../context.js';

/**
 * `${prefix}/session`: GET tells which account the provider session cookie belongs to, DELETE ends that
 * session (switch user). Same origin only: no CORS headers, and DELETE needs a preflight a site cannot pass.
 */
export function sessionRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const { provider, accounts, store, settings } = ctx;
  const url = `${settings.prefix}/session`;

  async function load(request: FastifyRequest, reply: FastifyReply) {
    const koa = provider.createContext(request.raw, reply.raw);
    return { koa, session: await provider.Session.get(koa) };
  }

  app.get(url, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { session } = await load(request, reply);
    const account = session.accountId ? await accounts.findById(session.accountId) : undefined;
    return { login: account?.email ?? null };
  });

  app.delete(url, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (isCrossSite(request)) return reply.code(403).send({ error: 'cross_site_request' });
    const { koa, session } = await load(request, reply);
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (grantId) await store.revokeGrant(grantId);
    }
    await session.destroy();
    // Written to the raw response; Fastify merges it with its own headers when it sends the 204.
    koa.cookies.set(provider.cookieName('session'), null, { httpOnly: true, sameSite: 'lax', path: settings.prefix });
    return reply.code(204).send();
  });
}
