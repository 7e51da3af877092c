/**
 * One contract, typed end to end (docs/adr/0034-typed-contract.md): what each path takes (its input schemas, inputs.ts)
 * and what each of its answers carries (the answer map, answers.ts), as types the server's handlers, the app's calls
 * and screens and the OpenAPI document are all derived from.
 */
import type { z } from 'zod';
import type { Envelope, EnvelopeAttributes } from './envelope.js';
import type { InputTable } from './inputs.js';
import type { ResponseNameOf, ServerPath } from './methods.js';
import type { AnswerTable } from './answers.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
/** A path without a body schema takes any JSON object: the server reads none of it. */
type Sent<S> = S extends z.ZodType ? z.input<S> : Record<string, unknown>;
type Part<P, K extends 'query' | 'body'> = P extends keyof InputTable ? (InputTable[P] extends { [k in K]: infer S } ? S : undefined) : undefined;

/** A path's input after its schemas ran (what a handler reads): the query, and the body of a change. */
export interface InputOf<P extends ServerPath> {
  query: Parsed<Part<P, 'query'>>;
  body: Parsed<Part<P, 'body'>>;
}

/** What the app may send as a path's JSON body: the body schema's input side (before its transforms). */
export type PayloadOf<P extends ServerPath> = Sent<Part<P, 'body'>>;

/**
 * The attributes of the answer `N` of path `P`; a pair the map does not name yet reads as the envelope's open attributes.
 * For a path whose body is a plain JSON document (METHOD_TABLE json) it is that document.
 */
export type AttributesOf<P extends ServerPath, N extends ResponseNameOf<P> = ResponseNameOf<P>> = P extends keyof AnswerTable
  ? N extends keyof AnswerTable[P]
    ? AnswerTable[P][N] extends { readonly attributes?: infer A } ? A : EnvelopeAttributes
    : EnvelopeAttributes
  : EnvelopeAttributes;

/** A screen answer of `P` named `N`, with its attributes. */
export type ScreenEnvelope<P extends ServerPath, N extends ResponseNameOf<P> = ResponseNameOf<P>> = N extends ResponseNameOf<P>
  ? Envelope<N, AttributesOf<P, N> & EnvelopeAttributes>
  : never;

/** The screen answers of a path named at run time: typed when it is one the contracts name, any envelope otherwise. */
export type ScreenOf<P extends string> = P extends ServerPath ? ScreenEnvelope<P> : Envelope;

/**
 * The one place the app takes a server answer to be what the contracts say it is. The server's suites hold it to that:
 * every answer they receive is checked against the OpenAPI document generated from the same map (docs/adr/0034-typed-contract.md).
 */
export function screenOf<P extends string>(path: P, envelope: Envelope): ScreenOf<P>;
export function screenOf(_path: string, envelope: Envelope): Envelope {
  return envelope;
}
