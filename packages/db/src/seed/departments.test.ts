import { isEbuyAddress, validate } from '@advantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.js';
import { departmentContacts, departments, ebuyDestinations, stores } from '../schema/index.js';
import { DEPARTMENT_CONTACT_ROWS, DEPARTMENT_ROWS, EBUY_DESTINATION_ROWS } from './departments.js';
import { seedShell } from './index.js';

describe('department reference data (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seedShell(database.db);
  });
  afterAll(() => database.close());

  it('is well formed: stores exist, addresses and phones pass the docs/product/validation-rules.md rules, every eBuy address is on the allow-list', async () => {
    const storeIds = new Set((await database.db.select({ id: stores.id }).from(stores)).map((s) => s.id));
    for (const d of DEPARTMENT_ROWS) {
      expect(storeIds.has(d.storeId), d.code).toBe(true);
      expect(validate('email', d.email), d.code).toBeUndefined();
      expect(validate('phone', d.phone), d.code).toBeUndefined();
      expect(validate('zip', d.zip), d.code).toBeUndefined();
    }
    for (const c of DEPARTMENT_CONTACT_ROWS) {
      expect(validate('governmentEmail', c.email), c.name).toBeUndefined();
      expect(validate('phone', c.phone), c.name).toBeUndefined();
    }
    for (const e of EBUY_DESTINATION_ROWS) expect(isEbuyAddress(e.url), e.url).toBe(true);
  });

  it('is written once: a restart keeps an administrator’s edits and repeats no contact', async () => {
    await database.db.update(departments).set({ hours: 'By appointment' }).where(eq(departments.code, 'VA'));
    await seedShell(database.db);
    await seedShell(database.db);
    expect(await database.db.select().from(departmentContacts)).toHaveLength(DEPARTMENT_CONTACT_ROWS.length);
    expect(await database.db.select().from(ebuyDestinations)).toHaveLength(EBUY_DESTINATION_ROWS.length);
    const [va] = await database.db.select().from(departments).where(eq(departments.code, 'VA'));
    expect(va?.hours).toBe('By appointment');
  });
});
