import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { addresses, members } from '../schema/index.js';
import { DEMO_ACCOUNTS, type DemoAccount, personaEmailOf } from './demo-accounts.js';

type DemoAddress = Omit<typeof addresses.$inferInsert, 'memberId' | 'id' | 'createdAt' | 'deletedAt'>;

/**
 * A default shipping address for every demo account, so checkout works out of the box; the military
 * account also has an AAC/DoDAAC address (a Marine Corps DoDAAC starts with M). Addresses are fictitious.
 */
export const DEMO_ADDRESSES: Readonly<Record<string, readonly DemoAddress[]>> = {
  'buyer@gsa.gov': [
    office('GSA Headquarters', 'Fran Federal', '202-555-0101', 'buyer@gsa.gov', 'General Services Administration', '1800 F Street NW', 'Washington', 'DC', '20405'),
  ],
  'marine.buyer@usmc.mil': [
    office('Camp Lejeune Supply', 'Morgan Marine', '910-555-0102', 'marine.buyer@usmc.mil', 'United States Marine Corps', 'Building 1005, Michael Rd', 'Camp Lejeune', 'NC', '28547'),
    {
      ...office('Supply Battalion DoDAAC', 'Morgan Marine', '910-555-0102', 'marine.buyer@usmc.mil', '2nd Supply Battalion', 'Building TP-451', 'Camp Lejeune', 'NC', '28542'),
      kind: 'aac',
      aac: 'M28542',
      isDefault: false,
    },
    {
      ...office('Squadron DoDAAC', 'Morgan Marine', '910-555-0102', 'marine.buyer@usmc.mil', '55th Contracting Squadron', '101 Washington Square', 'Offutt AFB', 'NE', '68113'),
      kind: 'aac',
      aac: 'FA4600',
      isDefault: false,
    },
  ],
  'purchasing@springfield.il.us': [
    office('City Hall', 'Sam Statelocal', '217-555-0103', 'purchasing@springfield.il.us', 'City of Springfield, Illinois', '300 S 7th Street', 'Springfield', 'IL', '62701'),
  ],
  'supervisor@springfield.il.us': [
    office('City Hall', 'Casey Cityhall', '217-555-0108', 'supervisor@springfield.il.us', 'City of Springfield, Illinois', '300 S 7th Street', 'Springfield', 'IL', '62701'),
  ],
  'analyst@dhs.gov': [
    office('DHS St Elizabeths', 'Harper Homeland', '202-555-0104', 'analyst@dhs.gov', 'Department of Homeland Security', '2707 MLK Jr Ave SE', 'Washington', 'DC', '20528'),
  ],
  'field.office@usda.gov': [
    office('USDA Field Office', 'Avery Agriculture', '202-555-0105', 'field.office@usda.gov', 'U.S. Department of Agriculture', '1400 Independence Ave SW', 'Washington', 'DC', '20250'),
  ],
  'aac.supervisor@army.mil': [
    office('Fort Liberty Office', 'Sydney Supervisor', '910-555-0106', 'aac.supervisor@army.mil', 'U.S. Army', '2175 Reilly Road', 'Fort Liberty', 'NC', '28310'),
  ],
};

function office(
  name: string,
  contactName: string,
  phone: string,
  email: string,
  organization: string,
  line1: string,
  city: string,
  state: string,
  zip: string,
): DemoAddress {
  return { name, kind: 'standard', aac: null, contactName, phone, email, organization, line1, line2: '', city, state, zip, country: 'US', isDefault: true };
}

/**
 * Seeds the demo addresses for demo members that never had an address, so a restart adds nothing twice
 * and an address a person deleted or changed stays as they left it.
 */
export async function seedDemoAddresses(db: AppDb, issuer: string, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<void> {
  const demo = await db
    .select({ id: members.id, subject: members.subject })
    .from(members)
    .where(and(eq(members.issuer, issuer), inArray(members.subject, accounts.map((a) => a.id))));
  if (demo.length === 0) return;
  const withAddresses = await db
    .selectDistinct({ memberId: addresses.memberId })
    .from(addresses)
    .where(inArray(addresses.memberId, demo.map((m) => m.id)));
  const skip = new Set(withAddresses.map((r) => r.memberId));
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const rows = demo
    .filter((m) => !skip.has(m.id))
    .flatMap((m) => {
      const account = accountOf.get(m.subject);
      if (!account) return [];
      // A persona's copy gets the persona's addresses under its own name and email.
      const own = account.copyOf ? { contactName: `${account.firstName} ${account.lastName}`, email: account.email } : {};
      return (DEMO_ADDRESSES[personaEmailOf(account)] ?? []).map((address) => ({ ...address, ...own, memberId: m.id }));
    });
  // Two servers starting at once: the unique name index turns the second copy into a no-op.
  // In slices: a statement takes at most 65,535 parameters (a thousand copies of the personas have 9,000 addresses).
  for (let i = 0; i < rows.length; i += 1000) await db.insert(addresses).values(rows.slice(i, i + 1000)).onConflictDoNothing();
}
