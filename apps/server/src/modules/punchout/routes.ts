/**
 * The cXML protocol endpoints: POST /punchout/setup and POST /punchout/order. They speak cXML, not
 * the JSON envelope, and are authenticated by the organization's shared secret, not by a session or a cookie,
 * so they sit outside /rs/ (no session, no anti-forgery cookie applies). In this scope only text/xml and
 * application/xml bodies are read, at most CXML_MAX_BYTES; every refusal, the framework's own (too large, wrong
 * media type) included, is a cXML Response with its status, never an HTML or JSON error, and leaves an audit row;
 * failed setups are limited per address and credential (refusals.ts), answered 429 with Retry-After past it.
 */
import { CXML_MAX_BYTES, CXML_MEDIA_TYPES, CXML_STATUS, type CxmlStatus, PUNCHOUT_PATHS, PUNCHOUT_SETUP_FAILURES, PUNCHOUT_TEXT } from '@advantage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../../lib/errors.js';
import { newPayloadId, responseDocument } from './cxml-build.js';
import { type CxmlElement, CxmlError, parseCxml } from './cxml-parse.js';
import { AUTOSUBMIT_SCRIPT, AUTOSUBMIT_SCRIPT_PATH, returnCartPage } from './return-cart.js';
import { punchoutOrder } from './order.js';
import { auditRefusal, noteSender, setupLimits } from './refusals.js';
import { type CxmlAnswer, punchoutSetup } from './setup.js';
import { openStartPage, punchoutMark } from './start.js';
import { SWEEP_EVERY_MS, sweepPunchout } from './sweep.js';

/** Server paths that change a cart or place an order (method table areas cart, parkcart, ordering, fedstrip, checkout). */
const CART_CHANGING = /^(?:cart|parkcart|ordering|fedstrip|checkout|ggs\/cart)\//;

type Verb = (request: FastifyRequest, root: CxmlElement) => Promise<CxmlAnswer>;

function isEnvelope(payload: unknown): payload is { responseType: string; attributes: Record<string, unknown> } {
  const p = payload as { responseType?: unknown; attributes?: unknown } | null;
  return typeof p === 'object' && p !== null && typeof p.responseType === 'string' && typeof p.attributes === 'object' && p.attributes !== null;
}

function send(reply: FastifyReply, host: string, status: CxmlStatus, message: string): FastifyReply {
  return reply
    .code(status.code)
    .header('Cache-Control', 'no-store')
    .type('text/xml; charset=utf-8')
    .send(responseDocument(newPayloadId(host), status, message));
}

function frameworkStatus(code: string | undefined): [CxmlStatus, string] | undefined {
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return [CXML_STATUS.tooLarge, PUNCHOUT_TEXT.tooLarge];
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return [CXML_STATUS.unsupportedMedia, PUNCHOUT_TEXT.mediaType];
  if (code === 'FST_ERR_CTP_EMPTY_TYPE' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return [CXML_STATUS.unsupportedMedia, PUNCHOUT_TEXT.mediaType];
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return [CXML_STATUS.badRequest, PUNCHOUT_TEXT.notXml];
  return undefined;
}

async function punchoutProtocol(app: FastifyInstance): Promise<void> {
  const origin = app.appOrigins[0] ?? 'http://localhost';
  const host = new URL(origin).hostname;

  // Every screen answer of a punchout session says so (attributes.punchout): the banner and the cart's Return button.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const view = request.session ? punchoutMark(request)?.view : undefined;
    if (!view || !isEnvelope(payload)) return payload;
    return { ...payload, attributes: { ...payload.attributes, punchout: view } };
  });

  const timer = setInterval(() => void sweepPunchout(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'punchout sweep failed')), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // An inspect punchout shows the cart and changes nothing: every call that changes a cart or orders is refused.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || !request.session || !punchoutMark(request)?.view.readOnly) return;
    const path = request.url.split('?')[0]?.replace(/^\/(?:advantage\/)?rs\//, '') ?? '';
    if (CART_CHANGING.test(path)) throw new ForbiddenError(PUNCHOUT_TEXT.readOnly);
  });

  // The shopper's browser: the StartPage and the Return cart page (under /rs/, so they carry the server session).
  app.get<{ Querystring: { token?: unknown } }>(PUNCHOUT_PATHS.start, (request, reply) =>
    openStartPage(app.db, request, reply, typeof request.query.token === 'string' ? request.query.token : '', app.now()));
  app.get(PUNCHOUT_PATHS.returnCart, { config: { sameSiteOnly: true } }, (request, reply) => returnCartPage(app.db, request, reply, host));
  app.get(AUTOSUBMIT_SCRIPT_PATH, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(AUTOSUBMIT_SCRIPT));

  const limits = setupLimits(app.db);
  const isSetup = (request: FastifyRequest) => request.url.split('?')[0] === PUNCHOUT_PATHS.setup;
  const tooMany = (reply: FastifyReply, seconds: number) => send(reply.header('Retry-After', String(seconds)), host, CXML_STATUS.tooMany, PUNCHOUT_TEXT.tooManyFailures(seconds));

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...CXML_MEDIA_TYPES], { parseAs: 'string', bodyLimit: CXML_MAX_BYTES }, (_request, body, done) => done(null, body));

    // An address past its failed-setup limit is answered before its body is read.
    scope.addHook('onRequest', async (request, reply) => {
      const wait = isSetup(request) ? await limits.retryAfter(request, app.now()) : 0;
      if (wait) return tooMany(reply, wait);
    });

    // Every refusal and failure: audited (who and why, never the secret or the document), a failed setup counted.
    scope.setErrorHandler(async (error: Error & { code?: string }, request, reply) => {
      const known = error instanceof CxmlError ? ([error.status, error.message] as const) : frameworkStatus(error.code);
      if (!known) request.log.error({ err: error }, 'punchout request failed');
      const [status, message] = known ?? [CXML_STATUS.internal, PUNCHOUT_TEXT.internal];
      const reason = error instanceof CxmlError ? error.auditReason : message;
      await auditRefusal(app.db, request, isSetup(request) ? 'punchout_setup' : 'punchout_order', status, reason);
      if (isSetup(request) && status.code < 500 && (await limits.failed(request, app.now()))) {
        await auditRefusal(app.db, request, 'punchout_setup_limit', CXML_STATUS.tooMany, PUNCHOUT_TEXT.tooManyFailures(PUNCHOUT_SETUP_FAILURES.windowSeconds));
      }
      return send(reply, host, status, message);
    });

    const route = (url: string, verb: Verb) =>
      scope.post(url, async (request, reply) => {
        if (typeof request.body !== 'string') throw new CxmlError(CXML_STATUS.unsupportedMedia, PUNCHOUT_TEXT.mediaType);
        const root = parseCxml(request.body);
        noteSender(request, root);
        // The same address sending for this From credential may be past its own, lower limit.
        const wait = isSetup(request) ? await limits.retryAfter(request, app.now()) : 0;
        if (wait) return tooMany(reply, wait);
        const answer = await verb(request, root);
        return reply.code(answer.status).header('Cache-Control', 'no-store').type('text/xml; charset=utf-8').send(answer.xml);
      });

    route(PUNCHOUT_PATHS.setup, (request, root) => punchoutSetup(app.db, request, root, origin, app.now()));
    route(PUNCHOUT_PATHS.order, (request, root) => punchoutOrder(app.db, request, root, host, app.purchaseCardLimitCents));
  });
}

/** Not encapsulated: the banner hook applies to every screen answer, the cXML parsers only inside their scope. */
export default fp(punchoutProtocol, { name: 'punchout', dependencies: ['session'] });
