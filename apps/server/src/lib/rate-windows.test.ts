import { schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DATABASES } from '../test-support/app.js';
import { countHit, deleteEndedWindows, runningWindows } from './rate-windows.js';

const START = Date.parse('2026-11-27T12:00:00Z');
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('rate windows on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
  });
  afterAll(async () => {
    await fresh.database.close();
    await fresh.drop();
  });

  it('counts hits in a fixed window and starts a new one when it has ended', async () => {
    const db = fresh.database.db;
    expect(await countHit(db, 'k', MINUTE, START)).toEqual({ hits: 1, resetsAt: START + MINUTE });
    expect(await countHit(db, 'k', MINUTE, START + 10_000)).toEqual({ hits: 2, resetsAt: START + MINUTE });
    expect(await countHit(db, 'other', MINUTE, START + 10_000)).toEqual({ hits: 1, resetsAt: START + 10_000 + MINUTE });
    expect(await countHit(db, 'k', MINUTE, START + MINUTE)).toEqual({ hits: 1, resetsAt: START + 2 * MINUTE });
  });

  it('hits counted at once are all counted (one statement, no lost update)', async () => {
    const db = fresh.database.db;
    const answers = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'together', MINUTE, START)));
    expect(answers.map((a) => a.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('reads only running windows, and housekeeping deletes the ended ones', async () => {
    const db = fresh.database.db;
    await countHit(db, 'ending', MINUTE, START);
    await countHit(db, 'running', MINUTE, START + 30_000);
    const at = START + MINUTE;
    const running = await runningWindows(db, ['ending', 'running'], at);
    expect([...running.keys()]).toEqual(['running']);
    await deleteEndedWindows(db, at);
    const left = (await db.select({ key: schema.rateLimitWindows.key }).from(schema.rateLimitWindows)).map((r) => r.key);
    expect(left).not.toContain('ending');
    expect(left).toContain('running');
  });
});
