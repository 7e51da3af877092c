import type { FastifyRequest } from 'fastify';
import type { Member } from '../plugins/auth/index.js';
import { UnauthorizedError } from './errors.js';

/** The first line of every verb that needs a signed-in member. */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw new UnauthorizedError('Unauthorized', 'Please sign in to continue.');
  return request.member;
}
