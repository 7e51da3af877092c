import { STATE_AGENCIES, STATE_TEXT, STATE_VALIDATION_DAYS } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKit, signInMember } from '../../test-support/account-kit.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';

describe.each(TEST_DATABASES)('state and local eligibility (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof accountKit>>;
  let n = 0;
  const stateMember = () => signInMember(kit.t.app, kit.id, `state-${++n}-${Date.now()}`, 'state');
  const travis = { agencyId: 'tx-county-travis-county', jurisdiction: 'TX', programs: ['DISASTER', 'COOPERATIVE'], certify: true };

  beforeAll(async () => {
    kit = await accountKit(kind);
  });
  afterAll(() => kit.t.close());

  it('records who validated which entity and programs, when, and until when', async () => {
    const clerk = await stateMember();
    const empty = (await kit.post(clerk, 'state/stateValidation', {})).json();
    expect(empty).toMatchObject({ responseName: 'StateValidation', attributes: { eligibility: null, programs: [{ key: 'COOPERATIVE', name: 'Cooperative Purchasing' }, {}, {}, {}] } });

    const before = Date.now();
    const res = await kit.post(clerk, 'state/stateValidation', travis);
    expect(res.statusCode, res.body).toBe(200);
    const { eligibility, message } = res.json().attributes;
    expect(eligibility).toMatchObject({
      agencyName: 'Travis County',
      entityType: 'county',
      jurisdiction: 'TX',
      programs: ['COOPERATIVE', 'DISASTER'],
      dodaac1122: null,
      validatedBy: `Self-certified by ${clerk.email}`,
      status: 'valid',
    });
    const days = (Date.parse(eligibility.expiresAt) - Date.parse(eligibility.validatedAt)) / 86_400_000;
    expect(days).toBe(STATE_VALIDATION_DAYS);
    expect(Date.parse(eligibility.validatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(message).toBe(STATE_TEXT.validated(eligibility.expiresAt.slice(0, 10)));

    const [row] = await kit.t.app.db.select().from(schema.stateValidations).where(eq(schema.stateValidations.memberId, clerk.id));
    expect(row).toMatchObject({ agencyId: 'tx-county-travis-county', validatedById: clerk.id, programs: ['COOPERATIVE', 'DISASTER'] });
    const [member] = await kit.t.app.db.select().from(schema.members).where(eq(schema.members.id, clerk.id));
    expect(member?.agency).toBe('Travis County');
    const audits = await kit.t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'state_validation_recorded'));
    expect(audits.some((a) => a.memberId === clerk.id)).toBe(true);
  });

  it('answers the envelope’s validation error for bad input, naming each field, and records nothing', async () => {
    const clerk = await stateMember();
    const bad = await kit.post(clerk, 'state/stateValidation', { ...travis, jurisdiction: 'CA', programs: ['P1122'], dodaac1122: 'W91ABC', certify: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ responseType: 'ERROR' });
    expect(bad.json().attributes.errors).toEqual(
      expect.arrayContaining([
        { field: 'certify', message: STATE_TEXT.certifyRequired },
        { field: 'agencyId', message: STATE_TEXT.agencyWrongState('Travis County', 'California') },
        { field: 'dodaac1122', message: STATE_TEXT.dodaacFormat },
      ]),
    );
    const unknown = await kit.post(clerk, 'state/stateValidation', { ...travis, programs: ['FEDERAL_SUPPLY'] });
    expect(unknown.statusCode).toBe(400);
    expect(await kit.t.app.db.select().from(schema.stateValidations).where(eq(schema.stateValidations.memberId, clerk.id))).toEqual([]);
  });

  it('blank required fields are refused, every one in one answer, at the first validation and at re-certification', async () => {
    const clerk = await stateMember();
    const blank = { jurisdiction: '', agencyId: '', programs: [], certify: false };
    const everyField = [
      { field: 'agencyId', message: STATE_TEXT.agencyRequired },
      { field: 'jurisdiction', message: STATE_TEXT.jurisdictionRequired },
      { field: 'programs', message: STATE_TEXT.programsRequired },
      { field: 'certify', message: STATE_TEXT.certifyRequired },
    ];
    const first = await kit.post(clerk, 'state/stateValidation', blank);
    expect(first.statusCode).toBe(400);
    expect(first.json().attributes.errors).toEqual(everyField);
    // A form that left fields out entirely is answered the same way, the certification included.
    expect((await kit.post(clerk, 'state/stateValidation', { programs: [] })).json().attributes.errors).toEqual(everyField);
    await kit.post(clerk, 'state/stateValidation', travis);
    const again = await kit.post(clerk, 'profile/stateUpdateProfile', { ...blank, certify: true });
    expect(again.statusCode).toBe(400);
    expect(again.json().attributes.errors).toEqual(everyField.slice(0, 3));
    expect(await kit.t.app.db.select().from(schema.stateValidations).where(eq(schema.stateValidations.memberId, clerk.id))).toHaveLength(1);
  });

  it('stateUpdateProfile asks for a validation first, then edits it as a new certification', async () => {
    const clerk = await stateMember();
    expect((await kit.post(clerk, 'profile/stateUpdateProfile', {})).json()).toMatchObject({
      responseName: 'Failure',
      attributes: { errors: [{ field: 'eligibility', message: STATE_TEXT.notValidated }] },
    });
    await kit.post(clerk, 'state/stateValidation', travis);
    expect((await kit.post(clerk, 'profile/stateUpdateProfile', {})).json()).toMatchObject({ responseName: 'EditProfile', attributes: { eligibility: { agencyName: 'Travis County' } } });
    const edited = (await kit.post(clerk, 'profile/stateUpdateProfile', { ...travis, programs: ['P1122', 'PUBLIC_HEALTH'], dodaac1122: '3ab12c' })).json();
    expect(edited).toMatchObject({ responseName: 'EditProfile', attributes: { saved: true, eligibility: { programs: ['PUBLIC_HEALTH', 'P1122'], dodaac1122: '3AB12C' } } });
    expect(await kit.t.app.db.select().from(schema.stateValidations).where(eq(schema.stateValidations.memberId, clerk.id))).toHaveLength(1);
  });

  it('refuses members who are not state or local, and visitors', async () => {
    const federal = await kit.member();
    const res = await kit.post(federal, 'state/stateValidation', travis);
    expect(res.statusCode).toBe(403);
    expect(res.json().attributes).toMatchObject({ detailedErrorMessage: expect.stringContaining(STATE_TEXT.memberOnly) });
    expect((await kit.post(await kit.visitor(), 'state/stateValidation', travis)).statusCode).toBe(401);
    expect((await kit.post(await kit.visitor(), 'profile/stateUpdateProfile', {})).statusCode).toBe(401);
  });

  it('user_container gives the member, the store and the programs they may order under now', async () => {
    const anon = (await kit.get(await kit.visitor(), 'user_container')).json();
    expect(anon).toMatchObject({ responseName: 'UserContainer', attributes: { member: null, programs: [], store: { id: 0, name: 'ADVANTAGE' } } });
    const clerk = await stateMember();
    expect((await kit.get(clerk, 'user_container')).json().attributes).toMatchObject({ member: { email: clerk.email, memberType: 'state' }, programs: [], eligibility: null });
    await kit.post(clerk, 'state/stateValidation', travis);
    expect((await kit.get(clerk, 'user_container')).json().attributes).toMatchObject({ programs: ['COOPERATIVE', 'DISASTER'], eligibility: { status: 'valid' } });
    // An expired validation lets the member order under nothing until they validate again.
    await kit.t.app.db.update(schema.stateValidations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.stateValidations.memberId, clerk.id));
    expect((await kit.get(clerk, 'user_container')).json().attributes).toMatchObject({ programs: [], eligibility: { status: 'expired' } });
  });

  it('user_container and the sign-in answer name what the member may approve (the account menu offers only those pages)', async () => {
    const db = kit.t.app.db;
    const buyer = await stateMember();
    const subject = `approver-${Date.now()}`;
    const approver = await signInMember(kit.t.app, kit.id, subject, 'federal');
    const roles = async (who: { headers: Record<string, string> }) => (await kit.get(who, 'user_container')).json().attributes.member.roles;
    expect(await roles(approver)).toEqual([]);
    expect(await roles(buyer)).toEqual([]);

    // Named as the state buyer's supervisor, and holding both roles of an AAC.
    await kit.post(buyer, 'state/stateValidation', travis);
    await db.update(schema.stateValidations).set({ supervisorMemberId: approver.id }).where(eq(schema.stateValidations.memberId, buyer.id));
    const site = { organization: 'Roles office', line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };
    await db.insert(schema.aacs).values({ code: 'RL0001', kind: 'civil', agency: 'Test agency', name: 'Roles office', shipTo: site, billTo: site }).onConflictDoNothing();
    await db.insert(schema.aacRoles).values([
      { aac: 'RL0001', memberId: approver.id, role: 'supervisor' },
      { aac: 'RL0001', memberId: approver.id, role: 'funds_approver' },
    ]);
    expect(await roles(approver)).toEqual(['aacSupervisor', 'fundsApprover', 'stateSupervisor']);
    // The buyer they approve for gains nothing.
    expect(await roles(buyer)).toEqual([]);

    // Signing in tells the web app the same, with the member type.
    const browser = await browserSession(kit.t.app, '/rs/main/start_page');
    const token = await kit.id.mint({ sub: subject, email: approver.email });
    const signedIn = await kit.t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
    expect(signedIn.json()).toMatchObject({
      responseType: 'AUTHENTICATED',
      attributes: { user: { email: approver.email, memberType: 'federal', roles: ['aacSupervisor', 'fundsApprover', 'stateSupervisor'] } },
    });
  });

  it('profile/agency_list lists every state government and local entities, cacheable by the browser', async () => {
    const res = await kit.get(await kit.visitor(), 'profile/agency_list');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const { agencies } = res.json().attributes;
    expect(agencies).toHaveLength(STATE_AGENCIES.length);
    expect(agencies.filter((a: { entityType: string }) => a.entityType === 'state')).toHaveLength(56);
    expect(agencies).toContainEqual({ id: 'tx-county-travis-county', name: 'Travis County', state: 'TX', entityType: 'county' });
    // The last registration step reads it with a token that no session signed in yet.
    const newcomer = await kit.id.mint({ sub: `newcomer-${Date.now()}`, email: 'newcomer@county.tx.us' });
    const visitor = await kit.visitor();
    const asNewcomer = await kit.t.app.inject({ method: 'GET', url: '/rs/profile/agency_list', headers: { ...visitor.headers, authorization: `Bearer ${newcomer}` } });
    expect(asNewcomer.statusCode).toBe(200);
  });
});
