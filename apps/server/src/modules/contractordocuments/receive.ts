/**
 * One inbound contractor document (docs/adr/0033-contractor-documents.md): parsed with punchout's safe cXML reader,
 * authenticated by the Sender Credential (Identity: the contractor credential's id, SharedSecret: its secret),
 * read and checked by its verb, then applied in one transaction that first claims the document's payloadID for the
 * contractor (contractor_documents). The same payloadID from the same contractor is answered from the stored
 * answer and applied once, also when both arrive at once (the second waits on the unique index, then reads the
 * first's answer). An order that is not the contractor's answers as an unknown one.
 */
import { createHash } from 'node:crypto';
import { CONTRACTOR_DOCUMENT_TEXT, CONTRACTOR_TEXT, CXML_STATUS, type OrderStatus } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sqlState } from '../../lib/sql-errors.js';
import { contractorAuthFailures } from '../contractor/auth-failures.js';
import { verifyContractorSecret } from '../contractor/credentials.js';
import { OrderChange } from '../orderhistory/status.js';
import { newPayloadId, responseDocument } from '../punchout/cxml-build.js';
import { attr, child, type CxmlElement, CxmlError, parseCxml, text } from '../punchout/cxml-parse.js';
import type { ApplyContext, DocumentVerb } from './apply.js';
import { confirmationVerb } from './confirmation.js';
import { invoiceVerb } from './invoice.js';
import { noteParty } from './refusals.js';
import { shipNoticeVerb } from './ship-notice.js';
import { statusUpdateVerb } from './status-update.js';

const { contractorDocuments } = schema;

/** A verb whose document type is hidden: read (and checked) now, applied later in the transaction. */
interface Verb {
  type: DocumentVerb<unknown>['type'];
  orderNumber(element: CxmlElement): string;
  prepare(element: CxmlElement): (ctx: ApplyContext) => Promise<OrderStatus>;
}

function verbOf<T>(verb: DocumentVerb<T>): Verb {
  return {
    type: verb.type,
    orderNumber: (element) => verb.orderNumber(element),
    prepare(element) {
      const document = verb.read(element);
      return (ctx) => verb.apply(ctx, document);
    },
  };
}

const VERBS: readonly Verb[] = [verbOf(confirmationVerb), verbOf(shipNoticeVerb), verbOf(statusUpdateVerb), verbOf(invoiceVerb)];

export interface CxmlReply {
  status: number;
  xml: string;
}

async function storedAnswer(db: AppDb, contractorId: number, payloadId: string, hash: string): Promise<CxmlReply | undefined> {
  const [row] = await db
    .select({ requestHash: contractorDocuments.requestHash, status: contractorDocuments.responseStatus, xml: contractorDocuments.responseText })
    .from(contractorDocuments)
    .where(and(eq(contractorDocuments.contractorId, contractorId), eq(contractorDocuments.payloadId, payloadId)));
  if (!row) return undefined;
  if (row.requestHash !== hash) throw new CxmlError(CXML_STATUS.conflict, CONTRACTOR_DOCUMENT_TEXT.replayMismatch);
  return { status: row.status, xml: row.xml };
}

async function authenticate(db: AppDb, request: FastifyRequest, root: CxmlElement) {
  const sender = child(root, 'Header', 'Sender', 'Credential');
  const identity = text(child(sender, 'Identity'));
  const secret = text(child(sender, 'SharedSecret'));
  const failures = contractorAuthFailures(db);
  const now = request.server.now();
  // Past its limit a client is answered before any hash is checked, and not audited again (routes.ts).
  const wait = await failures.retryAfter(request, identity, now);
  if (wait > 0) throw new CxmlError(CXML_STATUS.tooMany, CONTRACTOR_TEXT.tooManyFailures(wait));
  const who = identity && secret ? await verifyContractorSecret(db, identity, secret) : undefined;
  if (!who) {
    const reached = await failures.failed(request, identity, now);
    if (!identity || !secret) throw new CxmlError(CXML_STATUS.unauthorized, CONTRACTOR_DOCUMENT_TEXT.credentialMissing);
    const why = `unknown, wrong or revoked credential ${identity.slice(0, 40)}${reached ? '; failure limit reached' : ''}`;
    throw new CxmlError(CXML_STATUS.unauthorized, CONTRACTOR_DOCUMENT_TEXT.credentialRefused, why);
  }
  return who;
}

export async function receiveDocument(db: AppDb, request: FastifyRequest, body: string, host: string): Promise<CxmlReply> {
  const root = parseCxml(body);
  const payloadId = attr(root, 'payloadID');
  noteParty(request, { payloadId: payloadId.slice(0, 250) });
  const who = await authenticate(db, request, root);
  noteParty(request, { contractorId: who.contractorId, credentialId: who.credentialId });
  if (!payloadId || payloadId.length > 250) throw new CxmlError(CXML_STATUS.badRequest, CONTRACTOR_DOCUMENT_TEXT.payloadId);

  const requestEl = child(root, 'Request');
  const verb = VERBS.find((v) => child(requestEl, v.type));
  const element = verb ? child(requestEl, verb.type) : undefined;
  if (!verb || !element) throw new CxmlError(CXML_STATUS.badRequest, CONTRACTOR_DOCUMENT_TEXT.unknownDocument);
  noteParty(request, { documentType: verb.type });
  const orderNumber = verb.orderNumber(element);
  if (!orderNumber) throw new CxmlError(CXML_STATUS.badRequest, CONTRACTOR_DOCUMENT_TEXT.orderReference);
  noteParty(request, { orderNumber });

  const hash = createHash('sha256').update(body).digest('base64url');
  const apply = verb.prepare(element);

  try {
    return await db.transaction(async (tx) => {
      // Claimed first: a second copy of this payloadID waits here until this one commits or rolls back.
      const [claim] = await tx
        .insert(contractorDocuments)
        .values({ contractorId: who.contractorId, credentialId: who.credentialId, payloadId, documentType: verb.type, orderNumber, requestHash: hash, responseStatus: 0, responseText: '' })
        .returning({ id: contractorDocuments.id });
      // The order is read once, under its row lock, with everything its moves need (orderhistory/status-store.ts).
      const change = await OrderChange.open(tx, orderNumber);
      // Another contractor's order is answered exactly as one that does not exist.
      if (!change || change.order.contractorId !== who.contractorId) {
        throw new CxmlError(CXML_STATUS.notFound, CONTRACTOR_DOCUMENT_TEXT.unknownOrder(orderNumber));
      }
      const status = await apply({ tx, request, contractorId: who.contractorId, documentId: claim!.id, change });
      const xml = responseDocument(newPayloadId(host), CXML_STATUS.ok, CONTRACTOR_DOCUMENT_TEXT.applied(verb.type, change.order.orderNumber, status));
      // The moves, their history, mail, messages and audit rows, and the stored answer: one statement.
      await change.write(tx, [sql`answered as (update contractor_documents set response_status = ${CXML_STATUS.ok.code}, response_text = ${xml} where id = ${claim!.id})`]);
      return { status: CXML_STATUS.ok.code, xml };
    });
  } catch (error) {
    // The payloadID is taken: a replay, or a copy that arrived at the same time and committed first. Its answer is this one's.
    if (sqlState(error) === '23505') {
      const again = await storedAnswer(db, who.contractorId, payloadId, hash);
      if (again) return again;
    }
    throw error;
  }
}
