import { MESSAGES, RECONNECT_GIVE_UP_MESSAGE_MS, RECONNECT_INTERVAL_MS, RECONNECT_MAX_ATTEMPTS, WS_CLOSE_SESSION_ENDED, WS_PING_INTERVAL_MS } from '@advantage/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionDeps, ServerConnection, type SocketLike } from './machine';
import { DEFAULT_RECONNECT, RECONNECT_DEBUG_KEY, reconnectSettings } from './settings';

/** A WebSocket stand-in the test opens, fails and feeds by hand. */
class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.closed = true;
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  fail() {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close'));
  }

  drop() {
    this.onclose?.(new CloseEvent('close'));
  }

  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

let sockets: FakeSocket[];
let messages: string[];

function connect(overrides: Partial<ConnectionDeps> = {}) {
  const deps: ConnectionDeps = {
    url: 'wss://app.example.gov/rs/server',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    ...DEFAULT_RECONNECT,
    reload: vi.fn(),
    onFatal: vi.fn(),
    onMessage: vi.fn(),
    ...overrides,
  };
  const connection = new ServerConnection(deps);
  connection.subscribe((s) => {
    if (s.message && s.message !== messages.at(-1)) messages.push(s.message);
  });
  connection.start();
  return { connection, deps };
}

const last = () => {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
};

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  messages = [];
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('server connection (docs/product/accounts-and-sign-in.md, docs/product/errors.md, docs/product/constants.md)', () => {
  it('says hello on open and hands the messages on', () => {
    const { connection, deps } = connect();
    expect(last().url).toBe('wss://app.example.gov/rs/server');
    last().open();
    expect(connection.state.phase).toBe('connected');
    expect(last().sent).toEqual(['{"op":"hello"}']);
    last().receive('{"op":"hello","wsID":"ws-1"}');
    last().receive('not json');
    expect(deps.onMessage).toHaveBeenCalledTimes(1);
    expect(deps.onMessage).toHaveBeenCalledWith({ op: 'hello', wsID: 'ws-1' });
    expect(messages).toEqual([]);
  });

  it('pings the open connection so that the server does not close it as idle, until it is lost or stopped', () => {
    const { connection } = connect();
    const first = last();
    first.open();
    vi.advanceTimersByTime(WS_PING_INTERVAL_MS - 1);
    expect(first.sent).toEqual(['{"op":"hello"}']);
    vi.advanceTimersByTime(1);
    expect(first.sent).toEqual(['{"op":"hello"}', '{"op":"ping"}']);
    vi.advanceTimersByTime(WS_PING_INTERVAL_MS * 3);
    expect(first.sent.filter((m) => m === '{"op":"ping"}')).toHaveLength(4);

    first.drop();
    const sentAtLoss = first.sent.length;
    vi.advanceTimersByTime(WS_PING_INTERVAL_MS * 2);
    expect(first.sent).toHaveLength(sentAtLoss);
    // Nothing goes to the reconnect attempts either (a reconnect that opens reloads the page).
    expect(sockets.slice(1).every((s) => s.sent.length === 0)).toBe(true);
    connection.stop();

    const again = connect();
    last().open();
    again.connection.stop();
    vi.advanceTimersByTime(WS_PING_INTERVAL_MS * 2);
    expect(last().sent).toEqual(['{"op":"hello"}']);
  });

  it('a first connection that never opens is silent: no loss, no retries', () => {
    const { connection } = connect();
    last().fail();
    expect(connection.state).toEqual({ phase: 'unavailable', message: '', attempt: 0 });
    vi.advanceTimersByTime(RECONNECT_INTERVAL_MS * 5);
    expect(sockets).toHaveLength(1);
    expect(messages).toEqual([]);
  });

  it('lost → still not available → attempt #N every 10 s, 60 attempts → giving up for 4 s → fatal', () => {
    const { connection, deps } = connect();
    last().open();
    last().drop();
    expect(connection.state.phase).toBe('lost');
    expect(messages).toEqual(['Lost connection with the server. Reconnecting ...']);
    // "Reconnecting ...": one try at once.
    expect(sockets).toHaveLength(2);
    last().fail();
    expect(messages.at(-1)).toBe('Server still not available, will try again in a few seconds...');

    for (let attempt = 1; attempt <= RECONNECT_MAX_ATTEMPTS; attempt += 1) {
      vi.advanceTimersByTime(RECONNECT_INTERVAL_MS - 1);
      expect(sockets).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 2);
      expect(connection.state).toMatchObject({ phase: 'retrying', attempt });
      expect(messages.at(-1)).toBe(`Trying to reconnect with the server ... (attempt #: ${attempt})`);
      last().fail();
    }
    expect(messages.slice(0, 4)).toEqual([
      MESSAGES.connection.lost,
      MESSAGES.connection.stillUnavailable,
      'Trying to reconnect with the server ... (attempt #: 1)',
      MESSAGES.connection.stillUnavailable,
    ]);
    expect(connection.state).toMatchObject({ phase: 'giving-up', message: 'Unable to connect after 60 attempts. Giving up!' });
    expect(messages.filter((m) => m.startsWith('Trying'))).toHaveLength(60);
    vi.advanceTimersByTime(RECONNECT_GIVE_UP_MESSAGE_MS - 1);
    expect(deps.onFatal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.onFatal).toHaveBeenCalledTimes(1);
    expect(connection.state).toMatchObject({ phase: 'failed', message: '' });
    vi.advanceTimersByTime(RECONNECT_INTERVAL_MS * 10);
    expect(sockets).toHaveLength(RECONNECT_MAX_ATTEMPTS + 2);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads the page when a reconnect opens', () => {
    const { deps } = connect();
    last().open();
    last().drop();
    last().fail();
    vi.advanceTimersByTime(RECONNECT_INTERVAL_MS);
    expect(messages.at(-1)).toBe('Trying to reconnect with the server ... (attempt #: 1)');
    last().open();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.onFatal).not.toHaveBeenCalled();
  });

  it('closed because its session ended (a sign-out): a new connection without a loss message and without a reload', () => {
    const { deps } = connect();
    last().open();
    last().onclose?.(new CloseEvent('close', { code: WS_CLOSE_SESSION_ENDED }));
    expect(sockets).toHaveLength(2);
    last().open();
    expect(deps.reload).not.toHaveBeenCalled();
    expect(messages).toEqual([]);
    expect(last().sent).toEqual([JSON.stringify({ op: 'hello' })]);
  });

  it('a reconnect that hangs counts as failed after one interval', () => {
    const { connection } = connect();
    last().open();
    last().drop();
    const hanging = last();
    vi.advanceTimersByTime(RECONNECT_INTERVAL_MS);
    expect(hanging.closed).toBe(true);
    expect(connection.state.phase).toBe('waiting');
  });

  it('an intentional stop (the page leaves) is no loss', () => {
    const { connection } = connect();
    last().open();
    connection.stop();
    expect(last().closed).toBe(true);
    expect(messages).toEqual([]);
    vi.advanceTimersByTime(RECONNECT_INTERVAL_MS * 5);
    expect(sockets).toHaveLength(1);
  });

  it('the debug key shortens interval and attempts (query or localStorage); the defaults are docs/product/constants.md', () => {
    expect(reconnectSettings('')).toEqual({ intervalMs: 10_000, maxAttempts: 60, giveUpMs: 4_000 });
    expect(reconnectSettings('?debugReconnect=50,3')).toEqual({ intervalMs: 50, maxAttempts: 3, giveUpMs: 4_000 });
    // Saved: the reload after a reconnect keeps it.
    expect(reconnectSettings('')).toEqual({ intervalMs: 50, maxAttempts: 3, giveUpMs: 4_000 });
    localStorage.setItem(RECONNECT_DEBUG_KEY, '{"intervalMs":20,"maxAttempts":2,"giveUpMs":30}');
    expect(reconnectSettings('')).toEqual({ intervalMs: 20, maxAttempts: 2, giveUpMs: 30 });
    expect(reconnectSettings('?debugReconnect=off')).toEqual(DEFAULT_RECONNECT);
    localStorage.setItem(RECONNECT_DEBUG_KEY, 'garbage');
    expect(reconnectSettings('')).toEqual(DEFAULT_RECONNECT);

    const { connection, deps } = connect({ intervalMs: 20, maxAttempts: 2, giveUpMs: 30 });
    last().open();
    last().drop();
    last().fail();
    vi.advanceTimersByTime(20);
    last().fail();
    vi.advanceTimersByTime(20);
    last().fail();
    expect(connection.state.message).toBe('Unable to connect after 2 attempts. Giving up!');
    vi.advanceTimersByTime(30);
    expect(deps.onFatal).toHaveBeenCalledTimes(1);
  });
});
