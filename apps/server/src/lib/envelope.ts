import type { Envelope, EnvelopeAttributes, ResponseNameOf, ResponseType, ServerPath } from '@advantage/contracts';

/** A screen answer: the response name must be one the method table declares for the path. */
export function screen<P extends ServerPath, A extends EnvelopeAttributes>(
  path: P,
  responseName: ResponseNameOf<P>,
  attributes: A,
): Envelope<ResponseNameOf<P>, A> {
  return { responseType: 'SCREEN', responseName, pathInfo: path, attributes };
}

export function redirect(pathInfo: string, redirectURL: string, attributes: EnvelopeAttributes = {}): Envelope {
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
