/**
 * state/supervisor_response (SupervisorResponse): the emailed link (?token=), or the supervisor's work list
 * (?request=), opens the order for the one member it names as supervisor; anyone else gets the same 404 as for a
 * link that does not exist. Without a decision
 * it shows the order; approve places it (once), decline with a reason returns the cart to the buyer. Each is
 * decided once, within the link's 7 days; every refusal is audited too. The token is never logged or stored:
 * the request logs redact `token`, the database keeps its SHA-256.
 */
import { IDEMPOTENT_REPLAYED_HEADER, STATE_AUTH_TEXT, STATE_LINK_DAYS, type SupervisorResponseAttributes } from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { answerOf, screen } from '../../lib/envelope.js';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Call } from '../../lib/handler.js';
import { linkHash } from '../../core/app-context.js';
import { CheckoutConflictError, OrderRefused } from '../../core/orders/errors.js';
import { approveAuthorization, declineAuthorization } from './authorization-decide.js';
import { changeProblems, findAuthorization } from './authorization-queries.js';

const PATH = 'state/supervisor_response';

export class AuthorizationLinkExpiredError extends AppError {
  constructor() {
    super(410, 'LinkExpired', STATE_AUTH_TEXT.linkExpired(STATE_LINK_DAYS));
  }
}

export async function supervisorResponseVerb({ ctx, input: { body, query } }: Call<typeof PATH>) {
  const { request, reply } = ctx;
  const member = ctx.signedIn();
  const app = request.server;
  const token = body.token || query.token;
  const id = body.requestId ?? query.request;
  if (!token && id === undefined) throw new BadRequestError(STATE_AUTH_TEXT.linkRequired);
  const now = new Date(app.now());
  // The link names its order; an id (the supervisor's work list) is good only without one.
  const found = await findAuthorization(app.db, token ? { linkHash: linkHash(token) } : { id: id ?? 0 }, now);

  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await audit(app.db, request, { action: 'state_authorization_refused', outcome: 'refused', target: found ? `state-authorization-${found.row.id}` : null, detail: { reason, decision: body.decision ?? null } });
    throw error;
  };
  if (!found || found.row.supervisorMemberId !== member.id) return refuse('not_named_supervisor', new NotFoundError(STATE_AUTH_TEXT.linkInvalid));
  if (found.row.memberId === member.id) return refuse('own_request', new ForbiddenError(STATE_AUTH_TEXT.selfDecision));
  const shown = (rest: Partial<SupervisorResponseAttributes> = {}) =>
    screen(PATH, 'SupervisorResponse', { storeID: request.session.storeId, request: found.view, canDecide: false, ...rest } satisfies SupervisorResponseAttributes);
  if (found.row.status !== 'Pending') {
    // The link has been used: it decides nothing more; opened again, it shows the supervisor the decision.
    if (body.decision) return refuse('decided', new CheckoutConflictError(STATE_AUTH_TEXT.alreadyDecided(found.row.status)));
    return shown({ notice: STATE_AUTH_TEXT.alreadyDecided(found.row.status) });
  }
  if (found.row.linkExpiresAt <= now) return refuse('expired', new AuthorizationLinkExpiredError());
  if (!body.decision) {
    await audit(app.db, request, { action: 'state_authorization_viewed', outcome: 'success', target: `state-authorization-${found.row.id}`, detail: {} });
    const problems = await changeProblems(app.db, found.row);
    return shown({ canDecide: true, ...(problems.length > 0 ? { problems } : {}) });
  }
  if (body.decision === 'decline') return declineAuthorization(request, found, body.reason ?? '', now);
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
    return shown({ canDecide: true, notice: STATE_AUTH_TEXT.notOrdered, problems: error.problems });
  }
}
