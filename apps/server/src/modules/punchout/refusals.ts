/**
 * Refused and failed cXML requests (issue 16): each leaves one audit row saying who (the organization's code once
 * its credential is known, else the From credential as sent, else nothing) and why (the cXML status and its text),
 * never the shared secret or the document. Failed setups are also counted per address and From credential, and
 * per address alone (PUNCHOUT_SETUP_FAILURES): past the limit the client is answered 429 until its window ends,
 * and the audit gets one row when the limit is reached, not one per refused request.
 *
 * The counts live in this process, like the sign-in rate limit's (@fastify/rate-limit, memory store): each
 * instance limits what it sees. Only failures count, so a working client is never slowed.
 */
import { type CxmlStatus, PUNCHOUT_SETUP_FAILURES } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
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

interface Window {
  start: number;
  count: number;
}

/** Failure counts in fixed windows, at most `maxKeys` of them (the oldest go first when full). */
export class FailureLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly windowMs = PUNCHOUT_SETUP_FAILURES.windowSeconds * 1000;

  constructor(private readonly maxKeys = 20_000) {}

  private current(key: string, now: number): Window | undefined {
    const w = this.windows.get(key);
    if (w && now - w.start < this.windowMs) return w;
    if (w) this.windows.delete(key);
    return undefined;
  }

  /** Seconds until a key that reached its limit may try again; 0 when it may now. */
  retryAfter(key: string, limit: number, now: number): number {
    const w = this.current(key, now);
    return w && w.count >= limit ? Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) : 0;
  }

  /** Counts one failure; true when this one reached the limit. */
  fail(key: string, limit: number, now: number): boolean {
    const w = this.current(key, now);
    if (w) {
      w.count += 1;
      return w.count === limit;
    }
    if (this.windows.size >= this.maxKeys) {
      for (const [k, old] of this.windows) if (now - old.start >= this.windowMs) this.windows.delete(k);
      const oldest = this.windows.keys().next();
      if (this.windows.size >= this.maxKeys && !oldest.done) this.windows.delete(oldest.value);
    }
    this.windows.set(key, { start: now, count: 1 });
    return limit === 1;
  }
}

const addressKey = (request: FastifyRequest) => `a:${request.ip}`;
const credentialKey = (request: FastifyRequest, from: string) => `c:${request.ip}:${from.toLowerCase()}`;

/** The setup's limits: checked on arrival (address) and once the From credential is read; counted on failure. */
export function setupLimits(limiter: FailureLimiter) {
  const { perAddress, perCredential } = PUNCHOUT_SETUP_FAILURES;
  return {
    /** Seconds to wait, when this address or this address and credential reached its limit; else 0. */
    retryAfter(request: FastifyRequest, now: number): number {
      const party = parties.get(request);
      const byAddress = limiter.retryAfter(addressKey(request), perAddress, now);
      return byAddress || (party ? limiter.retryAfter(credentialKey(request, party.from), perCredential, now) : 0);
    },
    /** Counts a failed setup; true when it made a limit reached (audited once). */
    failed(request: FastifyRequest, now: number): boolean {
      const party = parties.get(request);
      const byAddress = limiter.fail(addressKey(request), perAddress, now);
      const byCredential = party ? limiter.fail(credentialKey(request, party.from), perCredential, now) : false;
      return byAddress || byCredential;
    },
  };
}
