import type { CatalogColumn } from '@advantage/contracts';

/** One data line of a catalog file as read: its line number in the file and its cells by template column. */
export interface RawCatalogLine {
  line: number;
  fields: Partial<Record<CatalogColumn, string>>;
}

/** What csv-parse tells of each record (`info: true`): lines read so far, including skipped empty ones. */
export interface ParseInfo {
  lines: number;
  empty_lines: number;
}

/** A refusal in the report: the line, the column (or `header`, `file`, `contract`) and the reason. */
export interface CatalogProblem {
  line: number;
  field: string;
  message: string;
}

/** A fault that makes the whole file unreadable from `line` on; nothing of such a file can be published. */
export class CatalogFileError extends Error {
  constructor(
    readonly line: number,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a published line would do to the contract's offers. */
export interface OfferChange {
  kind: 'new' | 'changed' | 'withdrawn';
  /** The file's line; none for a withdrawn offer (it is not in the file). */
  line: number | null;
  manufacturer: string;
  manufacturerPartNumber: string;
  title: string;
  oldPriceCents: number | null;
  newPriceCents: number | null;
  /** Price change in percent of the old price, one decimal; null unless both prices are known. */
  percent: number | null;
}
