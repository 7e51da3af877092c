/**
 * A file copied into `catalog_upload_parts` by one binary COPY on PostgreSQL (docs/adr/0029-contractor-uploads.md,
 * amended). An INSERT of a 1 MiB piece through node-postgres copies it twice into buffers of its own (the parameters,
 * then the message), and those buffers live outside the V8 heap: a 16 MiB file left close to 40 MiB of them to a
 * garbage collection that a process allocating little does not run soon, and the server's resident memory grew by as much.
 * COPY sends the file's chunks as they are read, each behind a 5-byte header; the pieces are the same rows.
 */
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * The connection a node-postgres transaction of drizzle runs on (drizzle keeps it on the transaction's session), so
 * a COPY runs inside that transaction; undefined elsewhere (PGlite). Not a public API of drizzle: checked, not assumed.
 */
export function transactionConnection(tx: object): pg.ClientBase | undefined {
  const session = (tx as { _?: { session?: { client?: unknown } } })._?.session;
  const client = session?.client;
  return client instanceof pg.Client ? client : undefined;
}

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** The tuple header of one piece: four fields, the upload's id, its kind and sequence number, then the data's length. */
function pieceHeader(uploadId: Buffer, kind: Buffer, seq: number, length: number): Buffer {
  const header = Buffer.alloc(2 + 4 + 16 + 4 + kind.length + 4 + 4 + 4);
  let at = header.writeInt16BE(4, 0);
  at = header.writeInt32BE(16, at);
  at += uploadId.copy(header, at);
  at = header.writeInt32BE(kind.length, at);
  at += kind.copy(header, at);
  at = header.writeInt32BE(4, at);
  at = header.writeInt32BE(seq, at);
  header.writeInt32BE(length, at);
  return header;
}

/** Copies the file at `path` into catalog_upload_parts as pieces of `pieceBytes` (the last shorter), on `client`. */
export async function copyFilePieces(client: pg.ClientBase, uploadId: string, kind: string, path: string, pieceBytes: number): Promise<void> {
  const { size } = await stat(path);
  const id = Buffer.from(uploadId.replace(/-/g, ''), 'hex');
  if (id.length !== 16) throw new Error(`not a uuid: ${uploadId}`);
  const kindBytes = Buffer.from(kind, 'utf8');
  const copy = client.query(copyFrom('COPY catalog_upload_parts (upload_id, kind, seq, data) FROM STDIN (FORMAT binary)'));
  const write = async (chunk: Buffer) => {
    if (!copy.write(chunk)) await once(copy, 'drain');
  };
  const input = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    await write(Buffer.concat([SIGNATURE, Buffer.alloc(8)]));
    let seq = 0;
    let left = 0;
    let sent = 0;
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let at = 0;
      while (at < chunk.length) {
        if (left === 0) {
          if (sent >= size) throw new Error(`the file at ${path} changed while it was copied`);
          left = Math.min(pieceBytes, size - sent);
          await write(pieceHeader(id, kindBytes, seq++, left));
        }
        const part = chunk.subarray(at, at + left);
        await write(part);
        at += part.length;
        left -= part.length;
        sent += part.length;
      }
    }
    // The file changed under us: COPY fails rather than storing pieces whose lengths lie.
    if (sent !== size || left !== 0) throw new Error(`the file at ${path} changed while it was copied`);
    const trailer = Buffer.alloc(2);
    trailer.writeInt16BE(-1, 0);
    copy.end(trailer);
    await finished(copy);
  } catch (error) {
    copy.destroy(error as Error);
    await finished(copy).catch(() => {});
    throw error;
  } finally {
    input.destroy();
  }
}
