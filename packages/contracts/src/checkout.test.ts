import { describe, expect, it } from 'vitest';
import { accountingCodesSchema, type CHECKOUT_INPUTS, deliverBySchema, earliestDeliverBy, orderOptionsSchema } from './checkout.js';
import { INPUT_SCHEMAS } from './inputs.js';

const body = (path: keyof typeof CHECKOUT_INPUTS, value: unknown) => INPUT_SCHEMAS[path]!.body!.safeParse(value);
const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('checkout inputs', () => {
  it('accepts deliver-by dates in both docs/product/validation-rules.md forms, today or later, within a year', () => {
    expect(deliverBySchema.parse('')).toBe('');
    expect(deliverBySchema.parse(inDays(10))).toBe(inDays(10));
    const [y, m, d] = inDays(30).split('-').map(Number);
    expect(deliverBySchema.parse(`${m}/${d}/${y}`)).toBe(inDays(30));
    expect(deliverBySchema.parse(earliestDeliverBy())).toBe(earliestDeliverBy());
    expect(messages(deliverBySchema.safeParse(inDays(-3)))).toEqual([{ field: '', message: 'The deliver-by date cannot be in the past.' }]);
    expect(messages(deliverBySchema.safeParse(inDays(400)))).toEqual([{ field: '', message: 'Choose a deliver-by date within one year.' }]);
    expect(messages(deliverBySchema.safeParse('2026-02-30'))[0]?.message).toBe('Enter a real date as yyyy-mm-dd or m/d/yyyy.');
  });

  it('limits PO notes to 500 ASCII characters', () => {
    expect(orderOptionsSchema.parse({ key: '12-GS-02F-0001X', notes: 'Blue, size L' })).toEqual({ key: '12-GS-02F-0001X', deliverBy: '', notes: 'Blue, size L' });
    expect(messages(orderOptionsSchema.safeParse({ key: '12-GS', notes: 'x'.repeat(501) }))).toEqual([{ field: 'notes', message: 'PO notes have at most 500 characters.' }]);
    expect(messages(orderOptionsSchema.safeParse({ key: '12-GS', notes: 'café' }))[0]?.field).toBe('notes');
  });

  it('validates accounting codes field by field and upper-cases them', () => {
    const ok = accountingCodesSchema.parse({ aac: 'w91quz', fundCode: '2f', appropriation: '097x4930', objectClass: '26.0', documentNumber: 'w91quz51230001' });
    expect(ok).toEqual({ aac: 'W91QUZ', fundCode: '2F', appropriation: '097X4930', objectClass: '26.0', projectJob: '', documentNumber: 'W91QUZ51230001' });
    expect(accountingCodesSchema.safeParse({ aac: '470001', fundCode: 'AB', appropriation: '0472025/20260100', objectClass: '2600' }).success).toBe(true);
    const bad = messages(accountingCodesSchema.safeParse({ aac: 'W91', fundCode: 'ABC', appropriation: '97X', objectClass: 'supplies', projectJob: 'x'.repeat(13) }));
    expect(bad.map((e) => e.field)).toEqual(['aac', 'fundCode', 'appropriation', 'objectClass', 'projectJob']);
    expect(messages(accountingCodesSchema.safeParse({ aac: 'W91QUZ', fundCode: 'AB', appropriation: '097X4930', objectClass: '26', documentNumber: 'N0001251230001' }))).toEqual([
      { field: 'documentNumber', message: 'The document number must start with the AAC/DoDAAC.' },
    ]);
    expect(messages(accountingCodesSchema.safeParse({ aac: 'W91QUZ', fundCode: 'AB', appropriation: '097X4930', objectClass: '26', documentNumber: 'W91QUZ53990001' }))[0]?.field).toBe('documentNumber');
  });

  it('asks for the payment screen without a method and never echoes a refused card number', () => {
    expect(body('ggs/cart/select_payment', {})).toMatchObject({ success: true, data: undefined });
    expect(body('ggs/cart/select_payment', undefined)).toMatchObject({ success: true, data: undefined });
    const refused = body('ggs/cart/select_payment', { method: 'card', cardNumber: '4614000000000001', expiry: '01/2020', holderName: '' });
    const errors = messages(refused);
    expect(errors.map((e) => e.field)).toEqual(['cardNumber', 'expiry', 'holderName']);
    expect(JSON.stringify(errors)).not.toContain('4614000000000001');
    expect(body('ggs/cart/select_payment', { method: 'saved', paymentId: '7' })).toMatchObject({ success: true, data: { method: 'saved', paymentId: 7 } });
  });

  it('needs the cart and the version the review showed, and ignores anything else sent', () => {
    expect(body('checkout/checkout_review_submit', { cartId: 3, version: 2, totalCents: 1, prices: [1] })).toEqual({ success: true, data: { cartId: 3, version: 2 } });
    expect(body('checkout/checkout_review_submit', { cartId: 3 }).success).toBe(false);
  });
});
