import { type EligibilityInput, type EligibilityView, type EntityType, type Jurisdiction, STATE_VALIDATION_DAYS, agencyById, isStateProgramKey } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import type { Member } from '../../lib/member.js';

const v = schema.stateValidations;
const DAY_MS = 86_400_000;

function viewOf(row: typeof v.$inferSelect, now: number): EligibilityView {
  return {
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    entityType: row.entityType as EntityType,
    jurisdiction: row.jurisdiction as Jurisdiction,
    programs: row.programs.filter(isStateProgramKey),
    dodaac1122: row.dodaac1122,
    validatedBy: row.validatedBy,
    validatedAt: row.validatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() > now ? 'valid' : 'expired',
  };
}

/** The member's current validation, expired or not (null when they never validated). */
export async function eligibilityOf(db: AppDb | DbExecutor, memberId: string, now: number): Promise<EligibilityView | null> {
  const [row] = await db.select().from(v).where(eq(v.memberId, memberId)).limit(1);
  return row ? viewOf(row, now) : null;
}

/**
 * Records a validation: the member certifies the entity and programs (the entity comes from the agency list,
 * the evidence passed the contracts' rules), so they are who validated it; it holds STATE_VALIDATION_DAYS.
 * A new validation replaces the old one and restarts the clock; the audit log keeps every version.
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
  const values = { memberId: member.id, ...changes };
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
      detail: { agencyId: agency.id, programs: values.programs, expiresAt: values.expiresAt.toISOString() },
    });
    return viewOf(row, now);
  });
}
