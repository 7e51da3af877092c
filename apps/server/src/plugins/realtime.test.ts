import { COOKIES } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { eventually } from '../test-support/eventually.js';
import { browserSession, cookieValue } from '../test-support/cookies.js';
import { TEST_ISSUER, testIdentity } from '../test-support/identity.js';

describe('server connection /rs/server', () => {
  let t: TestApp;
  let base: string;
  let id: Awaited<ReturnType<typeof testIdentity>>;
  const origin = 'http://localhost:8080';

  beforeAll(async () => {
    id = await testIdentity();
    t = await createTestApp('pglite', { appOrigins: [origin] }, { identity: id.settings });
    await t.app.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject: 'ws-member', email: 'ws@gsa.gov', memberType: 'federal' });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = address.replace('http', 'ws');
  });
  afterAll(() => t.close());

  function connect(headers: Record<string, string>) {
    const socket = new WebSocket(`${base}/rs/server`, { headers });
    const messages: unknown[] = [];
    socket.on('message', (d) => messages.push(JSON.parse(String(d))));
    const opened = new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    return { socket, messages, opened, closed };
  }

  it('answers hello with a wsID', async () => {
    const c = connect({ origin });
    await c.opened;
    c.socket.send(JSON.stringify({ op: 'hello' }));
    await eventually(() => c.messages.length > 0);
    expect(c.messages[0]).toMatchObject({ op: 'hello', wsID: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/) });
    c.socket.close();
  });

  it('W-1 refuses a handshake from another origin', async () => {
    await expect(connect({ origin: 'https://evil.example' }).opened).rejects.toThrow('HTTP 403');
    await expect(connect({}).opened).rejects.toThrow('HTTP 403');
  });

  it('W-4 closes a connection that sends a frame over the size cap', async () => {
    const c = connect({ origin });
    await c.opened;
    c.socket.send('x'.repeat(1024 * 1024));
    expect(await c.closed).toBe(1009);
  });

  it('pushes to the member’s other tabs and closes them at sign-out (W-3)', async () => {
    const browser = await browserSession(t.app, '/rs/main/start_page');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/rs/login/mfa_sign_in',
      headers: { ...browser.headers, authorization: `Bearer ${await id.mint({ sub: 'ws-member' })}` },
      payload: {},
    });
    const sid = cookieValue(signIn, COOKIES.session) ?? '';
    const cookie = `${COOKIES.session}=${sid}`;
    const tab1 = connect({ origin, cookie });
    const tab2 = connect({ origin, cookie });
    await Promise.all([tab1.opened, tab2.opened]);
    tab1.socket.send(JSON.stringify({ op: 'hello' }));
    tab2.socket.send(JSON.stringify({ op: 'hello' }));
    await eventually(() => tab1.messages.length > 0 && tab2.messages.length > 0);
    const wsId1 = (tab1.messages[0] as { wsID: string }).wsID;
    const [member] = await t.app.db.select().from(schema.members);
    t.app.realtime?.publishToMember(member?.id ?? '', { op: 'cart', data: { items: 3 } }, wsId1);
    await eventually(() => tab2.messages.length > 1);
    expect(tab2.messages[1]).toEqual({ op: 'cart', data: { items: 3 } });
    expect(tab1.messages).toHaveLength(1);

    const started = Date.now();
    await t.app.inject({ method: 'GET', url: '/rs/login/sign_out', headers: { cookie } });
    expect(await tab1.closed).toBe(4001);
    expect(await tab2.closed).toBe(4001);
    // At once, not on a timer: the idle close (4002) comes after ten minutes. Ten seconds leave room for a
    // loaded two-core CI machine.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('leaves a visitor’s socket open when the visitor’s page signs out (closing it reloaded the sign-out page forever)', async () => {
    const browser = await browserSession(t.app, '/rs/main/start_page?store=USMC');
    const tab = connect({ origin, cookie: `${COOKIES.session}=${browser.session}` });
    await tab.opened;
    tab.socket.send(JSON.stringify({ op: 'hello' }));
    await eventually(() => tab.messages.length > 0);
    for (const path of ['/rs/login/sign_out', '/rs/fedstrip/sign_out']) {
      const out = await t.app.inject({ method: 'GET', url: path, headers: browser.headers });
      expect(out.json().responseName).toBe('SignedOff');
    }
    // The socket still answers: nothing closed it.
    tab.socket.send(JSON.stringify({ op: 'hello' }));
    await eventually(() => tab.messages.length > 1 || tab.socket.readyState !== WebSocket.OPEN);
    expect(tab.socket.readyState).toBe(WebSocket.OPEN);
    tab.socket.close();
  });
});

describe('server connection at session expiry (W-2, W-3)', () => {
  let t: TestApp;
  let base: string;
  let clock = Date.now();
  const origin = 'http://localhost:8080';

  beforeAll(async () => {
    const id = await testIdentity(() => clock);
    t = await createTestApp('pglite', { appOrigins: [origin] }, { identity: id.settings, now: () => clock });
    await t.app.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject: 'ws-expiry', email: 'expiry@gsa.gov', memberType: 'federal' });
    base = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
    const browser = await browserSession(t.app, '/rs/main/start_page');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/rs/login/mfa_sign_in',
      headers: { ...browser.headers, authorization: `Bearer ${await id.mint({ sub: 'ws-expiry' })}` },
      payload: {},
    });
    cookie = `${COOKIES.session}=${cookieValue(signIn, COOKIES.session) ?? ''}`;
  });
  afterAll(() => t.close());
  let cookie = '';

  /** Resolves when the server has answered a ping sent now: whatever it sent before has arrived. */
  function pong(socket: WebSocket): Promise<void> {
    return new Promise((resolve) => {
      socket.once('pong', () => resolve());
      socket.ping();
    });
  }

  async function open() {
    const socket = new WebSocket(`${base}/rs/server`, { headers: { origin, cookie } });
    const messages: unknown[] = [];
    socket.on('message', (d) => messages.push(JSON.parse(String(d))));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
    socket.send(JSON.stringify({ op: 'hello' }));
    await eventually(() => messages.length > 0);
    return { socket, messages, closed };
  }

  it('a member’s open socket and an expired session’s new socket get nothing of the member once the session has expired', async () => {
    const tab = await open();
    const [member] = await t.app.db.select().from(schema.members);
    t.app.realtime?.publishToMember(member?.id ?? '', { op: 'cart', data: { items: 1 } });
    await eventually(() => tab.messages.length >= 2);
    expect(tab.messages).toHaveLength(2);

    clock += 1801 * 1000;
    await t.app.realtime?.sweepEnded();
    const again = await open();
    t.app.realtime?.publishToMember(member?.id ?? '', { op: 'cart', data: { items: 2 } });
    // A message published before the pong would have come before it, on the same connection.
    await Promise.all([pong(tab.socket), pong(again.socket)]);
    expect(tab.messages).toHaveLength(2);
    expect(again.messages).toHaveLength(1);
    tab.socket.close();
    again.socket.close();
  });
});
