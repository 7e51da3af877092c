/**
 * What every document verb gets to apply itself (inside the transaction that also claims the payloadID), and
 * the one way it moves an order: orderhistory's OrderChange (changeOrderStatus's checks), whose refusals become cXML
 * statuses.
 */
import { type ContractorDocumentType, CXML_STATUS, type OrderStatus } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { type OrderChange, type StatusChange, StatusChangeError } from '../orderhistory/status.js';
import { type CxmlElement, CxmlError } from '../punchout/cxml-parse.js';

export interface ApplyContext {
  /** The open transaction: the document's row, its status moves and their mail commit together or not at all. */
  tx: AppDb;
  request: FastifyRequest;
  contractorId: number;
  /** The contractor_documents row this document claimed. */
  documentId: number;
  /** The order, locked and read once; its moves and notes are written together once the document is applied. */
  change: OrderChange;
}

/** One document type: where it names the order, how it is read (and checked), how it is applied. */
export interface DocumentVerb<T> {
  type: ContractorDocumentType;
  orderNumber(element: CxmlElement): string;
  read(element: CxmlElement): T;
  /** Applies the document; answers the order's status after it. */
  apply(ctx: ApplyContext, document: T): Promise<OrderStatus>;
}

/** One status move of the order or of one line, as the contractor; answers the order's status after it. */
export function moveStatus(ctx: ApplyContext, change: Omit<StatusChange, 'orderNumber' | 'actor' | 'requestId'>): OrderStatus {
  try {
    return ctx.change.apply({ ...change, actor: `contractor:${ctx.contractorId}`, requestId: ctx.request.id }).orderStatus;
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new CxmlError(CXML_STATUS.badRequest, error.details.map((d) => d.message).join(' ') || error.message);
    }
    if (error instanceof StatusChangeError) throw new CxmlError(CXML_STATUS.conflict, error.message);
    if (error instanceof NotFoundError) throw new CxmlError(CXML_STATUS.notFound, error.message);
    if (error instanceof AppError) throw new CxmlError(CXML_STATUS.badRequest, error.message);
    throw error;
  }
}
