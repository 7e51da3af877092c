import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { freshDatabase, TEST_DATABASES } from '../../test-support/app.js';
import { describeAac, saveAac, setAacRole } from './registry-admin.js';

const { aacs, aacRoles, auditLog, members } = schema;
const SHIP = 'VA Medical Center|50 Irving Street NW||Washington|dc|20422';

async function refusal(work: Promise<unknown>): Promise<{ status: number; fields: string[] }> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const details = (error.details ?? []) as Array<{ field: string }>;
    return { status: error.statusCode, fields: details.map((d) => d.field) };
  }
  throw new Error('the change was not refused');
}

describe.each(TEST_DATABASES)('the AAC registry for operators (%s)', (kind) => {
  let t: { app: { db: AppDb }; close(): Promise<void> };
  let memberId: string;
  beforeAll(async () => {
    // The registry needs the database only, as the operator script opens it.
    const { database, drop } = await freshDatabase(kind);
    t = { app: { db: database.db }, close: async () => (await database.close(), await drop()) };
    const [m] = await t.app.db
      .insert(members)
      .values({ issuer: 'https://idp.test.advantage', subject: 'chief', email: 'Chief@va.gov', memberType: 'federal' })
      .returning({ id: members.id });
    memberId = m!.id;
  });
  afterAll(() => t.close());

  it('adds an AAC, billed at its ship-to address unless told otherwise, with an audit row', async () => {
    expect(await saveAac(t.app.db, { code: '36c10x', kind: 'civil', agency: 'Department of Veterans Affairs', name: 'VA Supply', shipTo: SHIP })).toEqual({ code: '36C10X', created: true });
    const [row] = await t.app.db.select().from(aacs).where(eq(aacs.code, '36C10X'));
    expect(row).toMatchObject({ kind: 'civil', fundsControl: false, shipTo: { organization: 'VA Medical Center', line2: '', state: 'DC', zip: '20422', country: 'US' } });
    expect(row!.billTo).toEqual(row!.shipTo);
    expect(await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'aac_added'), eq(auditLog.target, '36C10X')))).toHaveLength(1);
  });

  it('changes only the fields given', async () => {
    expect(await saveAac(t.app.db, { code: '36C10X', fundsControl: true, billTo: 'VA Finance|1615 Woodward St||Austin|TX|78772' })).toEqual({ code: '36C10X', created: false });
    const [row] = await t.app.db.select().from(aacs).where(eq(aacs.code, '36C10X'));
    expect(row).toMatchObject({ name: 'VA Supply', fundsControl: true, billTo: { city: 'Austin' }, shipTo: { city: 'Washington' } });
  });

  it('refuses a malformed code, kind or address, and a new AAC without its details', async () => {
    expect(await refusal(saveAac(t.app.db, { code: 'AB12', kind: 'civil', agency: 'X', name: 'Y', shipTo: SHIP }))).toEqual({ status: 400, fields: ['code'] });
    expect(await refusal(saveAac(t.app.db, { code: 'AB1234', kind: 'state', agency: 'X', name: 'Y', shipTo: 'a|b|c' }))).toEqual({ status: 400, fields: ['kind', 'shipTo'] });
    expect(await refusal(saveAac(t.app.db, { code: 'AB1234', name: 'Y' }))).toEqual({ status: 400, fields: ['kind', 'agency', 'ship-to'] });
    expect(await t.app.db.select().from(aacs).where(eq(aacs.code, 'AB1234'))).toHaveLength(0);
  });

  it('assigns and removes roles by the member’s email, once each', async () => {
    expect(await setAacRole(t.app.db, { code: '36C10X', email: 'chief@VA.gov', role: 'supervisor' })).toEqual({ changed: true, memberId });
    expect(await setAacRole(t.app.db, { code: '36C10X', email: 'chief@va.gov', role: 'supervisor' })).toEqual({ changed: false, memberId });
    await setAacRole(t.app.db, { code: '36C10X', email: 'chief@va.gov', role: 'funds_approver' });
    expect((await describeAac(t.app.db, '36c10x')).roles).toEqual([
      { role: 'funds_approver', email: 'Chief@va.gov' },
      { role: 'supervisor', email: 'Chief@va.gov' },
    ]);
    expect(await setAacRole(t.app.db, { code: '36C10X', email: 'chief@va.gov', role: 'supervisor', remove: true })).toEqual({ changed: true, memberId });
    expect(await t.app.db.select().from(aacRoles).where(eq(aacRoles.memberId, memberId))).toMatchObject([{ role: 'funds_approver' }]);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.target, '36C10X'));
    expect(audits.map((a) => a.action).filter((a) => a.startsWith('aac_role'))).toEqual(['aac_role_assigned', 'aac_role_assigned', 'aac_role_removed']);

    expect(await refusal(setAacRole(t.app.db, { code: '36C10X', email: 'nobody@va.gov', role: 'supervisor' }))).toEqual({ status: 404, fields: [] });
    expect(await refusal(setAacRole(t.app.db, { code: 'ZZ0000', email: 'chief@va.gov', role: 'supervisor' }))).toEqual({ status: 404, fields: [] });
    expect(await refusal(setAacRole(t.app.db, { code: '36C10X', email: 'chief@va.gov', role: 'admin' }))).toEqual({ status: 400, fields: ['role'] });
  });
});
