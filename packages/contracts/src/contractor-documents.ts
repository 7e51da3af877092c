/**
 * Documents a contractor's system sends about an order (docs/adr/0033-contractor-documents.md): cXML
 * ConfirmationRequest, ShipNoticeRequest, StatusUpdateRequest and InvoiceDetailRequest at one endpoint, the
 * texts of its refusals, the shapes it validates, and the carriers whose tracking pages the buyer is linked to.
 */
import { z } from 'zod';

export const CXML_INBOUND_PATH = '/cxml/inbound';

export const CONTRACTOR_DOCUMENT_TYPES = ['ConfirmationRequest', 'ShipNoticeRequest', 'StatusUpdateRequest', 'InvoiceDetailRequest'] as const;
export type ContractorDocumentType = (typeof CONTRACTOR_DOCUMENT_TYPES)[number];

/** Most lines one document names (a confirmation's items, a ship notice's items, an invoice's lines). */
export const CONTRACTOR_DOCUMENT_MAX_LINES = 500;

/** What a refusal or an answer says (the cXML Status element's content). */
export const CONTRACTOR_DOCUMENT_TEXT = {
  credentialMissing: 'The Header must carry the Sender Credential: Identity is your credential id, SharedSecret its secret.',
  /** One answer to an unknown credential, a wrong secret and a revoked credential: none tells which it was. */
  credentialRefused: 'The Sender credential or its SharedSecret is not valid.',
  payloadId: 'The cXML element must carry a payloadID of 1 to 250 characters.',
  unknownDocument: `Send one of ${CONTRACTOR_DOCUMENT_TYPES.join(', ')} under Request.`,
  /** One answer to an order that does not exist and to another contractor's order. */
  unknownOrder: (orderNumber: string) => `There is no order ${orderNumber} from you.`,
  orderReference: 'The document must name the order: OrderReference orderID (DocumentInfo documentID in a StatusUpdateRequest).',
  replayMismatch: 'This payloadID was already used for a different document.',
  invoiceReused: (invoice: string) => `Invoice ${invoice} was already received for another document.`,
  applied: (type: ContractorDocumentType, orderNumber: string, status: string) => `${type} applied to order ${orderNumber}; the order is ${status}.`,
  invoiceCancelled: (orderNumber: string) => `Order ${orderNumber} is cancelled; it cannot be invoiced.`,
  invoiceCurrency: 'Invoice amounts must be in USD.',
  invoiceOrders: 'An InvoiceDetailRequest covers one order: send one InvoiceDetailOrder.',
  invoiceLine: (line: number) => `Invoice line ${line}: the order has no such line.`,
  internal: 'The document could not be processed; try again later.',
} as const;

const line = z.coerce
  .number({ error: 'A line number must be a whole number.' })
  .int({ error: 'A line number must be a whole number.' })
  .min(1, { error: 'A line number must be 1 or more.' })
  .max(32_767, { error: 'A line number is at most 32767.' });
const isoDate = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${what} must be a date (yyyy-mm-dd, or an ISO date and time).` });
const shortText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `${what} is required.` })
    .max(max, { error: `${what} has at most ${max} characters.` });
const cents = (what: string) => z.number({ error: `${what} must be an amount of dollars and cents (e.g. 123.45).` }).int().min(0).max(1e13);

export const confirmationSchema = z
  .object({
    type: z.enum(['accept', 'reject', 'detail'], { error: 'ConfirmationHeader type must be accept, reject or detail.' }),
    note: z.string().max(500, { error: 'Comments have at most 500 characters.' }),
    lines: z
      .array(
        z.object({
          lineNumber: line,
          type: z.enum(['accept', 'detail', 'reject', 'backordered'], { error: 'ConfirmationStatus type must be accept, detail, reject or backordered.' }),
          /** Backordered: the date the contractor expects to deliver (deliveryDate, else shipmentDate). */
          estimatedDate: isoDate('The backorder date').optional(),
        }),
      )
      .max(CONTRACTOR_DOCUMENT_MAX_LINES, { error: `A confirmation names at most ${CONTRACTOR_DOCUMENT_MAX_LINES} lines.` }),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'detail' && c.lines.length === 0) ctx.addIssue({ code: 'custom', message: 'A detail confirmation needs ConfirmationItem lines with their ConfirmationStatus.' });
    for (const l of c.lines) {
      if (l.type === 'backordered' && !l.estimatedDate) ctx.addIssue({ code: 'custom', message: `Line ${l.lineNumber}: a backordered ConfirmationStatus needs deliveryDate.` });
    }
  });
export type ConfirmationDocument = z.infer<typeof confirmationSchema>;

export const shipNoticeSchema = z.object({
  shipmentDate: isoDate('ShipNoticeHeader shipmentDate'),
  carrier: shortText('ShipControl CarrierIdentifier', 60),
  trackingNumber: shortText('ShipControl ShipmentIdentifier (the tracking number)', 60),
  /** Empty: the whole order shipped. */
  lines: z.array(line).max(CONTRACTOR_DOCUMENT_MAX_LINES, { error: `A ship notice names at most ${CONTRACTOR_DOCUMENT_MAX_LINES} lines.` }),
});
export type ShipNoticeDocument = z.infer<typeof shipNoticeSchema>;

export const statusUpdateSchema = z.object({
  type: z.literal('delivered', { error: 'DocumentStatus type must be delivered: the other order updates come as a ConfirmationRequest or ShipNoticeRequest.' }),
  note: z.string().max(500, { error: 'Comments have at most 500 characters.' }),
});
export type StatusUpdateDocument = z.infer<typeof statusUpdateSchema>;

export const invoiceSchema = z.object({
  purpose: z.literal('standard', { error: 'Only standard invoices are taken (InvoiceDetailRequestHeader purpose="standard"); send a credit memo to the buyer\'s contracting officer.' }),
  invoiceNumber: shortText('InvoiceDetailRequestHeader invoiceID', 60),
  invoiceDate: isoDate('InvoiceDetailRequestHeader invoiceDate'),
  totalCents: cents('InvoiceDetailSummary DueAmount (or NetAmount, or SubtotalAmount)'),
  lines: z
    .array(z.object({ lineNumber: line, quantity: z.number().int().min(0).max(999_999), amountCents: cents('InvoiceDetailItem SubtotalAmount') }))
    .min(1, { error: 'An invoice needs at least one InvoiceDetailItem with its InvoiceDetailItemReference lineNumber.' })
    .max(CONTRACTOR_DOCUMENT_MAX_LINES, { error: `An invoice names at most ${CONTRACTOR_DOCUMENT_MAX_LINES} lines.` }),
});
export type InvoiceDocument = z.infer<typeof invoiceSchema>;

/** An invoice as the buyer sees it beside the order's status. */
export interface InvoiceView {
  invoiceNumber: string;
  invoiceDate: string;
  totalCents: number;
  receivedAt: string;
  lines: Array<{ lineNumber: number; quantity: number; amountCents: number }>;
}

/** Carriers whose public tracking page the buyer is linked to; any other carrier is shown without a link. */
const CARRIERS: ReadonlyArray<{ name: string; match: RegExp; url: (n: string) => string }> = [
  { name: 'UPS', match: /^(?:ups|upsn|united parcel service)\b/i, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { name: 'FedEx', match: /^(?:fedex|fdxe|fdxg|fdeg|federal express)\b/i, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: 'USPS', match: /^(?:usps|u\.s\. postal service|united states postal service)\b/i, url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { name: 'DHL', match: /^(?:dhl|dhlc)\b/i, url: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}` },
];

/** The carrier's usual name when it is one of the known carriers (UPSN → UPS), else the name as sent. */
export function carrierName(carrier: string): string {
  return CARRIERS.find((c) => c.match.test(carrier.trim()))?.name ?? carrier.trim();
}

/** The https page where the buyer tracks the shipment, for a known carrier and a plain tracking number; else null. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const known = carrier ? CARRIERS.find((c) => c.match.test(carrier.trim())) : undefined;
  const number = trackingNumber?.trim() ?? '';
  if (!known || !/^[A-Za-z0-9-]{4,40}$/.test(number)) return null;
  return known.url(encodeURIComponent(number));
}
