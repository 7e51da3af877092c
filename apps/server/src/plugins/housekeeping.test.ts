import { schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-support/app.js';
import { sweepExpiredRows } from './housekeeping.js';

const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('housekeeping on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('removes keys past 24 hours, sessions past 12 hours and their anonymous carts, ended rate windows, settled upload files past 90 days, and keeps the rest', async () => {
    const now = Date.now();
    const db = t.app.db;
    await db.insert(schema.idempotencyKeys).values([
      { memberId: '00000000-0000-4000-8000-000000000001', key: 'old', requestHash: 'h', responseStatus: 200, responseBody: {}, createdAt: new Date(now - 25 * HOUR) },
      { memberId: '00000000-0000-4000-8000-000000000001', key: 'new', requestHash: 'h', responseStatus: 200, responseBody: {}, createdAt: new Date(now - HOUR) },
    ]);
    await db.insert(schema.sessions).values([
      { id: 'old-session', timeoutSeconds: 1800, createdAt: new Date(now - 13 * HOUR), lastSeenAt: new Date(now - 13 * HOUR) },
      { id: 'new-session', timeoutSeconds: 1800, createdAt: new Date(now - HOUR), lastSeenAt: new Date(now - HOUR) },
    ]);
    await db.insert(schema.carts).values([
      { sessionId: 'old-session', updatedAt: new Date(now - 13 * HOUR) },
      { sessionId: 'new-session', updatedAt: new Date(now - HOUR) },
      { sessionId: 'signed-in', status: 'merged', updatedAt: new Date(now - 13 * HOUR) },
    ]);

    await db.insert(schema.rateLimitWindows).values([
      { key: 'ended', hits: 30, resetsAt: new Date(now - 1) },
      { key: 'running', hits: 3, resetsAt: new Date(now + 30_000) },
    ]);

    const upload = (status: string, daysAgo: number) => ({
      contractorId: 1, credentialId: '00000000-0000-4000-8000-000000000002', fileName: `${status}-${daysAgo}.csv`, format: 'csv', sha256: 'x',
      sizeBytes: 1, lines: 1, accepted: 1, refused: 0, status, uploadedAt: new Date(now - daysAgo * 24 * HOUR),
    });
    const uploads = await db.insert(schema.catalogUploads)
      .values([upload('published', 91), upload('refused', 91), upload('checked', 91), upload('published', 89)])
      .returning({ id: schema.catalogUploads.id, fileName: schema.catalogUploads.fileName });
    await db.insert(schema.catalogUploadParts).values(uploads.flatMap((u) => [
      { uploadId: u.id, kind: 'file', seq: 0, data: Buffer.from('file') },
      { uploadId: u.id, kind: 'report', seq: 0, data: Buffer.from('report') },
    ]));

    await sweepExpiredRows(t.app, now);

    expect((await db.select().from(schema.idempotencyKeys)).map((r) => r.key)).toEqual(['new']);
    expect((await db.select().from(schema.sessions)).map((r) => r.id)).toEqual(['new-session']);
    expect((await db.select().from(schema.carts)).map((r) => r.sessionId)).toEqual(['new-session']);
    expect((await db.select().from(schema.rateLimitWindows)).map((r) => r.key)).toEqual(['running']);
    // A published or refused upload's file goes after 90 days; a checked one waits for its operator; reports stay.
    const left = await db.select({ uploadId: schema.catalogUploadParts.uploadId, kind: schema.catalogUploadParts.kind }).from(schema.catalogUploadParts);
    const nameOf = new Map(uploads.map((u) => [u.id, u.fileName]));
    expect(left.map((p) => `${nameOf.get(p.uploadId)} ${p.kind}`).sort()).toEqual([
      'checked-91.csv file', 'checked-91.csv report', 'published-89.csv file', 'published-89.csv report', 'published-91.csv report', 'refused-91.csv report',
    ]);
  });
});
