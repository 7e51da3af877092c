/**
 * A contractor's catalog file (docs/adr/0028-catalog-intake.md): the columns of the CSV template, the CIF 3.0 field
 * names they are read from, and the rule of each field. The operator's command line and the contractors' upload
 * both check lines with `catalogLineProblems`, so a line is refused for the same reason wherever it arrives.
 */
import type { SocioCode } from './catalog-views.js';
import { NSN_PATTERN, normalizeNsn } from './catalog.js';
import { UNIT_OF_ISSUE_TO_REC20 } from './punchout-codes.js';
import { SOCIO_CODES } from './search-model.js';
import { STATE_PROGRAM_KEYS, STATE_PROGRAMS, type StateProgramKey } from './state-programs.js';
import { UNITS_OF_ISSUE } from './units-of-issue.js';

/** The CSV template's header, in its order. Column names are matched without regard to case or surrounding blanks. */
export const CATALOG_CSV_COLUMNS = [
  'contract_number',
  'sin',
  'part_number',
  'manufacturer',
  'manufacturer_part_number',
  'nsn',
  'title',
  'description',
  'unit_of_issue',
  'price',
  'minimum_order',
  'delivery_days',
  'unspsc',
  'psc',
  'socio_economic',
  'programs',
  'image',
] as const;

export type CatalogColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** Columns a line must fill; the others may be left empty. */
export const CATALOG_REQUIRED_COLUMNS: readonly CatalogColumn[] = [
  'contract_number',
  'sin',
  'part_number',
  'manufacturer',
  'manufacturer_part_number',
  'title',
  'description',
  'unit_of_issue',
  'price',
  'delivery_days',
  'unspsc',
];

/**
 * CIF 3.0 field names (FIELDNAMES) and the template column each fills. A CIF file names no contract or SIN: the
 * operator names the contract, and its SIN applies to every line.
 */
export const CIF_FIELDS: Readonly<Record<string, CatalogColumn>> = {
  'supplier part id': 'part_number',
  'manufacturer name': 'manufacturer',
  'manufacturer part id': 'manufacturer_part_number',
  'short name': 'title',
  'item description': 'description',
  'unit of measure': 'unit_of_issue',
  'unit price': 'price',
  'lead time': 'delivery_days',
  'spsc code': 'unspsc',
  'image': 'image',
};

/** CIF fields a file must list in FIELDNAMES. */
export const CIF_REQUIRED_FIELDS = ['Supplier Part ID', 'Manufacturer Name', 'Manufacturer Part ID', 'Item Description', 'Unit of Measure', 'Unit Price', 'SPSC Code'];

/**
 * The unit of issue a CIF file with `UNUOM: TRUE` means by a UN/ECE Rec 20 code: the DoD code of the same letters
 * where Rec 20 maps it to itself (EA, BX, PK ...), else the first DoD code mapped to it; C62 ("one") is EA. A Rec 20
 * code no DoD unit maps to answers undefined, and the line is refused.
 */
export function unitOfIssueFromRec20(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  if (upper === 'C62') return 'EA';
  if (UNIT_OF_ISSUE_TO_REC20[upper] === upper) return upper;
  return Object.keys(UNIT_OF_ISSUE_TO_REC20).find((unit) => UNIT_OF_ISSUE_TO_REC20[unit] === upper);
}

export const CATALOG_LIMITS = {
  partNumber: 40,
  manufacturer: 100,
  title: 150,
  description: 4_000,
  image: 500,
  maxPriceCents: 99_999_999_99,
  maxMinimumOrder: 99_999,
  maxDeliveryDays: 365,
} as const;

/** One line as the catalog would hold it, after its rules passed. */
export interface CatalogLine {
  contractNumber: string;
  sin: string;
  partNumber: string;
  manufacturer: string;
  manufacturerPartNumber: string;
  /** 13 characters without hyphens. */
  nsn: string | null;
  title: string;
  description: string;
  unitOfIssue: string;
  priceCents: number;
  minimumOrder: number;
  deliveryDays: number;
  unspsc: string;
  psc: string | null;
  socio: SocioCode[];
  programs: StateProgramKey[];
  image: string | null;
}

export interface CatalogFieldProblem {
  field: CatalogColumn;
  message: string;
}

export const CATALOG_INTAKE_TEXT = {
  required: (field: string) => `${field} is required.`,
  contractNumber: 'Enter a contract number such as GS-26F-5311H or 47QSWA18D008F.',
  sin: 'Enter a SIN of 3 to 10 letters and digits, such as 33411 or 54151S.',
  partNumber: `Enter a part number of up to ${CATALOG_LIMITS.partNumber} standard keyboard (ASCII) characters with at least one letter or digit.`,
  manufacturer: `Enter the manufacturer's name in up to ${CATALOG_LIMITS.manufacturer} characters of UTF-8 text.`,
  nsn: 'Enter an NSN of 13 digits (one of the last nine may be a letter), such as 7510-00-286-6985.',
  title: `Enter a title of up to ${CATALOG_LIMITS.title} characters of UTF-8 text without control characters.`,
  description: `Enter a description of up to ${CATALOG_LIMITS.description.toLocaleString('en-US')} characters of UTF-8 text without control characters.`,
  unitOfIssue: (value: string) => `${value} is not a unit of issue code. Choose one from the list of valid units of issue.`,
  price: 'Enter a price above 0.00 with two decimals, such as 12.50.',
  minimumOrder: `Enter a minimum order of 1 to ${CATALOG_LIMITS.maxMinimumOrder.toLocaleString('en-US')}, or leave it empty for 1.`,
  deliveryDays: `Enter the delivery days as a whole number from 1 to ${CATALOG_LIMITS.maxDeliveryDays}.`,
  unspsc: 'Enter a UNSPSC code of 8 digits.',
  psc: 'Enter a PSC of 4 letters and digits, or leave it empty.',
  socio: (value: string) => `${value} is not a socio-economic code. Use ${SOCIO_CODES.join(', ')}, separated by semicolons.`,
  programs: (value: string) => `${value} is not a state and local program. Use ${Object.keys(STATE_PROGRAMS).join(', ')}, separated by semicolons.`,
  image: `Enter an https:// address of up to ${CATALOG_LIMITS.image} characters, or leave it empty.`,
  duplicatePart: (partNumber: string, line: number) => `Part number ${partNumber} is also on line ${line}; each part number appears once.`,
  duplicateProduct: (partNumber: string, manufacturer: string, line: number) => `${manufacturer} ${partNumber} is also on line ${line}; each product appears once.`,
  otherContract: (contractNumber: string) => `This file is the catalog of contract ${contractNumber}; a line names another contract.`,
  contractUnknown: (contractNumber: string) => `Contract ${contractNumber} is not a contract of this marketplace.`,
  contractNotInForce: (contractNumber: string, start: string, end: string) => `Contract ${contractNumber} is in force from ${start} to ${end}; its catalog cannot be loaded today.`,
  programNotOptedIn: (programs: readonly string[], contractNumber: string) =>
    `Contract ${contractNumber} is not opted into ${programs.join(', ')}; list only the state and local programs the contract holder opted into.`,
  programOutOfScope: (program: string) => `${program} does not cover this item (its SIN or category); leave it out of this line.`,
  noCategory: (psc: string | null, unspsc: string) =>
    `No category of the catalog has ${psc ? `PSC ${psc} or ` : ''}UNSPSC ${unspsc}; give the item's PSC (its Federal Supply Class).`,
  sinNotOnContract: (sin: string, contractNumber: string) => `SIN ${sin} is not on contract ${contractNumber}.`,
} as const;

const CONTRACT = /^[A-Za-z0-9][A-Za-z0-9-]{3,29}$/;
const SIN = /^[A-Z0-9]{3,10}$/i;
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;
const HAS_ALNUM = /[A-Za-z0-9]/;
/**
 * Control characters (C0, DEL, C1), the Unicode non-characters U+FFFE and U+FFFF and U+FFFD, which the reader puts
 * where a byte was not UTF-8; a description may keep tabs and line breaks.
 */
function hasControl(text: string, keepBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (keepBreaks && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c >= 0xfffd) return true;
  }
  return false;
}
const PRICE = /^(\d{1,9})\.(\d{2})$/;
const WHOLE = /^\d{1,6}$/;
const UNSPSC = /^\d{8}$/;
const PSC = /^[A-Z0-9]{4}$/i;
const HTTPS = /^https:\/\/[^\s"<>\\]+$/;

const codes = (value: string): string[] => value.split(/[;\s]+/).filter(Boolean).map((c) => c.toUpperCase());

/**
 * Checks one line's fields (values as read, not yet trimmed) and returns the line as the catalog would hold it, or
 * every problem at once, each naming its column.
 */
/** A contract's SINs: the contract record lists them separated by spaces (a MAS contract often holds several). */
export function contractSins(sinField: string): string[] {
  return sinField.toUpperCase().split(/\s+/).filter(Boolean);
}

export function catalogLineProblems(fields: Partial<Record<CatalogColumn, string>>): { line?: CatalogLine; problems: CatalogFieldProblem[] } {
  const problems: CatalogFieldProblem[] = [];
  const value = (field: CatalogColumn) => (fields[field] ?? '').trim();
  const refuse = (field: CatalogColumn, message: string) => void problems.push({ field, message });
  for (const field of CATALOG_REQUIRED_COLUMNS) if (!value(field)) refuse(field, CATALOG_INTAKE_TEXT.required(field));
  const filled = (field: CatalogColumn) => value(field) !== '';

  const contractNumber = value('contract_number');
  if (filled('contract_number') && !CONTRACT.test(contractNumber)) refuse('contract_number', CATALOG_INTAKE_TEXT.contractNumber);
  const sin = value('sin');
  if (filled('sin') && !SIN.test(sin)) refuse('sin', CATALOG_INTAKE_TEXT.sin);
  for (const field of ['part_number', 'manufacturer_part_number'] as const) {
    const v = value(field);
    const bad = v.length > CATALOG_LIMITS.partNumber || !PRINTABLE_ASCII.test(v) || !HAS_ALNUM.test(v);
    if (filled(field) && bad) refuse(field, CATALOG_INTAKE_TEXT.partNumber);
  }
  const manufacturer = value('manufacturer');
  if (filled('manufacturer') && (manufacturer.length > CATALOG_LIMITS.manufacturer || hasControl(manufacturer))) refuse('manufacturer', CATALOG_INTAKE_TEXT.manufacturer);
  const nsn = value('nsn');
  if (nsn && !NSN_PATTERN.test(nsn)) refuse('nsn', CATALOG_INTAKE_TEXT.nsn);
  const title = value('title');
  if (filled('title') && (title.length > CATALOG_LIMITS.title || hasControl(title))) refuse('title', CATALOG_INTAKE_TEXT.title);
  const description = value('description');
  if (filled('description') && (description.length > CATALOG_LIMITS.description || hasControl(description, true))) refuse('description', CATALOG_INTAKE_TEXT.description);
  const unit = value('unit_of_issue').toUpperCase();
  if (unit && !Object.hasOwn(UNITS_OF_ISSUE, unit)) refuse('unit_of_issue', CATALOG_INTAKE_TEXT.unitOfIssue(value('unit_of_issue')));
  const price = PRICE.exec(value('price'));
  const priceCents = price ? Number(price[1]) * 100 + Number(price[2]) : 0;
  if (filled('price') && (!price || priceCents <= 0 || priceCents > CATALOG_LIMITS.maxPriceCents)) refuse('price', CATALOG_INTAKE_TEXT.price);
  const minimumOrder = filled('minimum_order') ? Number(value('minimum_order')) : 1;
  const badMinimum = !WHOLE.test(value('minimum_order')) || minimumOrder < 1 || minimumOrder > CATALOG_LIMITS.maxMinimumOrder;
  if (filled('minimum_order') && badMinimum) refuse('minimum_order', CATALOG_INTAKE_TEXT.minimumOrder);
  const deliveryDays = Number(value('delivery_days'));
  if (filled('delivery_days') && (!WHOLE.test(value('delivery_days')) || deliveryDays < 1 || deliveryDays > CATALOG_LIMITS.maxDeliveryDays)) refuse('delivery_days', CATALOG_INTAKE_TEXT.deliveryDays);
  if (filled('unspsc') && !UNSPSC.test(value('unspsc'))) refuse('unspsc', CATALOG_INTAKE_TEXT.unspsc);
  if (filled('psc') && !PSC.test(value('psc'))) refuse('psc', CATALOG_INTAKE_TEXT.psc);
  const socio = codes(value('socio_economic'));
  for (const code of socio) if (!(SOCIO_CODES as readonly string[]).includes(code)) refuse('socio_economic', CATALOG_INTAKE_TEXT.socio(code));
  const programs = codes(value('programs'));
  for (const code of programs) if (!Object.hasOwn(STATE_PROGRAMS, code)) refuse('programs', CATALOG_INTAKE_TEXT.programs(code));
  const image = value('image');
  if (image && (image.length > CATALOG_LIMITS.image || !HTTPS.test(image))) refuse('image', CATALOG_INTAKE_TEXT.image);

  if (problems.length > 0) return { problems };
  return {
    problems,
    line: {
      contractNumber: contractNumber.toUpperCase(),
      sin: sin.toUpperCase(),
      partNumber: value('part_number'),
      manufacturer,
      manufacturerPartNumber: value('manufacturer_part_number'),
      nsn: nsn ? (normalizeNsn(nsn) ?? null) : null,
      title,
      description,
      unitOfIssue: unit,
      priceCents,
      minimumOrder,
      deliveryDays,
      unspsc: value('unspsc'),
      psc: filled('psc') ? value('psc').toUpperCase() : null,
      socio: [...new Set(socio)] as SocioCode[],
      // In the programs' table order, as products and offers hold them.
      programs: STATE_PROGRAM_KEYS.filter((k) => programs.includes(k)),
      image: image || null,
    },
  };
}
