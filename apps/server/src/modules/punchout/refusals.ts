/**
 * Refused and failed cXML requests: each leaves one audit row saying who (the organization's code once
 * its credential is known, else the From credential as sent, else nothing) and why (the cXML status and its text),
 * never the shared secret or the document. Failed setups are also counted per address and From credential, and
 * per address alone (PUNCHOUT_SETUP_FAILURES): past the limit the client is answered 429 until its window ends,
 * and the audit gets one row when the limit is reached, not one per refused request.
 *
 * The counts are rate windows in the database (lib/rate-windows.ts), like the sign-in rate limit's: every
 * instance sees the same counts. Only failures count, so a working client is never slowed.
 */
import { type CxmlStatus, PUNCHOUT_SETUP_FAILURES } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { countHit, runningWindows } from '../../lib/rate-windows.js';
import { attr, child, type CxmlElement, text } from './cxml-parse.js';

interface Party {
  /** `domain:identity` of the From credential as sent (what the failure limit counts by). */
  from: string;
  /** The audit row's target: the From credential as sent, or the organization's code once it is known. */
  who: string;
  payloadId: string;
}

const parties = new WeakMap<FastifyRequest, Party>();

/** Who a parsed request says it comes from (read without refusing anything: the verb checks it). */
export function noteSender(request: FastifyRequest, root: CxmlElement): Party {
  const from = child(root, 'Header', 'From', 'Credential');
  const credential = `${attr(from, 'domain')}:${text(child(from, 'Identity'))}`.slice(0, 200);
  const party = { from: credential, who: credential, payloadId: attr(root, 'payloadID').slice(0, 200) };
  parties.set(request, party);
  return party;
}

/** The organization the credential names: its code goes on the audit row of a refusal from here on. */
export function noteOrganization(request: FastifyRequest, code: string): void {
  const party = parties.get(request);
  if (party) parties.set(request, { ...party, who: code });
}

/** One audit row for a refused (4xx) or failed (5xx) request; the audit write never changes the answer. */
export async function auditRefusal(db: AppDb, request: FastifyRequest, action: string, status: CxmlStatus, reason: string): Promise<void> {
  const party = parties.get(request);
  try {
    await audit(db, request, {
      action,
      outcome: status.code >= 500 ? 'failure' : 'refused',
      target: party?.who ?? null,
      detail: { status: status.code, reason: reason.slice(0, 300), ...(party?.payloadId ? { payloadId: party.payloadId } : {}) },
    });
  } catch (error) {
    request.log.warn({ err: error }, 'punchout refusal audit failed');
  }
}

const addressKey = (request: FastifyRequest) => `pf:a:${request.ip}`;
const credentialKey = (request: FastifyRequest, from: string) => `pf:c:${request.ip}:${from.toLowerCase()}`;

/** The setup's limits: checked on arrival (address) and once the From credential is read; counted on failure. */
export function setupLimits(db: AppDb) {
  const { perAddress, perCredential, windowSeconds } = PUNCHOUT_SETUP_FAILURES;
  /** The address's key, and the address and credential's once the credential is read. */
  const keysOf = (request: FastifyRequest): readonly [string] | readonly [string, string] => {
    const party = parties.get(request);
    return party ? [addressKey(request), credentialKey(request, party.from)] : [addressKey(request)];
  };
  const limitOf = (index: number) => (index === 0 ? perAddress : perCredential);
  return {
    /** Seconds to wait, when this address or this address and credential reached its limit; else 0. */
    async retryAfter(request: FastifyRequest, now: number): Promise<number> {
      const keys = keysOf(request);
      const windows = await runningWindows(db, keys, now);
      for (const [index, key] of keys.entries()) {
        const w = windows.get(key);
        if (w && w.hits >= limitOf(index)) return Math.max(1, Math.ceil((w.resetsAt - now) / 1000));
      }
      return 0;
    },
    /** Counts a failed setup; true when it made a limit reached (audited once). */
    async failed(request: FastifyRequest, now: number): Promise<boolean> {
      let reached = false;
      for (const [index, key] of keysOf(request).entries()) {
        if ((await countHit(db, key, windowSeconds * 1000, now)).hits === limitOf(index)) reached = true;
      }
      return reached;
    },
  };
}
