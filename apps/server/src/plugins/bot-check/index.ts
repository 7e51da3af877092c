import { randomUUID } from 'node:crypto';
import {
  BOT_CHECK_ACTIONS,
  BOT_CHECK_CHALLENGE_PATH,
  BOT_CHECK_HEADER,
  BOT_CHECK_MESSAGES,
  BOT_CHECK_REQUIRED_STATUS,
  BOT_CHECK_RESPONSES,
  BOT_CHECK_UNAVAILABLE_STATUS,
  type BotCheckRequest,
  botCheckTokenSchema,
  normalizePath,
} from '@advantage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import type { ModuleFactory } from '../../routes.js';
import { type AltchaCheck, altchaCheck } from './altcha.js';
import type { BotCheckConfig } from './config.js';
import { recaptchaCheck } from './recaptcha.js';
import type { TokenCheck, VerifyOutcome } from './types.js';

export { botCheckCspSources } from './csp.js';

/** Session data key: until when (ms since the epoch) this visitor counts as verified. */
export const TRUSTED_UNTIL = 'botCheckedUntil';

export interface BotCheckOptions {
  config: BotCheckConfig;
  /** The server's secret; the altcha signing keys are derived from it. */
  secret: string;
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The proof-of-work challenge maker, when the provider is altcha. */
    altchaChallenges: AltchaCheck | undefined;
  }
}

const PROTECTED = new Map<string, string>(Object.entries(BOT_CHECK_ACTIONS).map(([path, action]) => [`/rs/${path}`, action]));

/**
 * The bot check of docs/product/accounts-and-sign-in.md, docs/architecture.md A protected read (GET search, product detail, manufacturer and
 * contractor lists) by a visitor who is not signed in needs a token: without one the answer is 428 with
 * `getToken: true` and what the web app needs to obtain it; the web app repeats the read once with the
 * token in the X-Bot-Check-Token header. A token that passes marks the server session verified for
 * BOT_CHECK_TRUST_MINUTES, so the following searches are not asked again. A refused token answers 428
 * again (the app shows the refusal); a provider that cannot be reached answers 503 (fail closed).
 */
export default fp<BotCheckOptions>(
  async (app, opts) => {
    const now = opts.now ?? Date.now;
    const { config } = opts;
    const provider = config.provider;
    const altcha = provider === 'altcha' ? altchaCheck({ secret: opts.secret, now }) : undefined;
    app.decorate('altchaChallenges', altcha);
    if (provider === 'off') return;
    const active: BotCheckRequest['provider'] = provider;
    const check: TokenCheck = altcha ?? recaptchaCheck(config);
    const trustMs = config.trustMinutes * 60_000;

    function request(action: string, refused: boolean): BotCheckRequest {
      return {
        provider: active,
        action,
        ...(provider === 'altcha' ? { challengePath: BOT_CHECK_CHALLENGE_PATH } : { siteKey: config.siteKey ?? '' }),
        ...(refused ? { refused: true } : {}),
      };
    }

    function answer(req: FastifyRequest, reply: FastifyReply, action: string, outcome: VerifyOutcome | undefined) {
      const unavailable = outcome?.passed === false && outcome.reason === 'unavailable';
      const message = unavailable ? BOT_CHECK_MESSAGES.unavailable : outcome ? BOT_CHECK_MESSAGES.refused : BOT_CHECK_MESSAGES.required;
      const path = normalizePath(req.url);
      // An ERROR envelope like every other: the error detail record's id and time (docs/adr/0034-typed-contract.md).
      const attributes = {
        exceptionID: randomUUID(),
        serverTime: new Date().toISOString(),
        storeID: req.session.storeId,
        loggedIn: false,
        // Asked again after a refusal too: the app repeats a read only once, so this cannot loop.
        getToken: !unavailable,
        botCheck: request(action, outcome !== undefined),
        detailedErrorMessage: message,
        wsPath: path,
      };
      const status = unavailable ? BOT_CHECK_UNAVAILABLE_STATUS : BOT_CHECK_REQUIRED_STATUS;
      const name = unavailable ? BOT_CHECK_RESPONSES.unavailable : BOT_CHECK_RESPONSES.required;
      return reply.code(status).header('Cache-Control', 'no-store').send(errorEnvelope(path, name, attributes));
    }

    // After the auth plugin's preHandler, which sets request.member.
    app.addHook('preHandler', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return;
      const action = PROTECTED.get(req.routeOptions.url ?? '');
      if (!action || req.member) return;
      const session = req.session;
      const trustedUntil = session.data[TRUSTED_UNTIL];
      if (typeof trustedUntil === 'number' && now() < trustedUntil) return;

      const header = req.headers[BOT_CHECK_HEADER.toLowerCase()];
      if (header === undefined) return answer(req, reply, action, undefined);
      const token = botCheckTokenSchema.safeParse(header);
      const outcome: VerifyOutcome = token.success
        ? await check.verify(token.data, { action, sessionId: session.id, remoteIp: req.ip })
        : { passed: false, reason: 'malformed' };
      if (!outcome.passed) {
        if (outcome.reason === 'unavailable') req.log.warn({ botCheck: provider, detail: outcome.detail }, 'bot check provider unavailable');
        else req.log.info({ botCheck: provider, reason: outcome.reason }, 'bot check token refused');
        return answer(req, reply, action, outcome);
      }
      if (trustMs > 0) await req.saveSession({ data: { ...session.data, [TRUSTED_UNTIL]: now() + trustMs } });
    });
  },
  { name: 'bot-check', dependencies: ['session', 'auth'] },
);

/** GET /rs/bot_check/challenge: a new proof-of-work challenge for this visitor (provider altcha only). */
export const botCheckModule: ModuleFactory = (app) => ({
  [BOT_CHECK_CHALLENGE_PATH]: bind(BOT_CHECK_CHALLENGE_PATH, async ({ ctx }) => {
    if (!app.altchaChallenges) throw new NotFoundError('This server does not use a proof-of-work bot check.');
    return app.altchaChallenges.challenge(ctx.session.id);
  }),
});
