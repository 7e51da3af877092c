/**
 * The state and local demo account's eligibility (issue 14 item 4): the City of Springfield, Illinois, validated
 * for Cooperative and Disaster Purchasing, so a newcomer sees offers open to them and offers that are not.
 * Recorded at every start when missing or expired, so a long-running demo never lapses.
 */
import { agencyById, STATE_VALIDATION_DAYS } from '@advantage/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { members, stateValidations } from '../schema/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

export const DEMO_STATE_AGENCY_ID = 'il-city-city-of-springfield';
export const DEMO_STATE_PROGRAMS = ['COOPERATIVE', 'DISASTER'];

export async function seedDemoStateValidation(db: AppDb, issuer: string, now = Date.now()): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.memberType === 'state');
  if (!account) return;
  const [member] = await db.select({ id: members.id }).from(members).where(and(eq(members.issuer, issuer), eq(members.subject, account.id)));
  const agency = agencyById(DEMO_STATE_AGENCY_ID);
  if (!member || !agency) return;
  const values = {
    agencyId: agency.id,
    agencyName: agency.name,
    entityType: agency.entityType,
    jurisdiction: agency.state,
    programs: DEMO_STATE_PROGRAMS,
    dodaac1122: null,
    validatedById: null,
    validatedBy: 'Demo data',
    validatedAt: new Date(now),
    expiresAt: new Date(now + STATE_VALIDATION_DAYS * 86_400_000),
  };
  // Only a missing or expired validation is replaced: a change the demo member made stays until it expires.
  await db
    .insert(stateValidations)
    .values({ memberId: member.id, ...values })
    .onConflictDoUpdate({ target: stateValidations.memberId, set: values, setWhere: lt(stateValidations.expiresAt, new Date(now)) });
}
