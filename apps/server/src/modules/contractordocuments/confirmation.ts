/**
 * ConfirmationRequest → the order's acceptance (docs/adr/0033-contractor-documents.md). ConfirmationHeader type
 * accept accepts the whole order and reject cancels it; detail confirms line by line: each ConfirmationItem's
 * ConfirmationStatus type accept (or detail: accepted with details) → Accepted, reject → Cancelled, backordered → Backordered with its deliveryDate
 * (else shipmentDate) as the estimated date. Every move goes through the order's transition table.
 */
import { type ConfirmationDocument, confirmationSchema, CONTRACTOR_DOCUMENT_MAX_LINES, type OrderStatus } from '@advantage/contracts';
import { attr, child, children, type CxmlElement } from '../punchout/cxml-parse.js';
import { type DocumentVerb, moveStatus } from './apply.js';
import { checked, comments, isoDay, orderReference } from './read.js';

function read(element: CxmlElement): ConfirmationDocument {
  const header = child(element, 'ConfirmationHeader');
  const items = children(element, 'ConfirmationItem').slice(0, CONTRACTOR_DOCUMENT_MAX_LINES + 1);
  const lines = items.map((item) => {
    const status = child(item, 'ConfirmationStatus');
    const date = attr(status, 'deliveryDate') || attr(status, 'shipmentDate');
    return { lineNumber: attr(item, 'lineNumber'), type: attr(status, 'type'), ...(date ? { estimatedDate: isoDay(date) } : {}) };
  });
  return checked(confirmationSchema, { type: attr(header, 'type'), note: comments(header), lines });
}

const LINE_STATUS: Record<ConfirmationDocument['lines'][number]['type'], OrderStatus> = { accept: 'Accepted', detail: 'Accepted', reject: 'Cancelled', backordered: 'Backordered' };

export const confirmationVerb: DocumentVerb<ConfirmationDocument> = {
  type: 'ConfirmationRequest',
  orderNumber: (element) => orderReference(element),
  read,
  apply(ctx, doc) {
    const note = doc.note || undefined;
    if (doc.type === 'accept') return Promise.resolve(moveStatus(ctx, { status: 'Accepted', note }));
    if (doc.type === 'reject') return Promise.resolve(moveStatus(ctx, { status: 'Cancelled', note: note ?? 'The contractor rejected the order.' }));
    let status: OrderStatus = 'Submitted';
    for (const line of doc.lines) {
      status = moveStatus(ctx, { status: LINE_STATUS[line.type], lineNumber: line.lineNumber, estimatedDate: line.estimatedDate, note });
    }
    return Promise.resolve(status);
  },
};
