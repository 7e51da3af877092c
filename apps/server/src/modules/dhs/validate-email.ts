import { DHS_STORE_ID, isDepartmentEmail, VS_TEXT, type ValidateEmailAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { linkHash, nowOf } from '../../core/app-context.js';
import { bind } from '../../lib/handler.js';

const { storeEmailValidations: links, restrictedStoreMembers: proved } = schema;

/**
 * dhs/validate_email?token=: the emailed link, opened while signed in. It counts once, before it expires, and
 * only for the member who asked (another member's session leaves it unused). Taking the link and recording the
 * department membership commit together; the token itself is never stored or logged (request logs keep no query).
 */
export const validateEmailVerb = bind('dhs/validate_email', async ({ ctx, input: { query } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const app = request.server;
  const now = nowOf(app);
  const hash = linkHash(query.token);
  const storeID = ctx.store;
  const failure = async (message: string, reason: string) => {
    await audit(app.db, request, { action: 'dhs_email_validated', outcome: 'refused', detail: { reason } });
    return screen('dhs/validate_email', 'Failure', { storeID, message } satisfies ValidateEmailAttributes);
  };

  const taken = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(links)
      .set({ usedAt: now })
      .where(and(eq(links.linkHash, hash), eq(links.memberId, member.id), isNull(links.usedAt), gt(links.expiresAt, now)))
      .returning({ id: links.id, email: links.email, storeId: links.storeId });
    if (!row || !isDepartmentEmail(row.email)) return row ? { refused: 'domain' as const, email: row.email } : undefined;
    await tx
      .insert(proved)
      .values({ memberId: member.id, storeId: row.storeId, email: row.email, validatedAt: now })
      .onConflictDoUpdate({ target: [proved.memberId, proved.storeId], set: { email: row.email, validatedAt: now } });
    await audit(tx, request, { action: 'dhs_email_validated', outcome: 'success', target: String(row.id), detail: { storeId: row.storeId } });
    return { email: row.email };
  });
  if (taken && !('refused' in taken)) {
    return screen('dhs/validate_email', 'Success', { storeID, email: taken.email, message: VS_TEXT.validated(taken.email), dhsStoreID: DHS_STORE_ID } satisfies ValidateEmailAttributes);
  }
  if (taken) return failure(VS_TEXT.notDepartment(taken.email), 'domain');

  // Why the link did not count, read after the refusal (nothing was changed).
  const [row] = await app.db
    .select({ memberId: links.memberId, usedAt: links.usedAt })
    .from(links)
    .where(eq(links.linkHash, hash))
    .limit(1);
  if (!row) return failure(VS_TEXT.linkUnknown, 'unknown');
  if (row.memberId !== member.id) return failure(VS_TEXT.linkOtherMember, 'other member');
  if (row.usedAt) return failure(VS_TEXT.linkUsed, 'used');
  return failure(VS_TEXT.linkExpired, 'expired');
});
