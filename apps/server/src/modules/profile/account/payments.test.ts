import { CARD_TEXT, INPUT_SCHEMAS } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AccountMember, accountKit, luhnNumber } from '../../../test-support/account-kit.js';
import { TEST_DATABASES } from '../../../test-support/app.js';

const CARD = luhnNumber('461400123456789');
const MASTERCARD = luhnNumber('556800987654321');
const year = new Date().getUTCFullYear();
const LATER = `08/${year + 3}`;
/** Last month: past its expiry, so certainly within the 20-day margin. */
const lastMonth = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
})();

describe('purchase-card expiry margin (input schema)', () => {
  afterEach(() => vi.useRealTimers());
  const parse = (expiry: string) =>
    INPUT_SCHEMAS['profile/manage_payments_save']?.body?.safeParse({ cardNumber: CARD, expiry, holderName: 'Pat Buyer' });

  it('refuses a card that expires within 20 days and takes one valid for longer', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    expect(parse('03/2031')?.error?.issues).toEqual([expect.objectContaining({ path: ['expiry'], message: CARD_TEXT.expiring })]);
    // A card whose month has passed is told it has expired, not that it expires soon.
    expect(parse('02/2031')?.error?.issues).toEqual([expect.objectContaining({ path: ['expiry'], message: CARD_TEXT.expired })]);
    expect(CARD_TEXT.expired).toBe('This card has expired. Use a card that is valid for at least 20 more days.');
    expect(parse('04/2031')?.success).toBe(true);
    vi.setSystemTime(new Date('2031-03-11T23:00:00Z'));
    expect(parse('03/2031')?.success).toBe(true);
  });
});

describe.each(TEST_DATABASES)('saved purchase cards (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof accountKit>>;
  let pat: AccountMember;
  let other: AccountMember;

  beforeAll(async () => {
    kit = await accountKit(kind);
    pat = await kit.member();
    other = await kit.member();
  });
  afterAll(() => kit.t.close());

  const save = (who: AccountMember, payload: object) => kit.post(who, 'profile/manage_payments_save', payload);
  const cards = (who: AccountMember) => kit.t.app.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.memberId, who.id));
  const digitsOf = (n: string) => n.replace(/\D/g, '');

  it('is for signed-in members only and starts empty', async () => {
    expect((await kit.get({ headers: {} }, 'profile/manage_payments')).statusCode).toBe(401);
    const visitor = await kit.visitor();
    expect((await kit.post(visitor, 'profile/manage_payments_save', { cardNumber: CARD, expiry: LATER, holderName: 'Pat' })).statusCode).toBe(401);
    expect((await kit.post(visitor, 'profile/manage_payments_delete', { id: 1 })).statusCode).toBe(401);
    expect((await kit.get(pat, 'profile/manage_payments')).json()).toMatchObject({ responseName: 'ManagePayments', attributes: { cards: [] } });
  });

  it('keeps only the brand, the last four digits, the expiry and the holder of a valid card', async () => {
    const spaced = `${CARD.slice(0, 4)} ${CARD.slice(4, 8)} ${CARD.slice(8, 12)} ${CARD.slice(12)}`;
    const res = await save(pat, { cardNumber: spaced, expiry: LATER, holderName: 'Pat Buyer', nickname: 'Office supplies' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      responseName: 'ManagePayments',
      attributes: {
        notice: `Visa •••• ${CARD.slice(-4)} saved.`,
        cards: [{ brand: 'visa', last4: CARD.slice(-4), expiry: LATER, holderName: 'Pat Buyer', nickname: 'Office supplies', isDefault: true, expiring: false }],
      },
    });
    expect(res.body).not.toContain(CARD);
    expect(res.body).not.toContain(CARD.slice(0, 12));
    const [row] = await cards(pat);
    expect(row).toMatchObject({ brand: 'visa', last4: CARD.slice(-4), expMonth: 8, expYear: year + 3, holderName: 'Pat Buyer', isDefault: true });
    expect(JSON.stringify(row)).not.toContain(CARD.slice(0, 12));
    const audit = await kit.t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'card_added'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(CARD.slice(0, 12));
  });

  it('refuses numbers that are not government purchase cards, and never echoes them', async () => {
    const cases: Array<[string, string]> = [
      [luhnNumber('411111111111111'), CARD_TEXT.prefix],
      [`${CARD.slice(0, 15)}${(Number(CARD[15]) + 1) % 10}`, CARD_TEXT.luhn],
      [CARD.slice(0, 15), CARD_TEXT.digits],
      [`${CARD}0`, CARD_TEXT.digits],
    ];
    for (const [number, message] of cases) {
      const res = await save(pat, { cardNumber: number, expiry: LATER, holderName: 'Pat Buyer' });
      expect(res.statusCode, number).toBe(400);
      expect(res.json().attributes.errors).toEqual([{ field: 'cardNumber', message }]);
      expect(res.body).not.toContain(digitsOf(number).slice(0, 12));
    }
    const expired = await save(pat, { cardNumber: MASTERCARD, expiry: lastMonth, holderName: 'Pat Buyer' });
    expect(expired.json().attributes.errors).toEqual([{ field: 'expiry', message: CARD_TEXT.expired }]);
    expect(expired.body).not.toContain(MASTERCARD.slice(0, 12));
    const format = await save(pat, { cardNumber: MASTERCARD, expiry: '2030-08', holderName: '' });
    expect(format.json().attributes.errors).toEqual([
      { field: 'expiry', message: CARD_TEXT.expiryFormat },
      { field: 'holderName', message: 'Name on card is required.' },
    ]);
    // A CVV, or any other field, is not taken.
    expect((await save(pat, { cardNumber: MASTERCARD, expiry: LATER, holderName: 'Pat Buyer', cvv: '123' })).statusCode).toBe(200);
    const saved = await cards(pat);
    expect(saved).toHaveLength(2);
    expect(saved.flatMap((row) => Object.values(row))).not.toContain('123');
  });

  it('answers an already saved card with the form, without the number', async () => {
    const res = await save(pat, { cardNumber: CARD, expiry: LATER, holderName: 'Pat Buyer', nickname: 'Again' });
    expect(res.json()).toMatchObject({
      responseName: 'ManagePayments',
      attributes: { errors: [{ field: 'cardNumber', message: 'This card is already saved in your methods of payment.' }], values: { nickname: 'Again' } },
    });
    expect(res.json().attributes.values.cardNumber).toBeUndefined();
    expect(res.body).not.toContain(CARD.slice(0, 12));
  });

  it('changes the default and deletes only the member’s own cards', async () => {
    const [visa, master] = (await cards(pat)).sort((a, b) => a.id - b.id);
    await save(other, { cardNumber: CARD, expiry: LATER, holderName: 'Other Buyer' });
    const [theirs] = await cards(other);
    expect((await save(pat, { action: 'makeDefault', id: theirs!.id })).statusCode).toBe(404);
    expect((await kit.post(pat, 'profile/manage_payments_delete', { id: theirs!.id })).statusCode).toBe(404);
    expect(await cards(other)).toMatchObject([{ id: theirs!.id, isDefault: true, deletedAt: null }]);

    const made = (await save(pat, { action: 'makeDefault', id: master!.id })).json();
    expect(made.attributes.notice).toBe(`Mastercard •••• ${MASTERCARD.slice(-4)} is now your default card.`);
    expect(made.attributes.cards[0]).toMatchObject({ id: master!.id, isDefault: true });
    const deleted = (await kit.post(pat, 'profile/manage_payments_delete', { id: master!.id })).json();
    expect(deleted.attributes.cards).toEqual([expect.objectContaining({ id: visa!.id, isDefault: true })]);
    expect((await kit.post(pat, 'profile/manage_payments_delete', { id: master!.id })).statusCode).toBe(404);
  });
});
