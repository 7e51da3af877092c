import type { schema } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from './errors.js';

/** A member's row as the auth plugin reads it onto each request. */
export type Member = typeof schema.members.$inferSelect;

/** The first line of every verb that needs a signed-in member. */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw new UnauthorizedError('Unauthorized', 'Please sign in to continue.');
  return request.member;
}
