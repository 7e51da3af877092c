import type { FastifyInstance } from 'fastify';
import { formFields, type IdpContext, isCrossSite, sendPage } from '../context.js';
import { unlockConfirm, unlocked, unlockInvalid } from '../views/unlock.js';

const POST_LIMIT = { rateLimit: { max: 20, timeWindow: 60_000 } };
/** A token is 43 base64url characters; anything much longer is not worth hashing. */
const TOKEN_MAX = 100;

type Query = { Querystring: { token?: string } };

function tokenOf(value: unknown): string | undefined {
  return typeof value === 'string' && value && value.length <= TOKEN_MAX ? value : undefined;
}

/** The emailed unlock link: GET asks (mail scanners follow links), POST spends the token and lifts the locks. */
export function unlockRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const { settings, signIn, unlockLinks } = ctx;
  const action = `${settings.prefix}/unlock`;
  const invalid = () => unlockInvalid(settings.homeUrl);

  app.get<Query>(action, async (request, reply) => {
    const token = tokenOf(request.query.token);
    if (!token || !(await unlockLinks.usable(token))) return sendPage(ctx, reply, 400, 'Link not valid', invalid());
    return sendPage(ctx, reply, 200, 'End the sign-in pause', unlockConfirm(action, token));
  });

  app.post(action, { config: POST_LIMIT }, async (request, reply) => {
    if (isCrossSite(request)) return reply.code(403).send();
    const token = tokenOf(formFields(request).token);
    if (!token || !(await signIn.unlock(token))) return sendPage(ctx, reply, 400, 'Link not valid', invalid());
    return sendPage(ctx, reply, 200, 'Sign-in is no longer paused', unlocked(settings.homeUrl));
  });
}
