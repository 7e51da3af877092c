import type { AttributesOf, ScreenEnvelope } from './contract.js';
import type { Envelope, ResponseType } from './envelope.js';
import type { METHOD_TABLE, ServerPath } from './methods.js';

/** A REDIRECT, AUTHENTICATED or ERROR envelope: its name and attributes are its own, not a screen's. */
export type OtherEnvelope = Envelope & { responseType: Exclude<ResponseType, 'SCREEN'> };

type BodyOfPath<P extends ServerPath> = (typeof METHOD_TABLE)[P] extends { body: infer B } ? B : 'envelope';

/**
 * What a path answers (docs/adr/0034-typed-contract.md): one of its screens with that screen's attributes, or another
 * kind of envelope; the document of a JSON path; the text of a text path. A file's path (GET_PDF) answers through the reply.
 */
export type AnswerOf<P extends ServerPath> = (typeof METHOD_TABLE)[P]['method'] extends 'GET_PDF'
  ? unknown
  : BodyOfPath<P> extends 'json'
    ? AttributesOf<P>
    : BodyOfPath<P> extends 'text'
      ? string
      : ScreenEnvelope<P> | OtherEnvelope;
