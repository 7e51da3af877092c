/**
 * How often the department forms may be sent. Each form stores a row and the contact form sends mail to the
 * programs office (and to an address anyone can type), so the three forms share limits:
 * - per browser session (the session's own list of times): what one browser is told first;
 * - per client address and per member, in the shared rate windows (lib/rate-windows.ts), which every server counts
 *   alike: dropping the cookie or signing in from another browser starts no new allowance;
 * - and the contact form per email address typed (counted from its stored requests).
 */
import type { FastifyRequest } from 'fastify';
import { countHit } from '../../lib/rate-windows.js';

export const DEPARTMENT_FORM_LIMITS = { sessionPerHour: 5, addressPerHour: 5, memberPerHour: 5, emailPerHour: 3 } as const;
const HOUR_MS = 3_600_000;
const SESSION_KEY = 'departmentFormsSentAt';

export interface SessionAllowance {
  allowed: boolean;
  /** Records one more form sent in this session. */
  record(): Promise<void>;
}

export function sessionAllowance(request: FastifyRequest, now = Date.now()): SessionAllowance {
  const list = request.session.data[SESSION_KEY];
  const recent = Array.isArray(list) ? list.filter((t): t is number => typeof t === 'number' && now - t < HOUR_MS) : [];
  return {
    allowed: recent.length < DEPARTMENT_FORM_LIMITS.sessionPerHour,
    record: () => request.saveSession({ data: { ...request.session.data, [SESSION_KEY]: [...recent, now] } }),
  };
}

/**
 * Counts a form about to be sent against its address's and its member's windows; false when either is past its
 * limit. Counted before the form is stored (one atomic statement per window), so two sends at once cannot both
 * slip under a limit; a refused send counts too, which only keeps a flood refused until its hour ends.
 */
export async function sharedAllowance(request: FastifyRequest): Promise<boolean> {
  const { db } = request.server;
  const now = request.server.now();
  const address = await countHit(db, `department:a:${request.ip}`, HOUR_MS, now);
  if (address.hits > DEPARTMENT_FORM_LIMITS.addressPerHour) return false;
  if (!request.member) return true;
  const member = await countHit(db, `department:m:${request.member.id}`, HOUR_MS, now);
  return member.hits <= DEPARTMENT_FORM_LIMITS.memberPerHour;
}
