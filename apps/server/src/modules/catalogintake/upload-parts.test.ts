/**
 * An upload kept in pieces (upload-parts.ts): a file over several mebibyte pieces is read back as a stream, a piece
 * per statement, byte for byte as written, and the report kind does not mix into the file.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DATABASES } from '../../test-support/app.js';
import { readParts, streamParts, writeParts } from './upload-parts.js';

describe.each(TEST_DATABASES)('upload pieces (%s)', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
  });
  afterAll(async () => {
    await fresh.database.close();
    await fresh.drop();
  });

  it('streams a file of three pieces back as written, one piece at a time', async () => {
    const db = fresh.database.db;
    const [upload] = await db
      .insert(schema.catalogUploads)
      .values({ contractorId: 1, credentialId: randomUUID(), fileName: 'big.csv', format: 'csv', sha256: 'x', sizeBytes: 0, lines: 0, accepted: 0, refused: 0, status: 'checked' })
      .returning({ id: schema.catalogUploads.id });
    const file = randomBytes(2.5 * 1024 * 1024);
    await writeParts(db, upload!.id, 'file', file);
    await writeParts(db, upload!.id, 'report', Buffer.from('line,field,message\n'));
    const pieces: Buffer[] = [];
    for await (const piece of streamParts(db, upload!.id, 'file')) pieces.push(piece as Buffer);
    expect(pieces.map((p) => p.length)).toEqual([1024 * 1024, 1024 * 1024, 0.5 * 1024 * 1024]);
    expect(Buffer.concat(pieces).equals(file)).toBe(true);
    expect((await readParts(db, upload!.id, 'report')).toString()).toBe('line,field,message\n');
  });
});
