/**
 * How often one browser may send the department forms. Each form stores a row and the contact form sends mail
 * to an address anyone can type, so the forms share a per-session limit (the session's own list of times);
 * each verb adds a limit the database counts across servers (per email address, or per member).
 */
import type { FastifyRequest } from 'fastify';

export const DEPARTMENT_FORM_LIMITS = { sessionPerHour: 5, emailPerHour: 3, memberPerHour: 5 } as const;
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
