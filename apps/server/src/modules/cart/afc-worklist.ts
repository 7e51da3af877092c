/**
 * cart/afc_worklist (not in the spec's lists; see methods.ts): the funds approver's work list, the carts of
 * the AACs they approve funds for, those waiting first. A member without the role sees an empty list.
 */
import type { FundsListAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { requireMember } from '../../lib/member.js';
import { approverRequests } from './funds-queries.js';

export async function afcWorklistVerb(request: FastifyRequest) {
  const member = requireMember(request);
  const attributes: FundsListAttributes = { requests: await approverRequests(request.server.db, member.id), notice: null };
  return screen('cart/afc_worklist', 'Initial', attributes);
}
