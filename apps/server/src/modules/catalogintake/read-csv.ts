/**
 * Reads a catalog file in the CSV template (docs/adr/0028-catalog-intake.md) as a stream: one record at a time
 * leaves the parser, so a file of a million lines never sits in memory. The header must name every column of the
 * template; a structural fault (an unclosed quote, a line with more cells than the header) stops the file there.
 */
import type { Readable } from 'node:stream';
import { CATALOG_CSV_COLUMNS, type CatalogColumn } from '@advantage/contracts';
import { CsvError, parse } from 'csv-parse';
import { CatalogFileError, type ParseInfo, type RawCatalogLine } from './types.js';

const normalize = (name: string) => name.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** The template's columns found in a header, by position; every template column must be there, once. */
export function csvHeaderColumns(header: string[]): (CatalogColumn | null)[] {
  const columns = header.map((name) => {
    const column = normalize(name);
    return (CATALOG_CSV_COLUMNS as readonly string[]).includes(column) ? (column as CatalogColumn) : null;
  });
  const missing = CATALOG_CSV_COLUMNS.filter((c) => !columns.includes(c));
  const repeated = CATALOG_CSV_COLUMNS.filter((c) => columns.indexOf(c) !== columns.lastIndexOf(c));
  const unknown = header.filter((_, i) => columns[i] === null).map((n) => n.trim());
  const faults = [
    missing.length > 0 ? `the header lacks ${missing.join(', ')}` : '',
    repeated.length > 0 ? `the header names ${repeated.join(', ')} more than once` : '',
    unknown.length > 0 ? `the header names columns the template does not have: ${unknown.join(', ')}` : '',
  ].filter(Boolean);
  if (faults.length > 0) throw new CatalogFileError(1, 'header', `Line 1: ${faults.join('; ')}. The first line lists the template's columns: ${CATALOG_CSV_COLUMNS.join(',')}.`);
  return columns;
}

/**
 * A parser fault as the report says it. An unclosed quote is found only at the end of the file (the quote takes in
 * everything after it), so its line is where the file ends; `nextLine` is where the next unread record begins.
 */
export function csvReadError(error: unknown, nextLine: number): CatalogFileError {
  if (error instanceof CsvError) {
    const line = Number((error as CsvError & { lines?: number }).lines ?? nextLine);
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') return new CatalogFileError(line, 'file', `The file cannot be read: a quoted cell is never closed, and the file ends inside it at line ${line}.`);
    return new CatalogFileError(line, 'file', `The file cannot be read at line ${line}: ${error.message.replace(/^Invalid [^:]*: /, '')}`);
  }
  return error instanceof CatalogFileError ? error : new CatalogFileError(0, 'file', `The file cannot be read: ${(error as Error).message}`);
}

/**
 * The line a record begins on. csv-parse counts the lines read up to a record's end; a quoted cell may hold line
 * breaks, so the start is the previous record's end plus one, plus the empty lines skipped between them.
 */
export function recordStart(): { start(info: ParseInfo): number; next(): number } {
  let lines = 0;
  let empty = 0;
  return {
    start: (info) => {
      const start = lines + 1 + (info.empty_lines - empty);
      lines = info.lines;
      empty = info.empty_lines;
      return start;
    },
    next: () => lines + 1,
  };
}

/** One record as csv-parse gives it with `info: true`. */
export interface ParsedRecord {
  record: string[];
  info: ParseInfo;
}

/**
 * The parser's records a batch at a time: every record it holds when asked, then a wait for more. The parser turns
 * a whole chunk of the file (64 KiB, some 400 lines) into records at once; taken a record at a time through two
 * async generators, each line cost their steps and promises, and merely iterating a 100,000-line file that way
 * promoted about 3 MB of short-lived objects to the old generation per young-generation collection (none batched;
 * ADR 0029, amended). A batch's lines are checked without an await between them.
 */
export async function* recordBatches(parser: Readable): AsyncGenerator<ParsedRecord[]> {
  let failure: unknown;
  let wake: (() => void) | undefined;
  const onError = (error: unknown) => {
    failure ??= error;
    wake?.();
  };
  const onEvent = () => wake?.();
  parser.on('error', onError).on('readable', onEvent).on('end', onEvent);
  try {
    for (;;) {
      if (failure) throw failure;
      const batch: ParsedRecord[] = [];
      for (let r = parser.read() as ParsedRecord | null; r !== null; r = parser.read() as ParsedRecord | null) batch.push(r);
      if (failure) throw failure;
      if (batch.length > 0) {
        yield batch;
        continue;
      }
      if (parser.readableEnded) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } finally {
    parser.off('error', onError).off('readable', onEvent).off('end', onEvent);
  }
}

/** The data lines of a CSV file, a batch at a time (recordBatches). */
export async function* csvCatalogLines(input: Readable): AsyncGenerator<RawCatalogLine[]> {
  const parser = input.pipe(parse({ bom: true, info: true, skip_empty_lines: true, relax_column_count: true }));
  let columns: (CatalogColumn | null)[] | undefined;
  const records = recordStart();
  try {
    for await (const batch of recordBatches(parser)) {
      const lines: RawCatalogLine[] = [];
      for (const { record, info } of batch) {
        const line = records.start(info);
        if (!columns) {
          columns = csvHeaderColumns(record);
          continue;
        }
        if (record.length > columns.length) {
          // The lines before the fault are checked, as they were read.
          if (lines.length > 0) yield lines;
          throw new CatalogFileError(line, 'file', `Line ${line} has ${record.length} cells; the header has ${columns.length}.`);
        }
        const fields: RawCatalogLine['fields'] = {};
        for (let i = 0; i < record.length; i++) {
          const column = columns[i];
          if (column) fields[column] = record[i];
        }
        lines.push({ line, fields });
      }
      if (lines.length > 0) yield lines;
    }
  } catch (error) {
    throw csvReadError(error, records.next());
  } finally {
    input.destroy();
  }
  if (!columns) throw new CatalogFileError(1, 'header', `The file is empty. Its first line lists the template's columns: ${CATALOG_CSV_COLUMNS.join(',')}.`);
}
