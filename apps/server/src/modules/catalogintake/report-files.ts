/**
 * The check's report as CSV files an operator or contractor opens in a spreadsheet: every refused line with its
 * field and reason, and every change publishing would make. Cells go through csvCell (formula-safe).
 */
import { type CsvValue, csvCell } from '../../lib/csv.js';
import type { CatalogProblem, OfferChange } from './types.js';

const row = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
// The percent goes as a number: as text, a price cut's "-3.0" would be taken for a formula and written as '-3.0.

export const PROBLEMS_CSV_HEADER = row(['line', 'field', 'reason']);
export const problemCsvRow = (p: CatalogProblem): string => row([p.line, p.field, p.message]);

export const CHANGES_CSV_HEADER = row(['line', 'change', 'manufacturer', 'manufacturer_part_number', 'title', 'old_price', 'new_price', 'percent']);
export const changeCsvRow = (c: OfferChange): string =>
  row([c.line, c.kind, c.manufacturer, c.manufacturerPartNumber, c.title, dollars(c.oldPriceCents), dollars(c.newPriceCents), c.percent === null ? '' : Math.round(c.percent * 10) / 10]);
