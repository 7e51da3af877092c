import { AAC_ACCESS_TEXT, CHECKOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AAC_PASSWORD, grantAac, revokeAac, unlockAac } from '../../test-support/aac-kit.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, ADDRESS, type CheckoutKit, checkoutKit, CODES } from '../../test-support/checkout-kit.js';

const AAC = 'M67001';
const T0 = Date.parse('2026-11-25T10:00:00Z');

describe.each(TEST_DATABASES)('ordering to an AAC needs the grant and its password (%s)', (kind) => {
  let k: CheckoutKit;
  let nowMs = T0;
  beforeAll(async () => {
    k = await checkoutKit(kind, { now: () => nowMs });
  });
  afterAll(() => k.t.close());

  const grantOf = async (memberId: string, aac = AAC) =>
    (await k.db.select().from(schema.aacGrants).where(and(eq(schema.aacGrants.memberId, memberId), eq(schema.aacGrants.aac, aac))))[0];
  const auditOf = async (memberId: string) =>
    k.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.memberId, memberId), inArray(schema.auditLog.action, ['aac_password', 'aac_lock', 'aac_unlock'])))
      .orderBy(asc(schema.auditLog.id));
  const errorsOf = (res: { json: () => { attributes: { errors: unknown } } }) => res.json().attributes.errors;
  const addressCount = (memberId: string) => k.db.$count(schema.addresses, eq(schema.addresses.memberId, memberId));

  it('refuses accounting codes and every ship-to choice of an AAC the buyer holds no grant for, keeping nothing', async () => {
    const b = await k.buyer('aac-nogrant', { addresses: [ADDRESS, AAC_ADDRESS] });
    const noGrant = AAC_ACCESS_TEXT.noGrant(AAC);
    const codes = await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES, aacPassword: AAC_PASSWORD });
    expect(codes.statusCode).toBe(400);
    expect(errorsOf(codes)).toEqual([{ field: 'codes.aac', message: noGrant }]);
    const ship = await k.post(b, 'checkout/select_shipping', { addressId: b.addresses[1]!.id });
    expect(errorsOf(ship)).toEqual([{ field: 'addressId', message: noGrant }]);
    const consignee = await k.post(b, 'checkout/select_consigneeaac', { aac: AAC });
    expect(errorsOf(consignee)).toEqual([{ field: 'aac', message: noGrant }]);
    const before = await addressCount(b.memberId);
    const added = await k.post(b, 'ggs/cart/edit_shipping', { view: 'newAAC', address: { ...AAC_ADDRESS, name: 'Another DoDAAC' } });
    expect(errorsOf(added)).toEqual([{ field: 'address.aac', message: noGrant }]);
    expect(await addressCount(b.memberId)).toBe(before);
    const review = (await k.review(b)).attributes;
    expect(review).toMatchObject({ payment: null, shipTo: { name: 'Headquarters' } });

    // The lists say so on the entry, and the unlock path says so too.
    const list = (await k.get(b, 'ggs/cart/select_aac_shipping')).json().attributes.addresses;
    expect(list).toEqual([expect.objectContaining({ aac: AAC, aacAccess: 'none' })]);
    const book = (await k.get(b, 'ggs/profile/address_book')).json().attributes.addresses;
    expect(book.find((a: { aac: string | null }) => a.aac === AAC).aacAccess).toBe('none');
    expect(book.find((a: { name: string }) => a.name === 'Headquarters').aacAccess).toBeUndefined();
    expect(errorsOf(await unlockAac(k.post, b, AAC))).toEqual([{ field: 'aac', message: noGrant }]);
  });

  it('refuses at submission an order shipped to an AAC address the screens never chose (the default), and writes nothing', async () => {
    const b = await k.buyer('aac-submit-ship', { addresses: [{ ...AAC_ADDRESS, isDefault: true }] });
    await k.payByCard(b);
    const review = (await k.review(b)).attributes;
    expect(review.shipTo).toMatchObject({ aac: AAC, aacAccess: 'none' });
    expect(review.problems).toEqual([{ code: 'aacNoGrant', aac: AAC, message: AAC_ACCESS_TEXT.noGrant(AAC) }]);
    const before = await k.counts();
    const res = await k.submit(b);
    expect(res.json()).toMatchObject({ responseName: 'OrderError', attributes: { message: CHECKOUT_TEXT.orderNotPlaced, problems: [{ code: 'aacNoGrant', aac: AAC }] } });
    expect(await k.counts()).toEqual(before);
    expect(await k.cartStatus(b.cartId)).toBe('active');

    // Granted but the password not entered in this session: refused as well, on both submit paths.
    await grantAac(k.db, b.memberId, AAC);
    const needed = { code: 'aacPassword', aac: AAC, message: AAC_ACCESS_TEXT.passwordNeeded(AAC) };
    expect((await k.submit(b)).json()).toMatchObject({ responseName: 'OrderError', attributes: { problems: [needed] } });
    const shown = (await k.review(b)).attributes;
    const processed = await k.post(b, 'ggs/cart/process_order', { submit: true, cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'aac-process-1' });
    expect(processed.json()).toMatchObject({ responseName: 'Initial', attributes: { problems: [needed] } });
    expect(await k.counts()).toEqual(before);

    expect((await unlockAac(k.post, b, AAC)).json()).toMatchObject({ responseName: 'Unlocked', attributes: { aac: AAC, notice: AAC_ACCESS_TEXT.unlocked(AAC) } });
    expect((await k.submit(b)).json().responseName).toBe('OrderConfirmation');
  });

  it('asks for the password where the AAC is chosen, says when it is wrong, and counts and audits each wrong try', async () => {
    const b = await k.buyer('aac-wrong', { addresses: [ADDRESS, AAC_ADDRESS] });
    await grantAac(k.db, b.memberId, AAC);
    const without = await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES });
    expect(errorsOf(without)).toEqual([{ field: 'aacPassword', message: AAC_ACCESS_TEXT.passwordNeeded(AAC) }]);
    const malformed = await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES, aacPassword: 'abc' });
    expect(errorsOf(malformed)).toEqual([{ field: 'aacPassword', message: 'Activity address code password must be at least 6 letters or digits.' }]);
    const wrong = await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES, aacPassword: 'Wrong2026' });
    expect(errorsOf(wrong)).toEqual([{ field: 'aacPassword', message: AAC_ACCESS_TEXT.wrongPassword(AAC, 4) }]);
    const again = await unlockAac(k.post, b, AAC, 'Wrong2027');
    expect(errorsOf(again)).toEqual([{ field: 'password', message: AAC_ACCESS_TEXT.wrongPassword(AAC, 3) }]);
    expect((await grantOf(b.memberId))!.failedAttempts).toBe(2);
    expect((await k.review(b)).attributes.payment).toBeNull();
    const rows = await auditOf(b.memberId);
    expect(rows.map((r) => [r.action, r.outcome, r.target, (r.detail as { attempts?: number }).attempts])).toEqual([
      ['aac_password', 'refused', AAC, 1],
      ['aac_password', 'refused', AAC, 2],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Wrong202[67]/);

    // The right password with the choice unlocks and resets the count.
    const right = await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES, aacPassword: AAC_PASSWORD });
    expect(right.json()).toMatchObject({ responseName: 'VerifyEmail', attributes: { payment: { kind: 'accounting', codes: { aac: AAC } } } });
    expect((await grantOf(b.memberId))!.failedAttempts).toBe(0);
    expect((await auditOf(b.memberId)).at(-1)).toMatchObject({ action: 'aac_unlock', outcome: 'success' });
    expect(JSON.stringify(await k.review(b))).not.toContain(AAC_PASSWORD);
  });

  it('locks the grant for 15 minutes at the 5th wrong try, audited, even against the right password', async () => {
    nowMs = T0;
    const b = await k.buyer('aac-lock', { addresses: [ADDRESS, AAC_ADDRESS] });
    await grantAac(k.db, b.memberId, AAC);
    // Parallel tries cannot lose a count.
    const tries = await Promise.all([1, 2, 3, 4, 5].map((n) => unlockAac(k.post, b, AAC, `Wrong${n}000`)));
    expect(tries.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const until = new Date(T0 + 15 * 60_000).toISOString();
    const locked = AAC_ACCESS_TEXT.locked(AAC, until);
    expect(tries.map((r) => errorsOf(r))).toContainEqual([{ field: 'password', message: locked }]);
    const grant = await grantOf(b.memberId);
    expect(grant).toMatchObject({ failedAttempts: 5, lockedUntil: new Date(until) });
    const rows = await auditOf(b.memberId);
    expect(rows.filter((r) => r.action === 'aac_password')).toHaveLength(5);
    expect(rows.filter((r) => r.action === 'aac_lock').map((r) => r.detail)).toEqual([expect.objectContaining({ attempts: 5, lockedUntil: until })]);

    nowMs = T0 + 14 * 60_000;
    expect(errorsOf(await unlockAac(k.post, b, AAC))).toEqual([{ field: 'password', message: locked }]);
    const ship = await k.post(b, 'checkout/select_shipping', { addressId: b.addresses[1]!.id, aacPassword: AAC_PASSWORD });
    expect(errorsOf(ship)).toEqual([{ field: 'addressId', message: locked }]);
    expect((await k.get(b, 'ggs/cart/select_aac_shipping')).json().attributes.addresses[0].aacAccess).toBe('locked');

    nowMs = T0 + 15 * 60_000 + 1_000;
    const chosen = await k.post(b, 'checkout/select_shipping', { addressId: b.addresses[1]!.id, aacPassword: AAC_PASSWORD });
    expect(chosen.json()).toMatchObject({ responseName: 'ProcessYourOrder', attributes: { shipTo: { aac: AAC, aacAccess: 'unlocked' }, problems: [expect.objectContaining({ code: 'noPayment' })] } });
    expect(await grantOf(b.memberId)).toMatchObject({ failedAttempts: 0, lockedUntil: null });
    nowMs = T0;
  });

  it('unlocks an AAC for this session only: signing in again asks again', async () => {
    const b = await k.buyer('aac-session', { addresses: [ADDRESS, AAC_ADDRESS] });
    await grantAac(k.db, b.memberId, AAC);
    expect((await unlockAac(k.post, b, AAC)).statusCode).toBe(200);
    expect((await k.post(b, 'checkout/select_consigneeaac', { aac: AAC })).json().attributes.shipTo.aacAccess).toBe('unlocked');
    const book = (await k.get(b, 'ggs/profile/address_book')).json().attributes.addresses;
    expect(book.find((a: { aac: string | null }) => a.aac === AAC).aacAccess).toBe('unlocked');

    const later = await k.member('aac-session');
    const again = await k.post(later, 'checkout/select_consigneeaac', { aac: AAC });
    expect(errorsOf(again)).toEqual([{ field: 'aacPassword', message: AAC_ACCESS_TEXT.passwordNeeded(AAC) }]);
    expect((await k.post(later, 'checkout/select_consigneeaac', { aac: AAC, aacPassword: AAC_PASSWORD })).json().attributes.shipTo.aac).toBe(AAC);
  });

  it('does not count another member’s grant, nor a revoked one (refused at submission too, nothing written)', async () => {
    const owner = await k.buyer('aac-owner', { addresses: [ADDRESS] });
    await grantAac(k.db, owner.memberId, 'FA4600');
    const other = await k.buyer('aac-other', { addresses: [ADDRESS] });
    const codes = { ...CODES, aac: 'FA4600' };
    expect(errorsOf(await unlockAac(k.post, other, 'FA4600'))).toEqual([{ field: 'aac', message: AAC_ACCESS_TEXT.noGrant('FA4600') }]);
    expect(errorsOf(await k.post(other, 'ggs/cart/select_payment', { method: 'accounting', codes, aacPassword: AAC_PASSWORD }))).toEqual([
      { field: 'codes.aac', message: AAC_ACCESS_TEXT.noGrant('FA4600') },
    ]);
    expect(await grantOf(owner.memberId, 'FA4600')).toMatchObject({ failedAttempts: 0, lockedUntil: null });

    const b = await k.buyer('aac-revoked', { addresses: [ADDRESS], unlocked: [AAC] });
    expect((await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES })).json().responseName).toBe('VerifyEmail');
    await revokeAac(k.db, b.memberId, AAC);
    const before = await k.counts();
    const res = await k.submit(b);
    expect(res.json()).toMatchObject({ responseName: 'OrderError', attributes: { problems: [{ code: 'aacNoGrant', aac: AAC, message: AAC_ACCESS_TEXT.noGrant(AAC) }] } });
    expect(await k.counts()).toEqual(before);
    expect(await k.cartStatus(b.cartId)).toBe('active');
    expect(errorsOf(await unlockAac(k.post, b, AAC))).toEqual([{ field: 'aac', message: AAC_ACCESS_TEXT.noGrant(AAC) }]);
  });
});
