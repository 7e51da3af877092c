/**
 * The contractor endpoints (docs/adr/0029-contractor-uploads.md): POST /contractor/catalog takes a catalog file as
 * the body and GET /contractor/catalog/:id/report answers its refused-lines CSV. They are machine endpoints
 * authenticated by a contractor credential (Bearer), not by a session or a cookie, so they sit outside /rs/: no
 * session is loaded and no anti-forgery token applies, and a browser never sends the credential by itself.
 * The credential is checked before the body is read; the body is written to a file as it arrives (spool.ts), limited to
 * CATALOG_UPLOAD_MAX_BYTES while it comes, and checked and stored by streaming from that file. Refusals
 * are the one error handler's ERROR envelope; each leaves an audit row (never the credential or the file). Failed
 * credentials are counted (contractor/auth-failures.ts): past the limit an address is answered 429 until its window ends.
 */
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { CATALOG_UPLOAD_MEDIA_TYPES, type CatalogUploadMediaType, CONTRACTOR_PATHS, CONTRACTOR_TEXT } from '@advantage/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { audit } from '../../lib/audit.js';
import { AppError, BadRequestError, NotFoundError, UnauthorizedError } from '../../lib/errors.js';
import { bearerCredentialId, contractorAuthFailures } from '../contractor/auth-failures.js';
import { authenticateContractor, type ContractorIdentity } from '../contractor/credentials.js';
import { SpoolTooLargeError, type SpooledFile, spoolUpload } from './spool.js';
import { receiveCatalogUpload, uploadReport } from './upload.js';

export interface ContractorEndpointOptions {
  maxBytes: number;
  /** Where a body is written as it arrives (spool.ts), removed once answered. */
  spoolDir: string;
}

const identities = new WeakMap<FastifyRequest, ContractorIdentity>();
const spooled = new WeakMap<FastifyRequest, SpooledFile>();

async function removeSpooled(request: FastifyRequest): Promise<void> {
  const file = spooled.get(request);
  if (!file) return;
  spooled.delete(request);
  await rm(file.path, { force: true });
}
/** Requests whose failed credential made a failure limit reached (CONTRACTOR_AUTH_FAILURES): their audit row says so. */
const limitReached = new WeakSet<FastifyRequest>();

function identityOf(request: FastifyRequest): ContractorIdentity {
  const who = identities.get(request);
  if (!who) throw new UnauthorizedError('Unauthorized', CONTRACTOR_TEXT.unauthorized);
  return who;
}

/** The framework's own refusals of a body, in the contractor's words. */
function translate(error: Error & { code?: string }, maxBytes: number): Error {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error instanceof SpoolTooLargeError) return new AppError(413, 'PayloadTooLarge', CONTRACTOR_TEXT.tooLarge(maxBytes));
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') return new AppError(415, 'UnsupportedMediaType', CONTRACTOR_TEXT.mediaType);
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return new BadRequestError(CONTRACTOR_TEXT.empty);
  return error;
}

const hasControl = (text: string) => [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** A query parameter as sent (no schema reads these routes' queries): its trimmed text, if it is one. */
function queryText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

async function contractorEndpoints(app: FastifyInstance, options: ContractorEndpointOptions): Promise<void> {
  const failures = contractorAuthFailures(app.db);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The body goes to a file as it arrives, never whole into memory; the limit is kept while it comes.
    scope.addContentTypeParser(Object.keys(CATALOG_UPLOAD_MEDIA_TYPES), async (request: FastifyRequest, payload: Readable) => {
      const length = request.headers['content-length'];
      const file = await spoolUpload(payload, options.spoolDir, options.maxBytes, length === undefined ? undefined : Number(length));
      spooled.set(request, file);
      return file;
    });
    // The spooled body goes before the answer (the handler, the error handler); this is for a client gone before it.
    scope.addHook('onResponse', async (request) => removeSpooled(request));

    // Before the body is read: a client without a credential never makes the server hold a file.
    scope.addHook('onRequest', async (request, reply) => {
      const now = app.now();
      const wait = await failures.retryAfter(request, bearerCredentialId(request), now);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw new AppError(429, 'TooManyRequests', CONTRACTOR_TEXT.tooManyFailures(wait));
      }
      const who = await authenticateContractor(app.db, request.headers.authorization);
      if (!who) {
        if (await failures.failed(request, bearerCredentialId(request), now)) limitReached.add(request);
        reply.header('WWW-Authenticate', 'Bearer realm="contractor"');
        throw new UnauthorizedError('Unauthorized', CONTRACTOR_TEXT.unauthorized);
      }
      identities.set(request, who);
    });

    // Audits the refusal, then hands it to the one error handler (a child's thrown error goes to its parent's).
    scope.setErrorHandler(async (raw: Error & { code?: string }, request) => {
      await removeSpooled(request);
      const error = translate(raw, options.maxBytes);
      const status = error instanceof AppError ? error.statusCode : 500;
      const who = identities.get(request);
      // A client past its failure limit is audited once, when it reached it, not once per refused request.
      if (status === 429) throw error;
      try {
        await audit(app.db, request, {
          action: request.method === 'POST' ? 'catalog_upload_refused' : 'contractor_report_refused',
          outcome: status >= 500 ? 'failure' : 'refused',
          target: who ? `contractor:${who.contractorId}` : null,
          detail: {
            status, reason: error instanceof AppError ? error.message : 'internal error',
            ...(who ? { credentialId: who.credentialId } : {}), ...(limitReached.has(request) ? { failureLimitReached: true } : {}),
          },
        });
      } catch (auditError) {
        request.log.warn({ err: auditError }, 'contractor refusal audit failed');
      }
      throw error;
    });

    scope.post<{ Querystring: { contract?: unknown; name?: unknown } }>(CONTRACTOR_PATHS.catalog, async (request, reply) => {
      const who = identityOf(request);
      const file = spooled.get(request);
      if (!file) throw new AppError(415, 'UnsupportedMediaType', CONTRACTOR_TEXT.mediaType);
      if (file.sizeBytes === 0) throw new BadRequestError(CONTRACTOR_TEXT.empty);
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() as CatalogUploadMediaType;
      const format = CATALOG_UPLOAD_MEDIA_TYPES[mediaType];
      const contractNumber = queryText(request.query.contract);
      if (format === 'cif' && !contractNumber) throw new BadRequestError(CONTRACTOR_TEXT.cifNeedsContract);
      const name = queryText(request.query.name) ?? `catalog.${format}`;
      if (name.length > 200 || hasControl(name)) throw new BadRequestError(CONTRACTOR_TEXT.fileName);
      const today = new Date(app.now()).toISOString().slice(0, 10);
      let answer;
      try {
        answer = await receiveCatalogUpload(app.db, who, { file, format, contractNumber, fileName: name, today });
      } finally {
        await removeSpooled(request);
      }
      return reply.code(201).header('Cache-Control', 'no-store').header('Location', answer.report).send(answer);
    });

    scope.get<{ Params: { id: string } }>(CONTRACTOR_PATHS.catalogReport, async (request, reply) => {
      const report = await uploadReport(app.db, identityOf(request), request.params.id);
      if (!report) throw new NotFoundError(CONTRACTOR_TEXT.unknownReport);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="catalog-report-${request.params.id}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(report);
    });
  });
}

export default fp(contractorEndpoints, { name: 'catalog-upload', dependencies: ['db', 'error-handler'] });
