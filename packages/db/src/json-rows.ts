/**
 * Many rows as ONE parameter. Drizzle's multi-row `values()` gives every cell its own parameter: a 200-line
 * phased requisition list (cart items, then FEDSTRIP lines) cost about 35 ms of query building and a 40 KB
 * bind message on every call. Here the rows travel as one JSON text and `jsonb_to_recordset` turns them back
 * into typed rows; the column names and types come from the table definition, so they are written once.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <table> (<columns>) select <columns> from jsonb_to_recordset($1::jsonb) as x(<column type>, …)`
 * for rows that all have the same keys (the table's property names). The caller adds `on conflict …` and
 * `returning …` and runs it with `execute`.
 */
export function insertJsonRows<T extends PgTable>(table: T, rows: ReadonlyArray<Partial<T['$inferInsert']>>): SQL {
  const first = rows[0];
  if (!first) throw new Error('insertJsonRows needs at least one row');
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(first);
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return column;
  });
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((c, i) => [c.name, (row as Record<string, unknown>)[keys[i]!] ?? null]))));
  const names = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
  const types = sql.raw(columns.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${types})`;
}

/** The rows `execute` answered, on both drivers (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<R>(result: unknown): R[] {
  return (result as { rows: R[] }).rows;
}
