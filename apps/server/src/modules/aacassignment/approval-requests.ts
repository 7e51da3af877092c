import type { AacWorkListAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { requireMember } from '../../lib/member.js';
import { nowOf } from './context.js';
import { workListOf } from './queries.js';

/** aacassignment/approval_requests (account menu): the requests that name the member as supervisor and wait for them. */
export async function approvalRequests(request: FastifyRequest) {
  const member = requireMember(request);
  const requests = await workListOf(request.server.db, member.id, nowOf(request.server));
  return screen('aacassignment/approval_requests', 'Initial', { storeID: request.session.storeId, requests } satisfies AacWorkListAttributes);
}
