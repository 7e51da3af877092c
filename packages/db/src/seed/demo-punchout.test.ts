import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.js';
import { members, punchoutOrganizations } from '../schema/index.js';
import { verifySharedSecret } from '../shared-secret.js';
import { PUNCHOUT_MEMBER_ISSUER, seedDemoPunchout } from './demo-punchout.js';

const secretsOf = (lines: string[]) => lines.slice(1).map((l) => /SharedSecret (\S+)$/.exec(l)?.[1] ?? '');

describe('punchout demo organizations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('seeds one organization per punchout store with its member, and a new secret (kept only hashed) at every start', async () => {
    const options = { allowedOrigins: ['http://localhost:8080'], setupUrl: 'http://localhost:8080/punchout/setup' };
    const first = secretsOf(await seedDemoPunchout(database.db, options));
    await database.db.update(punchoutOrganizations).set({ allowedOrigins: ['https://ariba.example.gov'] }).where(eq(punchoutOrganizations.code, 'DOL-DEMO'));
    const lines = await seedDemoPunchout(database.db, options);
    const second = secretsOf(lines);
    expect(lines[0]).toContain('http://localhost:8080/punchout/setup');
    const orgs = await database.db.select().from(punchoutOrganizations).orderBy(punchoutOrganizations.storeId);
    expect(orgs.map((o) => [o.code, o.storeId])).toEqual([['DOL-DEMO', 4], ['EVA-DEMO', 7]]);
    for (const [i, org] of orgs.entries()) {
      expect(second[i]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(verifySharedSecret(second[i]!, org.secretHash)).toBe(true);
      expect(verifySharedSecret(first[i]!, org.secretHash)).toBe(false);
      expect(org.secretHash).not.toContain(second[i]!);
    }
    // An operator's change of the origins survives the restart; only the secret is new.
    expect(orgs[0]!.allowedOrigins).toEqual(['https://ariba.example.gov']);
    expect(await database.db.$count(members, eq(members.issuer, PUNCHOUT_MEMBER_ISSUER))).toBe(2);
  });
});
