/**
 * CSV (RFC 4180) for spreadsheet users: cells with a comma, quote or line break are quoted with quotes
 * doubled, rows end in CRLF. A cell starting with = + - @ (or a tab or carriage return) is prefixed with
 * a single quote, so a spreadsheet shows it as text instead of running it as a formula (OWASP CSV injection).
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<readonly CsvValue[]>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
