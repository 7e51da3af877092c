import type { AttributesOf, Envelope, EnvelopeAttributes, ResponseNameOf, ResponseType, ServerPath } from '@advantage/contracts';

/** A screen answer: the response name must be one the method table declares for the path, the attributes its type in the answer map. */
export function screen<P extends ServerPath, N extends ResponseNameOf<P>, A extends AttributesOf<P, N>>(
  path: P,
  responseName: N,
  attributes: A,
): Envelope<N, A> {
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
