/**
 * An upload kept in pieces (upload-parts.ts): a file over several mebibyte pieces is read back as a stream, a piece
 * per statement, byte for byte as written, and the report kind does not mix into the file. A spooled file written
 * in a transaction (one COPY on PostgreSQL, a statement a piece on PGlite) gives the same pieces.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDb, schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DATABASES } from '../../test-support/app.js';
import { readParts, streamParts, writeParts, writePartsFromFile } from './upload-parts.js';

describe.each(TEST_DATABASES)('upload pieces (%s)', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
  });
  afterAll(async () => {
    await fresh.database.close();
    await fresh.drop();
  });

  const newUpload = async (db: AppDb) => {
    const [upload] = await db
      .insert(schema.catalogUploads)
      .values({ contractorId: 1, credentialId: randomUUID(), fileName: 'big.csv', format: 'csv', sha256: 'x', sizeBytes: 0, lines: 0, accepted: 0, refused: 0, status: 'checked' })
      .returning({ id: schema.catalogUploads.id });
    return upload;
  };

  it('streams a file of three pieces back as written, one piece at a time', async () => {
    const db = fresh.database.db;
    const upload = await newUpload(db);
    const file = randomBytes(2.5 * 1024 * 1024);
    await writeParts(db, upload!.id, 'file', file);
    await writeParts(db, upload!.id, 'report', Buffer.from('line,field,message\n'));
    const pieces: Buffer[] = [];
    for await (const piece of streamParts(db, upload!.id, 'file')) pieces.push(piece as Buffer);
    expect(pieces.map((p) => p.length)).toEqual([1024 * 1024, 1024 * 1024, 0.5 * 1024 * 1024]);
    expect(Buffer.concat(pieces).equals(file)).toBe(true);
    expect((await readParts(db, upload!.id, 'report')).toString()).toBe('line,field,message\n');
  });

  it('stores a spooled file from disk in a transaction as the same pieces, byte for byte', async () => {
    const db = fresh.database.db;
    const upload = await newUpload(db);
    const dir = await mkdtemp(join(tmpdir(), 'upload-parts-'));
    try {
      // Not a multiple of the read chunk (64 KiB) nor of a piece: a piece boundary falls inside a chunk.
      const file = randomBytes(2 * 1024 * 1024 + 70_001);
      await writeFile(join(dir, 'spooled.part'), file);
      await db.transaction((tx) => writePartsFromFile(tx, upload!.id, 'file', join(dir, 'spooled.part')));
      const pieces: Buffer[] = [];
      for await (const piece of streamParts(db, upload!.id, 'file')) pieces.push(piece as Buffer);
      expect(pieces.map((p) => p.length)).toEqual([1024 * 1024, 1024 * 1024, 70_001]);
      expect(Buffer.concat(pieces).equals(file)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
