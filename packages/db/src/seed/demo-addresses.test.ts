import { addressInputSchema } from '@advantage/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.js';
import { addresses, members } from '../schema/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DEMO_ADDRESSES } from './demo-addresses.js';
import { seedDemoMembers } from './index.js';

const ISSUER = 'https://idp.demo.test';

describe('demo addresses (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  const bookOf = async (email: string) => {
    const [member] = await database.db.select().from(members).where(eq(members.email, email));
    return database.db.select().from(addresses).where(and(eq(addresses.memberId, member!.id), isNull(addresses.deletedAt)));
  };

  it('meet the address book’s own rules', () => {
    for (const list of Object.values(DEMO_ADDRESSES)) {
      for (const address of list) expect(addressInputSchema.safeParse({ ...address, aac: address.aac ?? '' }).error?.issues ?? []).toEqual([]);
    }
  });

  it('give every demo account one default address, the military buyer also an AAC address, once', async () => {
    await seedDemoMembers(database.db, ISSUER);
    await seedDemoMembers(database.db, ISSUER);
    for (const account of DEMO_ACCOUNTS) {
      const book = await bookOf(account.email);
      expect(book.length, account.email).toBe(DEMO_ADDRESSES[account.email]?.length);
      expect(book.filter((a) => a.isDefault), account.email).toHaveLength(1);
    }
    expect(await bookOf('marine.buyer@usmc.mil')).toContainEqual(expect.objectContaining({ kind: 'aac', aac: 'M28542', isDefault: false }));
  });

  it('leave an address the member deleted deleted after a restart', async () => {
    const [office] = await bookOf('buyer@gsa.gov');
    await database.db.update(addresses).set({ deletedAt: new Date() }).where(eq(addresses.id, office!.id));
    await seedDemoMembers(database.db, ISSUER);
    expect(await bookOf('buyer@gsa.gov')).toEqual([]);
  });
});
