/**
 * Inputs, views and buyer-facing texts of quick order (docs/product/search-and-catalog.md "/ordering/quick_ordering and
 * quick_ordering_cart: Quick Order"): rows of contract number + part number or NSN + quantity, typed in
 * a grid or pasted one row per line. Valid rows go to the cart; each invalid row comes back with its message.
 */
import { z } from 'zod';
import { answer, type AnswerRows } from './answer-table.js';
import { contractNumberSchema, normalizeNsn, normalizePartNumber } from './catalog.js';
import type { CartSummary } from './cart-views.js';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { validate } from './validation.js';

export const QUICK_ORDER_MAX_ROWS = 100;
/** Empty rows the grid starts with. */
export const QUICK_ORDER_GRID_ROWS = 5;
const CONTRACT_MAX = 40;
const PART_MAX = 60;
const QUANTITY_MAX = 20;

export interface QuickOrderRow {
  contractNumber: string;
  partNumber: string;
  quantity: string;
}

/** A row the server could not add, as the buyer typed it, with the reason. */
export interface QuickOrderRowProblem extends QuickOrderRow {
  message: string;
}

const cell = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : (v ?? '')),
    z.string({ error: `${label} must be text.` }).max(max, { error: `${label} has at most ${max} characters.` }),
  );

/**
 * The body's shape only: each row's values are checked by the verb, so that one bad row is reported on
 * its row and the good rows still reach the cart (a 400 would refuse them all).
 */
export const quickOrderBodySchema = z.object({
  rows: z
    .array(
      z.object({
        contractNumber: cell(CONTRACT_MAX, 'A contract number'),
        partNumber: cell(PART_MAX, 'A part number or NSN'),
        quantity: cell(QUANTITY_MAX, 'A quantity'),
      }),
      { error: 'Send the rows as a list.' },
    )
    .max(QUICK_ORDER_MAX_ROWS, { error: `Enter at most ${QUICK_ORDER_MAX_ROWS} rows at a time.` }),
});

export const ORDERING_INPUTS = {
  'ordering/quick_ordering': { query: z.object({}) },
  'ordering/quick_ordering_cart': { body: quickOrderBodySchema },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

export const QUICK_ORDER_TEXT = {
  intro: 'Type the contract number, the manufacturer part number or National Stock Number (NSN), and the quantity of each item, or paste rows copied from a spreadsheet.',
  pasteHint: 'One item per line: contract number, part number or NSN, quantity, separated by tabs, commas or spaces.',
  noRows: 'Enter at least one row: a contract number, a part number or NSN, and a quantity.',
  tooManyRows: `Enter at most ${QUICK_ORDER_MAX_ROWS} rows at a time.`,
  contractMissing: 'Enter the contract number.',
  partMissing: 'Enter the part number or NSN.',
  quantityMissing: 'Enter the quantity.',
  unknownContract: (contract: string) => `Contract ${contract} is not in the catalog.`,
  contractNotCurrent: (contract: string) => `Contract ${contract} is not current: it has ended or has not started.`,
  contractNotInStore: (contract: string) => `Contract ${contract} is not available in this store.`,
  noMatch: (contract: string, part: string) => `Contract ${contract} does not offer part number or NSN ${part}.`,
  ambiguous: (contract: string, part: string, n: number) =>
    `${n} items on contract ${contract} have part number ${part}. Enter the item's NSN, or add it from its product page.`,
  added: (n: number) => (n === 1 ? '1 item was added to your cart.' : `${n} items were added to your cart.`),
  fix: (n: number) => (n === 1 ? '1 row needs your attention. Correct it and add it again.' : `${n} rows need your attention. Correct them and add them again.`),
} as const;

export function isBlankRow(row: QuickOrderRow): boolean {
  return !row.contractNumber.trim() && !row.partNumber.trim() && !row.quantity.trim();
}

/** A row whose values have the right shape, ready to look up. */
export interface CheckedRow {
  contractNumber: string;
  /** Part number compared upper-cased with letters and digits only (products.part_number_norm). */
  partNumberNorm: string;
  /** The 13 NSN characters when the value is shaped like an NSN. */
  nsnNorm: string | undefined;
  quantity: number;
}

/** The docs/product/validation-rules.md checks of one row: the first problem's message, or the row ready to look up. */
export function checkQuickOrderRow(row: QuickOrderRow): { ok: true; row: CheckedRow } | { ok: false; message: string } {
  const contract = row.contractNumber.trim();
  const part = row.partNumber.trim();
  const quantity = row.quantity.trim();
  if (!contract) return { ok: false, message: QUICK_ORDER_TEXT.contractMissing };
  const parsedContract = contractNumberSchema.safeParse(contract);
  if (!parsedContract.success) return { ok: false, message: parsedContract.error.issues[0]?.message ?? QUICK_ORDER_TEXT.contractMissing };
  if (!part || normalizePartNumber(part).length === 0) return { ok: false, message: QUICK_ORDER_TEXT.partMissing };
  if (!quantity) return { ok: false, message: QUICK_ORDER_TEXT.quantityMissing };
  const quantityProblem = validate('productQuantity', quantity);
  if (quantityProblem) return { ok: false, message: quantityProblem };
  return {
    ok: true,
    row: { contractNumber: parsedContract.data, partNumberNorm: normalizePartNumber(part), nsnNorm: normalizeNsn(part), quantity: Number(quantity) },
  };
}

/**
 * Rows pasted one per line. A line with a tab is split on tabs (a spreadsheet copy), else one with a
 * comma on commas, else on runs of spaces; with spaces, the first word is the contract number, the last
 * the quantity and the words between the part number, which may itself hold spaces.
 */
export function parsePastedRows(text: string): QuickOrderRow[] {
  const rows: QuickOrderRow[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const cells = line.includes('\t') ? line.split('\t') : line.includes(',') ? line.split(',') : line.split(/\s+/);
    const parts = cells.map((c) => c.trim());
    if (parts.length > 3 && !line.includes('\t') && !line.includes(',')) {
      rows.push({ contractNumber: parts[0] ?? '', partNumber: parts.slice(1, -1).join(' '), quantity: parts.at(-1) ?? '' });
    } else {
      rows.push({ contractNumber: parts[0] ?? '', partNumber: parts[1] ?? '', quantity: parts.slice(2).join(' ') });
    }
  }
  return rows;
}

/** ordering/quick_ordering and quick_ordering_cart QuickOrder. */
export interface QuickOrderAttributes extends EnvelopeAttributes {
  storeID: number;
  /** Rows kept for correction, each with its message (empty for a new grid). */
  rows: QuickOrderRowProblem[];
  /** Items added to the cart by the last submission. */
  added: number;
  /** A problem with the whole submission (no rows). */
  error?: string;
  maxRows: number;
  /** The shopping cart after the rows that went in: the app's cart data (docs/product/search-and-catalog.md). */
  shoppingCart?: CartSummary;
}

/** quick_ordering_cart Success: every row was added. */
export interface QuickOrderSuccessAttributes extends EnvelopeAttributes {
  storeID: number;
  added: number;
  cartItemCount: number;
  shoppingCart: CartSummary;
}

/** What each Quick Order answer carries (the answer map, answers.ts; docs/adr/0034-typed-contract.md). */
export const ORDERING_ANSWERS = {
  'ordering/quick_ordering': { QuickOrder: answer<QuickOrderAttributes>() },
  'ordering/quick_ordering_cart': { QuickOrder: answer<QuickOrderAttributes>(), Success: answer<QuickOrderSuccessAttributes>() },
} satisfies AnswerRows;
