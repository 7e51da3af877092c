import type { AacWorkListAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { nowOf } from '../../core/app-context.js';
import { workListOf } from './queries.js';
import { bind } from '../../lib/handler.js';

/** aacassignment/approval_requests (account menu): the requests that name the member as supervisor and wait for them. */
export const approvalRequests = bind('aacassignment/approval_requests', async ({ ctx }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const requests = await workListOf(ctx.db, member.id, nowOf(request.server));
  return screen('aacassignment/approval_requests', 'Initial', { storeID: ctx.store, requests } satisfies AacWorkListAttributes);
});
