import type { IncomingMessage } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, HTTPMethods } from 'fastify';
import { type IdpContext, sendPage } from './context.js';
import { assetRoutes } from './routes/assets.js';
import { interactionRoutes } from './routes/interaction.js';
import { sessionRoutes } from './routes/session.js';
import { signupRoutes } from './routes/signup.js';
import { unlockRoutes } from './routes/unlock.js';
import { message } from './views/messages.js';

const PROVIDER_METHODS: HTTPMethods[] = ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'];
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Hands every other request under the prefix to oidc-provider (stack-notes P17): a route-level onRequest
 * hook runs before Fastify reads the body, which the provider parses itself; hijacking leaves the raw
 * response to the provider. Headers set on the raw response by earlier hooks (helmet) are kept.
 */
function mountProvider(app: FastifyInstance, ctx: IdpContext): void {
  const callback = ctx.provider.callback();
  const { prefix } = ctx.settings;
  app.route({
    method: PROVIDER_METHODS,
    url: `${prefix}/*`,
    onRequest: async (request, reply) => {
      reply.hijack();
      const raw: IncomingMessage & { originalUrl?: string } = request.raw;
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(prefix.length) || '/';
      await callback(raw, reply.raw);
    },
    handler: async () => undefined,
  });
}

export function createPlugin(ctx: IdpContext): FastifyPluginAsync {
  return async (app) => {
    ctx.provider.on('server_error', (_koa, error) => app.log.error({ err: error }, 'identity provider error'));

    if (!app.hasContentTypeParser(FORM_TYPE)) {
      app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
      });
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => Object.assign(new Error('Too many requests'), { statusCode: 429, retryAfter: context.after }),
    });

    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'identity provider page error');
      const [heading, text] = status === 429
        ? ['Too many attempts', 'Too many sign-in requests came from your network. Wait a minute, then try again.']
        : status < 500
          ? ['The request could not be processed', 'Go back and try again.']
          : ['Something went wrong', 'The sign-in service could not complete the request. Try again in a moment.'];
      return sendPage(ctx, reply, status, heading, message(heading, text, { href: ctx.settings.homeUrl, label: 'Return to GSA Advantage!' }));
    });

    mountProvider(app, ctx);
    assetRoutes(app, ctx.settings.prefix);
    sessionRoutes(app, ctx);
    interactionRoutes(app, ctx);
    signupRoutes(app, ctx);
    unlockRoutes(app, ctx);
  };
}
