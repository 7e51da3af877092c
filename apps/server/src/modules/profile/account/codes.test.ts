import { SAVED_CODES_LIMITS, SAVED_CODES_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountMember, accountKit } from '../../../test-support/account-kit.js';
import { TEST_DATABASES } from '../../../test-support/app.js';

const CODES = { aac: 'w91quz', fundCode: '21', appropriation: '097x4930', objectClass: '26.0', projectJob: 'ops-7', nickname: ' Operations ' };
const LABEL = 'Operations (AAC W91QUZ, fund code 21, appropriation 097X4930, object class 26.0, project/job OPS-7)';

describe.each(TEST_DATABASES)('saved accounting codes (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof accountKit>>;
  let pat: AccountMember;
  let other: AccountMember;

  beforeAll(async () => {
    kit = await accountKit(kind);
    pat = await kit.member();
    other = await kit.member();
  });
  afterAll(() => kit.t.close());

  const save = (who: AccountMember, payload: object) => kit.post(who, 'profile/manage_payments_save_codes', payload);
  const rows = (who: AccountMember) => kit.t.app.db.select().from(schema.savedAccountingCodes).where(eq(schema.savedAccountingCodes.memberId, who.id));

  it('is for signed-in members only', async () => {
    const visitor = await kit.visitor();
    expect((await kit.post(visitor, 'profile/manage_payments_save_codes', CODES)).statusCode).toBe(401);
    expect((await kit.post(visitor, 'profile/manage_payments_delete_codes', { id: 1 })).statusCode).toBe(401);
    expect((await kit.get(pat, 'profile/manage_payments')).json()).toMatchObject({ attributes: { cards: [], accountingCodes: [] } });
  });

  it('saves the codes as the checkout form would take them, without a document number', async () => {
    const res = await save(pat, { ...CODES, documentNumber: 'W91QUZ53320001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      responseName: 'ManagePayments',
      attributes: {
        notice: SAVED_CODES_TEXT.saved(LABEL),
        accountingCodes: [
          { nickname: 'Operations', label: LABEL, codes: { aac: 'W91QUZ', fundCode: '21', appropriation: '097X4930', objectClass: '26.0', projectJob: 'OPS-7' } },
        ],
      },
    });
    const [row] = await rows(pat);
    expect(row).toMatchObject({ aac: 'W91QUZ', appropriation: '097X4930', projectJob: 'OPS-7', nickname: 'Operations' });
    expect(Object.keys(row!)).not.toContain('documentNumber');
    const audit = await kit.t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'accounting_codes_added'));
    expect(audit.map((a) => a.target)).toEqual([`accounting_codes:${row!.id}`]);
  });

  it('refuses codes the checkout form refuses, each on its field, and the same line twice', async () => {
    const bad = await save(pat, { aac: 'W91', fundCode: '2', appropriation: 'X', objectClass: 'abc', projectJob: 'far too long a job' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().attributes.errors.map((e: { field: string }) => e.field)).toEqual(['aac', 'fundCode', 'appropriation', 'objectClass', 'projectJob']);
    // Non-ASCII letters are not folded into codes.
    expect((await save(pat, { ...CODES, fundCode: 'ß' })).json().attributes.errors).toEqual([
      { field: 'fundCode', message: 'Fund code must be exactly 2 letters or digits.' },
    ]);
    const again = await save(pat, { ...CODES, nickname: 'Again' });
    expect(again.json()).toMatchObject({ attributes: { errors: [{ field: 'aac', message: SAVED_CODES_TEXT.alreadySaved }], values: { nickname: 'Again' } } });
    expect(await rows(pat)).toHaveLength(1);
  });

  it('offers the saved codes on the checkout accounting-code form', async () => {
    const form = (await kit.get(pat, 'checkout/requisition')).json();
    expect(form).toMatchObject({ responseName: 'Requisition', attributes: { savedCodes: [{ label: LABEL, codes: { aac: 'W91QUZ' } }] } });
    expect((await kit.get(other, 'checkout/requisition')).json().attributes.savedCodes).toEqual([]);
  });

  it('deletes only the member’s own codes', async () => {
    const [mine] = await rows(pat);
    expect((await kit.post(other, 'profile/manage_payments_delete_codes', { id: mine!.id })).statusCode).toBe(404);
    expect(await rows(pat)).toHaveLength(1);
    const deleted = (await kit.post(pat, 'profile/manage_payments_delete_codes', { id: mine!.id })).json();
    expect(deleted.attributes).toMatchObject({ notice: SAVED_CODES_TEXT.deleted(LABEL), accountingCodes: [] });
    expect((await kit.post(pat, 'profile/manage_payments_delete_codes', { id: mine!.id })).statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_CODES_LIMITS.perMember} lines a member`, async () => {
    for (let n = 0; n < SAVED_CODES_LIMITS.perMember; n++) {
      expect((await save(other, { ...CODES, projectJob: `JOB-${n}` })).json().attributes.errors).toBeUndefined();
    }
    expect((await save(other, { ...CODES, projectJob: 'ONE-MORE' })).json().attributes.errors).toEqual([{ field: 'aac', message: SAVED_CODES_TEXT.tooMany }]);
    expect(await rows(other)).toHaveLength(SAVED_CODES_LIMITS.perMember);
  });
});
