import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { browserSession } from '../test-support/cookies.js';
import { eventually } from '../test-support/eventually.js';
import { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './realtime-limits.js';

const origin = 'http://localhost:8080';

interface Attempt {
  socket: WebSocket;
  messages: unknown[];
  /** 'open', or the HTTP status of a refused handshake. */
  outcome: Promise<'open' | number>;
  closed: Promise<number>;
}

async function server(limits: Partial<RealtimeLimits>): Promise<{ t: TestApp; base: string }> {
  const t = await createTestApp('pglite', { appOrigins: [origin], realtime: { ...DEFAULT_REALTIME_LIMITS, ...limits } });
  return { t, base: (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws') };
}

function attempt(base: string, headers: Record<string, string> = {}, options: { hello?: boolean; localAddress?: string } = {}): Attempt {
  const socket = new WebSocket(`${base}/rs/server`, { headers: { origin, ...headers }, ...(options.localAddress ? { localAddress: options.localAddress } : {}) });
  const messages: unknown[] = [];
  socket.on('message', (d) => messages.push(JSON.parse(String(d))));
  const outcome = new Promise<'open' | number>((resolve) => {
    socket.once('open', () => {
      if (options.hello) socket.send(JSON.stringify({ op: 'hello' }));
      resolve('open');
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      // Ends the refused attempt as a browser does: 'close' follows.
      socket.terminate();
    });
    socket.on('error', () => resolve(-1));
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, messages, outcome, closed };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, pause(ms).then(() => 'still open' as const)]);

/** Resolves once the server has answered a ping sent now, or closed the socket: a socket it closed at once does not answer. */
function answeredOrClosed(a: Attempt): Promise<unknown> {
  if (a.socket.readyState !== WebSocket.OPEN) return a.closed;
  return Promise.race([new Promise<void>((resolve) => a.socket.once('pong', () => resolve()).ping()), a.closed]);
}

async function outcomes(attempts: Attempt[]) {
  const all = await Promise.all(attempts.map((a) => a.outcome));
  // A socket the server accepted and then closed at once was not served: its close comes before any pong.
  await Promise.all(attempts.filter((_a, i) => all[i] === 'open').map(answeredOrClosed));
  const served = attempts.filter((a, i) => all[i] === 'open' && a.socket.readyState === WebSocket.OPEN);
  return { served, refused: all.filter((o) => o === 429).length };
}

async function closeAll(attempts: Attempt[]) {
  for (const a of attempts) if (a.socket.readyState !== WebSocket.CLOSED) a.socket.close();
  await Promise.all(attempts.map((a) => a.closed));
}

describe('server connection limits: per session and per address (docs/architecture.md, Security)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => ({ t, base } = await server({ perSession: 10, perAddress: 15 })));
  afterAll(() => t.close());

  it('25 parallel sockets of one session that never say hello: 10 served, 15 refused with 429 before the upgrade', async () => {
    const { cookie } = await browserSession(t.app);
    const tabs = Array.from({ length: 25 }, () => attempt(base, { cookie }));
    const { served, refused } = await outcomes(tabs);
    expect(served).toHaveLength(10);
    expect(refused).toBe(15);
    await closeAll(tabs);
  });

  it('25 parallel sockets of one session that say hello: 10 get a wsID, 15 are refused', async () => {
    const { cookie } = await browserSession(t.app);
    const tabs = Array.from({ length: 25 }, () => attempt(base, { cookie }, { hello: true }));
    const { served, refused } = await outcomes(tabs);
    expect(served).toHaveLength(10);
    expect(refused).toBe(15);
    expect(tabs.filter((a) => a.messages.some((m) => (m as { op?: string }).op === 'hello'))).toHaveLength(10);
    await closeAll(tabs);
  });

  it('anonymous sockets from one address beyond the per-address cap are refused', async () => {
    const anonymous = Array.from({ length: 20 }, () => attempt(base));
    const { served, refused } = await outcomes(anonymous);
    expect(served).toHaveLength(15);
    expect(refused).toBe(5);
    await closeAll(anonymous);
  });

  it('closed sockets give their places back: refused handshakes, clean closes and dropped connections', async () => {
    const { cookie } = await browserSession(t.app);
    for (let round = 0; round < 3; round++) {
      const tabs = Array.from({ length: 12 }, () => attempt(base, { cookie }));
      const { served, refused } = await outcomes(tabs);
      expect(served).toHaveLength(10);
      expect(refused).toBe(2);
      // Half close cleanly, half just drop the TCP connection.
      for (const [i, a] of served.entries()) {
        if (i % 2) a.socket.close();
        else a.socket.terminate();
      }
      await Promise.all(tabs.map((a) => a.closed));
      // The server lets a place go when it sees the connection end, a moment after this side does.
      await eventually(() => t.app.realtime?.connections() === 0);
    }
    const foreign = await Promise.all(Array.from({ length: 20 }, () => attempt(base, { origin: 'https://evil.example' }).outcome));
    expect(foreign.every((o) => o === 403)).toBe(true);
    await eventually(() => t.app.realtime?.connections() === 0);
    const again = Array.from({ length: 15 }, () => attempt(base));
    expect((await outcomes(again)).served).toHaveLength(15);
    await closeAll(again);
  });
});

describe('server connection limits: server-wide cap and idle sockets', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => ({ t, base } = await server({ total: 4, perAddress: 3, idleMs: 400 })));
  afterAll(() => t.close());

  it('refuses sockets beyond the server-wide cap, whatever their address', async () => {
    const sockets = [
      ...Array.from({ length: 3 }, () => attempt(base, {}, { localAddress: '127.0.0.1' })),
      ...Array.from({ length: 3 }, () => attempt(base, {}, { localAddress: '127.0.0.2' })),
    ];
    const { served, refused } = await outcomes(sockets);
    expect(served).toHaveLength(4);
    expect(refused).toBe(2);
    await closeAll(sockets);
    const after = attempt(base, {}, { localAddress: '127.0.0.3' });
    expect(await after.outcome).toBe('open');
    after.socket.close();
    await after.closed;
  });

  it('closes a socket that sends nothing for the idle time, and keeps one that pings', async () => {
    const started = Date.now();
    const silent = attempt(base);
    const pinging = attempt(base, {}, { hello: true });
    expect(await silent.outcome).toBe('open');
    expect(await pinging.outcome).toBe('open');
    const ping = setInterval(() => pinging.socket.send(JSON.stringify({ op: 'ping' })), 100);
    expect(await within(silent.closed, 3000)).toBe(4002);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await pause(600);
    expect(pinging.socket.readyState).toBe(WebSocket.OPEN);
    clearInterval(ping);
    expect(await within(pinging.closed, 3000)).toBe(4002);
  });
});
