import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountMember, accountKit } from '../../../test-support/account-kit.js';
import { TEST_DATABASES } from '../../../test-support/app.js';

describe.each(TEST_DATABASES)('profile member information (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof accountKit>>;
  let pat: AccountMember;

  beforeAll(async () => {
    kit = await accountKit(kind);
    pat = await kit.member();
  });
  afterAll(() => kit.t.close());

  const row = async () => (await kit.t.app.db.select().from(schema.members).where(eq(schema.members.id, pat.id)))[0];

  it('shows the signed-in member their profile on both paths, and asks anyone else to sign in', async () => {
    for (const path of ['profile/update_profile', 'ggs/profile/update_profile']) {
      const res = await kit.post(pat, path, {});
      expect(res.json()).toMatchObject({
        responseName: 'EditProfile',
        pathInfo: path,
        attributes: { member: { firstName: 'Pat', lastName: 'Buyer', email: pat.email, phone: '202-555-0142', agency: 'GSA', memberType: 'federal' } },
      });
    }
    expect((await kit.post(await kit.visitor(), 'profile/update_profile', {})).statusCode).toBe(401);
  });

  it('answers Failure naming the missing fields, and 400 for a field that breaks a rule', async () => {
    const partial = await kit.post(pat, 'profile/update_profile', { firstName: 'Patricia' });
    expect(partial.json()).toMatchObject({
      responseName: 'Failure',
      attributes: {
        values: { firstName: 'Patricia' },
        errors: [
          { field: 'lastName', message: 'Last name is required.' },
          { field: 'phone', message: 'Phone is required.' },
          { field: 'agency', message: 'Agency or organization is required.' },
        ],
      },
    });
    const bad = await kit.post(pat, 'ggs/profile/update_profile', { firstName: ' ', lastName: 'Buyer', phone: '12', agency: 'GSA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().attributes.errors).toEqual([
      { field: 'firstName', message: 'First name is required.' },
      { field: 'phone', message: 'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.' },
    ]);
    expect(await row()).toMatchObject({ firstName: 'Pat', phone: '202-555-0142' });
  });

  it('saves the name, phone and agency, never the email, and audits the change', async () => {
    const res = await kit.post(pat, 'profile/update_profile', {
      firstName: ' Patricia ',
      lastName: 'Buyer',
      phone: '(202) 555-0199 x12',
      agency: 'Public Buildings Service',
      email: 'someone.else@gsa.gov',
    });
    expect(res.json()).toMatchObject({
      responseName: 'EditProfile',
      attributes: { saved: true, member: { firstName: 'Patricia', phone: '(202) 555-0199 x12', agency: 'Public Buildings Service', email: pat.email } },
    });
    expect(await row()).toMatchObject({ firstName: 'Patricia', lastName: 'Buyer', phone: '(202) 555-0199 x12', agency: 'Public Buildings Service', email: pat.email });
    const [entry] = await kit.t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'profile_updated'));
    expect(entry).toMatchObject({ memberId: pat.id, outcome: 'success', detail: { fields: ['firstName', 'phone', 'agency'] } });
  });
});
