/**
 * The decision of an AAC password request, in one transaction: the request moves from Initial only (an UPDATE
 * ... WHERE status = 'Initial', so two decisions at once cannot both win), an approval creates or replaces the
 * buyer's grant with the password hash of the request, the buyer is emailed and the audit row written.
 */
import { schema } from '@advantage/db';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { appOrigin } from '../../core/app-context.js';
import { decisionMail } from './mail.js';
import { findRequest, type FoundRequest } from './queries.js';

const { aacPasswordRequests: requests, aacGrants, members } = schema;

export interface Decision {
  approve: boolean;
  reason: string | null;
  now: Date;
}

export async function decide(request: FastifyRequest, found: FoundRequest, d: Decision): Promise<FoundRequest | undefined> {
  const app = request.server;
  const supervisorId = request.member!.id;
  const state = d.approve ? 'Approved' : 'Rejected';
  const done = await app.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(requests)
      .set({ status: state, reason: d.approve ? null : d.reason, decidedAt: d.now, decidedBy: supervisorId })
      .where(and(eq(requests.id, found.row.id), eq(requests.status, 'Initial'), eq(requests.supervisorMemberId, supervisorId), gt(requests.linkExpiresAt, d.now)))
      .returning();
    if (!moved) return false;
    if (d.approve) {
      const grant = { passwordHash: moved.passwordHash, requestId: moved.id, failedAttempts: 0, lockedUntil: null, grantedAt: d.now, revokedAt: null };
      await tx
        .insert(aacGrants)
        .values({ memberId: moved.memberId, aac: moved.aac, ...grant })
        .onConflictDoUpdate({ target: [aacGrants.memberId, aacGrants.aac], set: grant });
    }
    const [buyer] = await tx.select({ firstName: members.firstName }).from(members).where(eq(members.id, moved.memberId));
    const v = found.view;
    await app.mail.enqueue(
      decisionMail({
        buyerName: v.buyerName,
        buyerEmail: v.buyerEmail,
        buyerFirstName: buyer?.firstName ?? '',
        aac: v.aac,
        aacName: v.aacName,
        agency: v.agency,
        approved: d.approve,
        reason: moved.reason,
        origin: appOrigin(request),
      }),
      tx,
    );
    await audit(tx, request, {
      action: d.approve ? 'aac_password_approved' : 'aac_password_rejected',
      outcome: 'success',
      target: String(moved.id),
      detail: { aac: moved.aac, buyerMemberId: moved.memberId },
    });
    return true;
  });
  if (!done) return undefined;
  void app.mail.flush().catch(() => undefined);
  return findRequest(app.db, { id: found.row.id });
}
