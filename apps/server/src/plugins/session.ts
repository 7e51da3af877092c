import { randomBytes } from 'node:crypto';
import { cookieNames, SESSION_ABSOLUTE_LIMIT_SECONDS, type StoreId, sessionTimeoutOrDefault, toStoreId } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How stale the stored inactivity clock may get before a request writes it again. */
const TOUCH_GRANULARITY_MS = 15_000;
/**
 * Rows are kept in memory this long, so a burst of requests from one browser reads the database once.
 * A session ended on another instance is honoured here within this time (docs/adr/0004).
 */
const CACHE_MS = 2_000;
const CACHE_MAX = 50_000;

interface CachedRow {
  storeId: number;
  timeoutSeconds: number;
  data: Record<string, unknown>;
  createdAt: number;
  lastSeenAt: number;
  loadedAt: number;
}

export interface ServerSession {
  id: string;
  storeId: StoreId;
  timeoutSeconds: number;
  data: Record<string, unknown>;
  /** True while the row exists in the database. */
  persisted: boolean;
  /** True when the visitor's previous session ended by inactivity or the absolute limit. */
  expired: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: ServerSession;
    /** Persists the session (creating the row on first use). */
    saveSession(changes?: Partial<Pick<ServerSession, 'storeId' | 'data'>>): Promise<void>;
    /**
     * Takes the data an UPDATE of the session row returned, without writing it back: a write of the whole
     * data would undo a concurrent request's change made in SQL (a lost update).
     */
    adoptSessionData(data: Record<string, unknown>): void;
    /** Ends the current session and starts a new one with a new id (store change, sign-in). */
    regenerateSession(): Promise<void>;
  }
  interface FastifyInstance {
    /** The visitor's session id from a valid cookie, or a new one set on the reply (for pages served before any API call). */
    sessionIdFor(request: FastifyRequest, reply: FastifyReply): string;
    /** The session id of the browser's valid signed cookie, stored or not yet (the WebSocket handshake reads it). */
    presentedSessionId(request: FastifyRequest): string | undefined;
  }
}

export interface SessionPluginOptions {
  timeoutSeconds: number;
  cookieSecure: boolean;
  now?: () => number;
}

/** Sessions belong to the API; static files and the SPA shell never touch the database. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/rs/') || url.startsWith('/advantage/rs/');
}

function newId(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * A server session per visitor, identified by a signed HttpOnly cookie. Rows are written only when a
 * session holds something (a store choice, later a member or a cart), so anonymous reads stay cheap.
 */
export default fp<SessionPluginOptions>(
  async (app, opts) => {
    const now = opts.now ?? Date.now;
    const COOKIE = cookieNames(opts.cookieSecure).session;
    const timeoutSeconds = sessionTimeoutOrDefault(opts.timeoutSeconds);
    const table = schema.sessions;
    const cache = new Map<string, CachedRow>();
    const remember = (id: string, row: CachedRow) => {
      cache.delete(id);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value ?? '');
      cache.set(id, row);
    };

    async function read(id: string, t: number): Promise<CachedRow | undefined> {
      const hit = cache.get(id);
      if (hit && t - hit.loadedAt < CACHE_MS && t >= hit.loadedAt) return hit;
      const [row] = await app.db.select().from(table).where(eq(table.id, id)).limit(1);
      if (!row) {
        cache.delete(id);
        return undefined;
      }
      const cached = {
        storeId: row.storeId,
        timeoutSeconds: row.timeoutSeconds,
        data: row.data,
        createdAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
        loadedAt: t,
      };
      remember(id, cached);
      return cached;
    }

    function fresh(expired: boolean): ServerSession {
      return { id: newId(), storeId: 0, timeoutSeconds, data: {}, persisted: false, expired };
    }

    function setCookie(reply: FastifyReply, id: string) {
      reply.setCookie(COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.cookieSecure,
        signed: true,
      });
    }

    async function load(request: FastifyRequest): Promise<ServerSession> {
      const raw = request.cookies[COOKIE];
      if (!raw) return fresh(false);
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return fresh(false);
      const id = unsigned.value;
      const t = now();
      const row = await read(id, t);
      if (!row) return { ...fresh(false), id };
      const idleMs = t - row.lastSeenAt;
      const ageMs = t - row.createdAt;
      if (idleMs > row.timeoutSeconds * 1000 || ageMs > SESSION_ABSOLUTE_LIMIT_SECONDS * 1000) {
        cache.delete(id);
        await app.db.delete(table).where(eq(table.id, id));
        return fresh(true);
      }
      if (idleMs > TOUCH_GRANULARITY_MS) {
        row.lastSeenAt = t;
        await app.db
          .update(table)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(table.id, id));
      }
      return {
        id,
        storeId: toStoreId(row.storeId),
        timeoutSeconds: row.timeoutSeconds,
        data: { ...row.data },
        persisted: true,
        expired: false,
      };
    }

    // Irreducible: decorateRequest types the value as the property's; the onRequest hook below sets the session before
    // an /rs/ handler reads it, and a reference type starts as null (a shared object would be shared by every request).
    app.decorateRequest('session', null as unknown as ServerSession);
    app.decorateRequest('saveSession', async function (this: FastifyRequest, changes = {}) {
      const s = this.session;
      Object.assign(s, changes);
      const t = new Date(now());
      await app.db
        .insert(table)
        .values({ id: s.id, storeId: s.storeId, timeoutSeconds: s.timeoutSeconds, data: s.data, createdAt: t, lastSeenAt: t })
        .onConflictDoUpdate({ target: table.id, set: { storeId: s.storeId, data: s.data, lastSeenAt: t } });
      const cached = cache.get(s.id);
      remember(s.id, {
        storeId: s.storeId,
        timeoutSeconds: s.timeoutSeconds,
        data: s.data,
        createdAt: cached?.createdAt ?? t.getTime(),
        lastSeenAt: t.getTime(),
        loadedAt: cached?.loadedAt ?? t.getTime(),
      });
      s.persisted = true;
    });
    app.decorateRequest('adoptSessionData', function (this: FastifyRequest, data: Record<string, unknown>) {
      this.session.data = data;
      const cached = cache.get(this.session.id);
      if (cached) remember(this.session.id, { ...cached, data });
    });
    app.decorateRequest('regenerateSession', async function (this: FastifyRequest) {
      cache.delete(this.session.id);
      if (this.session.persisted) await app.db.delete(table).where(eq(table.id, this.session.id));
      this.session = fresh(false);
    });

    const presented = (request: FastifyRequest) => {
      const raw = request.cookies[COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      return unsigned?.valid && unsigned.value ? unsigned.value : undefined;
    };
    app.decorate('presentedSessionId', presented);
    app.decorate('sessionIdFor', (request: FastifyRequest, reply: FastifyReply) => {
      const existing = presented(request);
      if (existing) return existing;
      const id = newId();
      setCookie(reply, id);
      return id;
    });

    app.addHook('onRequest', async (request) => {
      if (isApiPath(request.url)) request.session = await load(request);
    });

    app.addHook('onSend', async (request, reply) => {
      const s = request.session;
      if (!s) return;
      const raw = request.cookies[COOKIE];
      const current = raw ? request.unsignCookie(raw) : undefined;
      if (current?.value !== s.id) setCookie(reply, s.id);
      // Every API answer rides on a session: it may set the session and anti-forgery cookies, and its envelope
      // carries the session's store, cart and punchout banner. A shared cache must not hand it to another
      // visitor, so an answer that asked to be public is kept by the browser alone.
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && /\bpublic\b/i.test(cacheControl)) reply.header('cache-control', cacheControl.replace(/\bpublic\b/gi, 'private'));
    });
  },
  { name: 'session', dependencies: ['db'] },
);
