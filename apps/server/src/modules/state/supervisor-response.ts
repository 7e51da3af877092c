/**
 * state/supervisor_response (SupervisorResponse) on the approvals' link path (core/approvals/link.ts): the emailed
 * link (?token=), or the supervisor's work list (?request=), opens the order for the one member it names as
 * supervisor; anyone else gets the same 404 as for a link that does not exist. Without a decision it shows the
 * order; approve places it (once), decline with a reason returns the cart to the buyer. Each is decided once,
 * within the link's 7 days; every refusal is audited too. The token is never logged or stored: the request logs
 * redact `token`, the database keeps its SHA-256.
 */
import { type AnswerOf, IDEMPOTENT_REPLAYED_HEADER, STATE_AUTH_TEXT, STATE_LINK_DAYS, type SupervisorResponseAttributes } from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { answerOf, screen } from '../../lib/envelope.js';
import type { Call } from '../../lib/handler.js';
import { decideByLink, LinkExpiredError } from '../../core/approvals/link.js';
import { CheckoutConflictError, OrderRefused } from '../../core/orders/errors.js';
import { approveAuthorization, declineAuthorization } from './authorization-decide.js';
import { changeProblems, findAuthorization, type FoundAuthorization } from './authorization-queries.js';

const PATH = 'state/supervisor_response';

export async function supervisorResponseVerb({ ctx, input: { body, query } }: Call<typeof PATH>) {
  const { request, reply } = ctx;
  ctx.signedIn();
  const app = request.server;
  const shown = (found: FoundAuthorization, rest: Partial<SupervisorResponseAttributes> = {}) =>
    screen(PATH, 'SupervisorResponse', { storeID: request.session.storeId, request: found.view, canDecide: false, ...rest } satisfies SupervisorResponseAttributes);
  return decideByLink<FoundAuthorization, 'approve' | 'decline', AnswerOf<typeof PATH>>(request, { token: body.token || query.token, id: body.requestId ?? query.request, decision: body.decision }, {
    open: 'Pending',
    find: (by, now) => findAuthorization(app.db, by, now),
    refusedAction: 'state_authorization_refused',
    target: (id) => `state-authorization-${id}`,
    texts: { linkRequired: STATE_AUTH_TEXT.linkRequired, linkInvalid: STATE_AUTH_TEXT.linkInvalid, self: STATE_AUTH_TEXT.selfDecision },
    alreadyDecided: (status) => new CheckoutConflictError(STATE_AUTH_TEXT.alreadyDecided(status)),
    expired: () => new LinkExpiredError(STATE_AUTH_TEXT.linkExpired(STATE_LINK_DAYS)),
    showDecided: async (found) => shown(found, { notice: STATE_AUTH_TEXT.alreadyDecided(found.row.status) }),
    showOpen: async (found) => {
      await audit(app.db, request, { action: 'state_authorization_viewed', outcome: 'success', target: `state-authorization-${found.row.id}`, detail: {} });
      const problems = await changeProblems(app.db, found.row);
      return shown(found, { canDecide: true, ...(problems.length > 0 ? { problems } : {}) });
    },
    decide: async (found, decision, _refuse, now) => {
      if (decision === 'decline') return declineAuthorization(request, found, body.reason ?? '', now);
      try {
        const outcome = await approveAuthorization(request, found, now);
        if (outcome.kind === 'replay') {
          // A second approval of the same request at once: the first one's answer, the order placed once.
          reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
          reply.code(outcome.status);
        }
        // The order placement's answer (checkout's submission, or its replay) is one several paths share.
        return answerOf(PATH, outcome.body);
      } catch (error) {
        if (!(error instanceof OrderRefused)) throw error;
        // Nothing was written: the request is still Pending; the supervisor sees why (and may decline it).
        return shown(found, { canDecide: true, notice: STATE_AUTH_TEXT.notOrdered, problems: error.problems });
      }
    },
  });
}
