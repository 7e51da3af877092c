import type { Socket } from 'node:net';
import { WS_PING_INTERVAL_MS } from '@advantage/contracts';

/** Caps on the server connections (docs/architecture.md, Security), so that one browser, address or crowd cannot hold the server's sockets. */
export interface RealtimeLimits {
  /** Sockets of one signed session (its tabs). */
  perSession: number;
  /** Sockets from one client address, anonymous or not (an office behind one NAT shares it). */
  perAddress: number;
  /** Sockets of this server instance. */
  total: number;
  /** A socket that sends nothing for this long is closed; the web app pings every WS_PING_INTERVAL_MS. */
  idleMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  perSession: 10,
  perAddress: 50,
  total: 10_000,
  idleMs: 5 * WS_PING_INTERVAL_MS,
};

/** A shorter idle time would close live tabs: a background tab's ping can come a minute late. */
export const MIN_IDLE_MS = 2.5 * WS_PING_INTERVAL_MS;

/** Close code of an idle socket (WS_CLOSE_SESSION_ENDED, 4001, is an ended session). */
export const CLOSE_IDLE = 4002;

/**
 * Counts sockets from the moment their upgrade is allowed until their TCP connection closes, so that
 * sockets opened in parallel are counted before any of them says hello, and every way a connection
 * ends (close, drop, a handshake refused later by the Origin check) gives its place back.
 */
export class ConnectionSlots {
  private total = 0;
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: RealtimeLimits) {}

  /** Takes a place for the connection on `socket`, or says which cap refuses it. */
  reserve(sessionId: string | undefined, address: string, socket: Socket): string | undefined {
    if (this.total >= this.limits.total) return 'The server has too many connections; try again later.';
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return 'Too many connections from this address.';
    if (sessionId !== undefined && (this.bySession.get(sessionId) ?? 0) >= this.limits.perSession) return 'Too many connections for this session.';
    this.total += 1;
    add(this.byAddress, address, 1);
    if (sessionId !== undefined) add(this.bySession, sessionId, 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.total -= 1;
      add(this.byAddress, address, -1);
      if (sessionId !== undefined) add(this.bySession, sessionId, -1);
    };
    socket.once('close', release);
    // The client may have gone while the request was read: its 'close' may already be past.
    if (socket.destroyed) release();
    return undefined;
  }

  size(): number {
    return this.total;
  }
}

/** Keeps only non-zero counts, so that the maps hold no more keys than there are open connections. */
function add(counts: Map<string, number>, key: string, delta: number) {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
