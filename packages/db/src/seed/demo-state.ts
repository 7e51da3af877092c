/**
 * The state and local demo account's eligibility: the City of Springfield, Illinois, validated
 * for Cooperative and Disaster Purchasing, so a newcomer sees offers open to them and offers that are not, with
 * the demo supervisor (supervisor@springfield.il.us) named and a limit of $2,500 per order, so an order above it
 * shows the supervisor's authorization. Recorded at every start when missing or expired, so a long-running demo
 * never lapses.
 */
import { agencyById, STATE_VALIDATION_DAYS } from '@advantage/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { members, stateValidations } from '../schema/index.js';
import { DEMO_ACCOUNTS, type DemoAccount, personaEmailOf } from './demo-accounts.js';

export const DEMO_STATE_AGENCY_ID = 'il-city-city-of-springfield';
export const DEMO_STATE_PROGRAMS = ['COOPERATIVE', 'DISASTER'];
/** The demo buyer's limit per order: orders above it wait for the demo supervisor. */
export const DEMO_STATE_LIMIT_CENTS = 250_000;
export const DEMO_STATE_SUPERVISOR = 'supervisor@springfield.il.us';

export async function seedDemoStateValidation(db: AppDb, issuer: string, now = Date.now(), accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<void> {
  const persona = DEMO_ACCOUNTS.find((a) => a.memberType === 'state' && a.email !== DEMO_STATE_SUPERVISOR);
  if (!persona) return;
  // Each copy of the buyer is validated under the same copy of the supervisor.
  const copyOf = (a: DemoAccount) => a.copyOf?.copy ?? 0;
  for (const account of accounts.filter((a) => personaEmailOf(a) === persona.email)) {
    const boss = accounts.find((a) => personaEmailOf(a) === DEMO_STATE_SUPERVISOR && copyOf(a) === copyOf(account));
    if (boss) await seedValidation(db, issuer, now, account, boss);
  }
}

async function seedValidation(db: AppDb, issuer: string, now: number, account: DemoAccount, boss: DemoAccount): Promise<void> {
  const memberOf = async (subject: string) =>
    (await db.select({ id: members.id }).from(members).where(and(eq(members.issuer, issuer), eq(members.subject, subject))))[0];
  const member = await memberOf(account.id);
  const supervisor = await memberOf(boss.id);
  const agency = agencyById(DEMO_STATE_AGENCY_ID);
  if (!member || !supervisor || !agency) return;
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
    supervisorMemberId: supervisor.id,
    supervisorEmail: boss.email,
    purchaseLimitCents: DEMO_STATE_LIMIT_CENTS,
  };
  // Only a missing or expired validation is replaced, and the demo's own one from before the supervisor existed:
  // a change the demo member made stays until it expires.
  await db
    .insert(stateValidations)
    .values({ memberId: member.id, ...values })
    .onConflictDoUpdate({
      target: stateValidations.memberId,
      set: values,
      setWhere: or(lt(stateValidations.expiresAt, new Date(now)), and(eq(stateValidations.validatedBy, 'Demo data'), isNull(stateValidations.supervisorMemberId))),
    });
}
