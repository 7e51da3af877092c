/**
 * FEDSTRIP demo data: the military demo buyer's constant profile for their AAC M28542 (the
 * address book entry and the grant come from demo-addresses.ts and demo-aacs.ts), so a newcomer enters the AAC,
 * keys an NSN, a quantity and a unit of issue, and orders. The codes are a routine Marine Corps requisition:
 * routing GSA, status to the requisitioner (S), recurring demand, ship to and bill the requisitioner (A) on fund
 * code 21, priority 13. An existing profile is kept, so the buyer's own changes survive a restart.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { fedstripProfiles, members } from '../schema/index.js';
import { DEMO_ACCOUNTS, type DemoAccount, personaEmailOf } from './demo-accounts.js';

export const DEMO_FEDSTRIP_PROFILE = {
  email: 'marine.buyer@usmc.mil',
  aac: 'M28542',
  codes: {
    routingIdentifier: 'GSA', mediaStatus: 'S', demandCode: 'R', supplementaryAddress: '', signalCode: 'A', fundCode: '21',
    distribution: '', projectCode: '', priority: '13', requiredDelivery: '', adviceCode: '',
  },
} as const;

/** The profile for the military persona and each of its copies among `accounts`. */
export async function seedDemoFedstrip(db: AppDb, issuer: string, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<void> {
  const subjects = accounts.filter((a) => personaEmailOf(a) === DEMO_FEDSTRIP_PROFILE.email).map((a) => a.id);
  if (subjects.length === 0) return;
  const found = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.issuer, issuer), inArray(members.subject, subjects)));
  if (found.length === 0) return;
  await db
    .insert(fedstripProfiles)
    .values(found.map((member) => ({ memberId: member.id, aac: DEMO_FEDSTRIP_PROFILE.aac, codes: { ...DEMO_FEDSTRIP_PROFILE.codes }, overseas: false })))
    .onConflictDoNothing();
}
