import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../logger.js';
import { createTestApp, type TestApp } from '../test-support/app.js';

/** /readyz is open to anyone (load balancers ask it): a failing check says what failed, never the driver's words. */
describe('/readyz when the database fails', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp('pglite', {}, { logger: { ...(loggerOptions('info') as object), stream } });
  });
  afterAll(() => t.close());

  it('answers 503 with a fixed text and logs the detail', async () => {
    const detail = 'password authentication failed for user advantage_owner on host db-7.internal.example:5432';
    const spy = vi.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error(detail));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', checks: { database: 'unreachable', searchIndex: 'ok' } });
      expect(res.body).not.toContain('advantage_owner');
      expect(res.body).not.toContain('db-7.internal');
    } finally {
      spy.mockRestore();
    }
    expect(logs.join('')).toContain(detail);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
