/**
 * Refused and failed inbound documents: each leaves one audit row saying who (the contractor once its credential is
 * proven), what (payloadID, document type, order) and why (the cXML status and reason), never the secret or the
 * document itself.
 */
import type { CxmlStatus } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';

interface Party {
  payloadId?: string;
  contractorId?: number;
  credentialId?: string;
  documentType?: string;
  orderNumber?: string;
}

const parties = new WeakMap<FastifyRequest, Party>();

/** What is known so far about the request, for its audit row should it be refused. */
export function noteParty(request: FastifyRequest, known: Party): void {
  parties.set(request, { ...parties.get(request), ...known });
}

/** One audit row for a refused (4xx) or failed (5xx) document; the audit write never changes the answer. */
export async function auditRefusal(db: AppDb, request: FastifyRequest, status: CxmlStatus, reason: string): Promise<void> {
  const party = parties.get(request) ?? {};
  try {
    await audit(db, request, {
      action: 'contractor_document_refused',
      outcome: status.code >= 500 ? 'failure' : 'refused',
      target: party.contractorId !== undefined ? `contractor:${party.contractorId}` : null,
      detail: { status: status.code, reason: reason.slice(0, 300), ...party },
    });
  } catch (error) {
    request.log.warn({ err: error }, 'contractor document refusal audit failed');
  }
}
