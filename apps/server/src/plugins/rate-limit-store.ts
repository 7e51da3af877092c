/**
 * The store @fastify/rate-limit counts in: the database's rate windows (lib/rate-windows.ts) instead of each
 * process's memory, so the sign-in limit holds across instances. Each rate-limited route counts apart, as the
 * memory store did (one child per route, its method and URL prefixed to the client's key).
 */
import type { AppDb } from '@advantage/db';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { countHit } from '../lib/rate-windows.js';

type Incr = FastifyRateLimitStore['incr'];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: unknown; url?: unknown } };

/** A store class over the database `db()` gives at request time (the database plugin registers after this one). */
export function databaseRateLimitStore(db: () => AppDb, now: () => number): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }

    incr(...[key, callback, timeWindow]: Parameters<Incr>): void {
      const at = now();
      countHit(db(), `${this.prefix}${key}`, timeWindow, at).then(
        (w) => callback(null, { current: w.hits, ttl: Math.max(0, w.resetsAt - at) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      return new DatabaseStore(routeOptions, `${this.prefix}${String(route?.method ?? '')} ${String(route?.url ?? '')}|`);
    }
  }
  return DatabaseStore;
}
