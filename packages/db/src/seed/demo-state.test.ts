import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.js';
import { members, stateValidations } from '../schema/index.js';
import { seedDemoStateValidation } from './demo-state.js';
import { seedDemoMembers } from './index.js';

const ISSUER = 'https://idp.demo.test';

describe('the state and local demo account’s eligibility (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seedDemoMembers(database.db, ISSUER);
  });
  afterAll(() => database.close());

  const validation = async () => {
    const [member] = await database.db.select().from(members).where(eq(members.email, 'purchasing@springfield.il.us'));
    const [row] = await database.db.select().from(stateValidations).where(eq(stateValidations.memberId, member!.id));
    return row;
  };

  it('validates Springfield for Cooperative and Disaster Purchasing for a year, and nobody else', async () => {
    const row = await validation();
    expect(row).toMatchObject({ agencyName: 'City of Springfield', jurisdiction: 'IL', entityType: 'city', programs: ['COOPERATIVE', 'DISASTER'], validatedBy: 'Demo data' });
    expect(Math.round((row!.expiresAt.getTime() - row!.validatedAt.getTime()) / 86_400_000)).toBe(365);
    expect(await database.db.$count(stateValidations)).toBe(1);
  });

  it('names the demo supervisor, a state and local member of the city, and a limit of $2,500 per order', async () => {
    const [boss] = await database.db.select().from(members).where(eq(members.email, 'supervisor@springfield.il.us'));
    expect(boss).toMatchObject({ memberType: 'state', agency: 'City of Springfield, Illinois', status: 'active' });
    expect(await validation()).toMatchObject({ supervisorMemberId: boss!.id, supervisorEmail: 'supervisor@springfield.il.us', purchaseLimitCents: 250_000 });
    // A demo database validated before the supervisor existed is given them at the next start.
    await database.db.update(stateValidations).set({ supervisorMemberId: null, supervisorEmail: null, purchaseLimitCents: null });
    await seedDemoStateValidation(database.db, ISSUER);
    expect(await validation()).toMatchObject({ supervisorMemberId: boss!.id, purchaseLimitCents: 250_000 });
  });

  it('keeps a change the member made, and renews an expired validation at the next start', async () => {
    const row = await validation();
    await database.db.update(stateValidations).set({ programs: ['PUBLIC_HEALTH'] }).where(eq(stateValidations.id, row!.id));
    await seedDemoStateValidation(database.db, ISSUER);
    expect((await validation())?.programs).toEqual(['PUBLIC_HEALTH']);
    await database.db.update(stateValidations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(stateValidations.id, row!.id));
    await seedDemoStateValidation(database.db, ISSUER);
    const renewed = await validation();
    expect(renewed?.programs).toEqual(['COOPERATIVE', 'DISASTER']);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
