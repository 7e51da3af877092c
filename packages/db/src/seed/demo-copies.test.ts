import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.js';
import { aacGrants, aacRoles, addresses, fedstripProfiles, members, stateValidations } from '../schema/index.js';
import { seedDemoAacs } from './demo-aacs.js';
import { DEMO_ACCOUNTS, demoAccountCopy, demoAccountsWithCopies } from './demo-accounts.js';
import { seedDemoFedstrip } from './demo-fedstrip.js';
import { seedDemoMembers } from './index.js';

const ISSUER = 'https://idp.demo.test';
const COPIES = 3;

describe('numbered copies of the demo personas', () => {
  const accounts = demoAccountsWithCopies(COPIES);

  it('are distinct accounts: ids, emails, names and TOTP secrets of their own, the persona’s password, store and agency', () => {
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length * (COPIES + 1));
    for (const key of ['id', 'email', 'totpSecret'] as const) expect(new Set(accounts.map((a) => a[key])).size).toBe(accounts.length);
    const copy = demoAccountCopy(DEMO_ACCOUNTS[0]!, 2);
    expect(copy).toMatchObject({
      email: 'buyer+2@gsa.gov',
      firstName: 'Fran',
      lastName: 'Federal II',
      password: DEMO_ACCOUNTS[0]!.password,
      storeId: DEMO_ACCOUNTS[0]!.storeId,
      copyOf: { email: 'buyer@gsa.gov', copy: 2 },
    });
    expect(copy.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // An authenticator app's secret: 160 bits in base32, the same every time it is derived.
    expect(copy.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    // Names as a person's: letters only (a card's name refuses digits); the number in Roman numerals.
    expect(demoAccountCopy(DEMO_ACCOUNTS[0]!, 49).lastName).toBe('Federal XLIX');
    expect(demoAccountCopy(DEMO_ACCOUNTS[0]!, 2)).toEqual(copy);
    expect(() => demoAccountCopy(DEMO_ACCOUNTS[0]!, 0)).toThrow();
    expect(() => demoAccountCopy(copy, 1)).toThrow();
  });

  describe('seeded like the personas (PGlite)', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({ dataDir: 'memory://' });
      await seedDemoMembers(database.db, ISSUER, accounts);
      await seedDemoAacs(database.db, ISSUER, { accounts });
      await seedDemoFedstrip(database.db, ISSUER, accounts);
    });
    afterAll(() => database.close());

    const memberOf = async (email: string) => (await database.db.select().from(members).where(eq(members.email, email)))[0]!;

    it('each copy is a member with the persona’s addresses under its own name and email', async () => {
      expect(await database.db.$count(members, eq(members.issuer, ISSUER))).toBe(accounts.length);
      const marine = await memberOf('marine.buyer+3@usmc.mil');
      expect(marine).toMatchObject({ firstName: 'Morgan', lastName: 'Marine III', memberType: 'military', storeId: 9 });
      const book = await database.db.select().from(addresses).where(eq(addresses.memberId, marine.id));
      expect(book.map((a) => a.aac).sort()).toEqual(['FA4600', 'M28542', null].sort());
      expect(book.every((a) => a.contactName === 'Morgan Marine III' && a.email === 'marine.buyer+3@usmc.mil')).toBe(true);
    });

    it('each copy of the state buyer is validated under the same copy of the supervisor', async () => {
      const buyer = await memberOf('purchasing+2@springfield.il.us');
      const boss = await memberOf('supervisor+2@springfield.il.us');
      const [row] = await database.db.select().from(stateValidations).where(eq(stateValidations.memberId, buyer.id));
      expect(row).toMatchObject({ supervisorMemberId: boss.id, supervisorEmail: 'supervisor+2@springfield.il.us', purchaseLimitCents: 250_000 });
      expect(await database.db.$count(stateValidations)).toBe(COPIES + 1);
    });

    it('each copy holds the persona’s AAC grants and roles, and the military copies their FEDSTRIP profile', async () => {
      const analyst = await memberOf('analyst+1@dhs.gov');
      expect((await database.db.select().from(aacGrants).where(eq(aacGrants.memberId, analyst.id))).map((g) => g.aac)).toEqual(['70B0DH']);
      const approvers = await database.db
        .selectDistinct({ memberId: aacRoles.memberId })
        .from(aacRoles)
        .where(and(eq(aacRoles.aac, '70B0DH'), eq(aacRoles.role, 'funds_approver')));
      expect(approvers).toHaveLength(COPIES + 1);
      const marines = await database.db.select({ id: members.id }).from(members).where(inArray(members.email, ['marine.buyer@usmc.mil', 'marine.buyer+1@usmc.mil']));
      expect(await database.db.$count(fedstripProfiles, inArray(fedstripProfiles.memberId, marines.map((m) => m.id)))).toBe(2);
    });
  });
});
