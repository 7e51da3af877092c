import type { Envelope, HttpMethod } from '@advantage/contracts';
import type { Query } from '../query';

export interface CallOptions {
  query?: Query;
  /** JSON body of a POST. */
  payload?: unknown;
  signal?: AbortSignal;
  /** An absolute path that replaces `/rs/<path>` (the legacy map lives at /advantage/rs/...). */
  url?: string;
}

/** A call that failed with HTTP 401, kept so it can be replayed after sign-in (spec §8). */
export interface PendingRequest {
  path: string;
  method: HttpMethod;
  query?: Query;
  payload?: unknown;
}

/** What a server call produced; the response interpreter turns it into a screen, a redirect or an error. */
export type CallResult
  = | { kind: 'envelope'; status: number; envelope: Envelope | undefined; text?: string }
    | { kind: 'pdf'; status: number }
    | { kind: 'http-error'; status: number; statusText: string; message: string; envelope?: Envelope }
    | { kind: 'network-error'; message: string }
    | { kind: 'unexpected-request'; path: string }
    | { kind: 'login-required'; request: PendingRequest };
