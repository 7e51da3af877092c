/**
 * POST /cxml/inbound (docs/adr/0033-contractor-documents.md): where a contractor's system sends cXML documents about
 * the orders it received. A machine endpoint authenticated by the contractor credential inside the document, not by
 * a session or a cookie, so it sits outside /rs/ like the punchout endpoints (ADR 0014). Only text/xml and
 * application/xml bodies of at most CXML_MAX_BYTES are read (a larger one is refused from its Content-Length, before
 * anything is parsed); every refusal, the framework's own included, is a cXML Response with its status and reason,
 * and leaves an audit row.
 */
import { CONTRACTOR_DOCUMENT_TEXT, CXML_INBOUND_PATH, CXML_MAX_BYTES, CXML_MEDIA_TYPES, CXML_STATUS, type CxmlStatus, PUNCHOUT_TEXT } from '@advantage/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { newPayloadId, responseDocument } from '../punchout/cxml-build.js';
import { CxmlError } from '../punchout/cxml-parse.js';
import { receiveDocument } from './receive.js';
import { auditRefusal } from './refusals.js';

function send(reply: FastifyReply, status: number, xml: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/xml; charset=utf-8').send(xml);
}

function frameworkStatus(code: string | undefined): [CxmlStatus, string] | undefined {
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return [CXML_STATUS.tooLarge, PUNCHOUT_TEXT.tooLarge];
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_TYPE' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return [CXML_STATUS.unsupportedMedia, PUNCHOUT_TEXT.mediaType];
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return [CXML_STATUS.badRequest, PUNCHOUT_TEXT.notXml];
  return undefined;
}

async function contractorDocuments(app: FastifyInstance): Promise<void> {
  const host = new URL(app.appOrigins[0] ?? 'http://localhost').hostname;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...CXML_MEDIA_TYPES], { parseAs: 'string', bodyLimit: CXML_MAX_BYTES }, (_request, body, done) => done(null, body));

    scope.setErrorHandler(async (error: Error & { code?: string }, request, reply) => {
      const known = error instanceof CxmlError ? ([error.status, error.message] as const) : frameworkStatus(error.code);
      if (!known) request.log.error({ err: error }, 'contractor document failed');
      const [status, message] = known ?? [CXML_STATUS.internal, CONTRACTOR_DOCUMENT_TEXT.internal];
      await auditRefusal(app.db, request, status, error instanceof CxmlError ? error.auditReason : message);
      return send(reply, status.code, responseDocument(newPayloadId(host), status, message));
    });

    scope.post(CXML_INBOUND_PATH, async (request, reply) => {
      if (typeof request.body !== 'string') throw new CxmlError(CXML_STATUS.unsupportedMedia, PUNCHOUT_TEXT.mediaType);
      const answer = await receiveDocument(app.db, request, request.body, host);
      return send(reply, answer.status, answer.xml);
    });
  });
}

export default fp(contractorDocuments, { name: 'contractor-documents' });
