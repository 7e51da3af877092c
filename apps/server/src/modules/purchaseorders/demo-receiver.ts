/**
 * The development contractor receiver (docs/adr/0032-purchase-orders-out.md): a stand-in for a contractor's order
 * system, served only where the development mailbox is (never in production), so the whole loop can be tried
 * after `npm start`. POST /dev/contractor/:contractorId/cxml reads the OrderRequest with the punchout's safe parser,
 * checks the From/To/Sender identities and the SharedSecret against the contractor's channel and answers a cXML
 * Response: 200 OK, 401 for a wrong credential, 400 for a document that is not an OrderRequest. What it accepted is
 * listed at GET /dev/contractor/orders.json (the newest 200, a resent payloadID once).
 */
import { timingSafeEqual } from 'node:crypto';
import { CXML_MAX_BYTES, CXML_MEDIA_TYPES, CXML_STATUS, type CxmlStatus, DEMO_CONTRACTOR_CXML_PATH } from '@advantage/contracts';
import type { FastifyInstance } from 'fastify';
import type { PurchaseOrderConfig } from '../../config.js';
import { newPayloadId, responseDocument } from '../punchout/cxml-build.js';
import { attr, child, CxmlError, parseCxml } from '../punchout/cxml-parse.js';
import { readHeader } from '../punchout/cxml-read.js';
import { resolveChannel } from './channel-resolve.js';

interface Received {
  contractorId: number;
  orderId: string;
  payloadId: string;
  total: string;
  lines: number;
  receivedAt: string;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function registerDemoReceiver(app: FastifyInstance, config: PurchaseOrderConfig, host: string): void {
  const received: Received[] = [];
  const answer = (status: CxmlStatus, message = '') => ({ status: status.code, xml: responseDocument(newPayloadId(host), status, message) });

  async function receive(contractorId: number, body: unknown) {
    if (typeof body !== 'string') return answer(CXML_STATUS.unsupportedMedia, 'Send the OrderRequest as text/xml.');
    const root = parseCxml(body);
    const request = child(root, 'Request', 'OrderRequest');
    if (!request) return answer(CXML_STATUS.badRequest, 'This address accepts an OrderRequest.');
    const channel = await resolveChannel(app.db, config.secretKey, contractorId).catch(() => undefined);
    if (channel?.kind !== 'cxml') return answer(CXML_STATUS.unauthorized, 'This contractor takes no cXML orders.');
    const h = readHeader(root);
    const matches = (a: { domain: string; identity: string }, b: { domain: string; identity: string }) => a.domain === b.domain && a.identity === b.identity;
    if (!matches(h.from, channel.from) || !matches(h.to, channel.to) || !matches(h.sender, channel.sender) || !same(h.sender.secret, channel.secret)) {
      return answer(CXML_STATUS.unauthorized, 'The From, To, Sender or SharedSecret credential is not valid.');
    }
    const orderHeader = child(request, 'OrderRequestHeader');
    if (!received.some((r) => r.payloadId === h.payloadId)) {
      received.unshift({
        contractorId,
        orderId: attr(orderHeader, 'orderID'),
        payloadId: h.payloadId,
        total: String(child(orderHeader, 'Total', 'Money')?.['#text'] ?? ''),
        lines: (request.ItemOut as unknown[] | undefined)?.length ?? 0,
        receivedAt: new Date().toISOString(),
      });
      received.length = Math.min(received.length, 200);
    }
    return answer(CXML_STATUS.ok);
  }

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...CXML_MEDIA_TYPES], { parseAs: 'string', bodyLimit: CXML_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.post(DEMO_CONTRACTOR_CXML_PATH, async (request, reply) => {
      const id = Number((request.params as { contractorId: string }).contractorId);
      let result;
      try {
        result = Number.isInteger(id) ? await receive(id, request.body) : answer(CXML_STATUS.badRequest, 'No such contractor.');
      } catch (error) {
        // A document the punchout parser refuses is answered with its status and words (400, or 401 without credentials).
        if (!(error instanceof CxmlError)) throw error;
        result = answer(error.status, error.message);
      }
      return reply.code(result.status).header('Cache-Control', 'no-store').type('text/xml; charset=utf-8').send(result.xml);
    });
  });
  app.get('/dev/contractor/orders.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return received;
  });
}
