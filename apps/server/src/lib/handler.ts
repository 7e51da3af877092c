/**
 * The typed handler binding (docs/adr/0034-typed-contract.md): a handler is `({ ctx, input }) => answer`, its input the
 * path's validated query and body (contracts InputOf) and its answer one the answer map allows for the path (AnswerOf).
 * The context is built once per request, so handlers do not each reach into the request for the same things.
 */
import type { AnswerOf, InputOf, ServerPath, StoreId } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Member, requireMember } from './member.js';

export interface Context {
  /** For what takes the request as a whole (audit, the cart's push, the anti-forgery token). */
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly db: AppDb;
  readonly session: FastifyRequest['session'];
  /** The session's store. */
  readonly store: StoreId;
  /** The signed-in member, if any. */
  readonly member: Member | null;
  /** The signed-in member, or 401 for a path that needs one. */
  signedIn(): Member;
  /** The app's clock (suites move it). */
  now(): Date;
}

export interface Call<P extends ServerPath> {
  ctx: Context;
  input: InputOf<P>;
}

export interface Bound<P extends ServerPath> {
  readonly path: P;
  readonly run: (call: Call<P>) => Promise<AnswerOf<P>>;
  /** What the router calls once the path's schemas have checked the request (routes.ts). */
  readonly handle: (request: FastifyRequest, reply: FastifyReply) => Promise<AnswerOf<P>>;
}

/** A handler of `path`; its input and answer are typed from the contracts. */
export function bind<P extends ServerPath>(path: P, run: (call: Call<P>) => Promise<AnswerOf<P>>): Bound<P> {
  return { path, run, handle: (request, reply) => run({ ctx: contextOf(request, reply), input: inputOf<P>(request) }) };
}

/** The router replaced the request's query and body with what the path's schemas produced: the contracts' InputOf. */
function inputOf<P extends ServerPath>(request: FastifyRequest): InputOf<P> {
  const checked = request as FastifyRequest & InputOf<P>;
  return { query: checked.query, body: checked.body };
}

export function contextOf(request: FastifyRequest, reply: FastifyReply): Context {
  return {
    request,
    reply,
    db: request.server.db,
    session: request.session,
    store: request.session.storeId,
    member: request.member,
    signedIn: () => requireMember(request),
    now: () => new Date(request.server.now()),
  };
}
