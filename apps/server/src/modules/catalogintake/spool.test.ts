import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { spoolUpload } from './spool.js';

const dir = mkdtempSync(join(tmpdir(), 'advantage-spool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MAX = 64 * 1024 * 1024;

describe('spoolUpload', () => {
  it('reports a client gone before its body was read, leaving no file', async () => {
    const body = new PassThrough();
    const spooled = spoolUpload(body, dir, MAX);
    body.destroy();
    await expect(spooled).rejects.toThrow('upload aborted by the client');
    expect(readdirSync(dir)).toEqual([]);
  });

  // The client goes away while a piece of its body is still being written: that write ends after the file is
  // destroyed. It must neither escape as an unhandled error (it would end the server) nor leave the file behind.
  it('removes the partial file of a client gone while a write is in flight, and reports the abort', async () => {
    for (let round = 0; round < 20; round++) {
      const body = new PassThrough();
      const spooled = spoolUpload(body, dir, MAX);
      body.write(Buffer.alloc(1024, 'a'));
      await vi.waitFor(() => expect(readdirSync(dir)).toHaveLength(1));
      body.write(Buffer.alloc(4 * 1024 * 1024, 'a'));
      await new Promise((r) => setImmediate(r));
      body.destroy();
      await expect(spooled).rejects.toThrow('upload aborted by the client');
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('keeps a whole body, its size and hash', async () => {
    const body = new PassThrough();
    const spooled = spoolUpload(body, dir, 1024);
    body.end(Buffer.from('abc'));
    const file = await spooled;
    expect([file.sizeBytes, file.sha256]).toEqual([3, 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad']);
    rmSync(file.path);
  });
});
