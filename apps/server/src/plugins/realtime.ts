import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import { SESSION_ABSOLUTE_LIMIT_SECONDS, WS_CLOSE_SESSION_ENDED, WS_PATH } from '@advantage/contracts';
import { type NotificationChannel, openNotificationChannel, schema } from '@advantage/db';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { AppError } from '../lib/errors.js';
import { type FanoutMessage, REALTIME_CHANNEL } from './realtime-channel.js';
import { CLOSE_IDLE, ConnectionSlots, DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './realtime-limits.js';

/** A hello or cart message is tiny; anything larger is refused (docs/architecture.md, Security). */
const MAX_PAYLOAD_BYTES = 4096;

interface Connection {
  socket: WebSocket;
  sessionId: string;
  memberId: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime:
      | {
        /** Sends a message to every open tab of a member except the one that caused it. */
        publishToMember(memberId: string, message: object, exceptWsId?: string): void;
        /** Closes the sockets of an ended session (sign-out, end of session). */
        closeSession(sessionId: string, memberId: string | null): void;
        connections(): number;
        /** Unbinds the member from the sockets of sessions that have ended; runs every `sweepMs` as well. */
        sweepEnded(): Promise<void>;
      }
      | undefined;
  }
}

export interface RealtimeOptions {
  allowedOrigins: string[];
  /** PostgreSQL URL: messages then reach the member's tabs on every instance (LISTEN/NOTIFY). */
  fanoutUrl?: string | undefined;
  /** How often member sockets are checked against their session (docs/architecture.md, Security: nothing of the member after expiry). */
  sweepMs?: number;
  /** Caps and idle time (docs/architecture.md, Security); DEFAULT_REALTIME_LIMITS when unset. */
  limits?: Partial<RealtimeLimits>;
  now?: () => number;
}

const SWEEP_MS = 30_000;

/**
 * The server connection of docs/architecture.md (`{base}/rs/server`): `hello` answers a `wsID` that the web app sends
 * back as X-WebSocket-ID. The Origin is checked at the handshake (docs/architecture.md, Security); traffic here is not
 * activity for the inactivity clock.
 */
export default fp<RealtimeOptions>(
  async (app, opts) => {
    const byWsId = new Map<string, Connection>();
    const limits = { ...DEFAULT_REALTIME_LIMITS, ...opts.limits };
    const slots = new ConnectionSlots(limits);
    await app.register(websocket, {
      options: {
        maxPayload: MAX_PAYLOAD_BYTES,
        verifyClient: (info, next) => next(opts.allowedOrigins.includes(info.origin), 403, 'Origin not allowed'),
      },
    });

    const deliver = (m: FanoutMessage) => {
      if (m.kind === 'member') {
        for (const [wsId, c] of byWsId) if (c.memberId === m.memberId && wsId !== m.exceptWsId) c.socket.send(m.data);
      } else {
        for (const c of byWsId.values()) if (c.sessionId === m.sessionId || (m.memberId && c.memberId === m.memberId)) c.socket.close(WS_CLOSE_SESSION_ENDED, 'Session ended');
      }
    };
    let channel: NotificationChannel | undefined;
    if (opts.fanoutUrl) {
      channel = await openNotificationChannel(
        opts.fanoutUrl,
        REALTIME_CHANNEL,
        (payload) => deliver(JSON.parse(payload) as FanoutMessage),
        (error) => app.log.warn({ err: error }, 'realtime fan-out connection lost; reconnecting'),
      );
    }
    /** Every instance, this one included, delivers what arrives on the channel; without one, only this instance. */
    const publish = (m: FanoutMessage) => {
      if (!channel) return deliver(m);
      channel.notify(JSON.stringify(m)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'realtime fan-out failed; delivering on this instance only');
        deliver(m);
      });
    };

    app.decorate('realtime', {
      publishToMember(memberId: string, message: object, exceptWsId?: string) {
        publish({ kind: 'member', memberId, data: JSON.stringify(message), ...(exceptWsId ? { exceptWsId } : {}) });
      },
      closeSession(sessionId: string, memberId: string | null) {
        publish({ kind: 'close', sessionId, memberId });
      },
      connections: () => slots.size(),
      sweepEnded: () => sweep(),
    });

    // Counted before the upgrade: a refused socket costs one 429 response and never becomes a WebSocket
    // (the web app takes a first connection that does not open as "no pushes", without retrying).
    const admit = async (request: FastifyRequest) => {
      if (!request.ws) return;
      const refused = slots.reserve(app.presentedSessionId(request), request.ip, request.raw.socket);
      if (refused) throw new AppError(429, 'TooManyRequests', refused);
    };

    app.get(`/rs/${WS_PATH}`, { websocket: true, preValidation: admit }, (socket, request) => {
      const sessionId = app.presentedSessionId(request) ?? `anonymous:${request.id}`;
      const memberId = typeof request.session?.data.memberId === 'string' ? request.session.data.memberId : null;
      let wsId: string | undefined;
      // Any message, the web app's ping included, keeps the socket; a silent one holds a place for nothing.
      const idle = setTimeout(() => socket.close(CLOSE_IDLE, 'Idle'), limits.idleMs);
      socket.on('message', (data) => {
        idle.refresh();
        let message: { op?: unknown };
        try {
          message = JSON.parse(String(data)) as { op?: unknown };
        } catch {
          socket.close(1003, 'Messages are JSON');
          return;
        }
        if (message.op === 'hello') {
          wsId ??= randomBytes(16).toString('base64url');
          byWsId.set(wsId, { socket, sessionId, memberId });
          socket.send(JSON.stringify({ op: 'hello', wsID: wsId }));
        }
      });
      socket.on('close', () => {
        clearTimeout(idle);
        if (wsId) byWsId.delete(wsId);
      });
    });

    // A session that ended by inactivity or the absolute limit is only noticed on its next request;
    // its member sockets are unbound here so that an abandoned tab stops receiving the member's messages.
    const now = opts.now ?? Date.now;
    async function sweep() {
      const ids = [...new Set([...byWsId.values()].filter((c) => c.memberId).map((c) => c.sessionId))];
      if (ids.length === 0) return;
      const rows = await app.db.select().from(schema.sessions).where(inArray(schema.sessions.id, ids));
      const t = now();
      const live = new Set(
        rows
          .filter((r) => t - r.lastSeenAt.getTime() <= r.timeoutSeconds * 1000 && t - r.createdAt.getTime() <= SESSION_ABSOLUTE_LIMIT_SECONDS * 1000)
          .map((r) => r.id),
      );
      // The tab keeps its connection (closing it would make the app reconnect and reload over the session
      // prompts) but no longer belongs to the member, so none of the member's messages reach it.
      for (const c of byWsId.values()) if (c.memberId && !live.has(c.sessionId)) c.memberId = null;
    }
    const timer = setInterval(() => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'realtime session sweep failed')), opts.sweepMs ?? SWEEP_MS);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await channel?.close();
      for (const c of byWsId.values()) c.socket.terminate();
    });
  },
  { name: 'realtime', dependencies: ['session'] },
);
