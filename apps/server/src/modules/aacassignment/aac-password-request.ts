import { AAC_LINK_DAYS, AAC_TEXT, type AacPasswordFormAttributes, type AacPasswordSentAttributes } from '@advantage/contracts';
import { hashPassword, schema } from '@advantage/db';
import { and, eq, lte } from 'drizzle-orm';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { ValidationError } from '../../lib/errors.js';
import { approvalLink, nowOf } from '../../core/app-context.js';
import { flushMail } from '../../core/approvals/decide.js';
import { newLink } from '../../core/approvals/link.js';
import { supervisorMail } from './mail.js';
import { choiceOf, findAac, fullName, requestsOf } from './queries.js';
import { checkSupervisor } from './supervisor-check.js';
import { bind } from '../../lib/handler.js';

const { aacPasswordRequests: requests, members } = schema;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * aacassignment/aac_password_request (AAC Password): the buyer's chosen password (docs/product/validation-rules.md, checked by the input
 * schema) is kept only as its slow hash. The request, the supervisor's email with the single-use link (its
 * SHA-256 stored, good for 7 days) and the audit row commit together.
 */
export const aacPasswordRequest = bind('aacassignment/aac_password_request', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const app = request.server;
  const input = body;
  const now = nowOf(app);
  const checked = await checkSupervisor(app.db, member, input, now);
  if ('errors' in checked) {
    await audit(app.db, request, { action: 'aac_password_requested', outcome: 'refused', target: input.aac, detail: { fields: checked.errors.map((e) => e.field) } });
    const known = await findAac(app.db, input.aac);
    if (!known) throw new ValidationError(checked.errors);
    // The supervisor changed since the first step (a role removed, a request sent from another tab): the form again, with why.
    return screen('aacassignment/aac_password_request', 'Initial', {
      storeID: ctx.store,
      aac: choiceOf(known),
      supervisor: { email: input.supervisorEmail, name: '' },
      errors: checked.errors,
    } satisfies AacPasswordFormAttributes);
  }
  const { aac, supervisor } = checked;
  const passwordHash = await hashPassword(input.password);
  const link = newLink(now, AAC_LINK_DAYS);
  const expires = link.expiresAt;
  const [supervisorRow] = await app.db.select({ firstName: members.firstName }).from(members).where(eq(members.id, supervisor.id));

  try {
    await app.db.transaction(async (tx) => {
      // A request whose link expired undecided no longer blocks a new one; it is closed with that reason.
      await tx
        .update(requests)
        .set({ status: 'Rejected', reason: 'The approval link expired before a decision.', decidedAt: now })
        .where(and(eq(requests.memberId, member.id), eq(requests.aac, aac.code), eq(requests.status, 'Initial'), lte(requests.linkExpiresAt, now)));
      const [row] = await tx
        .insert(requests)
        .values({
          memberId: member.id, aac: aac.code, supervisorMemberId: supervisor.id, passwordHash, linkHash: link.hash, linkExpiresAt: expires, createdAt: now,
        })
        .returning({ id: requests.id });
      if (!row) throw new Error('AAC password request insert returned nothing');
      const parties = { buyerName: fullName(member), buyerEmail: member.email, aac: aac.code, aacName: aac.name, agency: aac.agency };
      await app.mail.enqueue(supervisorMail(supervisor.email, supervisorRow?.firstName ?? '', parties, approvalLink(request, link.token), expires), tx);
      await audit(tx, request, { action: 'aac_password_requested', outcome: 'success', target: String(row.id), detail: { aac: aac.code, supervisorMemberId: supervisor.id } });
    });
  } catch (error) {
    // Two sends of the form at once: the second finds the first's open request.
    if (isUniqueViolation(error)) throw new ValidationError([{ field: 'aac', message: AAC_TEXT.openRequest(aac.code) }]);
    throw error;
  }
  flushMail(request);

  const [latest] = await requestsOf(app.db, member.id, now);
  if (!latest) throw new Error('the new AAC password request is not listed');
  return screen('aacassignment/aac_password_request', 'Success', {
    storeID: ctx.store,
    request: latest,
    notice: AAC_TEXT.sent(aac.code, supervisor.email),
  } satisfies AacPasswordSentAttributes);
});
