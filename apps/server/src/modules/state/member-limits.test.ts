import { ANTI_FORGERY_HEADER, limitText, STATE_LIMIT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountMember, accountKit, signInMember } from '../../test-support/account-kit.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { setStateLimit } from '../../test-support/state-kit.js';

const { stateValidations: v, auditLog } = schema;
const TRAVIS = { agencyId: 'tx-county-travis-county', jurisdiction: 'TX', programs: ['DISASTER'], certify: true };
const HOUSTON = { agencyId: 'tx-city-city-of-houston', jurisdiction: 'TX', programs: ['DISASTER'], certify: true };

describe.each(TEST_DATABASES)('a supervisor sets the limits of the members they supervise (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof accountKit>>;
  let n = 0;

  beforeAll(async () => {
    kit = await accountKit(kind);
  });
  afterAll(() => kit.t.close());

  /** A state member signed in and validated for `entity`. */
  async function validated(entity: object = TRAVIS): Promise<AccountMember> {
    const who = await signInMember(kit.t.app, kit.id, `limits-${++n}-${Date.now()}`, 'state');
    const res = await kit.post(who, 'state/stateValidation', entity);
    expect(res.statusCode, res.body).toBe(200);
    return who;
  }
  /** A boss and a clerk of Travis County whose supervisor the boss is, at $2,500. */
  async function team() {
    const boss = await validated();
    const clerk = await validated();
    await setStateLimit(kit.t.app.db, clerk.id, { limitCents: 250_000, supervisorEmail: boss.email });
    return { boss, clerk };
  }
  const rowOf = async (memberId: string) => (await kit.t.app.db.select().from(v).where(eq(v.memberId, memberId)))[0]!;
  const change = (who: AccountMember, body: object) => kit.post(who, 'state/member_limits', body);

  it('lists the members the supervisor supervises, with their limit per order, and no one else', async () => {
    const { boss, clerk } = await team();
    const other = await validated();
    await setStateLimit(kit.t.app.db, other.id, { limitCents: null, supervisorEmail: clerk.email });
    const shown = (await change(boss, {})).json();
    expect(shown.responseName).toBe('MemberLimits');
    expect(shown.attributes.members).toEqual([
      { memberId: clerk.id, name: 'Pat Buyer', email: clerk.email, agencyName: 'Travis County', limitCents: 250_000, eligibilityText: expect.stringMatching(/^Eligibility valid until \d{4}-\d{2}-\d{2}$/) },
    ]);
    // The clerk supervises `other`, whose limit none recorded reads as the highest.
    const clerks = (await change(clerk, {})).json().attributes.members;
    expect(clerks.map((m: { memberId: string; limitCents: number | null }) => [m.memberId, m.limitCents])).toEqual([[other.id, null]]);
    expect(limitText(null)).toBe('$15,000.00 (none recorded: the highest)');
    // Someone nobody names sees an empty list.
    expect((await change(other, {})).json().attributes.members).toEqual([]);
  });

  it('changes a supervised member’s limit, with an audit row naming the supervisor as the actor', async () => {
    const { boss, clerk } = await team();
    const res = await change(boss, { memberId: clerk.id, purchaseLimit: '3,000.50' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attributes.saved).toEqual({ memberId: clerk.id, message: STATE_LIMIT_TEXT.limitSaved('Pat Buyer', '$3,000.50') });
    expect(res.json().attributes.members[0]).toMatchObject({ memberId: clerk.id, limitCents: 300_050 });
    expect(await rowOf(clerk.id)).toMatchObject({ purchaseLimitCents: 300_050, supervisorMemberId: boss.id, supervisorEmail: boss.email });
    const audited = await kit.t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'state_limit_set'), eq(auditLog.target, `member:${clerk.id}`)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ outcome: 'success', memberId: boss.id });
    expect(audited[0]?.detail).toMatchObject({ actor: boss.email, role: 'supervisor', from: { supervisorEmail: boss.email, limitCents: 250_000 }, to: { supervisorEmail: boss.email, limitCents: 300_050 } });
  });

  it('checks the limit and the new supervisor by field, and changes nothing', async () => {
    const { boss, clerk } = await team();
    const errorsOf = async (body: object) => {
      const res = await change(boss, { memberId: clerk.id, ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().attributes.errors;
    };
    expect(await errorsOf({ purchaseLimit: '' })).toEqual([{ field: 'purchaseLimit', message: STATE_LIMIT_TEXT.limitRequired }]);
    expect(await errorsOf({ purchaseLimit: '15000.01' })).toEqual([{ field: 'purchaseLimit', message: STATE_LIMIT_TEXT.limitFormat }]);
    expect(await errorsOf({ purchaseLimit: 'lots' })).toEqual([{ field: 'purchaseLimit', message: STATE_LIMIT_TEXT.limitFormat }]);
    expect(await errorsOf({ purchaseLimit: '100', supervisorEmail: 'not an address' })).toEqual([{ field: 'supervisorEmail', message: STATE_LIMIT_TEXT.supervisorFormat }]);
    expect(await errorsOf({ purchaseLimit: '100', supervisorEmail: clerk.email.toUpperCase() })).toEqual([{ field: 'supervisorEmail', message: STATE_LIMIT_TEXT.supervisorIsMember }]);
    // Not registered; registered but of another entity; of the same entity but not a state member: all refused.
    expect(await errorsOf({ purchaseLimit: '100', supervisorEmail: 'nobody@traviscountytx.gov' })).toEqual([
      { field: 'supervisorEmail', message: STATE_LIMIT_TEXT.supervisorNotEligible('nobody@traviscountytx.gov', 'Travis County') },
    ]);
    const houston = await validated(HOUSTON);
    expect(await errorsOf({ purchaseLimit: '100', supervisorEmail: houston.email })).toEqual([
      { field: 'supervisorEmail', message: STATE_LIMIT_TEXT.supervisorNotEligible(houston.email, 'Travis County') },
    ]);
    const federal = await signInMember(kit.t.app, kit.id, `limits-federal-${++n}`, 'federal');
    expect(await errorsOf({ purchaseLimit: '100', supervisorEmail: federal.email })).toEqual([
      { field: 'supervisorEmail', message: STATE_LIMIT_TEXT.supervisorNotEligible(federal.email, 'Travis County') },
    ]);
    expect(await errorsOf({ memberId: 'x', purchaseLimit: '100' })).toEqual([{ field: 'memberId', message: STATE_LIMIT_TEXT.memberRequired }]);
    expect(await rowOf(clerk.id)).toMatchObject({ purchaseLimitCents: 250_000, supervisorMemberId: boss.id });
  });

  it('hands the member to another supervisor of the same entity, who then has them on their list', async () => {
    const { boss, clerk } = await team();
    const next = await validated();
    const res = await change(boss, { memberId: clerk.id, purchaseLimit: '1200', supervisorEmail: ` ${next.email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attributes).toMatchObject({ members: [], saved: { memberId: clerk.id, message: STATE_LIMIT_TEXT.handedOver('Pat Buyer', next.email, '$1,200.00') } });
    expect(await rowOf(clerk.id)).toMatchObject({ supervisorMemberId: next.id, supervisorEmail: next.email, purchaseLimitCents: 120_000 });
    expect((await change(next, {})).json().attributes.members.map((m: { memberId: string }) => m.memberId)).toEqual([clerk.id]);
    // The old supervisor no longer may change them.
    expect((await change(boss, { memberId: clerk.id, purchaseLimit: '9000' })).statusCode).toBe(404);
    expect(await rowOf(clerk.id)).toMatchObject({ supervisorMemberId: next.id, purchaseLimitCents: 120_000 });
  });

  it('refuses, audited, a member the supervisor does not supervise, a made-up id and their own limit', async () => {
    const { boss, clerk } = await team();
    const stranger = await validated();
    const refusedFor = async (who: AccountMember, memberId: string, status: number, message: string) => {
      const res = await change(who, { memberId, purchaseLimit: '10000' });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: status === 404 ? 'NotFound' : 'Forbidden', attributes: { detailedErrorMessage: message } });
      // Nothing of the member is told to someone who does not supervise them.
      expect(res.body).not.toContain(clerk.email);
    };
    await refusedFor(stranger, clerk.id, 404, STATE_LIMIT_TEXT.notYours);
    await refusedFor(boss, '00000000-0000-4000-8000-000000000000', 404, STATE_LIMIT_TEXT.notYours);
    // The clerk raises their own limit: refused even when the data names them their own supervisor.
    await refusedFor(clerk, clerk.id, 403, STATE_LIMIT_TEXT.self);
    await kit.t.app.db.update(v).set({ supervisorMemberId: clerk.id, supervisorEmail: clerk.email }).where(eq(v.memberId, clerk.id));
    await refusedFor(clerk, clerk.id, 403, STATE_LIMIT_TEXT.self);
    expect((await change(clerk, {})).json().attributes.members).toEqual([]);
    expect(await rowOf(clerk.id)).toMatchObject({ purchaseLimitCents: 250_000 });
    const refusals = await kit.t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'state_limit_refused'), eq(auditLog.target, `member:${clerk.id}`)));
    expect(refusals.map((r) => [r.memberId, (r.detail as { reason: string }).reason])).toEqual([
      [stranger.id, 'not_supervisor'],
      [clerk.id, 'own_limit'],
      [clerk.id, 'own_limit'],
    ]);
  });

  it('refuses a change without the anti-forgery header, members who are not state or local, and visitors', async () => {
    const { boss, clerk } = await team();
    const { [ANTI_FORGERY_HEADER]: _dropped, ...forged } = boss.headers;
    expect((await kit.post({ headers: forged }, 'state/member_limits', { memberId: clerk.id, purchaseLimit: '9000' })).statusCode).toBe(403);
    const federal = await signInMember(kit.t.app, kit.id, `limits-federal-${++n}`, 'federal');
    expect((await change(federal, {})).statusCode).toBe(403);
    expect((await kit.post(await kit.visitor(), 'state/member_limits', {})).statusCode).toBe(401);
    expect(await rowOf(clerk.id)).toMatchObject({ purchaseLimitCents: 250_000 });
  });
});
