/** The quick-order grid's rows: typed values with a stable key, and the message a row came back with. */
import { isBlankRow, QUICK_ORDER_GRID_ROWS, type QuickOrderRow, type QuickOrderRowProblem } from '@advantage/contracts';

export interface GridRow extends QuickOrderRow {
  key: number;
  message?: string;
}

let nextKey = 0;

export function gridRow(row: Partial<QuickOrderRowProblem> = {}): GridRow {
  nextKey += 1;
  return {
    key: nextKey,
    contractNumber: row.contractNumber ?? '',
    partNumber: row.partNumber ?? '',
    quantity: row.quantity ?? '',
    ...(row.message ? { message: row.message } : {}),
  };
}

/** The rows kept for correction, then empty rows up to the grid's usual size. */
export function gridOf(kept: readonly QuickOrderRowProblem[]): GridRow[] {
  const rows = kept.map((r) => gridRow(r));
  while (rows.length < QUICK_ORDER_GRID_ROWS) rows.push(gridRow());
  return rows;
}

export function filled(rows: readonly GridRow[]): QuickOrderRow[] {
  return rows.filter((r) => !isBlankRow(r)).map(({ contractNumber, partNumber, quantity }) => ({ contractNumber, partNumber, quantity }));
}

export const cellId = (index: number, column: 'contract' | 'part' | 'quantity') => `row-${index + 1}-${column}`;
