/**
 * Field rules of a requisition (reference/docs/product/fedstrip.md), each with the message a buyer reads on the field
 * that is wrong. `requisitionProblems` is what the server checks before a requisition is carried to the cart
 * and again before it is ordered; the web app runs the same rules as the clerk types.
 */
import {
  BILLABLE_SIGNALS, DEMAND_CODES, DOCUMENT_IDENTIFIERS, isAmmunition, isNsn, QUANTITY_MAX, AMMUNITION_QUANTITY_MAX,
  type Requisition, type RequisitionField, SIGNAL_CODES, SUPPLEMENTARY_ADDRESS_SIGNALS,
} from './fedstrip-record.js';
import { UNITS_OF_ISSUE } from './units-of-issue.js';
import { upperAscii } from './validation.js';

export const REQUISITION_LABELS: Record<RequisitionField, string> = {
  documentIdentifier: 'Document identifier',
  routingIdentifier: 'Routing identifier',
  mediaStatus: 'Media and status',
  stockNumber: 'NSN or part number',
  unitOfIssue: 'Unit of issue',
  quantity: 'Quantity',
  aac: 'AAC/DoDAAC',
  ordinalDate: 'Date (YDDD)',
  serial: 'Serial number',
  demandCode: 'Demand code',
  supplementaryAddress: 'Supplementary address',
  signalCode: 'Signal code',
  fundCode: 'Fund code',
  distribution: 'Distribution',
  projectCode: 'Project code',
  priority: 'Priority',
  requiredDelivery: 'Required delivery date',
  adviceCode: 'Advice code',
};

export interface RequisitionProblem {
  field: RequisitionField;
  message: string;
}

const ORDINAL_DATE = /^\d(?:00[1-9]|0[1-9]\d|[12]\d\d|3[0-5]\d|36[0-6])$/;
const JULIAN_DAY = /^(?:00[1-9]|0[1-9]\d|[12]\d\d|3[0-5]\d|36[0-6])$/;
const PART_NUMBER = /^[A-Z0-9][A-Z0-9\-/.]{0,14}$/;

/** "7510-00-286-6985" and "7510 00 286 6985" are how clerks key an NSN; the record holds the 13 characters. */
export function normalizeStockNumber(text: string): string {
  const upper = upperAscii(text.trim());
  const compact = upper.replace(/[\s-]/g, '');
  return isNsn(compact) ? compact : upper;
}

/** "7510-00-286-6985" for display; a part number as keyed. */
export function stockNumberText(stockNumber: string): string {
  if (!isNsn(stockNumber)) return stockNumber;
  const smic = stockNumber.slice(13);
  return `${stockNumber.slice(0, 4)}-${stockNumber.slice(4, 6)}-${stockNumber.slice(6, 9)}-${stockNumber.slice(9, 13)}${smic ? ` ${smic}` : ''}`;
}

/** Rules of one field on its own; cross-field rules are in `requisitionProblems`. */
export const FIELD_RULES: { [F in RequisitionField]: (value: Requisition[F]) => string | undefined } = {
  documentIdentifier: (v) => ((DOCUMENT_IDENTIFIERS as readonly string[]).includes(v) ? undefined : 'Document identifier must be A0A, A01, A0D, A04, A0E or A05.'),
  routingIdentifier: (v) => (/^[A-Z0-9]{3}$/.test(v) ? undefined : 'Routing identifier must be exactly 3 letters or digits (the supply source the requisition goes to).'),
  mediaStatus: (v) => (/^[A-Z0-9]$/.test(v) ? undefined : 'Media and status must be 1 letter or digit.'),
  stockNumber: (v) => {
    if (v === '') return 'Enter an NSN or a part number.';
    if (isNsn(v) || PART_NUMBER.test(v)) return undefined;
    return 'Enter a 13-digit NSN such as 7510-00-286-6985, or a part number of at most 15 letters, digits, hyphens, slashes or periods.';
  },
  unitOfIssue: (v) => {
    if (v === '') return 'Choose a unit of issue.';
    return /^[A-Z]{2}$/.test(v) && Object.hasOwn(UNITS_OF_ISSUE, v) ? undefined : `${v} is not a unit of issue code. Choose one from the list of valid units of issue.`;
  },
  quantity: (v) => (Number.isInteger(v) && v >= 1 ? undefined : 'Quantity must be a whole number of at least 1.'),
  aac: (v) => (/^[A-Z0-9]{6}$/.test(v) ? undefined : 'AAC/DoDAAC must be exactly 6 letters or digits.'),
  ordinalDate: (v) => (ORDINAL_DATE.test(v) ? undefined : 'The document date must be YDDD: the last digit of the year and the day 001 to 366.'),
  serial: (v) => (/^[A-Z0-9]{4}$/.test(v) ? undefined : 'The serial number must be 4 letters or digits.'),
  demandCode: (v) => (Object.hasOwn(DEMAND_CODES, v) ? undefined : 'Demand code is required: R (recurring) or N (nonrecurring).'),
  supplementaryAddress: (v) => (/^(?:[A-Z0-9]{6})?$/.test(v) ? undefined : 'Supplementary address must be 6 letters or digits (an AAC/DoDAAC), or blank.'),
  signalCode: (v) => (Object.hasOwn(SIGNAL_CODES, v) ? undefined : 'Signal code must be A, B, C, D, J, K, L or M.'),
  fundCode: (v) => (/^(?:[A-Z0-9]{2})?$/.test(v) ? undefined : 'Fund code must be exactly 2 letters or digits.'),
  distribution: (v) => (/^[A-Z0-9]{0,3}$/.test(v) ? undefined : 'Distribution has at most 3 letters or digits.'),
  projectCode: (v) => (/^(?:[A-Z0-9]{3})?$/.test(v) ? undefined : 'Project code must be 3 letters or digits, or blank.'),
  priority: (v) => (/^(?:0[1-9]|1[0-5])$/.test(v) ? undefined : 'Priority must be 01 (highest) to 15.'),
  requiredDelivery: (v) =>
    v === '' || JULIAN_DAY.test(v) || v === '999' || v === '777' || /^[NE]\d{2}$/.test(v)
      ? undefined
      : 'Required delivery date must be blank (standard delivery), a day of the year 001 to 366, 999, 777, or N or E and 2 digits.',
  adviceCode: (v) => (/^(?:[0-9][A-Z0-9])?$/.test(v) ? undefined : 'Advice code must be a digit and a letter or digit, for example 2L, or blank.'),
};

function quantityProblem(r: Requisition): string | undefined {
  if (r.quantity <= QUANTITY_MAX) return undefined;
  if (!isAmmunition(r.stockNumber)) return `Quantity cannot be more than ${QUANTITY_MAX.toLocaleString('en-US')}. Submit another requisition for the rest.`;
  if (r.quantity % 1000 !== 0 || r.quantity > AMMUNITION_QUANTITY_MAX) {
    return `Ammunition above ${QUANTITY_MAX.toLocaleString('en-US')} is ordered in whole thousands, at most ${AMMUNITION_QUANTITY_MAX.toLocaleString('en-US')}.`;
  }
  return undefined;
}

/** Rules between fields: the document identifier and the stock number, signal and fund code, delivery and priority. */
function crossProblems(r: Requisition): RequisitionProblem[] {
  const problems: RequisitionProblem[] = [];
  const nsn = isNsn(r.stockNumber);
  if ((r.documentIdentifier === 'A0A' || r.documentIdentifier === 'A01') && r.stockNumber !== '' && !nsn) {
    problems.push({ field: 'stockNumber', message: `${r.documentIdentifier} orders by NSN. Enter the 13-digit NSN, or order the part number with A0D (A04 overseas).` });
  }
  if ((r.documentIdentifier === 'A0D' || r.documentIdentifier === 'A04') && nsn) {
    problems.push({ field: 'stockNumber', message: `This is an NSN; order it with A0A (A01 overseas), not ${r.documentIdentifier}.` });
  }
  const quantity = quantityProblem(r);
  if (quantity) problems.push({ field: 'quantity', message: quantity });
  if (BILLABLE_SIGNALS.has(r.signalCode) && r.fundCode === '') {
    problems.push({ field: 'fundCode', message: `Signal code ${r.signalCode} is billed, so a fund code is required.` });
  }
  if ((r.signalCode === 'D' || r.signalCode === 'M') && r.fundCode !== '') {
    problems.push({ field: 'fundCode', message: `Signal code ${r.signalCode} is free issue; leave the fund code blank.` });
  }
  if (SUPPLEMENTARY_ADDRESS_SIGNALS.has(r.signalCode) && r.supplementaryAddress === '') {
    problems.push({ field: 'supplementaryAddress', message: `Signal code ${r.signalCode} ships to or bills the supplementary address; enter its AAC/DoDAAC.` });
  }
  const pd = Number(r.priority);
  if (r.requiredDelivery === '999' && !(pd >= 1 && pd <= 4)) {
    problems.push({ field: 'requiredDelivery', message: 'Required delivery 999 (not mission capable) needs priority 01 to 04.' });
  }
  if (r.requiredDelivery.startsWith('N') && !(pd >= 1 && pd <= 8)) {
    problems.push({ field: 'requiredDelivery', message: 'Required delivery N (not mission capable, anticipated) needs priority 01 to 08.' });
  }
  return problems;
}

/** Every problem of a requisition, one message per field that is wrong (the first rule it breaks). */
export function requisitionProblems(r: Requisition): RequisitionProblem[] {
  const problems: RequisitionProblem[] = [];
  for (const field of Object.keys(FIELD_RULES) as RequisitionField[]) {
    const rule = FIELD_RULES[field] as (value: unknown) => string | undefined;
    const message = rule(r[field]);
    if (message) problems.push({ field, message });
  }
  const wrong = new Set(problems.map((p) => p.field));
  for (const p of crossProblems(r)) {
    if (wrong.has(p.field)) continue;
    problems.push(p);
    wrong.add(p.field);
  }
  return problems;
}

/** The document identifier for what is keyed: NSN or part, CONUS or overseas, with exception data or not. */
export function documentIdentifierFor(stockNumber: string, overseas: boolean, exception: boolean): (typeof DOCUMENT_IDENTIFIERS)[number] {
  if (exception) return overseas ? 'A05' : 'A0E';
  if (isNsn(stockNumber)) return overseas ? 'A01' : 'A0A';
  return overseas ? 'A04' : 'A0D';
}
