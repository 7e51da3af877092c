/**
 * Reads a CIF 3.0 catalog file (docs/adr/0028-catalog-intake.md): the `CIF_I_V3.0` line, a header of `KEY: value`
 * lines, `FIELDNAMES:` with the columns, `DATA`, one comma-separated item per line and `ENDOFDATA`. No maintained
 * package reads CIF, but its data section is CSV, so one csv-parse stream reads the whole file and this reader keeps
 * the state: a header line comes out of the parser as cells split at its commas and is joined back.
 */
import type { Readable } from 'node:stream';
import { CIF_FIELDS, CIF_REQUIRED_FIELDS, type CatalogColumn, unitOfIssueFromRec20 } from '@advantage/contracts';
import { parse } from 'csv-parse';
import { csvReadError, recordBatches, recordStart } from './read-csv.js';
import { CatalogFileError, type RawCatalogLine } from './types.js';

export interface CifHeader {
  /** F: the file is the whole catalog (what it lacks is withdrawn); I: it adds and changes items only. */
  loadMode: 'F' | 'I';
  itemCount: number | null;
  /** Units are UN/ECE Rec 20 codes rather than DoD units of issue. */
  rec20Units: boolean;
}

const VERSION = 'CIF_I_V3.0';

function headerLine(cells: string[], line: number): [string, string] {
  const text = cells.join(',');
  const colon = text.indexOf(':');
  if (colon < 1) throw new CatalogFileError(line, 'header', `Line ${line} is not a header line of the form KEY: value, and DATA has not begun.`);
  return [text.slice(0, colon).trim().toUpperCase(), text.slice(colon + 1).trim()];
}

function applyHeader(header: CifHeader, key: string, value: string, line: number): void {
  const refuse = (why: string) => {
    throw new CatalogFileError(line, 'header', `Line ${line}: ${why}`);
  };
  if (key === 'LOADMODE') {
    if (value !== 'F' && value !== 'I') refuse('LOADMODE is F (full) or I (incremental).');
    header.loadMode = value as 'F' | 'I';
  } else if (key === 'ITEMCOUNT') {
    if (!/^\d{1,9}$/.test(value)) refuse('ITEMCOUNT is the number of items.');
    header.itemCount = Number(value);
  } else if (key === 'CURRENCY' && value.toUpperCase() !== 'USD') refuse(`CURRENCY is ${value}; prices on this marketplace are in USD.`);
  else if (key === 'CHARSET' && !/^UTF-?8$/i.test(value)) refuse(`CHARSET is ${value}; the file is read as UTF-8.`);
  else if (key === 'CODEFORMAT' && value.toUpperCase() !== 'UNSPSC') refuse(`CODEFORMAT is ${value}; the SPSC Code column holds UNSPSC codes.`);
  else if (key === 'UNUOM') header.rec20Units = value.toUpperCase() === 'TRUE';
}

function fieldColumns(cells: string[], line: number): (CatalogColumn | null)[] {
  const names = [...cells];
  names[0] = (names[0] ?? '').replace(/^\s*FIELDNAMES\s*:/i, '');
  const lower = names.map((n) => n.trim().toLowerCase());
  const missing = CIF_REQUIRED_FIELDS.filter((f) => !lower.includes(f.toLowerCase()));
  if (missing.length > 0) throw new CatalogFileError(line, 'header', `Line ${line}: FIELDNAMES lacks ${missing.join(', ')}.`);
  return lower.map((name) => CIF_FIELDS[name] ?? null);
}

/** Data lines of a CIF file, a batch at a time; `header` is filled as its lines are read, before the first data line comes out. */
export async function* cifCatalogLines(input: Readable, header: CifHeader): AsyncGenerator<RawCatalogLine[]> {
  const parser = input.pipe(parse({ bom: true, info: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true }));
  let state: 'version' | 'header' | 'data' | 'end' = 'version';
  let columns: (CatalogColumn | null)[] | undefined;
  let items = 0;
  let lastLine = 0;
  const records = recordStart();
  try {
    for await (const batch of recordBatches(parser)) {
      const lines: RawCatalogLine[] = [];
      let fault: unknown;
      try {
        for (const { record, info } of batch) {
          const line = records.start(info);
          lastLine = info.lines;
          const first = (record[0] ?? '').trim();
          if (state === 'version') {
            if (record.join(',').trim() !== VERSION) throw new CatalogFileError(line, 'header', `Line ${line}: a CIF 3.0 file begins with the line ${VERSION}.`);
            state = 'header';
          } else if (state === 'header') {
            if (record.length === 1 && first.toUpperCase() === 'DATA') {
              if (!columns) throw new CatalogFileError(line, 'header', `Line ${line}: DATA comes after the FIELDNAMES line.`);
              state = 'data';
            } else if (/^FIELDNAMES\s*:/i.test(first)) columns = fieldColumns(record, line);
            else applyHeader(header, ...headerLine(record, line), line);
          } else if (state === 'data') {
            if (record.length === 1 && first.toUpperCase() === 'ENDOFDATA') {
              state = 'end';
              continue;
            }
            const names = columns ?? [];
            if (record.length > names.length) throw new CatalogFileError(line, 'file', `Line ${line} has ${record.length} cells; FIELDNAMES lists ${names.length}.`);
            items++;
            const fields: RawCatalogLine['fields'] = {};
            for (let i = 0; i < record.length; i++) {
              const column = names[i];
              if (column) fields[column] = record[i];
            }
            if (header.rec20Units && fields.unit_of_issue) fields.unit_of_issue = unitOfIssueFromRec20(fields.unit_of_issue) ?? fields.unit_of_issue;
            lines.push({ line, fields });
          } else throw new CatalogFileError(line, 'file', `Line ${line} follows ENDOFDATA; nothing may.`);
        }
      } catch (error) {
        fault = error;
      }
      // The lines before a fault are checked, as they were read; the fault follows them.
      if (lines.length > 0) yield lines;
      if (fault) throw fault;
    }
  } catch (error) {
    throw csvReadError(error, records.next());
  } finally {
    input.destroy();
  }
  if (state !== 'end') throw new CatalogFileError(lastLine, 'file', `The file ends at line ${lastLine} without ENDOFDATA: it may have been cut short.`);
  if (header.itemCount !== null && header.itemCount !== items) throw new CatalogFileError(lastLine, 'header', `ITEMCOUNT says ${header.itemCount} items; the file holds ${items}.`);
}
