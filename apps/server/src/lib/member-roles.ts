import { MEMBER_ROLES, type MemberRole } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from './db-executor.js';

/** aac_roles' role names and the member roles they give (contracts/member-roles.ts). */
const AAC_ROLE_OF: Readonly<Record<string, MemberRole>> = { supervisor: 'aacSupervisor', funds_approver: 'fundsApprover' };

/**
 * What the member may approve, read where each approval is decided: their AAC roles (aac_roles) and being named
 * the supervisor of a state or local buyer (state_validations). In MEMBER_ROLES' order. The approval screens
 * check again on their own; this decides only what the account menu offers.
 */
export async function memberRolesOf(db: DbExecutor, memberId: string): Promise<MemberRole[]> {
  const { aacRoles, stateValidations } = schema;
  const [aac, supervised] = await Promise.all([
    db.selectDistinct({ role: aacRoles.role }).from(aacRoles).where(eq(aacRoles.memberId, memberId)),
    db.select({ id: stateValidations.id }).from(stateValidations).where(eq(stateValidations.supervisorMemberId, memberId)).limit(1),
  ]);
  const found = new Set<MemberRole>(aac.flatMap((r) => (AAC_ROLE_OF[r.role] ? [AAC_ROLE_OF[r.role]!] : [])));
  if (supervised.length > 0) found.add('stateSupervisor');
  return MEMBER_ROLES.filter((role) => found.has(role));
}
