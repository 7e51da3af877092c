import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { browserSession } from '../test-support/cookies.js';

describe('error answers', () => {
  let t: TestApp;
  let browser: Awaited<ReturnType<typeof browserSession>>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    browser = await browserSession(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['400 validation', () => t.app.inject({ method: 'POST', url: '/rs/sign_in/forgot_user_id', headers: browser.headers, payload: { emailAddress: 'not an email' } }), 400],
    ['403 anti-forgery', () => t.app.inject({ method: 'POST', url: '/rs/cart/add_cart', payload: {} }), 403],
    ['404 unknown API path', () => t.app.inject({ method: 'GET', url: '/rs/no/such/path' }), 404],
    ['401 sign-in required', () => t.app.inject({ method: 'GET', url: '/rs/main/message_center', headers: { cookie: browser.cookie } }), 401],
  ])('%s is an envelope that no cache may keep', async (_label, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ responseType: 'ERROR' });
  });

  it('tells the error details what the request was, with personal data and secrets taken out (docs/product/README.md)', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/rs/sign_in/forgot_user_id',
      headers: browser.headers,
      payload: { emailAddress: 'pat@gsa' },
    });
    expect(invalid.json().attributes).toMatchObject({
      wsPath: 'sign_in/forgot_user_id',
      wsResponseName: 'ValidationError',
      wsPayload: { emailAddress: '[redacted]' },
      ipAddress: '127.0.0.1',
      storeID: 8,
      storeName: 'DHS',
      errorID: expect.any(String),
      serverTime: expect.any(String),
    });
    const refused = await t.app.inject({ method: 'GET', url: `/rs/main/start_page?store=${'X'.repeat(40)}&keyword=chairs&phone=202-555-0142`, headers: { cookie: browser.cookie } });
    expect(refused.json().attributes).toMatchObject({ wsResponseName: 'ValidationError', wsQueryParams: { keyword: 'chairs', phone: '[redacted]' } });
    expect(JSON.stringify(refused.json())).not.toContain('555-0142');
  });

  it('answers a URL over the header limit with the 431 envelope, not Node\'s bare answer', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /rs/search/search_results?q=${'x'.repeat(40_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', (e) => (data ? resolve(data) : reject(e)));
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\nCache-Control: no-store\r\n/i);
    expect(JSON.parse(body)).toMatchObject({
      responseType: 'ERROR',
      responseName: 'RequestHeaderFieldsTooLarge',
      attributes: { detailedErrorMessage: 'The request line or headers are too large.' },
    });
  });
});
