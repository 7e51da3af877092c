import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_RATE_LIMIT } from './routes.js';
import { createTestApp, type TestApp } from './test-support/app.js';

/** A proxy at 10.0.0.5 appends the address it saw; everything left of that was written by the client. */
const PROXY = '10.0.0.5';

describe.each([
  ['a hop count', 1],
  ['the proxy address', [PROXY]],
  ['a CIDR range', ['10.0.0.0/8']],
] as const)('TRUST_PROXY as %s: a spoofed leftmost X-Forwarded-For is ignored', (_label, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] });
  });
  afterAll(() => t.close());

  const pkce = (forwarded: string) =>
    t.app.inject({ method: 'GET', url: '/rs/login/pkce', remoteAddress: PROXY, headers: { 'x-forwarded-for': forwarded } });

  it('still limits a client that rotates the leftmost entry', async () => {
    const answers = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) answers.push((await pkce(`198.51.100.${i}, 203.0.113.9`)).statusCode);
    expect(answers.slice(0, SIGN_IN_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(answers[SIGN_IN_RATE_LIMIT.max]).toBe(429);
  });

  it('counts another real client separately', async () => {
    expect((await pkce('198.51.100.1, 203.0.113.77')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY with a proxy list: a request not from a listed proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy: [PROXY] });
  });
  afterAll(() => t.close());

  it('is identified by its own address, whatever X-Forwarded-For says', async () => {
    const answers = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/rs/login/pkce', remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      answers.push(res.statusCode);
    }
    expect(answers[SIGN_IN_RATE_LIMIT.max]).toBe(429);
  });
});
