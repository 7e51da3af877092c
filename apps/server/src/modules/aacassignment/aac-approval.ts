import { AAC_LINK_DAYS, AAC_TEXT, type AacApprovalAttributes, type AnswerOf } from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { ForbiddenError } from '../../lib/errors.js';
import { decideByLink, LinkExpiredError } from '../../core/approvals/link.js';
import { decide } from './decide.js';
import { AlreadyDecidedError } from './errors.js';
import { findRequest, type FoundRequest, hasAacRole } from './queries.js';
import { bind } from '../../lib/handler.js';

const PATH = 'aacassignment/aac_approval';

/**
 * aacassignment/aac_approval (AAC Password Approval) on the approvals' link path (core/approvals/link.ts): the
 * emailed link (?token=) or the supervisor's work list (?request=) opens the request for the one member it names as
 * supervisor, who must still be a supervisor of the AAC. Initial shows the request; Approve → Approved (the
 * buyer's grant, with the password they chose), Reject with a reason → Rejected. Each is decided once, within
 * the link's 7 days; every refusal is audited too.
 */
export const aacApproval = bind('aacassignment/aac_approval', async ({ ctx, input: { query, body } }) => {
  const { request } = ctx;
  ctx.signedIn();
  const app = request.server;
  const decided = (f: FoundRequest, notice: string) =>
    screen(PATH, f.view.state === 'Approved' ? 'Approved' : 'Rejected', { storeID: ctx.store, request: f.view, notice } satisfies AacApprovalAttributes);
  // A request id of 0 (the query's overflow) is no id: the link or a work-list id is required.
  return decideByLink<FoundRequest, 'approve' | 'reject', AnswerOf<typeof PATH>>(request, { token: body.token || query.token, id: (body.requestId ?? query.request) || undefined, decision: body.decision }, {
    open: 'Initial',
    find: (by) => findRequest(app.db, by),
    refusedAction: 'aac_approval_refused',
    target: String,
    texts: { linkRequired: AAC_TEXT.linkRequired, linkInvalid: AAC_TEXT.linkInvalid, self: AAC_TEXT.selfApproval },
    check: async (found, refuse) => {
      if (!(await hasAacRole(app.db, found.row.aac, found.row.supervisorMemberId, 'supervisor'))) await refuse('not_supervisor', new ForbiddenError(AAC_TEXT.noLongerSupervisor(found.row.aac)));
    },
    alreadyDecided: (status) => new AlreadyDecidedError(status),
    expired: () => new LinkExpiredError(AAC_TEXT.linkExpired(AAC_LINK_DAYS)),
    showDecided: async (found) => {
      await audit(app.db, request, { action: 'aac_approval_viewed', outcome: 'success', target: String(found.row.id), detail: { aac: found.row.aac, state: found.row.status } });
      return decided(found, AAC_TEXT.alreadyDecided(found.view.state));
    },
    showOpen: async (found) => {
      await audit(app.db, request, { action: 'aac_approval_viewed', outcome: 'success', target: String(found.row.id), detail: { aac: found.row.aac } });
      return screen(PATH, 'Initial', { storeID: ctx.store, request: found.view } satisfies AacApprovalAttributes);
    },
    decide: async (found, decision, refuse, now) => {
      let done: FoundRequest | undefined;
      try {
        done = await decide(request, found, { approve: decision === 'approve', reason: body.reason ?? null, now });
      } catch (error) {
        // Another decision (another tab, a double click) got there first.
        if (error instanceof AlreadyDecidedError) return refuse('decided', error);
        throw error;
      }
      if (!done) throw new Error('the decided AAC password request vanished');
      const { state, aac, buyerName } = done.view;
      return decided(done, state === 'Approved' ? AAC_TEXT.approved(aac, buyerName) : AAC_TEXT.rejected(aac, buyerName));
    },
  });
});
