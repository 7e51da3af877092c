import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { SIGN_IN_RATE_LIMIT } from '../routes.js';
import { freshDatabase, TEST_DATABASES } from '../test-support/app.js';

describe.each(TEST_DATABASES)('the sign-in rate limit with two instances on one %s database', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let clock = Date.parse('2026-11-27T12:00:00Z');
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SMTP_CAPTURE_PORT: '0' }, { catalogProducts: 0 });
    const options = { database: fresh.database, logger: false, embeddedIdentity: false, startReader: false, now: () => clock };
    a = await buildApp(config, options);
    b = await buildApp(config, options);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await fresh.database.close();
    await fresh.drop();
  });

  const pkce = (app: FastifyInstance, remoteAddress: string) => app.inject({ method: 'GET', url: '/rs/login/pkce', remoteAddress });

  it('counts one client’s requests to either instance together, each route apart, until the window ends', async () => {
    const client = '192.0.2.44';
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i++) answers.push((await pkce(i % 2 ? a : b, client)).statusCode);
    expect(answers.every((s) => s === 200)).toBe(true);
    const refused = await pkce(a, client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(SIGN_IN_RATE_LIMIT.timeWindow / 1000);
    expect((await pkce(b, client)).statusCode).toBe(429);

    // Another client, and another rate-limited route for this one, count apart.
    expect((await pkce(b, '192.0.2.45')).statusCode).toBe(200);
    const otherRoute = await b.inject({ method: 'POST', url: '/rs/sign_in/forgot_user_id', remoteAddress: client, payload: {} });
    expect(otherRoute.statusCode).not.toBe(429);

    clock += SIGN_IN_RATE_LIMIT.timeWindow;
    expect((await pkce(a, client)).statusCode).toBe(200);
  });
});
