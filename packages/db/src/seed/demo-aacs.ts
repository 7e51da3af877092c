import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { hashPassword } from '../password-hash.js';
import { type AacAddress, aacGrants, aacRoles, aacs, members } from '../schema/index.js';
import { DEMO_ACCOUNTS, type DemoAccount, personaEmailOf } from './demo-accounts.js';

type DemoAac = typeof aacs.$inferInsert;

function place(organization: string, line1: string, city: string, state: string, zip: string): AacAddress {
  return { organization, line1, line2: '', city, state, zip, country: 'US' };
}

/**
 * Activity address codes of the demo stores (fictitious activities; the codes follow docs/product/fedstrip.md: civil AACs
 * start with the Treasury agency code, DoDAACs with the service letter). Half are under funds control.
 */
export const DEMO_AACS: readonly DemoAac[] = [
  {
    code: '47QSMA',
    kind: 'civil',
    agency: 'General Services Administration',
    name: 'GSA FAS Supply Office',
    shipTo: place('GSA FAS Supply Office', '1800 F Street NW', 'Washington', 'DC', '20405'),
    billTo: place('GSA Finance Center', '819 Taylor Street', 'Fort Worth', 'TX', '76102'),
    fundsControl: false,
  },
  {
    code: '70B0DH',
    kind: 'civil',
    agency: 'Department of Homeland Security',
    name: 'DHS Headquarters Procurement',
    shipTo: place('DHS Headquarters', '2707 MLK Jr Ave SE', 'Washington', 'DC', '20528'),
    billTo: place('DHS Finance Center', '2707 MLK Jr Ave SE', 'Washington', 'DC', '20528'),
    fundsControl: true,
  },
  {
    code: '12K3AG',
    kind: 'civil',
    agency: 'U.S. Department of Agriculture',
    name: 'USDA Field Operations',
    shipTo: place('USDA Field Office', '1400 Independence Ave SW', 'Washington', 'DC', '20250'),
    billTo: place('USDA National Finance Center', '13800 Old Gentilly Road', 'New Orleans', 'LA', '70129'),
    fundsControl: true,
  },
  {
    code: 'M28542',
    kind: 'dod',
    agency: 'United States Marine Corps',
    name: '2nd Supply Battalion',
    shipTo: place('2nd Supply Battalion', 'Building TP-451', 'Camp Lejeune', 'NC', '28542'),
    billTo: place('2nd Supply Battalion', 'Building TP-451', 'Camp Lejeune', 'NC', '28542'),
    fundsControl: false,
  },
  {
    code: 'W91QUZ',
    kind: 'dod',
    agency: 'U.S. Army',
    name: 'Fort Liberty Directorate of Logistics',
    shipTo: place('Directorate of Logistics', '2175 Reilly Road', 'Fort Liberty', 'NC', '28310'),
    billTo: place('DFAS Indianapolis', '8899 E 56th Street', 'Indianapolis', 'IN', '46249'),
    fundsControl: true,
  },
  {
    code: 'FA4600',
    kind: 'dod',
    agency: 'U.S. Air Force',
    name: '55th Contracting Squadron',
    shipTo: place('55th Contracting Squadron', '101 Washington Square', 'Offutt AFB', 'NE', '68113'),
    billTo: place('DFAS Limestone', '27 Arkansas Road', 'Limestone', 'ME', '04751'),
    fundsControl: false,
  },
];

/** The demo AAC approver supervises and approves funds for every demo AAC. */
const APPROVER_EMAIL = 'aac.supervisor@army.mil';
/** Grants the demo buyers hold from the start, so ordering to their AAC works out of the box. */
export const DEMO_AAC_GRANTS: ReadonlyArray<{ email: string; aac: string }> = [
  { email: 'marine.buyer@usmc.mil', aac: 'M28542' },
  // The Marine supports the Air Force squadron: FEDSTRIP requisitions with signal J/K ship or bill there.
  { email: 'marine.buyer@usmc.mil', aac: 'FA4600' },
  { email: 'buyer@gsa.gov', aac: '47QSMA' },
  { email: 'analyst@dhs.gov', aac: '70B0DH' },
];
/** The demo grants' AAC password in the embedded mode (printed at start); a public demo server gets a fresh one. */
export const DEMO_AAC_PASSWORD = 'Supply2026';

/**
 * Seeds the demo AACs, the approver's roles and the demo buyers' grants. Existing rows are kept (an operator's
 * change survives a restart), except that a given `password` re-keys the demo grants (DEMO=1 servers: new at every start).
 */
export async function seedDemoAacs(
  db: AppDb,
  issuer: string,
  options: { password?: string; accounts?: readonly DemoAccount[] } = {},
): Promise<string> {
  const password = options.password ?? DEMO_AAC_PASSWORD;
  const accounts = options.accounts ?? DEMO_ACCOUNTS;
  const demo = await db
    .select({ id: members.id, subject: members.subject })
    .from(members)
    .where(and(eq(members.issuer, issuer), inArray(members.subject, accounts.map((a) => a.id))));
  const idOf = new Map(demo.map((m) => [m.subject, m.id]));
  // The persona's roles and grants for each of its copies too (demoAccountsWithCopies).
  const membersOf = (email: string) => accounts.filter((a) => personaEmailOf(a) === email).flatMap((a) => idOf.get(a.id) ?? []);
  const approvers = membersOf(APPROVER_EMAIL);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.insert(aacs).values([...DEMO_AACS]).onConflictDoNothing();
    const roles = approvers.flatMap((memberId) => DEMO_AACS.flatMap((a) => ['supervisor', 'funds_approver'].map((role) => ({ aac: a.code, memberId, role }))));
    if (roles.length > 0) await tx.insert(aacRoles).values(roles).onConflictDoNothing();
    const grants = DEMO_AAC_GRANTS.flatMap((g) => membersOf(g.email).map((memberId) => ({ memberId, aac: g.aac, passwordHash })));
    if (grants.length === 0) return;
    const insert = tx.insert(aacGrants).values(grants);
    await (options.password ? insert.onConflictDoUpdate({ target: [aacGrants.memberId, aacGrants.aac], set: { passwordHash } }) : insert.onConflictDoNothing());
  });
  return `AAC password of the demo grants (${DEMO_AAC_GRANTS.map((g) => `${g.aac} for ${g.email}`).join(', ')}): ${password}`;
}
