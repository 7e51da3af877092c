import type { AacMyRequestsAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { nowOf } from '../../core/app-context.js';
import { requestsOf } from './queries.js';
import { bind } from '../../lib/handler.js';

/** aacassignment/my_requests (account menu): the buyer's AAC password requests and where each stands. */
export const myRequests = bind('aacassignment/my_requests', async ({ ctx }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const requests = await requestsOf(ctx.db, member.id, nowOf(request.server));
  return screen('aacassignment/my_requests', 'Initial', { storeID: ctx.store, requests } satisfies AacMyRequestsAttributes);
});
