/**
 * An uploaded file and its report, kept in the database in pieces (docs/adr/0029-contractor-uploads.md): each
 * statement carries at most a mebibyte, whatever the file's size, and the operator's command line reads the file
 * back wherever it runs.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { copyFilePieces, schema, transactionConnection } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';

const PART_BYTES = 1024 * 1024;
export type PartKind = 'file' | 'report';

export async function writeParts(db: DbExecutor, uploadId: string, kind: PartKind, data: Buffer): Promise<void> {
  for (let seq = 0; seq * PART_BYTES < data.length; seq++) {
    await db.insert(schema.catalogUploadParts).values({ uploadId, kind, seq, data: data.subarray(seq * PART_BYTES, (seq + 1) * PART_BYTES) });
  }
}

/**
 * The file at `path`, read a piece at a time: only one piece is in memory. On PostgreSQL one COPY on the
 * transaction's connection sends the file's chunks as read (packages/db copy-pieces.ts); PGlite takes a statement a piece.
 */
export async function writePartsFromFile(db: DbExecutor, uploadId: string, kind: PartKind, path: string): Promise<void> {
  const connection = transactionConnection(db);
  if (connection) return copyFilePieces(connection, uploadId, kind, path, PART_BYTES);
  let seq = 0;
  for await (const piece of createReadStream(path, { highWaterMark: PART_BYTES })) {
    await db.insert(schema.catalogUploadParts).values({ uploadId, kind, seq: seq++, data: piece as Buffer });
  }
}

/** The stored file a piece per statement, as a stream: only the piece being read is in memory. */
export function streamParts(db: DbExecutor, uploadId: string, kind: PartKind): Readable {
  const p = schema.catalogUploadParts;
  async function* pieces() {
    for (let seq = 0; ; seq++) {
      const [row] = await db.select({ data: p.data }).from(p).where(and(eq(p.uploadId, uploadId), eq(p.kind, kind), eq(p.seq, seq)));
      if (!row) return;
      yield Buffer.from(row.data);
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

export async function readParts(db: DbExecutor, uploadId: string, kind: PartKind): Promise<Buffer> {
  const p = schema.catalogUploadParts;
  const rows = await db.select({ data: p.data }).from(p).where(and(eq(p.uploadId, uploadId), eq(p.kind, kind))).orderBy(asc(p.seq));
  return Buffer.concat(rows.map((r) => Buffer.from(r.data)));
}
