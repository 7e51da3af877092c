import { AAC_LINK_DAYS, AAC_TEXT } from '@advantage/contracts';
import { hashPassword, schema, verifyPassword } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AacCaller, aacRequestKit, type AacRequestKit } from '../../test-support/aac-request-kit.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { linkHash } from '../../core/app-context.js';

const { aacPasswordRequests, aacGrants, auditLog } = schema;
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('deciding an AAC password request (%s)', (kind) => {
  let kit: AacRequestKit;
  let buyer: AacCaller;
  let other: AacCaller;
  let supervisor: AacCaller;
  let army: AacCaller;
  let plain: AacCaller;

  beforeAll(async () => {
    kit = await aacRequestKit(kind);
    buyer = await kit.member('field', 'field.office@usda.gov');
    other = await kit.member('analyst', 'analyst@dhs.gov');
    supervisor = await kit.member('boss', 'boss@usda.gov');
    army = await kit.member('army', 'aac.supervisor@army.mil');
    plain = await kit.member('plain', 'plain@usda.gov');
    await kit.role('12K3AG', supervisor);
    await kit.role('70B0DH', army);
    await kit.role('W91QUZ', army);
    // A supervisor of another AAC, and a funds approver of this one: neither may decide 12K3AG password requests.
    await kit.role('47QSMA', plain);
    await kit.role('12K3AG', plain, 'funds_approver');
  });
  afterAll(() => kit.t.close());

  /** The buyer asks for `aac` naming `boss`; answers the link's token from the supervisor's mail. */
  async function ask(who: AacCaller, aac: string, boss: AacCaller, password = 'Field2026'): Promise<string> {
    const res = await kit.post(who, 'aacassignment/aac_password_request', { aac, supervisorEmail: boss.email, password, confirmPassword: password });
    expect(res.json().responseName).toBe('Success');
    return kit.linkTokenFor(boss.email);
  }
  const open = (who: AacCaller, token: string) => kit.post(who, `aacassignment/aac_approval?token=${token}`);
  const decide = (who: AacCaller, token: string, decision: 'approve' | 'reject', reason?: string) =>
    kit.post(who, 'aacassignment/aac_approval', { token, decision, ...(reason ? { reason } : {}) });
  const requestOf = async (token: string) => (await kit.db.select().from(aacPasswordRequests).where(eq(aacPasswordRequests.linkHash, linkHash(token))))[0]!;
  const grantOf = async (who: AacCaller, aac: string) =>
    (await kit.db.select().from(aacGrants).where(and(eq(aacGrants.memberId, who.memberId), eq(aacGrants.aac, aac))))[0];

  it('shows the request only to the supervisor it names; anyone else gets a not-found that reveals nothing', async () => {
    const token = await ask(buyer, '12K3AG', supervisor);
    const view = (await open(supervisor, token)).json();
    expect(view).toMatchObject({
      responseName: 'Initial',
      attributes: { request: { buyerName: 'Pat field', buyerEmail: 'field.office@usda.gov', aac: '12K3AG', aacName: 'USDA Field Operations', agency: 'U.S. Department of Agriculture', state: 'Initial' } },
    });
    expect(Date.parse(view.attributes.request.requestedAt)).toBe(kit.clock.now);

    expect((await kit.post(await kit.visitor(), `aacassignment/aac_approval?token=${token}`)).statusCode).toBe(401);
    const notFound = { responseType: 'ERROR', responseName: 'NotFound', attributes: { detailedErrorMessage: AAC_TEXT.linkInvalid } };
    // A member without the supervisor role, one who is a supervisor elsewhere or a funds approver here, the buyer, a made-up link.
    for (const who of [other, plain, army, buyer]) {
      const res = await decide(who, token, 'approve');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
      expect(JSON.stringify(res.json())).not.toContain('field.office');
    }
    expect((await open(supervisor, 'A'.repeat(43))).statusCode).toBe(404);
    expect((await kit.post(plain, `aacassignment/aac_approval?request=${(await requestOf(token)).id}`)).statusCode).toBe(404);
    expect(await requestOf(token)).toMatchObject({ status: 'Initial', decidedBy: null });
    expect(await grantOf(buyer, '12K3AG')).toBeUndefined();
    const refused = await kit.db.select().from(auditLog).where(and(eq(auditLog.action, 'aac_approval_refused'), eq(auditLog.target, String((await requestOf(token)).id))));
    expect(refused.length).toBe(5);
  });

  it('does not let the named supervisor of one request use another request’s link', async () => {
    const mine = await ask(other, '70B0DH', army);
    const theirs = await ask(buyer, 'W91QUZ', army);
    // Army supervises both AACs but is named on both: a third request names the USDA supervisor.
    const foreign = await ask(other, '12K3AG', supervisor);
    expect((await decide(army, foreign, 'approve')).statusCode).toBe(404);
    expect((await decide(supervisor, mine, 'approve')).statusCode).toBe(404);
    expect((await requestOf(foreign)).status).toBe('Initial');
    expect((await requestOf(mine)).status).toBe('Initial');
    // The link decides its own request only, whatever request id comes with it.
    const res = await kit.post(army, 'aacassignment/aac_approval', { token: theirs, requestId: (await requestOf(mine)).id, decision: 'reject', reason: 'Wrong office.' });
    expect(res.json().attributes.request).toMatchObject({ aac: 'W91QUZ', state: 'Rejected', reason: 'Wrong office.' });
    expect((await requestOf(mine)).status).toBe('Initial');
  });

  it('approves once: the grant carries the buyer’s password, the buyer is emailed without the link, the link is spent', async () => {
    const token = (await kit.db.select().from(aacPasswordRequests).where(and(eq(aacPasswordRequests.memberId, buyer.memberId), eq(aacPasswordRequests.aac, '12K3AG'))))[0]!;
    const link = (await kit.mailTo(supervisor.email)).find((m) => m.subject.endsWith('from Pat field'))!;
    const t = /token=([A-Za-z0-9_-]+)/.exec(link.textBody)![1]!;
    expect(token.linkHash).toBe(linkHash(t));

    const res = (await decide(supervisor, t, 'approve')).json();
    expect(res).toMatchObject({ responseName: 'Approved', attributes: { notice: AAC_TEXT.approved('12K3AG', 'Pat field'), request: { state: 'Approved' } } });
    const grant = await grantOf(buyer, '12K3AG');
    expect(grant).toMatchObject({ requestId: token.id, failedAttempts: 0, lockedUntil: null, revokedAt: null, passwordHash: token.passwordHash });
    expect(await verifyPassword('Field2026', grant!.passwordHash)).toBe(true);
    expect(await requestOf(t)).toMatchObject({ status: 'Approved', decidedBy: supervisor.memberId });

    const mail = await kit.mailTo(buyer.email);
    expect(mail.map((m) => m.subject)).toContain('Your AAC 12K3AG password request was approved');
    expect(mail.some((m) => m.textBody.includes(t) || m.textBody.includes('aac_approval'))).toBe(false);
    expect(await kit.db.select().from(auditLog).where(and(eq(auditLog.action, 'aac_password_approved'), eq(auditLog.target, String(token.id))))).toMatchObject([
      { memberId: supervisor.memberId, outcome: 'success', detail: { aac: '12K3AG', buyerMemberId: buyer.memberId } },
    ]);

    // The link works once: opened again it shows the decision; approving or rejecting again are refused and change nothing.
    expect((await open(supervisor, t)).json()).toMatchObject({ responseName: 'Approved', attributes: { notice: AAC_TEXT.alreadyDecided('Approved'), request: { state: 'Approved' } } });
    expect((await open(plain, t)).statusCode).toBe(404);
    for (const again of [decide(supervisor, t, 'approve'), decide(supervisor, t, 'reject', 'Changed my mind.')]) {
      const r = await again;
      expect(r.statusCode).toBe(409);
      expect(r.json().attributes.detailedErrorMessage).toBe(AAC_TEXT.alreadyDecided('Approved'));
    }
    expect(await requestOf(t)).toMatchObject({ status: 'Approved', reason: null });
    expect((await kit.get(buyer, 'aacassignment/my_requests')).json().attributes.requests).toContainEqual(expect.objectContaining({ aac: '12K3AG', state: 'Approved' }));
  });

  it('rejects only with a reason, which the buyer is emailed', async () => {
    const token = await kit.db.select().from(aacPasswordRequests).where(and(eq(aacPasswordRequests.memberId, other.memberId), eq(aacPasswordRequests.aac, '12K3AG')));
    const t = /token=([A-Za-z0-9_-]+)/.exec((await kit.mailTo(supervisor.email)).find((m) => m.subject.endsWith('from Pat analyst'))!.textBody)![1]!;
    expect(token[0]!.linkHash).toBe(linkHash(t));
    const bare = await decide(supervisor, t, 'reject');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().attributes.errors).toEqual([{ field: 'reason', message: AAC_TEXT.reasonRequired }]);
    const res = (await decide(supervisor, t, 'reject', 'You order through the DHS office.')).json();
    expect(res).toMatchObject({ responseName: 'Rejected', attributes: { request: { state: 'Rejected', reason: 'You order through the DHS office.' } } });
    const mail = (await kit.mailTo(other.email)).at(-1)!;
    expect(mail.subject).toBe('Your AAC 12K3AG password request was rejected');
    expect(mail.textBody).toContain('Reason: You order through the DHS office.');
    expect(await grantOf(other, '12K3AG')).toBeUndefined();
    expect((await kit.get(other, 'aacassignment/my_requests')).json().attributes.requests).toContainEqual(
      expect.objectContaining({ aac: '12K3AG', state: 'Rejected', reason: 'You order through the DHS office.' }),
    );
  });

  it('decides a request once when two decisions arrive together', async () => {
    const t = await ask(buyer, '70B0DH', army);
    const answers = await Promise.all([decide(army, t, 'approve'), decide(army, t, 'reject', 'No.'), decide(army, t, 'approve')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const state = (await requestOf(t)).status;
    expect(await grantOf(buyer, '70B0DH')).toEqual(state === 'Approved' ? expect.objectContaining({ aac: '70B0DH' }) : undefined);
    expect((await kit.mailTo(buyer.email)).filter((m) => m.subject.startsWith('Your AAC 70B0DH'))).toHaveLength(1);
  });

  it('lists the waiting requests to their supervisor, who may open them from the list', async () => {
    const t = await ask(buyer, 'W91QUZ', army);
    const list = (await kit.get(army, 'aacassignment/approval_requests')).json();
    expect(list.attributes.requests.map((r: { aac: string; buyerEmail: string }) => `${r.aac} ${r.buyerEmail}`)).toEqual(['70B0DH analyst@dhs.gov', 'W91QUZ field.office@usda.gov']);
    expect((await kit.get(supervisor, 'aacassignment/approval_requests')).json().attributes.requests).toEqual([]);
    const id = (await requestOf(t)).id;
    expect((await kit.post(army, `aacassignment/aac_approval?request=${id}`)).json()).toMatchObject({ responseName: 'Initial', attributes: { request: { requestId: id } } });
    expect((await kit.post(army, 'aacassignment/aac_approval', { requestId: id, decision: 'approve' })).json().responseName).toBe('Approved');
  });

  it('refuses a link after its 7 days, and the buyer may ask again', async () => {
    const t = await ask(other, '47QSMA', plain);
    kit.clock.now += AAC_LINK_DAYS * DAY - 60_000;
    const late = await kit.member('plain', 'plain@usda.gov');
    expect((await open(late, t)).json().responseName).toBe('Initial');
    kit.clock.now += 120_000;
    const later = await kit.member('plain', 'plain@usda.gov');
    for (const r of [await open(later, t), await decide(later, t, 'approve')]) {
      expect(r.statusCode).toBe(410);
      expect(r.json().attributes.detailedErrorMessage).toBe(AAC_TEXT.linkExpired(AAC_LINK_DAYS));
    }
    expect((await requestOf(t)).status).toBe('Initial');
    expect(await grantOf(other, '47QSMA')).toBeUndefined();
    const asker = await kit.member('analyst', 'analyst@dhs.gov');
    expect((await kit.get(asker, 'aacassignment/my_requests')).json().attributes.requests).toContainEqual(expect.objectContaining({ aac: '47QSMA', state: 'Initial', expired: true }));
    expect((await kit.get(later, 'aacassignment/approval_requests')).json().attributes.requests).toEqual([]);
    // A new request closes the expired one.
    await ask(asker, '47QSMA', later, 'Again2026');
    expect((await requestOf(t)).status).toBe('Rejected');
  });

  it('never lets a supervisor decide their own request, and needs the role when deciding', async () => {
    // Not possible through the form (naming yourself is refused); a request stored that way is still refused.
    const self = 'S'.repeat(43);
    await kit.db.insert(aacPasswordRequests).values({
      memberId: supervisor.memberId, aac: '12K3AG', supervisorMemberId: supervisor.memberId, passwordHash: await hashPassword('Boss2026'),
      linkHash: linkHash(self), linkExpiresAt: new Date(kit.clock.now + DAY), createdAt: new Date(kit.clock.now),
    });
    const boss = await kit.member('boss', 'boss@usda.gov');
    const res = await decide(boss, self, 'approve');
    expect(res.statusCode).toBe(403);
    expect(res.json().attributes.detailedErrorMessage).toBe(AAC_TEXT.selfApproval);
    expect((await requestOf(self)).status).toBe('Initial');
    expect(await grantOf(boss, '12K3AG')).toBeUndefined();

    // The named supervisor whose role was taken away meanwhile.
    const buyerNow = await kit.member('field', 'field.office@usda.gov');
    const t = await ask(buyerNow, '12K3AG', boss, 'Second2026');
    await kit.db.delete(schema.aacRoles).where(and(eq(schema.aacRoles.aac, '12K3AG'), eq(schema.aacRoles.memberId, boss.memberId)));
    const gone = await decide(boss, t, 'approve');
    expect(gone.statusCode).toBe(403);
    expect((await requestOf(t)).status).toBe('Initial');
  });
});
