/**
 * ShipNoticeRequest → Shipped (docs/adr/0033-contractor-documents.md): the lines its ShipNoticePortion's
 * ShipNoticeItems name, or the whole order when it names none, ship with ShipControl's carrier and its
 * ShipmentIdentifier as the tracking number; ShipNoticeHeader shipmentDate goes into the status history's note.
 * A known carrier is kept under its usual name (UPSN → UPS), so the buyer's screens can link its tracking page.
 */
import { carrierName, CONTRACTOR_DOCUMENT_MAX_LINES, type OrderStatus, type ShipNoticeDocument, shipNoticeSchema } from '@advantage/contracts';
import { attr, child, children, type CxmlElement, text } from '../punchout/cxml-parse.js';
import { type DocumentVerb, moveStatus } from './apply.js';
import { checked, isoDay, orderReference } from './read.js';

function read(element: CxmlElement): ShipNoticeDocument {
  const header = child(element, 'ShipNoticeHeader');
  const control = child(element, 'ShipControl');
  const carriers = children(control, 'CarrierIdentifier');
  // A company name reads best to the buyer; a SCAC code (UPSN, FDEG) is mapped to it when it is a known carrier.
  const carrier = carriers.find((c) => attr(c, 'domain').toLowerCase() === 'companyname') ?? carriers[0];
  const items = children(child(element, 'ShipNoticePortion'), 'ShipNoticeItem').slice(0, CONTRACTOR_DOCUMENT_MAX_LINES + 1);
  return checked(shipNoticeSchema, {
    shipmentDate: isoDay(attr(header, 'shipmentDate')),
    carrier: carrierName(text(carrier)),
    trackingNumber: text(child(control, 'ShipmentIdentifier')),
    lines: items.map((item) => attr(item, 'lineNumber')),
  });
}

export const shipNoticeVerb: DocumentVerb<ShipNoticeDocument> = {
  type: 'ShipNoticeRequest',
  orderNumber: (element) => orderReference(child(element, 'ShipNoticePortion')),
  read,
  apply(ctx, doc) {
    const shipment = { status: 'Shipped', carrier: doc.carrier, trackingNumber: doc.trackingNumber, note: `Shipment date ${doc.shipmentDate}.` };
    if (doc.lines.length === 0) return Promise.resolve(moveStatus(ctx, shipment));
    let status: OrderStatus = 'Shipped';
    for (const lineNumber of new Set(doc.lines)) status = moveStatus(ctx, { ...shipment, lineNumber });
    return Promise.resolve(status);
  },
};
