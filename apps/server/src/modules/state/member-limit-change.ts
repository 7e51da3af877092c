/**
 * A supervisor changes the limit per order of a member they supervise, and may hand the member to another
 * supervisor of the same entity (ADR 0027). Only the supervisor named on the member's validation may: the row is
 * read FOR UPDATE and its supervisor checked inside the transaction, so a member handed over a moment ago is no
 * longer the old supervisor's to change. Never on themselves, whatever the data says. The change and its audit
 * row (the actor, from what, to what) commit together; every refusal of who may change whom is audited too.
 */
import { limitText, type MemberLimitInput, STATE_LIMIT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { type AppError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Member } from '../../lib/member.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import { activeStateMember } from './eligibility-store.js';

const v = schema.stateValidations;

/** Who may change whom was refused: audited after the transaction rolled back, then answered. */
class Refused extends Error {
  constructor(readonly reason: string, readonly answer: AppError) {
    super(reason);
  }
}

/** The member `email` names, if they are an active state or local member who validated the entity `agencyId`. */
async function supervisorOfEntity(db: DbExecutor, email: string, agencyId: string) {
  const candidate = await activeStateMember(db, email);
  if (!candidate) return undefined;
  const [validation] = await db.select({ agencyId: v.agencyId }).from(v).where(eq(v.memberId, candidate.id));
  return validation?.agencyId === agencyId ? candidate : undefined;
}

export async function changeMemberLimit(request: FastifyRequest, actor: Member, input: MemberLimitInput): Promise<{ memberId: string; message: string }> {
  const db = request.server.db;
  try {
    return await db.transaction(async (tx) => {
      if (input.memberId === actor.id) throw new Refused('own_limit', new ForbiddenError(STATE_LIMIT_TEXT.self));
      const [row] = await tx
        .select({
          supervisorMemberId: v.supervisorMemberId,
          supervisorEmail: v.supervisorEmail,
          limitCents: v.purchaseLimitCents,
          agencyId: v.agencyId,
          agencyName: v.agencyName,
        })
        .from(v)
        .where(eq(v.memberId, input.memberId))
        .for('update');
      // A member someone else supervises reads the same as one that does not exist.
      if (!row || row.supervisorMemberId !== actor.id) throw new Refused('not_supervisor', new NotFoundError(STATE_LIMIT_TEXT.notYours));
      const m = schema.members;
      const [member] = await tx.select({ email: m.email, firstName: m.firstName, lastName: m.lastName }).from(m).where(eq(m.id, input.memberId));
      if (!member) throw new Refused('not_supervisor', new NotFoundError(STATE_LIMIT_TEXT.notYours));

      let next = { id: actor.id, email: actor.email.toLowerCase() };
      if (input.supervisorEmail && input.supervisorEmail !== next.email) {
        const isMember = new ValidationError([{ field: 'supervisorEmail', message: STATE_LIMIT_TEXT.supervisorIsMember }]);
        if (input.supervisorEmail === member.email.toLowerCase()) throw isMember;
        const other = await supervisorOfEntity(tx, input.supervisorEmail, row.agencyId);
        if (!other) throw new ValidationError([{ field: 'supervisorEmail', message: STATE_LIMIT_TEXT.supervisorNotEligible(input.supervisorEmail, row.agencyName) }]);
        if (other.id === input.memberId) throw isMember;
        next = { id: other.id, email: other.email.toLowerCase() };
      }
      const to = { supervisorEmail: next.email, limitCents: input.purchaseLimit };
      await tx
        .update(v)
        .set({ supervisorMemberId: next.id, supervisorEmail: next.email, purchaseLimitCents: input.purchaseLimit })
        .where(eq(v.memberId, input.memberId));
      await audit(tx, request, {
        action: 'state_limit_set',
        outcome: 'success',
        target: `member:${input.memberId}`,
        detail: { actor: actor.email, role: 'supervisor', from: { supervisorEmail: row.supervisorEmail, limitCents: row.limitCents }, to },
      });
      const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
      const limit = limitText(input.purchaseLimit);
      const message = next.id === actor.id ? STATE_LIMIT_TEXT.limitSaved(name, limit) : STATE_LIMIT_TEXT.handedOver(name, next.email, limit);
      return { memberId: input.memberId, message };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    await audit(db, request, { action: 'state_limit_refused', outcome: 'refused', target: `member:${input.memberId}`, detail: { reason: error.reason } });
    throw error.answer;
  }
}
