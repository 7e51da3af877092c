/**
 * The state and local limit's operator side (scripts/state-limit.mjs, ADR 0022): the agency administrator records
 * a member's supervisor and limit per order. The member cannot set either (their eligibility form refuses them),
 * so the limit that holds them back is someone else's to raise and the supervisor someone else's to remove. The
 * change and its audit row (who set it, from what to what) commit together.
 */
import { STATE_AUTH_TEXT, type StateLimitInput, stateLimitSchema } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { ValidationError } from '../../lib/errors.js';
import { activeStateMember } from './eligibility-store.js';

const v = schema.stateValidations;

export interface StateLimitChange {
  memberEmail: string;
  supervisorEmail: string;
  /** Dollars as typed; empty: none stated (the highest limit). */
  purchaseLimit?: string | undefined;
  actor?: string | undefined;
}

function parsed(change: StateLimitChange): StateLimitInput {
  const result = stateLimitSchema.safeParse(change);
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.map((i) => ({ field: String(i.path[0] ?? 'memberEmail'), message: i.message })));
}

export async function setStateLimit(db: AppDb, change: StateLimitChange): Promise<{ memberId: string; supervisorEmail: string; limitCents: number | null }> {
  const input = parsed(change);
  const member = await activeStateMember(db, input.memberEmail);
  const supervisor = await activeStateMember(db, input.supervisorEmail);
  if (!member) throw new ValidationError([{ field: 'memberEmail', message: STATE_AUTH_TEXT.limitMemberUnknown(input.memberEmail) }]);
  if (!supervisor) throw new ValidationError([{ field: 'supervisorEmail', message: STATE_AUTH_TEXT.supervisorUnknown(input.supervisorEmail) }]);
  if (supervisor.id === member.id) throw new ValidationError([{ field: 'supervisorEmail', message: STATE_AUTH_TEXT.supervisorSelf }]);
  const limitCents = input.purchaseLimit ?? null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ supervisorEmail: v.supervisorEmail, limitCents: v.purchaseLimitCents }).from(v).where(eq(v.memberId, member.id)).for('update');
    if (!before) throw new ValidationError([{ field: 'memberEmail', message: STATE_AUTH_TEXT.limitMemberUnknown(input.memberEmail) }]);
    const email = supervisor.email.toLowerCase();
    await tx.update(v).set({ supervisorMemberId: supervisor.id, supervisorEmail: email, purchaseLimitCents: limitCents }).where(eq(v.memberId, member.id));
    await tx.insert(schema.auditLog).values({
      action: 'state_limit_set',
      outcome: 'success',
      memberId: member.id,
      target: `member:${member.id}`,
      detail: { actor: change.actor ?? 'operator', from: before, to: { supervisorEmail: email, limitCents } },
    });
    return { memberId: member.id, supervisorEmail: email, limitCents };
  });
}
