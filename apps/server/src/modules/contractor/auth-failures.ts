/**
 * Failed contractor authentications (CONTRACTOR_AUTH_FAILURES), counted in the database's rate windows like the
 * punchout setup failures, so every instance sees the same counts. Checked before the credential is verified: a
 * client past its limit costs one read, not a hash verification and an audit row per request.
 */
import { CONTRACTOR_AUTH_FAILURES } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { countHit, runningWindows } from '../../lib/rate-windows.js';

/** The credential id a request names (the part before the dot), as sent; '' when it names none. */
function credentialAsSent(request: FastifyRequest): string {
  const token = (request.headers.authorization ?? '').trim().split(/\s+/)[1] ?? '';
  return token.slice(0, Math.max(0, token.indexOf('.'))).slice(0, 64);
}

function keysOf(request: FastifyRequest): readonly [string, string] {
  return [`cf:a:${request.ip}`, `cf:c:${request.ip}:${credentialAsSent(request)}`];
}

const limitOf = (index: number) => (index === 0 ? CONTRACTOR_AUTH_FAILURES.perAddress : CONTRACTOR_AUTH_FAILURES.perCredential);
const WINDOW_MS = CONTRACTOR_AUTH_FAILURES.windowSeconds * 1000;

export function contractorAuthFailures(db: AppDb) {
  return {
    /** Seconds to wait when the address, or the address with this credential id, reached its limit; else 0. */
    async retryAfter(request: FastifyRequest, now: number): Promise<number> {
      const keys = keysOf(request);
      const windows = await runningWindows(db, keys, now);
      for (const [index, key] of keys.entries()) {
        const w = windows.get(key);
        if (w && w.hits >= limitOf(index)) return Math.max(1, Math.ceil((w.resetsAt - now) / 1000));
      }
      return 0;
    },
    /** Counts a failed authentication; true when it made a limit reached. */
    async failed(request: FastifyRequest, now: number): Promise<boolean> {
      let reached = false;
      for (const [index, key] of keysOf(request).entries()) {
        if ((await countHit(db, key, WINDOW_MS, now)).hits === limitOf(index)) reached = true;
      }
      return reached;
    },
  };
}
