/**
 * StatusUpdateRequest → Delivered (docs/adr/0033-contractor-documents.md). The order is named by DocumentStatus's
 * DocumentInfo documentID; the only DocumentStatus type taken is `delivered` (acceptance, backorders and
 * shipments come as a ConfirmationRequest or a ShipNoticeRequest, which carry what the buyer needs to see).
 */
import { type StatusUpdateDocument, statusUpdateSchema } from '@advantage/contracts';
import { attr, child } from '../punchout/cxml-parse.js';
import { type DocumentVerb, moveStatus } from './apply.js';
import { checked, comments } from './read.js';

export const statusUpdateVerb: DocumentVerb<StatusUpdateDocument> = {
  type: 'StatusUpdateRequest',
  orderNumber: (element) => attr(child(element, 'DocumentStatus', 'DocumentInfo'), 'documentID').toUpperCase().slice(0, 60),
  read(element) {
    const status = child(element, 'DocumentStatus');
    return checked(statusUpdateSchema, { type: attr(status, 'type').toLowerCase(), note: comments(status) });
  },
  apply: (ctx, doc) => Promise.resolve(moveStatus(ctx, { status: 'Delivered', note: doc.note || undefined })),
};
