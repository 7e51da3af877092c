import { AAC_LINK_DAYS, AAC_TEXT, type AacApprovalAttributes } from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { linkHash, nowOf } from '../../core/app-context.js';
import { decide } from './decide.js';
import { findRequest, hasAacRole } from './queries.js';
import { bind } from '../../lib/handler.js';

const PATH = 'aacassignment/aac_approval';

/** The request was decided already: the link has been used. */
export class AlreadyDecidedError extends AppError {
  constructor(state: string) {
    super(409, 'AlreadyDecided', AAC_TEXT.alreadyDecided(state));
  }
}

export class LinkExpiredError extends AppError {
  constructor() {
    super(410, 'LinkExpired', AAC_TEXT.linkExpired(AAC_LINK_DAYS));
  }
}

/**
 * aacassignment/aac_approval (AAC Password Approval). The emailed link (?token=) or the supervisor's work list
 * (?request=) opens the request for the one member it names as supervisor; anyone else gets the same 404 as for
 * a link that does not exist. Initial shows the request; Approve → Approved (the buyer's grant, with the password
 * they chose), Reject with a reason → Rejected. Each is decided once, within the link's 7 days; every refusal is
 * audited too.
 */
export const aacApproval = bind('aacassignment/aac_approval', async ({ ctx, input: { query, body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const app = request.server;
  const token = body.token || query.token;
  const id = body.requestId ?? query.request;
  if (!token && !id) throw new BadRequestError(AAC_TEXT.linkRequired);
  const now = nowOf(app);
  // The link names its request; a request id is good only without one (the work list).
  const found = token ? await findRequest(app.db, { linkHash: linkHash(token) }) : await findRequest(app.db, { id: id ?? 0 });

  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await audit(app.db, request, { action: 'aac_approval_refused', outcome: 'refused', target: found ? String(found.row.id) : null, detail: { reason, decision: body.decision ?? null } });
    throw error;
  };
  if (!found || found.row.supervisorMemberId !== member.id) return refuse('not_named_supervisor', new NotFoundError(AAC_TEXT.linkInvalid));
  if (found.row.memberId === member.id) return refuse('own_request', new ForbiddenError(AAC_TEXT.selfApproval));
  if (!(await hasAacRole(app.db, found.row.aac, member.id, 'supervisor'))) return refuse('not_supervisor', new ForbiddenError(AAC_TEXT.noLongerSupervisor(found.row.aac)));
  if (found.row.status !== 'Initial') {
    // The link has been used: it decides nothing more; opened again, it shows the supervisor their decision.
    if (body.decision) return refuse('decided', new AlreadyDecidedError(found.row.status));
    await audit(app.db, request, { action: 'aac_approval_viewed', outcome: 'success', target: String(found.row.id), detail: { aac: found.row.aac, state: found.row.status } });
    return screen(PATH, found.view.state === 'Approved' ? 'Approved' : 'Rejected', {
      storeID: ctx.store,
      request: found.view,
      notice: AAC_TEXT.alreadyDecided(found.view.state),
    } satisfies AacApprovalAttributes);
  }
  if (found.row.linkExpiresAt <= now) return refuse('expired', new LinkExpiredError());

  if (!body.decision) {
    await audit(app.db, request, { action: 'aac_approval_viewed', outcome: 'success', target: String(found.row.id), detail: { aac: found.row.aac } });
    return screen(PATH, 'Initial', { storeID: ctx.store, request: found.view } satisfies AacApprovalAttributes);
  }

  const decided = await decide(request, found, { approve: body.decision === 'approve', reason: body.reason ?? null, now });
  if (!decided) {
    // Another decision (another tab, a double click) got there first.
    const again = await findRequest(app.db, { id: found.row.id });
    return refuse('decided', new AlreadyDecidedError(again?.row.status ?? 'decided'));
  }
  return screen(PATH, decided.view.state === 'Approved' ? 'Approved' : 'Rejected', {
    storeID: ctx.store,
    request: decided.view,
    notice: decided.view.state === 'Approved' ? AAC_TEXT.approved(decided.view.aac, decided.view.buyerName) : AAC_TEXT.rejected(decided.view.aac, decided.view.buyerName),
  } satisfies AacApprovalAttributes);
});
