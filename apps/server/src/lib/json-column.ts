/**
 * What the server keeps in jsonb columns typed `Record<string, unknown>` (packages/db schema) and reads back: the
 * typed helpers and guards that stand where double casts (through unknown) stood (docs/adr/0034-typed-contract.md).
 */
import type { Envelope } from '@advantage/contracts';

/**
 * A value for such a column. An interface carries no index signature, so TypeScript does not take one as a record;
 * a shallow copy is one, and is stored as the same JSON.
 */
export function jsonRecord(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value));
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored answer (an idempotent replay): the envelope the server wrote, checked for its frame. */
export function isEnvelope(v: unknown): v is Envelope {
  return isObject(v) && typeof v.responseType === 'string' && typeof v.responseName === 'string' && typeof v.pathInfo === 'string';
}
