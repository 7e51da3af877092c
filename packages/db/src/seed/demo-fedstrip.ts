/**
 * FEDSTRIP demo data: the military demo buyer's constant profile for their AAC M28542 (the
 * address book entry and the grant come from demo-addresses.ts and demo-aacs.ts), so a newcomer enters the AAC,
 * keys an NSN, a quantity and a unit of issue, and orders. The codes are a routine Marine Corps requisition:
 * routing GSA, status to the requisitioner (S), recurring demand, ship to and bill the requisitioner (A) on fund
 * code 21, priority 13. An existing profile is kept, so the buyer's own changes survive a restart.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { fedstripProfiles, members } from '../schema/index.js';

export const DEMO_FEDSTRIP_PROFILE = {
  email: 'marine.buyer@usmc.mil',
  aac: 'M28542',
  codes: {
    routingIdentifier: 'GSA', mediaStatus: 'S', demandCode: 'R', supplementaryAddress: '', signalCode: 'A', fundCode: '21',
    distribution: '', projectCode: '', priority: '13', requiredDelivery: '', adviceCode: '',
  },
} as const;

export async function seedDemoFedstrip(db: AppDb, issuer: string): Promise<void> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.issuer, issuer), eq(members.email, DEMO_FEDSTRIP_PROFILE.email)));
  if (!member) return;
  await db
    .insert(fedstripProfiles)
    .values({ memberId: member.id, aac: DEMO_FEDSTRIP_PROFILE.aac, codes: { ...DEMO_FEDSTRIP_PROFILE.codes }, overseas: false })
    .onConflictDoNothing();
}
