/**
 * cart/afc_worklist (not in the spec's lists; see methods.ts): the funds approver's work list, the carts of
 * the AACs they approve funds for, those waiting first. A member without the role sees an empty list.
 */
import type { FundsListAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { approverRequests } from './funds-queries.js';

export const afcWorklist = bind('cart/afc_worklist', async ({ ctx }) => {
  const member = ctx.signedIn();
  const attributes: FundsListAttributes = { requests: await approverRequests(ctx.db, member.id), notice: null };
  return screen('cart/afc_worklist', 'Initial', attributes);
});
