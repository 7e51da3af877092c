import type { AnswerOf, Envelope, HttpMethod, PayloadOf, ServerPath } from '@advantage/contracts';
import type { Query } from '../query';

/** `P`: the server path called, when the caller names it; its payload and answer are then typed from the contracts. */
export interface CallOptions<P extends ServerPath | string = string> {
  query?: Query;
  /** JSON body of a POST: what the path's body schema accepts. */
  payload?: P extends ServerPath ? PayloadOf<P> : unknown;
  signal?: AbortSignal;
  /** An absolute path that replaces `/rs/<path>` (the legacy map lives at /advantage/rs/...). */
  url?: string;
  /** Extra request headers, e.g. the Idempotency-Key of a checkout submission. */
  headers?: Record<string, string>;
  /**
   * A read the buyer did not ask for (the header's message count): it does not count as activity for the
   * inactivity warning, and HTTP 401 answers an http-error that neither opens login nor saves the request as the
   * route to return to.
   */
  background?: boolean;
  /**
   * Public reference data that does not depend on who asks (the legacy URL map): sent without the bearer token, so a
   * token the server no longer accepts cannot turn it into a sign-in prompt and a pending request nobody made.
   */
  anonymous?: boolean;
}

/** A call that failed with HTTP 401, kept so it can be replayed after sign-in (docs/product/errors.md). */
export interface PendingRequest {
  path: string;
  method: HttpMethod;
  query?: Query;
  payload?: unknown;
}

/** What a server call produced; the response interpreter turns it into a screen, a redirect or an error. */
/** The envelope a path answers: one of its screens (typed by the answer map) or a redirect, sign-in or error envelope. */
export type EnvelopeOf<P extends ServerPath | string> = P extends ServerPath ? Extract<AnswerOf<P>, Envelope> : Envelope;

export type CallResult<P extends ServerPath | string = string>
  = | { kind: 'envelope'; status: number; envelope: EnvelopeOf<P> | undefined; text?: string }
  /** A path whose method-table body is 'json' (login/oauth_config, login/pkce, ...): the document as sent. */
    | { kind: 'json'; status: number; data: P extends ServerPath ? AnswerOf<P> : unknown }
  /** A path whose method-table body is 'text' (main/end_session, main/extend_session). */
    | { kind: 'text'; status: number; text: string }
    | { kind: 'pdf'; status: number }
    | { kind: 'http-error'; status: number; statusText: string; message: string; envelope?: Envelope }
    | { kind: 'network-error'; message: string }
    | { kind: 'unexpected-request'; path: string }
    | { kind: 'login-required'; request: PendingRequest }
  /** HTTP 401 with the ERROR envelope SessionExpired: the server session ended by inactivity. */
    | { kind: 'session-expired'; request: PendingRequest };
