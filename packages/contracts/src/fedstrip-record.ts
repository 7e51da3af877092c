/**
 * The 80-position MILSTRIP/FEDSTRIP requisition record (reference/docs/product/fedstrip.md): the field layout, one pure
 * function that writes a requisition as its record and one that reads a record back. Both are total over
 * valid requisitions and property-tested (fedstrip-record.test.ts): every record is exactly 80 ASCII
 * characters and parses back to the same fields. The field rules with their messages are fedstrip-rules.ts.
 */

/** A0A CONUS/NSN, A01 overseas/NSN, A0D/A04 other identifier, A0E/A05 with exception data (remarks, ship-to). */
export const DOCUMENT_IDENTIFIERS = ['A0A', 'A01', 'A0D', 'A04', 'A0E', 'A05'] as const;
export type DocumentIdentifier = (typeof DOCUMENT_IDENTIFIERS)[number];

/** Signal codes: who is shipped to (requisitioner rp30–35 or supplementary address rp45–50) and who is billed. */
export const SIGNAL_CODES = {
  A: 'Ship to and bill the requisitioner',
  B: 'Ship to the requisitioner, bill the supplementary address',
  C: 'Ship to the requisitioner, bill the activity named by the fund code',
  D: 'Ship to the requisitioner, free issue',
  J: 'Ship to the supplementary address, bill the requisitioner',
  K: 'Ship to and bill the supplementary address',
  L: 'Ship to the supplementary address, bill the activity named by the fund code',
  M: 'Ship to the supplementary address, free issue',
} as const;
export type SignalCode = keyof typeof SIGNAL_CODES;
/** DAAS rejects these without a valid fund code (status CF); D and M are free issue and carry none. */
export const BILLABLE_SIGNALS: ReadonlySet<string> = new Set(['A', 'B', 'C', 'J', 'K', 'L']);
/** Signals that name the supplementary address as ship-to or bill-to, so it cannot be blank. */
export const SUPPLEMENTARY_ADDRESS_SIGNALS: ReadonlySet<string> = new Set(['B', 'J', 'K', 'L', 'M']);
/** Signals that ship to the supplementary address (rp 45–50) instead of the requisitioner (rp 30–35). */
export const SHIP_TO_SUPPLEMENTARY_SIGNALS: ReadonlySet<string> = new Set(['J', 'K', 'L', 'M']);
/** Signals that bill the supplementary address. C and L bill the activity the fund code names; D and M are free issue. */
export const BILL_TO_SUPPLEMENTARY_SIGNALS: ReadonlySet<string> = new Set(['B', 'K']);

type Routed = Pick<Requisition, 'aac' | 'signalCode' | 'supplementaryAddress'>;

/** The AAC the requisition ships to: an A0E/A05's exception ship-to, else the signal's (requisitioner or supplementary address). */
export function shipToAacOf(r: Routed, exceptionShipTo = ''): string {
  if (exceptionShipTo !== '') return exceptionShipTo;
  return SHIP_TO_SUPPLEMENTARY_SIGNALS.has(r.signalCode) && r.supplementaryAddress !== '' ? r.supplementaryAddress : r.aac;
}

/** "Ships to W91QUZ, bills M67001 (fund 21)"; "free issue" for signals D and M. */
export function routingText(r: Routed & Pick<Requisition, 'fundCode'>, exceptionShipTo = ''): string {
  const free = r.signalCode === 'D' || r.signalCode === 'M';
  return `Ships to ${shipToAacOf(r, exceptionShipTo)}, ${free ? 'free issue' : `bills ${billToAacOf(r)}${r.fundCode ? ` (fund ${r.fundCode})` : ''}`}`;
}

/** The AAC the requisition bills: the supplementary address for B and K, else the requisitioner (C and L through its fund code). */
export function billToAacOf(r: Routed): string {
  return BILL_TO_SUPPLEMENTARY_SIGNALS.has(r.signalCode) && r.supplementaryAddress !== '' ? r.supplementaryAddress : r.aac;
}

export const DEMAND_CODES = { R: 'Recurring', N: 'Nonrecurring' } as const;

/** One requisition: the fields of record positions 1–66 (67–80 stay blank on submission). */
export interface Requisition {
  documentIdentifier: DocumentIdentifier;
  routingIdentifier: string;
  mediaStatus: string;
  /** NSN (13 characters, optional 2-character SMIC) or, for A0D/A04/A0E/A05, a part number; at most 15. */
  stockNumber: string;
  unitOfIssue: string;
  /** Whole units; above 99,999 only for ammunition in thousands (the `M` rule). */
  quantity: number;
  /** Document number rp30–43: AAC/DoDAAC, ordinal date YDDD, serial. */
  aac: string;
  ordinalDate: string;
  serial: string;
  demandCode: string;
  supplementaryAddress: string;
  signalCode: string;
  fundCode: string;
  distribution: string;
  projectCode: string;
  priority: string;
  requiredDelivery: string;
  adviceCode: string;
}

export type RequisitionField = keyof Requisition;

/** Record positions (1-based, inclusive) of each field, in record order. */
export const RECORD_LAYOUT: readonly { field: RequisitionField; from: number; to: number }[] = [
  { field: 'documentIdentifier', from: 1, to: 3 },
  { field: 'routingIdentifier', from: 4, to: 6 },
  { field: 'mediaStatus', from: 7, to: 7 },
  { field: 'stockNumber', from: 8, to: 22 },
  { field: 'unitOfIssue', from: 23, to: 24 },
  { field: 'quantity', from: 25, to: 29 },
  { field: 'aac', from: 30, to: 35 },
  { field: 'ordinalDate', from: 36, to: 39 },
  { field: 'serial', from: 40, to: 43 },
  { field: 'demandCode', from: 44, to: 44 },
  { field: 'supplementaryAddress', from: 45, to: 50 },
  { field: 'signalCode', from: 51, to: 51 },
  { field: 'fundCode', from: 52, to: 53 },
  { field: 'distribution', from: 54, to: 56 },
  { field: 'projectCode', from: 57, to: 59 },
  { field: 'priority', from: 60, to: 61 },
  { field: 'requiredDelivery', from: 62, to: 64 },
  { field: 'adviceCode', from: 65, to: 66 },
];
export const RECORD_LENGTH = 80;

/** Ammunition (FSG 13 and these FSCs) may state a quantity in thousands with `M` in rp29. */
const AMMUNITION_FSCS = new Set(['1410', '1420', '1427', '1440', '5330', '5865', '6810', '8140']);
/** FSC (4 digits) + NIIN (2-digit bureau code + 7 characters, at most one a letter), optional 2-character SMIC. */
export function isNsn(stockNumber: string): boolean {
  return /^\d{6}[A-Z0-9]{7}(?:[A-Z0-9]{2})?$/.test(stockNumber) && (stockNumber.slice(6, 13).match(/[A-Z]/g) ?? []).length <= 1;
}
export function isAmmunition(stockNumber: string): boolean {
  if (!isNsn(stockNumber)) return false;
  const fsc = stockNumber.slice(0, 4);
  return fsc.startsWith('13') || AMMUNITION_FSCS.has(fsc);
}
export const QUANTITY_MAX = 99_999;
export const AMMUNITION_QUANTITY_MAX = 9_999_000;

/** rp25–29: zero-filled, or for ammunition above 99,999 the thousands with `M` ("1950M" = 1,950,000). */
export function formatQuantity(quantity: number): string {
  if (quantity > QUANTITY_MAX) return `${String(quantity / 1000).padStart(4, '0')}M`;
  return String(quantity).padStart(5, '0');
}

export function parseQuantity(text: string): number | undefined {
  if (/^\d{4}M$/.test(text)) return Number(text.slice(0, 4)) * 1000;
  return /^\d{5}$/.test(text) ? Number(text) : undefined;
}

/** The document number rp30–43 as one 14-character string. */
export const documentNumberOf = (r: Pick<Requisition, 'aac' | 'ordinalDate' | 'serial'>): string => `${r.aac}${r.ordinalDate}${r.serial}`;

/** Ordinal date YDDD (last digit of the year + day of the year) of a day, in UTC. */
export function ordinalDate(day: Date, timeZone = 'UTC'): string {
  // The calendar day in the requisitioner's time zone (time-zones.ts), then its day of the year.
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(day);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, date] = [part('year'), part('month'), part('day')];
  const dayOfYear = Math.floor((Date.UTC(year, month - 1, date) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
  return `${year % 10}${String(dayOfYear).padStart(3, '0')}`;
}

/**
 * Writes a requisition as its 80-character record. Text fields are left-justified and blank-filled; a
 * value longer than its positions is a programming error (the rules refuse it first), so it throws rather
 * than silently truncating a record that would then say something else.
 */
export function formatRequisition(r: Requisition): string {
  let record = '';
  for (const { field, from, to } of RECORD_LAYOUT) {
    const width = to - from + 1;
    const value = field === 'quantity' ? formatQuantity(r.quantity) : r[field];
    if (value.length > width) throw new RangeError(`${field} "${value}" is longer than record positions ${from}–${to}.`);
    record += value.padEnd(width, ' ');
  }
  return record.padEnd(RECORD_LENGTH, ' ');
}

export type ParsedRecord = { ok: true; requisition: Requisition } | { ok: false; message: string };

/** Reads an 80-character record back into its fields (trailing blanks of each field removed). */
export function parseRequisition(record: string): ParsedRecord {
  if (record.length !== RECORD_LENGTH) return { ok: false, message: `A requisition record has exactly ${RECORD_LENGTH} characters; this one has ${record.length}.` };
  if (!/^[\x20-\x7E]*$/.test(record)) return { ok: false, message: 'A requisition record may contain only standard keyboard (ASCII) characters.' };
  if (record.slice(66).trim() !== '') return { ok: false, message: 'Record positions 67 to 80 must be blank on a requisition.' };
  const slices = new Map(RECORD_LAYOUT.map(({ field, from, to }) => [field, record.slice(from - 1, to)]));
  const text = (field: Exclude<RequisitionField, 'quantity'>) => (slices.get(field) ?? '').trimEnd();
  const quantityText = slices.get('quantity') ?? '';
  const quantity = parseQuantity(quantityText);
  if (quantity === undefined) return { ok: false, message: `Quantity (positions 25 to 29) "${quantityText}" is not 5 digits or 4 digits and M.` };
  const documentIdentifier = text('documentIdentifier');
  if (!isDocumentIdentifier(documentIdentifier)) {
    return { ok: false, message: `Document identifier "${documentIdentifier}" is not a requisition (A0A, A01, A0D, A04, A0E or A05).` };
  }
  const requisition: Requisition = {
    documentIdentifier,
    routingIdentifier: text('routingIdentifier'),
    mediaStatus: text('mediaStatus'),
    stockNumber: text('stockNumber'),
    unitOfIssue: text('unitOfIssue'),
    quantity,
    aac: text('aac'),
    ordinalDate: text('ordinalDate'),
    serial: text('serial'),
    demandCode: text('demandCode'),
    supplementaryAddress: text('supplementaryAddress'),
    signalCode: text('signalCode'),
    fundCode: text('fundCode'),
    distribution: text('distribution'),
    projectCode: text('projectCode'),
    priority: text('priority'),
    requiredDelivery: text('requiredDelivery'),
    adviceCode: text('adviceCode'),
  };
  return { ok: true, requisition };
}

const isDocumentIdentifier = (value: string): value is DocumentIdentifier => (DOCUMENT_IDENTIFIERS as readonly string[]).includes(value);

/**
 * Exception data of an A0E/A05 requisition in the requisition file (docs/adr/0023-fedstrip-requisitions-as-keyed.md):
 * 80-character companion lines right after its record, `EXD` in rp 1–3 (no document identifier, so a system reading
 * requisitions by their identifier passes over them), the document number in rp 4–17, the exception ship-to in
 * rp 18–23 and the remarks in rp 24–80, continued on further lines when longer.
 */
export const EXCEPTION_LINE_ID = 'EXD';
const EXCEPTION_TEXT_WIDTH = 57;

export function exceptionLines(documentNumber: string, exceptionShipTo: string, remarks: string): string[] {
  if (exceptionShipTo === '' && remarks === '') return [];
  const chunks: string[] = [];
  for (let at = 0; at < remarks.length; at += EXCEPTION_TEXT_WIDTH) chunks.push(remarks.slice(at, at + EXCEPTION_TEXT_WIDTH));
  if (chunks.length === 0) chunks.push('');
  return chunks.map((text, i) => `${EXCEPTION_LINE_ID}${documentNumber.padEnd(14)}${(i === 0 ? exceptionShipTo : '').padEnd(6)}${text.padEnd(EXCEPTION_TEXT_WIDTH)}`);
}

/** Reads companion lines back: the document number, the exception ship-to and the remarks (trailing blanks trimmed). */
export function parseExceptionLines(lines: readonly string[]): Map<string, { exceptionShipTo: string; remarks: string }> {
  const found = new Map<string, { exceptionShipTo: string; remarks: string }>();
  for (const line of lines) {
    if (!line.startsWith(EXCEPTION_LINE_ID) || line.length !== 80) continue;
    const documentNumber = line.slice(3, 17).trim();
    const entry = found.get(documentNumber) ?? { exceptionShipTo: '', remarks: '' };
    entry.exceptionShipTo ||= line.slice(17, 23).trim();
    entry.remarks += line.slice(23);
    found.set(documentNumber, entry);
  }
  for (const entry of found.values()) entry.remarks = entry.remarks.trimEnd();
  return found;
}
