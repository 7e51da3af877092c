import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { members, type PunchoutAddress, punchoutOrganizations } from '../schema/index.js';
import { generateSharedSecret, hashSharedSecret } from '../shared-secret.js';

/** Members under this issuer are buying organizations' own accounts: nobody signs in as them. */
export const PUNCHOUT_MEMBER_ISSUER = 'urn:advantage:punchout';

type DemoOrganization = Omit<typeof punchoutOrganizations.$inferInsert, 'secretHash' | 'memberId' | 'allowedOrigins'> & { email: string; agency: string };

function address(name: string, street: string, city: string, state: string, postalCode: string, email: string, phone: string): PunchoutAddress {
  return { name, deliverTo: 'Receiving', street, city, state, postalCode, country: 'US', email, phone };
}

/**
 * The demo buying organizations of the two punchout stores (docs/product/README.md: 4 DOLPUNCHOUT, 7 EVAPUNCHOUT), fictitious
 * procurement systems with Ariba-style NetworkID credentials. Their shared secrets are new at every start.
 */
export const DEMO_PUNCHOUT_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    code: 'DOL-DEMO',
    name: 'Department of Labor (demo procurement system)',
    agency: 'Department of Labor',
    email: 'punchout@dol.example.gov',
    storeId: 4,
    fromDomain: 'NetworkID',
    fromIdentity: 'AN-DOL-DEMO',
    toDomain: 'NetworkID',
    toIdentity: 'AN-ADVANTAGE',
    senderDomain: 'NetworkID',
    senderIdentity: 'AN-DOL-DEMO',
    defaultShipTo: address('Department of Labor', '200 Constitution Ave NW', 'Washington', 'DC', '20210', 'receiving@dol.example.gov', '202-555-0110'),
    accounting: { aac: '1605DL', fundCode: '21', appropriation: '1600165', objectClass: '26.0', projectJob: '' },
  },
  {
    code: 'EVA-DEMO',
    name: 'EVA (demo procurement system)',
    agency: 'EVA',
    email: 'punchout@eva.example.gov',
    storeId: 7,
    fromDomain: 'NetworkID',
    fromIdentity: 'AN-EVA-DEMO',
    toDomain: 'NetworkID',
    toIdentity: 'AN-ADVANTAGE',
    senderDomain: 'NetworkID',
    senderIdentity: 'AN-EVA-DEMO',
    defaultShipTo: address('EVA Operations', '1 Mission Way', 'Houston', 'TX', '77058', 'receiving@eva.example.gov', '281-555-0170'),
    accounting: { aac: '8000EV', fundCode: '21', appropriation: '8000110', objectClass: '26.0', projectJob: '' },
  },
];

/**
 * Seeds the demo organizations with their members and gives each a new shared secret; returns the lines printed
 * at start. An operator's change of an organization (origins, ship-to, accounting) survives a restart: only the
 * secret is replaced. `allowedOrigins` is where a new demo organization may post returned carts.
 */
export async function seedDemoPunchout(db: AppDb, options: { allowedOrigins: string[]; setupUrl: string }): Promise<string[]> {
  const lines = [`Punchout demo organizations (cXML PunchOutSetupRequest to ${options.setupUrl}; new shared secrets at every start):`];
  await db.transaction(async (tx) => {
    for (const { email, agency, ...org } of DEMO_PUNCHOUT_ORGANIZATIONS) {
      await tx
        .insert(members)
        .values({ issuer: PUNCHOUT_MEMBER_ISSUER, subject: org.code, email, firstName: agency, lastName: 'Punchout', memberType: 'federal', storeId: org.storeId, agency })
        .onConflictDoNothing();
      const [member] = await tx.select({ id: members.id }).from(members).where(and(eq(members.issuer, PUNCHOUT_MEMBER_ISSUER), eq(members.subject, org.code)));
      const secret = generateSharedSecret();
      const secretHash = hashSharedSecret(secret);
      await tx
        .insert(punchoutOrganizations)
        .values({ ...org, secretHash, memberId: member!.id, allowedOrigins: options.allowedOrigins })
        .onConflictDoUpdate({ target: punchoutOrganizations.code, set: { secretHash } });
      lines.push(`  ${org.code} (store ${org.storeId}): From/Sender ${org.fromDomain} ${org.fromIdentity}, To ${org.toDomain} ${org.toIdentity}, SharedSecret ${secret}`);
    }
  });
  return lines;
}
