/**
 * A contractor's upload goes to a file of its own in the data directory as it arrives (docs/adr/0029-contractor-uploads.md):
 * the server never holds the body, whatever its size. The limit is enforced while the bytes come, not after: a body
 * that passes it is refused at that byte, its partial file removed. The file is hashed on the way, then checked and
 * stored in the database by streaming from it, as the operator's command reads its file.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface SpooledFile {
  path: string;
  sizeBytes: number;
  sha256: string;
}

/** The body passed the limit while it arrived. */
export class SpoolTooLargeError extends Error {
  constructor() {
    super('upload over its size limit');
  }
}

/**
 * Writes `body` to a new file under `dir`; refuses it past `maxBytes` (a Content-Length above it before a byte is
 * read) and removes what was written, on a refusal, a client that goes away or a failed write. As the framework's own
 * limit does, a refused body is not destroyed but left to drain, so the refusal can still be answered on its connection.
 */
export async function spoolUpload(body: Readable, dir: string, maxBytes: number, contentLength?: number): Promise<SpooledFile> {
  if (contentLength !== undefined && contentLength > maxBytes) throw new SpoolTooLargeError();
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  const file = createWriteStream(path, { flags: 'wx' });
  let sizeBytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const stop = (error?: Error) => {
        body.off('data', onData).off('end', onEnd).off('error', stop).off('close', onClose);
        // A write still in flight when the file is destroyed fails after this (ERR_STREAM_DESTROYED): expected, and
        // with no listener it would be thrown out of the process and the file never closed nor removed.
        file.off('error', stop).on('error', () => {});
        if (!error) return void file.end(() => resolve());
        body.resume();
        // Removed once closed: a file still being opened would otherwise be created after its removal.
        file.once('close', () => reject(error));
        file.destroy();
      };
      // Closed before its end: the client went away.
      const onClose = () => stop(new Error('upload aborted by the client'));
      const onEnd = () => stop();
      function onData(chunk: Buffer) {
        sizeBytes += chunk.length;
        if (sizeBytes > maxBytes) return stop(new SpoolTooLargeError());
        hash.update(chunk);
        // The client waits while the disk catches up: the body never piles up in memory.
        if (!file.write(chunk)) {
          body.pause();
          file.once('drain', () => body.resume());
        }
      }
      body.on('data', onData).on('end', onEnd).on('error', stop).on('close', onClose);
      file.on('error', stop);
      // Gone while the directory was made: its 'close' came before anyone listened.
      if (body.destroyed) return onClose();
      body.resume();
    });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, sizeBytes, sha256: hash.digest('hex') };
}
