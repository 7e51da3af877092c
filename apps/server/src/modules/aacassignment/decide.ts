/**
 * The AAC password request as an approval kind (docs/adr/0036-one-approval-engine.md): its table of moves, and
 * its decision through the engine's one path (core/approvals/decide.ts). The request moves from Initial only
 * (and only for the supervisor it names, while its link works), an approval creates or replaces the buyer's
 * grant with the password hash of the request, the buyer is emailed and the audit row written, in one
 * transaction.
 */
import type { AacRequestState } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appOrigin } from '../../core/app-context.js';
import { decide as decideApproval } from '../../core/approvals/decide.js';
import { stillTheirs } from '../../core/approvals/link.js';
import type { ApprovalStore, Transitions } from '../../core/approvals/transitions.js';
import { AlreadyDecidedError } from './errors.js';
import { decisionMail } from './mail.js';
import { findRequest, type FoundRequest } from './queries.js';

const { aacPasswordRequests: requests, aacGrants, members } = schema;

/** A request waits in Initial; the supervisor approves or rejects it once (a new request replaces a rejected one). */
export const AAC_TRANSITIONS: Transitions<AacRequestState> = {
  Initial: ['Approved', 'Rejected'],
  Approved: [],
  Rejected: [],
};

export const AAC_REQUESTS: ApprovalStore<AacRequestState, typeof requests> = {
  table: requests,
  id: requests.id,
  status: requests.status,
  transitions: AAC_TRANSITIONS,
  conflict: (status) => new AlreadyDecidedError(status ?? 'decided'),
};

export interface Decision {
  approve: boolean;
  reason: string | null;
  now: Date;
}

/** The decided request; AlreadyDecidedError when another decision (another tab, a double click) got there first. */
export async function decide(request: FastifyRequest, found: FoundRequest, d: Decision): Promise<FoundRequest | undefined> {
  const app = request.server;
  const supervisorId = request.member!.id;
  const approved = d.approve;
  await decideApproval(request, {
    store: AAC_REQUESTS,
    move: {
      id: found.row.id,
      from: 'Initial',
      to: approved ? 'Approved' : 'Rejected',
      set: { reason: approved ? null : d.reason, decidedAt: d.now, decidedBy: supervisorId },
      guard: stillTheirs(requests, supervisorId, d.now),
    },
    effect: async (tx, moved) => {
      if (!approved) return;
      const grant = { passwordHash: moved.passwordHash, requestId: moved.id, failedAttempts: 0, lockedUntil: null, grantedAt: d.now, revokedAt: null };
      await tx
        .insert(aacGrants)
        .values({ memberId: moved.memberId, aac: moved.aac, ...grant })
        .onConflictDoUpdate({ target: [aacGrants.memberId, aacGrants.aac], set: grant });
    },
    tell: async (tx, { moved }) => {
      const [buyer] = await tx.select({ firstName: members.firstName }).from(members).where(eq(members.id, moved.memberId));
      const v = found.view;
      const parties = { buyerName: v.buyerName, buyerEmail: v.buyerEmail, aac: v.aac, aacName: v.aacName, agency: v.agency };
      return {
        mail: decisionMail({ ...parties, buyerFirstName: buyer?.firstName ?? '', approved, reason: moved.reason, origin: appOrigin(request) }),
        audit: {
          action: approved ? 'aac_password_approved' : 'aac_password_rejected',
          outcome: 'success',
          target: String(moved.id),
          detail: { aac: moved.aac, buyerMemberId: moved.memberId },
        },
        answer: undefined,
      };
    },
  });
  return findRequest(app.db, { id: found.row.id });
}
