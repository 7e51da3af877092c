import { AAC_TEXT } from '@advantage/contracts';
import { schema, verifyPassword } from '@advantage/db';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AacCaller, aacRequestKit, type AacRequestKit } from '../../test-support/aac-request-kit.js';
import { TEST_DATABASES } from '../../test-support/app.js';

const { aacPasswordRequests, aacGrants, auditLog, mailOutbox } = schema;
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('asking for an AAC password (%s)', (kind) => {
  let kit: AacRequestKit;
  let buyer: AacCaller;
  let supervisor: AacCaller;
  let colleague: AacCaller;

  beforeAll(async () => {
    kit = await aacRequestKit(kind);
    buyer = await kit.member('field', 'field.office@usda.gov');
    supervisor = await kit.member('boss', 'boss@usda.gov');
    colleague = await kit.member('colleague', 'colleague@usda.gov');
    await kit.role('12K3AG', supervisor);
  });
  afterAll(() => kit.t.close());

  const step1 = (who: AacCaller, aac: string, supervisorEmail: string) => kit.post(who, 'aacassignment/aac_supervisor_email', { aac, supervisorEmail });
  const send = (who: AacCaller, body: Record<string, string>) => kit.post(who, 'aacassignment/aac_password_request', body);
  const requestCount = async () => (await kit.db.select().from(aacPasswordRequests)).length;

  it('opens the form with every registered AAC, the one asked for chosen', async () => {
    const form = (await kit.post(buyer, 'aacassignment/aac_supervisor_email?aac=12k3ag')).json();
    expect(form.responseName).toBe('Initial');
    expect(form.attributes.values).toEqual({ aac: '12K3AG', supervisorEmail: '' });
    expect(form.attributes.aacs.map((a: { code: string }) => a.code)).toEqual(['12K3AG', '47QSMA', '70B0DH', 'FA4600', 'M28542', 'W91QUZ']);
    expect((await kit.post(await kit.visitor(), 'aacassignment/aac_supervisor_email')).statusCode).toBe(401);
  });

  it('refuses, on the field, a supervisor who is not a registered supervisor of that AAC, and yourself', async () => {
    const stranger = (await step1(buyer, '12K3AG', 'nobody@usda.gov')).json();
    expect(stranger).toMatchObject({ responseName: 'Initial', attributes: { errors: [{ field: 'supervisorEmail', message: AAC_TEXT.notSupervisor('nobody@usda.gov', '12K3AG') }] } });
    // A registered member without the role, and a supervisor of another AAC, get the same answer.
    const plain = (await step1(buyer, '12K3AG', colleague.email)).json();
    expect(plain.attributes.errors).toEqual([{ field: 'supervisorEmail', message: AAC_TEXT.notSupervisor(colleague.email, '12K3AG') }]);
    const elsewhere = (await step1(buyer, '47QSMA', supervisor.email)).json();
    expect(elsewhere.attributes.errors).toEqual([{ field: 'supervisorEmail', message: AAC_TEXT.notSupervisor(supervisor.email, '47QSMA') }]);
    const unknown = (await step1(buyer, 'ZZ9999', supervisor.email)).json();
    expect(unknown.attributes.errors).toEqual([{ field: 'aac', message: AAC_TEXT.unknownAac('ZZ9999') }]);
    // Naming yourself is refused even when you hold the supervisor role for the AAC.
    const self = (await step1(supervisor, '12K3AG', 'BOSS@usda.gov')).json();
    expect(self.attributes.errors).toEqual([{ field: 'supervisorEmail', message: AAC_TEXT.selfSupervisor }]);
    expect(await requestCount()).toBe(0);
    const refusals = await kit.db.select().from(auditLog).where(eq(auditLog.action, 'aac_supervisor_checked'));
    expect(refusals.filter((r) => r.outcome === 'refused')).toHaveLength(5);
  });

  it('checks the supervisor and moves on to the password step', async () => {
    const ok = (await step1(buyer, '12k3ag', 'Boss@USDA.gov')).json();
    expect(ok).toMatchObject({
      responseName: 'Success',
      attributes: { aac: { code: '12K3AG', name: 'USDA Field Operations', agency: 'U.S. Department of Agriculture' }, supervisor: { email: supervisor.email, name: 'Pat boss' } },
    });
    expect(await requestCount()).toBe(0);
  });

  it('holds the password to the rule (docs/product/validation-rules.md): at least 6 letters or digits, not a guessable one, typed twice the same', async () => {
    const base = { aac: '12K3AG', supervisorEmail: supervisor.email };
    for (const [password, confirmPassword, field, message] of [
      ['abc12', 'abc12', 'password', 'Activity address code password must be at least 6 letters or digits.'],
      ['abc-123', 'abc-123', 'password', 'Activity address code password must be at least 6 letters or digits.'],
      ['Field2026', 'Field2027', 'confirmPassword', AAC_TEXT.confirmMismatch],
      // Not one others guess first (NIST SP 800-63B): common, sequential or repeated, or the AAC itself.
      ['123456', '123456', 'password', AAC_TEXT.passwordGuessable],
      ['Password2024', 'Password2024', 'password', AAC_TEXT.passwordGuessable],
      ['aaaaaaaa', 'aaaaaaaa', 'password', AAC_TEXT.passwordGuessable],
      ['12k3ag', '12k3ag', 'password', AAC_TEXT.passwordGuessable],
    ] as const) {
      const res = await send(buyer, { ...base, password, confirmPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().attributes.errors).toEqual([{ field, message }]);
    }
    expect(await requestCount()).toBe(0);
  });

  it('stores the request with the password only as a slow hash and emails the link to the supervisor alone', async () => {
    const before = kit.clock.now;
    const res = (await send(buyer, { aac: '12K3AG', supervisorEmail: supervisor.email, password: 'Field2026', confirmPassword: 'Field2026' })).json();
    expect(res).toMatchObject({ responseName: 'Success', attributes: { notice: AAC_TEXT.sent('12K3AG', supervisor.email), request: { aac: '12K3AG', state: 'Initial', supervisorEmail: supervisor.email } } });

    const [row] = await kit.db.select().from(aacPasswordRequests).where(eq(aacPasswordRequests.memberId, buyer.memberId));
    expect(row!.passwordHash).not.toContain('Field2026');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=2\$/);
    expect(await verifyPassword('Field2026', row!.passwordHash)).toBe(true);
    expect(row!.linkExpiresAt.getTime()).toBe(before + 7 * DAY);

    const token = await kit.linkTokenFor(supervisor.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(row!.linkHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.linkHash).not.toContain(token);
    const [mail] = await kit.mailTo(supervisor.email);
    expect(mail!.subject).toBe('AAC password request for 12K3AG from Pat field');
    expect(mail!.textBody).toContain(`http://localhost:${kit.t.app.appOrigins[0]!.split(':').at(-1)}/ws/aacassignment/aac_approval?token=${token}`);
    expect(mail!.textBody).not.toContain('Field2026');
    // Nobody else was mailed the link, and the password is in no mail.
    const all = await kit.db.select().from(mailOutbox);
    expect(all.filter((m) => m.textBody.includes(token)).map((m) => m.toAddress)).toEqual([supervisor.email]);
    expect(all.some((m) => m.textBody.includes('Field2026'))).toBe(false);

    const audits = await kit.db.select().from(auditLog).where(eq(auditLog.action, 'aac_password_requested'));
    expect(audits.filter((a) => a.outcome === 'success')).toMatchObject([{ memberId: buyer.memberId, target: String(row!.id), detail: { aac: '12K3AG', supervisorMemberId: supervisor.memberId } }]);
    expect(await kit.db.select().from(aacGrants)).toHaveLength(0);
  });

  it('keeps one open request per AAC, and lists the buyer’s requests for them alone', async () => {
    const again = (await step1(buyer, '12K3AG', supervisor.email)).json();
    expect(again.attributes.errors).toEqual([{ field: 'aac', message: AAC_TEXT.openRequest('12K3AG') }]);
    const mine = (await kit.get(buyer, 'aacassignment/my_requests')).json();
    expect(mine).toMatchObject({ responseName: 'Initial', attributes: { requests: [{ aac: '12K3AG', aacName: 'USDA Field Operations', state: 'Initial', expired: false, supervisorEmail: supervisor.email }] } });
    expect((await kit.get(colleague, 'aacassignment/my_requests')).json().attributes.requests).toEqual([]);
  });
});
