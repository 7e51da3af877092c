/**
 * What an error answer tells about the request it answers (docs/product/README.md "Error detail record": user IP address,
 * server error id and time, web-service path, payload, query parameters, response name, store name). The
 * buyer sees it under "Show error details" and may paste it to the help desk, so secrets and personal
 * data are taken out first: values of sensitive fields, email addresses and long digit runs (card, phone,
 * account numbers), and anything too large to read.
 */
import { STORES, type StoreId } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';

const SECRET_KEY = /pass|card|cvv|cvc|security|token|secret|verifier|assertion|signature|pin$|ssn|account|cookie|authorization/i;
const PERSONAL_KEY = /name$|email|phone|fax|address|line[12]$|street|city|zip|postal|contact|note|message|remarks/i;
const EMAIL = /[^\s@"<>]+@[^\s@"<>]+\.[A-Za-z]{2,}/g;
const LONG_DIGITS = /\d(?:[\s-]?\d){6,}/g;
const MAX_STRING = 200;
const MAX_JSON = 4_000;
const MAX_DEPTH = 4;

function redactString(value: string): string {
  const cleaned = value.replace(EMAIL, '[redacted email]').replace(LONG_DIGITS, '[redacted number]');
  return cleaned.length > MAX_STRING ? `${cleaned.slice(0, MAX_STRING)}…` : cleaned;
}

export function redactDetail(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redactDetail(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value).slice(0, 50)) {
    out[key] = SECRET_KEY.test(key) || PERSONAL_KEY.test(key) ? '[redacted]' : redactDetail(v, depth + 1);
  }
  return out;
}

/** A redacted copy small enough to show; a body that is not JSON (a file, XML) is only described. */
function shown(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' && typeof value !== 'string') return value;
  const redacted = redactDetail(value);
  return JSON.stringify(redacted).length > MAX_JSON ? '[too large to show]' : redacted;
}

export function storeNameOf(storeId: number): string {
  return STORES[storeId as StoreId] ?? 'ADVANTAGE';
}

/** The request's part of an error answer's attributes. */
export function requestDetail(request: FastifyRequest, responseName: string) {
  const storeID = request.session?.storeId ?? 0;
  const payload = Buffer.isBuffer(request.body) ? '[binary body]' : shown(request.body);
  const shownQuery = shown(request.query);
  const query = typeof shownQuery === 'string' ? { query: shownQuery } : (shownQuery as Record<string, unknown> | undefined);
  return {
    errorID: request.id,
    ipAddress: request.ip,
    storeID,
    storeName: storeNameOf(storeID),
    wsResponseName: responseName,
    ...(query && Object.keys(query).length ? { wsQueryParams: query } : {}),
    ...(payload === undefined ? {} : { wsPayload: payload }),
  };
}
