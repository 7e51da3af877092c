import { DHS_DOMAINS, DHS_LINK_HOURS, DHS_LINKS_PER_DAY, DHS_STORE_ID, type EmailValidationAttributes, type EmailValidationStatus, isDepartmentEmail, VS_TEXT, VS_URLS } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { type Member } from '../../lib/member.js';
import { appOrigin, newLinkToken, nowOf } from '../../core/app-context.js';
import { validatedEmail } from '../vs/membership.js';
import { validationMail } from './mail.js';
import { bind } from '../../lib/handler.js';

const { storeEmailValidations: links } = schema;
const HOUR_MS = 3_600_000;

/** Where the member stands: a department member already, a link open, or neither; with the address concerned. */
async function standing(request: FastifyRequest, member: Member, now: Date): Promise<{ status: EmailValidationStatus; email?: string }> {
  const db = request.server.db;
  if (isDepartmentEmail(member.email)) return { status: 'member', email: member.email };
  const proved = await validatedEmail(db, member.id, DHS_STORE_ID);
  if (proved) return { status: 'member', email: proved };
  const [open] = await db
    .select({ email: links.email })
    .from(links)
    .where(and(eq(links.memberId, member.id), eq(links.storeId, DHS_STORE_ID), isNull(links.usedAt), gt(links.expiresAt, now)))
    .orderBy(desc(links.createdAt))
    .limit(1);
  return open ? { status: 'pending', email: open.email } : { status: 'none' };
}

/**
 * dhs/email_validation: without an address, the form (Initial) and where the member stands; with one, a
 * single-use link (its SHA-256 stored, good for DHS_LINK_HOURS) mailed to that department address through the
 * outbox (Success), or why not (Failure): not a department address, already a member, too many links asked.
 */
export const emailValidationVerb = bind('dhs/email_validation', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const app = request.server;
  const now = nowOf(app);
  const { emailAddress } = body;
  const current = await standing(request, member, now);
  const base = { storeID: ctx.store, domains: DHS_DOMAINS, ...current };
  if (emailAddress === undefined) return screen('dhs/email_validation', 'Initial', base satisfies EmailValidationAttributes);

  const email = emailAddress.trim().toLowerCase();
  const failure = (message: string, field?: string) =>
    screen('dhs/email_validation', 'Failure', { ...base, message, ...(field ? { errors: [{ field, message }] } : {}) } satisfies EmailValidationAttributes);
  if (current.status === 'member') return failure(VS_TEXT.alreadyMember);
  if (!isDepartmentEmail(email)) return failure(VS_TEXT.notDepartment(email), 'emailAddress');
  const since = new Date(now.getTime() - DHS_LINK_HOURS * HOUR_MS);
  const [asked] = await app.db
    .select({ n: count() })
    .from(links)
    .where(and(eq(links.memberId, member.id), gt(links.createdAt, since)));
  if ((asked?.n ?? 0) >= DHS_LINKS_PER_DAY) {
    await audit(app.db, request, { action: 'dhs_email_validation_requested', outcome: 'refused', detail: { reason: 'rate' } });
    return failure(VS_TEXT.tooMany);
  }

  const link = newLinkToken();
  const expires = new Date(now.getTime() + DHS_LINK_HOURS * HOUR_MS);
  const url = `${appOrigin(request)}${VS_URLS.validateEmail}?token=${link.token}`;
  await app.db.transaction(async (tx) => {
    await tx.insert(links).values({ memberId: member.id, storeId: DHS_STORE_ID, email, linkHash: link.hash, expiresAt: expires, createdAt: now });
    await app.mail.enqueue(validationMail(email, member.firstName, url, expires), tx);
    await audit(tx, request, { action: 'dhs_email_validation_requested', outcome: 'success', detail: { domain: email.slice(email.lastIndexOf('@') + 1) } });
  });
  void app.mail.flush().catch(() => undefined);
  return screen('dhs/email_validation', 'Success', {
    ...base,
    status: 'pending',
    email,
    message: VS_TEXT.sent(email),
  } satisfies EmailValidationAttributes);
});
