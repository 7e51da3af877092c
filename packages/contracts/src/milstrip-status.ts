/**
 * MILSTRIP status records back to the requisitioner (docs/adr/0031-milstrip-status-records.md): supply status
 * (document identifier AE_) and shipment status (AS_), 80 record positions each, carrying the requisition's document
 * number in rp 30–43 like the requisition itself (fedstrip-record.ts). A supply system reads them by position, so
 * they are written and read here by one layout per kind.
 */
import { formatQuantity, parseQuantity, RECORD_LENGTH } from './fedstrip-record.js';

/** Supply status: where the requisition stands, with an estimated shipping date where the code gives one. */
export interface SupplyStatus {
  /** AE1 … AE9, AE6 for status on a materiel release order. */
  documentIdentifier: string;
  /** rp 4–6: the source of supply furnishing the status. */
  routingIdentifier: string;
  mediaStatus: string;
  stockNumber: string;
  unitOfIssue: string;
  quantity: number;
  documentNumber: string;
  /** rp 44: the suffix of a part when the requisitioned quantity is divided; blank otherwise. */
  suffix: string;
  supplementaryAddress: string;
  signalCode: string;
  fundCode: string;
  distribution: string;
  projectCode: string;
  priority: string;
  /** rp 62–64: the day of the year (DDD) of this status. */
  transactionDay: string;
  /** rp 65–66: SUPPLY_STATUS_CODES. */
  status: string;
  /** rp 67–69: the source of supply that last held the requisition. */
  lastRoutingIdentifier: string;
  /** rp 70–73: estimated shipping date as YDDD, blank when the status gives none. */
  estimatedShippingDate: string;
  /** rp 74–80: the unit price in cents, zero-filled (dollars and cents without a point). */
  unitPriceCents: number;
}

/** Shipment status: the requisition (or a suffix part of it) was shipped. */
export interface ShipmentStatus {
  /** AS1 … AS8. */
  documentIdentifier: string;
  routingIdentifier: string;
  mediaStatus: string;
  stockNumber: string;
  unitOfIssue: string;
  /** rp 25–29: the quantity shipped. */
  quantity: number;
  documentNumber: string;
  suffix: string;
  supplementaryAddress: string;
  /** rp 51: a shipment hold code, when the shipment is held; blank otherwise. */
  holdCode: string;
  fundCode: string;
  distribution: string;
  /** rp 57–59: the day of the year (DDD) the materiel was shipped or released to the carrier. */
  shippedDay: string;
  priority: string;
  /** rp 62–76: the transportation control number, bill of lading or carrier tracking number (15 characters). */
  transportationNumber: string;
  /** rp 77: the mode of shipment code. */
  modeOfShipment: string;
  /** rp 78–80: day of the year the materiel was available for shipment; blank when not given. */
  availableDay: string;
}

type Layout<T> = ReadonlyArray<{ field: keyof T & string; from: number; to: number; kind?: 'quantity' | 'cents' }>;

/** rp 1–50, the same in both records: the requisition's identity and the quantity the status is about. */
const IDENTITY_LAYOUT: Layout<Pick<SupplyStatus, keyof SupplyStatus & keyof ShipmentStatus>> = [
  { field: 'documentIdentifier', from: 1, to: 3 },
  { field: 'routingIdentifier', from: 4, to: 6 },
  { field: 'mediaStatus', from: 7, to: 7 },
  { field: 'stockNumber', from: 8, to: 22 },
  { field: 'unitOfIssue', from: 23, to: 24 },
  { field: 'quantity', from: 25, to: 29, kind: 'quantity' },
  { field: 'documentNumber', from: 30, to: 43 },
  { field: 'suffix', from: 44, to: 44 },
  { field: 'supplementaryAddress', from: 45, to: 50 },
];

export const SUPPLY_STATUS_LAYOUT: Layout<SupplyStatus> = [
  ...IDENTITY_LAYOUT,
  { field: 'signalCode', from: 51, to: 51 },
  { field: 'fundCode', from: 52, to: 53 },
  { field: 'distribution', from: 54, to: 56 },
  { field: 'projectCode', from: 57, to: 59 },
  { field: 'priority', from: 60, to: 61 },
  { field: 'transactionDay', from: 62, to: 64 },
  { field: 'status', from: 65, to: 66 },
  { field: 'lastRoutingIdentifier', from: 67, to: 69 },
  { field: 'estimatedShippingDate', from: 70, to: 73 },
  { field: 'unitPriceCents', from: 74, to: 80, kind: 'cents' },
];

export const SHIPMENT_STATUS_LAYOUT: Layout<ShipmentStatus> = [
  ...IDENTITY_LAYOUT,
  { field: 'holdCode', from: 51, to: 51 },
  { field: 'fundCode', from: 52, to: 53 },
  { field: 'distribution', from: 54, to: 56 },
  { field: 'shippedDay', from: 57, to: 59 },
  { field: 'priority', from: 60, to: 61 },
  { field: 'transportationNumber', from: 62, to: 76 },
  { field: 'modeOfShipment', from: 77, to: 77 },
  { field: 'availableDay', from: 78, to: 80 },
];

/** The supply status codes the marketplace sends, with their meaning as the requisitioner reads it. */
export const SUPPLY_STATUS_CODES = {
  BA: 'Item being processed for release and shipment; the estimated shipping date is in rp 70–73.',
  BB: 'Item back ordered; the estimated shipping date is in rp 70–73.',
  BV: 'Item procured and on contract for direct delivery to the consignee; the estimated shipping date is in rp 70–73.',
  BQ: 'Cancelled; the result of a cancellation request from the requisitioner.',
  B4: 'Cancelled by the source of supply (the contractor did not fill the requisition).',
} as const;
export type SupplyStatusCode = keyof typeof SUPPLY_STATUS_CODES;

/** The same codes as a buyer reads them on requisition_detail, without record positions. */
export const SUPPLY_STATUS_TEXT: Readonly<Record<SupplyStatusCode, string>> = {
  BA: 'Being processed for release and shipment',
  BB: 'Back ordered',
  BV: 'On contract for direct delivery to the consignee',
  BQ: 'Cancelled at your request',
  B4: 'Cancelled by the contractor',
};

/** Supply status (AE1) and shipment status (AS1) records go to the requisitioner named in the document number. */
export const SUPPLY_STATUS_TO_REQUISITIONER = 'AE1';
export const SHIPMENT_STATUS_TO_REQUISITIONER = 'AS1';

const UNIT_PRICE_MAX_CENTS = 9_999_999;

function formatRecord<T>(layout: Layout<T>, value: T, kind: string): string {
  let record = '';
  for (const { field, from, to, kind: format } of layout) {
    const width = to - from + 1;
    const raw = value[field] as unknown;
    let text: string;
    if (format === 'quantity') text = formatQuantity(raw as number);
    else if (format === 'cents') {
      const cents = raw as number;
      if (!Number.isInteger(cents) || cents < 0 || cents > UNIT_PRICE_MAX_CENTS) throw new RangeError(`${kind} ${field} ${cents} does not fit record positions ${from}–${to}.`);
      text = String(cents).padStart(width, '0');
    } else text = String(raw);
    if (text.length > width || !/^[\x20-\x7E]*$/.test(text)) throw new RangeError(`${kind} ${field} "${text}" does not fit record positions ${from}–${to}.`);
    record += text.padEnd(width, ' ');
  }
  return record.padEnd(RECORD_LENGTH, ' ');
}

export type ParsedStatus<T> = { ok: true; status: T } | { ok: false; message: string };

function parseRecord<T>(layout: Layout<T>, record: string, kind: string, identifier: RegExp): ParsedStatus<T> {
  if (record.length !== RECORD_LENGTH) return { ok: false, message: `A ${kind} record has exactly ${RECORD_LENGTH} characters; this one has ${record.length}.` };
  if (!/^[\x20-\x7E]*$/.test(record)) return { ok: false, message: `A ${kind} record may contain only standard keyboard (ASCII) characters.` };
  if (!identifier.test(record.slice(0, 3))) return { ok: false, message: `Document identifier "${record.slice(0, 3)}" is not ${kind}.` };
  const fields: Record<string, string | number> = {};
  for (const { field, from, to, kind: format } of layout) {
    const text = record.slice(from - 1, to);
    if (format === 'quantity') {
      const quantity = parseQuantity(text);
      if (quantity === undefined) return { ok: false, message: `Quantity (positions ${from} to ${to}) "${text}" is not 5 digits or 4 digits and M.` };
      fields[field] = quantity;
    } else if (format === 'cents') {
      if (!/^\d+$/.test(text)) return { ok: false, message: `Unit price (positions ${from} to ${to}) "${text}" is not ${to - from + 1} digits.` };
      fields[field] = Number(text);
    } else fields[field] = text.trimEnd();
  }
  return { ok: true, status: fields as T };
}

export const formatSupplyStatus = (s: SupplyStatus): string => formatRecord(SUPPLY_STATUS_LAYOUT, s, 'supply status');
export const parseSupplyStatus = (record: string): ParsedStatus<SupplyStatus> => parseRecord(SUPPLY_STATUS_LAYOUT, record, 'supply status (AE_)', /^AE[1-9]$/);
export const formatShipmentStatus = (s: ShipmentStatus): string => formatRecord(SHIPMENT_STATUS_LAYOUT, s, 'shipment status');
export const parseShipmentStatus = (record: string): ParsedStatus<ShipmentStatus> => parseRecord(SHIPMENT_STATUS_LAYOUT, record, 'shipment status (AS_)', /^AS[1-8]$/);
