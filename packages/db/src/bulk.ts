/**
 * Fast loading for large tables: COPY in text format (PGlite reads it from a Blob through its
 * `/dev/blob` device, PostgreSQL from a pg-copy-streams stream), and dropping the secondary indexes
 * around a big load so they are built once at the end. Dropped index definitions are kept in a small
 * table until they are rebuilt, so a load that dies half way is repaired by the next one.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './client.js';

/** One COPY text-format field. */
export function copyField(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** A PostgreSQL array literal of simple values (codes and integers: no quoting needed). */
export function copyArray(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}

export type CopyColumnKind = 'plain' | 'array' | 'json';

/** One COPY field of a column value: arrays as array literals, JSON columns as JSON text. */
function copyValue(value: unknown, kind: CopyColumnKind): string {
  if (value === null || value === undefined) return '\\N';
  if (kind === 'json') return copyField(JSON.stringify(value));
  if (kind === 'array') return copyField(copyArray(value as (string | number)[]));
  return copyField(value as string | number | boolean);
}

/** Copies plain objects into `table`; each column names its database name, object key and kind. */
export async function copyRows(
  database: Database,
  table: string,
  columns: readonly (readonly [name: string, key: string, kind: CopyColumnKind])[],
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const writer = await openCopy(database, table, columns.map(([name]) => name));
  const lines = rows.map((row) => columns.map(([, key, kind]) => copyValue((row as Record<string, unknown>)[key], kind)).join('\t'));
  try {
    await writer.write(`${lines.join('\n')}\n`);
  } catch (error) {
    await writer.end().catch(() => {});
    throw error;
  }
  await writer.end();
}

export interface CopyWriter {
  /** Writes complete lines (each ending in a newline). */
  write(lines: string): Promise<void>;
  end(): Promise<void>;
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected identifier ${name}`);
  return `"${name}"`;
}

function copySql(table: string, columns: readonly string[], source: string): string {
  return `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source}`;
}

/** Opens a COPY into `table`; on PostgreSQL it holds one pooled connection until `end`. */
export async function openCopy(database: Database, table: string, columns: readonly string[]): Promise<CopyWriter> {
  const raw = database.raw;
  if (raw.kind === 'pglite') {
    const statement = copySql(table, columns, `'/dev/blob'`);
    return {
      write: async (lines) => {
        if (lines) await raw.client.query(statement, [], { blob: new Blob([lines]) });
      },
      end: async () => {},
    };
  }
  const client: pg.PoolClient = await raw.pool.connect();
  try {
    await client.query('SET synchronous_commit = off');
    const stream = client.query(copyFrom(copySql(table, columns, 'STDIN')));
    let failure: Error | undefined;
    stream.on('error', (error: Error) => {
      failure = error;
    });
    // One chunk may wait in the socket while the next is generated; the writer blocks only on the one before.
    let pending: Promise<unknown> = Promise.resolve();
    return {
      write: async (lines) => {
        await pending;
        if (failure) throw failure;
        if (!stream.write(lines)) {
          pending = once(stream, 'drain').catch((error: unknown) => {
            failure = error as Error;
          });
        }
      },
      end: async () => {
        try {
          await pending;
          stream.end();
          await finished(stream);
        } finally {
          client.release(failure);
        }
      },
    };
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}

async function query<T extends Record<string, unknown>>(database: Database, text: string, params: unknown[] = []): Promise<T[]> {
  const raw = database.raw;
  if (raw.kind === 'pglite') return (await raw.client.query<T>(text, params)).rows;
  return (await raw.pool.query<T>(text, params)).rows;
}

const BACKUP = 'bulk_load_index_backup';

/** Rebuilds indexes a previous load dropped and did not get to rebuild. */
export async function restoreIndexes(database: Database): Promise<void> {
  await query(database, `CREATE TABLE IF NOT EXISTS ${BACKUP} (name text PRIMARY KEY, definition text NOT NULL)`);
  const rows = await query<{ name: string; definition: string }>(database, `SELECT name, definition FROM ${BACKUP}`);
  await createIndexes(database, rows);
}

/** Drops the indexes of `tables` that no constraint owns (primary keys and unique constraints stay). */
export async function dropSecondaryIndexes(database: Database, tables: readonly string[]): Promise<{ name: string; definition: string }[]> {
  const rows = await query<{ name: string; definition: string }>(
    database,
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      ORDER BY i.indexname`,
    [tables],
  );
  for (const row of rows) {
    await query(database, `INSERT INTO ${BACKUP} (name, definition) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [row.name, row.definition]);
    await query(database, `DROP INDEX IF EXISTS ${quoteIdent(row.name)}`);
  }
  return rows;
}

/** Creates the given indexes (two at a time on PostgreSQL, which has two cores to use) and forgets their backup. */
export async function createIndexes(database: Database, indexes: readonly { name: string; definition: string }[]): Promise<void> {
  const existing = new Set(
    (await query<{ indexname: string }>(database, 'SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()')).map((r) => r.indexname),
  );
  const todo = indexes.filter((i) => !existing.has(i.name));
  const build = async (index: { name: string; definition: string }) => {
    const raw = database.raw;
    if (raw.kind === 'pglite') {
      await raw.client.query(index.definition);
    } else {
      const client = await raw.pool.connect();
      try {
        // GIN builds run much faster when their pending lists fit in memory.
        await client.query(`SET maintenance_work_mem = '${/USING gin/i.test(index.definition) ? '1GB' : '512MB'}'`);
        await client.query(index.definition);
      } finally {
        client.release();
      }
    }
    await query(database, `DELETE FROM ${BACKUP} WHERE name = $1`, [index.name]);
  };
  // Biggest first, so the two lanes finish together.
  const queue = [...todo].sort((a, b) => weight(b.definition) - weight(a.definition));
  const lanes = database.kind === 'postgres' ? 2 : 1;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await build(next);
    }),
  );
  for (const index of indexes) await query(database, `DELETE FROM ${BACKUP} WHERE name = $1`, [index.name]);
}

function weight(definition: string): number {
  return (/USING gin/i.test(definition) ? 10 : 1) + (/products/.test(definition) ? 1 : 0);
}

/** Refreshes planner statistics. (No VACUUM: on a fresh load it costs more than it saves; autovacuum follows on PostgreSQL.) */
export async function analyze(database: Database, tables: readonly string[]): Promise<void> {
  await query(database, `ANALYZE ${tables.map(quoteIdent).join(', ')}`);
}
