import type { AnswerOf, AttributesOf, Envelope, EnvelopeAttributes, ResponseNameOf, ResponseType, ServerPath } from '@advantage/contracts';

/**
 * One envelope per name: a name chosen at run time (`open ? 'expandedItemEntry' : 'collapseItemEntry'`) is one of the path's answers.
 * The map's rows include JSON documents (interfaces without the envelope's index signature), hence the intersection.
 */
type ScreenAnswer<N extends string, A> = N extends string ? Envelope<N, A & EnvelopeAttributes> : never;

/** A screen answer: the response name must be one the method table declares for the path, the attributes its type in the answer map. */
export function screen<P extends ServerPath, N extends ResponseNameOf<P>, A extends AttributesOf<P, N>>(
  path: P,
  responseName: N,
  attributes: A,
): ScreenAnswer<N, A>;
export function screen(path: ServerPath, responseName: string, attributes: EnvelopeAttributes): Envelope {
  return { responseType: 'SCREEN', responseName, pathInfo: path, attributes };
}

export function redirect(pathInfo: string, redirectURL: string, attributes: EnvelopeAttributes = {}): Envelope & { responseType: 'REDIRECT' } {
  return { responseType: 'REDIRECT', redirectURL, pathInfo, attributes };
}

export function errorEnvelope(
  pathInfo: string,
  responseName: string,
  attributes: EnvelopeAttributes,
  responseType: ResponseType = 'ERROR',
): Envelope {
  return { responseType, responseName, pathInfo, attributes };
}

/**
 * An answer of the path its type does not name: one kept as JSON and sent again (an idempotent replay,
 * core/orders/idempotency.ts), or one built by a step several paths share (checkout's submission). The server
 * suites check every answer against the OpenAPI document (docs/adr/0034-typed-contract.md).
 */
export function answerOf<P extends ServerPath>(path: P, envelope: Envelope): AnswerOf<P>;
export function answerOf(_path: ServerPath, envelope: Envelope): Envelope {
  return envelope;
}
