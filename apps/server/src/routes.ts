import { type Envelope, INPUT_SCHEMAS, LEGACY_URL_MAP_PATH, METHOD_TABLE, SERVER_PATHS, type ServerPath } from '@advantage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Bound } from './lib/handler.js';
import { NotImplementedError, ValidationError } from './lib/errors.js';

/**
 * Envelope paths answer an Envelope; paths marked json or text in the table answer that body. A handler not yet bound
 * through handler.ts takes the request itself.
 */
export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<Envelope | object | string>;
export type ModuleRoutes = { [P in ServerPath]?: RouteHandler | Bound<P> };
export type ModuleFactory = (app: FastifyInstance) => ModuleRoutes;

/** Sign-in, account-recovery, challenge and mail-sending paths are throttled per client address (docs/architecture.md, Security). */
const RATE_LIMITED = new Set<ServerPath>([
  'login/pkce',
  'login/auth_tokens',
  'login/mfa_sign_in',
  'login/sign_in',
  'sign_in/forgot_user_id',
  'login/register_smart_card',
  'login/smart_card_challenge',
  'profile/registration',
  'ggs/profile/registration',
  'profile/state_registration',
  'profile/validatestateemail',
  'profile/registration_submit',
  'ggs/profile/registration_submit',
  // Each answer costs work or sends mail.
  'bot_check/challenge',
  'information/comment_form_submit',
  'parkcart/forward_submit',
  'department/adv2git_contact',
  'department/survey',
  'department/feedback',
  'dhs/email_validation',
  'dhs/validate_email',
]);
export const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * GET paths that end a session (docs/architecture.md keeps them GETs): a cross-site page could otherwise sign a buyer out
 * with an image tag, so plugins/csrf.ts refuses them when the browser says the request came from another site.
 */
const SAME_SITE_GETS = new Set<ServerPath>(['login/sign_out', 'main/end_session', 'fedstrip/sign_out']);

/** Paths also served at a historical absolute address (docs/architecture.md). */
const ALIASES: Partial<Record<ServerPath, string>> = { 'main/struts_ng_url_map': LEGACY_URL_MAP_PATH };

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
}

/**
 * Registers `/rs/<path>` for every row of the contracts' method table. A path whose area is not built
 * yet answers 501 with an ERROR envelope, so the anti-forgery and header checks still cover it.
 */
export function registerMethodTable(app: FastifyInstance, modules: ModuleFactory[]): void {
  const handlers: ModuleRoutes = Object.assign({}, ...modules.map((m) => m(app)));
  for (const path of SERVER_PATHS) {
    const method = METHOD_TABLE[path].method === 'GET_PDF' ? 'GET' : METHOD_TABLE[path].method;
    const handler = handlers[path];
    const inputs = INPUT_SCHEMAS[path];
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!handler) throw new NotImplementedError(path);
      request.query = parse(inputs?.query, request.query);
      if (method !== 'GET') request.body = parse(inputs?.body, request.body);
      reply.header('Cache-Control', 'no-store');
      return typeof handler === 'function' ? handler(request, reply) : handler.handle(request, reply);
    };
    const config = {
      ...(RATE_LIMITED.has(path) ? { rateLimit: SIGN_IN_RATE_LIMIT } : {}),
      ...(SAME_SITE_GETS.has(path) ? { sameSiteOnly: true } : {}),
    };
    for (const url of [`/rs/${path}`, ALIASES[path]]) {
      if (url) app.route({ method, url, handler: handle, config });
    }
  }
}
