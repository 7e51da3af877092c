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

  it('removes keys past 24 hours, sessions past 12 hours and their anonymous carts, ended rate windows, and keeps the rest', async () => {
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

    await sweepExpiredRows(t.app, now);

    expect((await db.select().from(schema.idempotencyKeys)).map((r) => r.key)).toEqual(['new']);
    expect((await db.select().from(schema.sessions)).map((r) => r.id)).toEqual(['new-session']);
    expect((await db.select().from(schema.carts)).map((r) => r.sessionId)).toEqual(['new-session']);
    expect((await db.select().from(schema.rateLimitWindows)).map((r) => r.key)).toEqual(['running']);
  });
});
