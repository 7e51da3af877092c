/**
 * The server connection of docs/product/accounts-and-sign-in.md "Server connection" and docs/product/errors.md: "Connected, then lost (reconnect
 * message), then retrying, then reload on success or give up."
 *
 * - connected: the WebSocket is open; it sends `{"op":"hello"}`, hands every message on and sends
 *   `{"op":"ping"}` every pingMs, as the server closes a socket that stays silent (docs/architecture.md, Security).
 * - lost: 'Lost connection with the server. Reconnecting ...', and one reconnect at once.
 * - waiting: 'Server still not available, will try again in a few seconds...' for one interval.
 * - retrying: 'Trying to reconnect with the server ... (attempt #: N)', N = 1 ... maxAttempts.
 * - any reconnect that opens: the page reloads (the server may have restarted with a new version).
 * - closed because its session ended (sign-out): the server is there, nothing is lost; a new connection opens for the
 *   new session without reloading the page, which may be on its way to the provider's sign-out.
 * - giving-up: 'Unable to connect after N attempts. Giving up!' for giveUpMs, then failed (the fatal
 *   'Please relaunch this application' screen).
 * A first connection that never opens is no loss: the app works without it (no messages, no retries).
 */
import { MESSAGES, WS_CLOSE_SESSION_ENDED, WS_PING_INTERVAL_MS } from '@advantage/contracts';

export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

export type ConnectionPhase = 'idle' | 'connecting' | 'connected' | 'unavailable' | 'lost' | 'waiting' | 'retrying' | 'giving-up' | 'failed';

export interface ConnectionSnapshot {
  phase: ConnectionPhase;
  /** The message to show; empty when there is none. */
  message: string;
  attempt: number;
}

export interface ReconnectSettings {
  intervalMs: number;
  maxAttempts: number;
  giveUpMs: number;
}

export interface ConnectionDeps extends ReconnectSettings {
  url: string;
  createSocket: (url: string) => SocketLike;
  /** A reconnect opened: reload the page. */
  reload: () => void;
  /** Gave up: the fatal screen. */
  onFatal: () => void;
  /** Every message of the open connection, parsed. */
  onMessage: (message: unknown) => void;
  /** Keep-alive interval of the open connection (default WS_PING_INTERVAL_MS). */
  pingMs?: number;
}

type Listener = (snapshot: ConnectionSnapshot) => void;

export class ServerConnection {
  private snapshot: ConnectionSnapshot = { phase: 'idle', message: '', attempt: 0 };
  private readonly listeners = new Set<Listener>();
  private socket: SocketLike | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pinger: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(private readonly deps: ConnectionDeps) {}

  get state(): ConnectionSnapshot {
    return this.snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.stopped = false;
    this.set('connecting', '', 0);
    this.open('initial', 0);
  }

  /** An intentional end (the page is leaving): no loss, no reconnect. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.stopPing();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private set(phase: ConnectionPhase, message: string, attempt: number): void {
    this.snapshot = { phase, message, attempt };
    for (const listener of this.listeners) listener(this.snapshot);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private stopPing(): void {
    if (this.pinger !== undefined) clearInterval(this.pinger);
    this.pinger = undefined;
  }

  private later(ms: number, run: () => void): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.stopped) run();
    }, ms);
  }

  /** `attempt` 0 is the first connection or the immediate reconnect after a loss; 1..max are the retries. */
  private open(kind: 'initial' | 'reconnect', attempt: number): void {
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(this.deps.url);
    } catch {
      this.failed(kind, attempt);
      return;
    }
    this.socket = socket;
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      socket.onopen = null;
      socket.onclose = null;
      socket.onerror = null;
      if (this.socket === socket) this.socket = undefined;
      this.failed(kind, attempt);
    };
    // A reconnect that hangs counts as failed when the next one is due.
    if (kind === 'reconnect') {
      this.later(this.deps.intervalMs, () => {
        socket.close();
        fail();
      });
    }
    socket.onerror = fail;
    socket.onopen = () => {
      if (settled) return;
      settled = true;
      this.clearTimer();
      if (kind === 'reconnect') {
        this.deps.reload();
        return;
      }
      this.set('connected', '', 0);
      socket.onerror = null;
      socket.onclose = (event) => {
        if (event?.code === WS_CLOSE_SESSION_ENDED) this.renew();
        else this.lost();
      };
      socket.send(JSON.stringify({ op: 'hello' }));
      this.stopPing();
      this.pinger = setInterval(() => socket.send(JSON.stringify({ op: 'ping' })), this.deps.pingMs ?? WS_PING_INTERVAL_MS);
    };
    socket.onclose = fail;
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        this.deps.onMessage(JSON.parse(event.data));
      } catch {
        // Not JSON: not a message of this protocol.
      }
    };
  }

  private lost(): void {
    this.stopPing();
    if (this.stopped) return;
    this.socket = undefined;
    this.set('lost', MESSAGES.connection.lost, 0);
    this.open('reconnect', 0);
  }

  private renew(): void {
    this.stopPing();
    if (this.stopped) return;
    this.socket = undefined;
    this.set('connecting', '', 0);
    this.open('initial', 0);
  }

  private failed(kind: 'initial' | 'reconnect', attempt: number): void {
    if (this.stopped) return;
    if (kind === 'initial') {
      this.set('unavailable', '', 0);
      return;
    }
    const { maxAttempts, intervalMs, giveUpMs } = this.deps;
    if (attempt >= maxAttempts) {
      this.set('giving-up', MESSAGES.connection.givingUp(maxAttempts), attempt);
      this.later(giveUpMs, () => {
        this.set('failed', '', attempt);
        this.deps.onFatal();
      });
      return;
    }
    this.set('waiting', MESSAGES.connection.stillUnavailable, attempt);
    this.later(intervalMs, () => {
      this.set('retrying', MESSAGES.connection.retrying(attempt + 1), attempt + 1);
      this.open('reconnect', attempt + 1);
    });
  }
}
