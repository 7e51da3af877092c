import type { AacMyRequestsAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { requireMember } from '../../lib/member.js';
import { nowOf } from './context.js';
import { requestsOf } from './queries.js';

/** aacassignment/my_requests (account menu): the buyer's AAC password requests and where each stands. */
export async function myRequests(request: FastifyRequest) {
  const member = requireMember(request);
  const requests = await requestsOf(request.server.db, member.id, nowOf(request.server));
  return screen('aacassignment/my_requests', 'Initial', { storeID: request.session.storeId, requests } satisfies AacMyRequestsAttributes);
}
