import { agencyById, type EligibilityInput, type EligibilityView, STATE_VALIDATION_DAYS } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import type { Member } from '../../lib/member.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import { eligibilityOf, eligibilityView } from '../../lib/state-eligibility.js';

const v = schema.stateValidations;
const DAY_MS = 86_400_000;

export { eligibilityOf };

/** An active state or local member with this address (compared without regard to case), or undefined. */
export async function activeStateMember(db: DbExecutor, email: string) {
  const m = schema.members;
  const [row] = await db
    .select({ id: m.id, email: m.email, firstName: m.firstName, lastName: m.lastName })
    .from(m)
    .where(and(sql`lower(${m.email}) = ${email.trim().toLowerCase()}`, eq(m.status, 'active'), eq(m.memberType, 'state')))
    .orderBy(asc(m.createdAt))
    .limit(1);
  return row;
}

/**
 * Records a validation: the member certifies the entity and programs (the entity comes from the agency list,
 * the evidence passed the contracts' rules), so they are who validated it; it holds STATE_VALIDATION_DAYS.
 * A new validation replaces the old one and restarts the clock; the audit log keeps every version. The member's
 * supervisor and limit per order are not theirs to set (limit-admin.ts, ADR 0022): a new validation starts with
 * none, a renewed one keeps them.
 */
export async function saveEligibility(request: FastifyRequest, member: Member, input: EligibilityInput): Promise<EligibilityView> {
  const agency = agencyById(input.agencyId);
  if (!agency) throw new Error('the schema admitted an agency that is not on the list');
  const now = request.server.now();
  const changes = {
    agencyId: agency.id,
    agencyName: agency.name,
    entityType: agency.entityType,
    jurisdiction: agency.state,
    programs: input.programs,
    dodaac1122: input.programs.includes('P1122') ? (input.dodaac1122 ?? null) : null,
    validatedById: member.id,
    validatedBy: `Self-certified by ${member.email}`,
    validatedAt: new Date(now),
    expiresAt: new Date(now + STATE_VALIDATION_DAYS * DAY_MS),
  };
  const values = { memberId: member.id, ...changes, supervisorMemberId: null, supervisorEmail: null, purchaseLimitCents: null };
  return request.server.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(v)
      .values(values)
      .onConflictDoUpdate({ target: v.memberId, set: changes })
      .returning();
    if (!row) throw new Error('state validation upsert returned nothing');
    // The agency the member buys for is the entity they validated.
    await tx.update(schema.members).set({ agency: agency.name }).where(eq(schema.members.id, member.id));
    await audit(tx, request, {
      action: 'state_validation_recorded',
      outcome: 'success',
      target: `member:${member.id}`,
      detail: {
        agencyId: agency.id,
        programs: values.programs,
        expiresAt: values.expiresAt.toISOString(),
      },
    });
    return eligibilityView(row, now);
  });
}
