/**
 * Upper bounds on an order at checkout. Each contractor's order is held to its
 * contract's maximum order amount whatever pays it, and to the purchase card's single-purchase limit
 * (default: the $15,000 micro-purchase threshold) when a card pays it. The card is refused when chosen
 * and again at submission; a refused submission writes nothing. A cart priced over a limit behind the
 * screens' back (a direct quantity change) is caught by the submission's own checks.
 */
import { randomUUID } from 'node:crypto';
import { CHECKOUT_TEXT, DEFAULT_PURCHASE_CARD_SINGLE_PURCHASE_LIMIT_DOLLARS } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type Caller, type CheckoutKit, checkoutKit, CODES, OFFERS } from '../../test-support/checkout-kit.js';

const OFFICE = 'GS-02F-0001X';
const OFFICE_NAME = 'Fixture Office Depot';
/** The office contract's maximum order in this suite: $20,000.00, above the card limit. */
const MAXIMUM = 2_000_000;
const LIMIT = DEFAULT_PURCHASE_CARD_SINGLE_PURCHASE_LIMIT_DOLLARS * 100;
/** Eighty $199.00 chairs: $15,920.00, above the card limit and under the contract maximum. */
const EIGHTY_CHAIRS = [{ offerId: OFFERS.officeChair, quantity: 80 }];

describe.each(TEST_DATABASES)('order limits at checkout (%s)', (kind) => {
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind);
    await k.db.update(schema.contracts).set({ maximumOrderCents: MAXIMUM }).where(eq(schema.contracts.contractNumber, OFFICE));
  });
  afterAll(() => k.t.close());

  const keysOf = async (memberId: string) => k.db.$count(schema.idempotencyKeys, eq(schema.idempotencyKeys.memberId, memberId));
  const submitProcessOrder = async (caller: Caller) => {
    const shown = (await k.review(caller)).attributes;
    return k.post(caller, 'ggs/cart/process_order', { submit: true, cartId: shown.cartId, version: shown.version }, { 'idempotency-key': randomUUID() });
  };

  it('has the micro-purchase threshold, $15,000.00, as the default single-purchase limit; the server setting replaces it', () => {
    expect(LIMIT).toBe(1_500_000);
    expect(k.t.app.purchaseCardLimitCents).toBe(LIMIT);
    const secret = { sessionSecret: 'x'.repeat(32) };
    expect(loadConfig({ PURCHASE_CARD_SINGLE_PURCHASE_LIMIT: '2500.50' }, secret).purchaseCardLimitCents).toBe(250_050);
    expect(() => loadConfig({ PURCHASE_CARD_SINGLE_PURCHASE_LIMIT: '0' }, secret)).toThrow(/PURCHASE_CARD_SINGLE_PURCHASE_LIMIT/);
  });

  it('refuses a new or a saved card while an order is above the single-purchase limit, naming it, and keeps no payment', async () => {
    const b = await k.buyer('limit-choose', { items: EIGHTY_CHAIRS });
    const screen = (await k.post(b, 'ggs/cart/select_payment', {})).json();
    expect(screen.attributes).toMatchObject({ totalCents: 1_592_000, cardLimitCents: LIMIT, ordersAboveCardLimit: 1 });

    const res = await k.payByCard(b);
    expect(res.statusCode).toBe(400);
    const message = CHECKOUT_TEXT.aboveCardLimit(OFFICE_NAME, 1_592_000, LIMIT);
    expect(res.json()).toMatchObject({ responseName: 'ValidationError', attributes: { errors: [{ field: 'method', message }] } });
    expect(message).toContain('single-purchase limit of $15,000.00');
    expect(message).toContain('accounting codes');

    const [saved] = await k.db
      .insert(schema.paymentMethods)
      .values({ memberId: b.memberId, brand: 'visa', last4: '4242', expMonth: 6, expYear: new Date().getUTCFullYear() + 2, holderName: 'Pat Buyer', isDefault: true })
      .returning();
    const savedRes = await k.post(b, 'ggs/cart/select_payment', { method: 'saved', paymentId: saved!.id });
    expect(savedRes.statusCode).toBe(400);
    expect(savedRes.json().attributes.errors).toEqual([{ field: 'method', message }]);
    expect((await k.review(b)).attributes.payment).toBeNull();
  });

  it('places the same order paid by accounting codes: bounded by the contract maximum only', async () => {
    const b = await k.buyer('limit-codes', { items: EIGHTY_CHAIRS, unlocked: ['M67001'] });
    expect((await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES })).json().responseName).toBe('VerifyEmail');
    expect((await k.review(b)).attributes.problems).toEqual([]);
    const res = (await k.submit(b)).json();
    expect(res.responseName).toBe('OrderConfirmation');
    expect(res.attributes.totalCents).toBe(1_592_000);
  });

  it('refuses at submission a card chosen before the order grew above the limit, and writes nothing', async () => {
    const b = await k.buyer('limit-grown', { items: [{ offerId: OFFERS.globalPaper, quantity: 3 }] });
    expect((await k.payByCard(b)).json().responseName).toBe('VerifyEmail');
    const cart = (await k.get(b, 'cart/shopping_cart')).json().attributes.cart;
    // GSA Global Supply states no contract maximum, so the cart takes 400 boxes ($15,996.00).
    const grown = await k.post(b, 'cart/update_quantity', { itemId: cart.groups[0].items[0].itemId, quantity: '400', version: cart.version });
    expect(grown.statusCode).toBe(200);

    const problem = { code: 'aboveCardLimit', message: CHECKOUT_TEXT.aboveCardLimit('GSA Global Supply', 1_599_600, LIMIT) };
    expect((await k.review(b)).attributes.problems).toEqual([problem]);
    const before = await k.counts();
    const res = await k.submit(b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ responseName: 'OrderError', attributes: { message: CHECKOUT_TEXT.orderNotPlaced, problems: [problem] } });
    expect((await submitProcessOrder(b)).json()).toMatchObject({ responseName: 'Initial', attributes: { problems: [problem] } });
    expect(await k.counts()).toEqual(before);
    expect(await k.cartStatus(b.cartId)).toBe('active');
    expect(await keysOf(b.memberId)).toBe(0);
  });

  it('refuses at submission an order raised above the contract maximum behind the screens, whatever pays it, and writes nothing', async () => {
    const b = await k.buyer('limit-bypass', { items: [{ offerId: OFFERS.officeChair, quantity: 5 }], unlocked: ['M67001'] });
    expect((await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES })).json().responseName).toBe('VerifyEmail');
    // A client that skipped the cart's checks: the quantity written straight into the cart.
    await k.db
      .update(schema.cartItems)
      .set({ quantity: 99_999_999 })
      .where(and(eq(schema.cartItems.cartId, b.cartId), eq(schema.cartItems.offerId, OFFERS.officeChair)));

    const subtotal = 99_999_999 * 19_900;
    const aboveMaximum = { code: 'aboveMaximum', message: CHECKOUT_TEXT.aboveMaximum(OFFICE_NAME, OFFICE, subtotal, MAXIMUM) };
    expect(aboveMaximum.message).toContain('maximum order of $20,000.00');
    const before = await k.counts();
    const byCodes = (await k.submit(b)).json();
    expect(byCodes).toMatchObject({ responseName: 'OrderError', attributes: { problems: [aboveMaximum] } });

    // Choosing a card for it now is refused as well: the accounting codes stay the payment.
    expect((await k.payByCard(b)).statusCode).toBe(400);
    const review = (await k.review(b)).attributes;
    expect(review.payment.kind).toBe('accounting');

    expect(await k.counts()).toEqual(before);
    expect(await k.cartStatus(b.cartId)).toBe('active');
    expect(await keysOf(b.memberId)).toBe(0);
  });

  it('refuses a card-paid order above both limits at submission with both problems', async () => {
    const b = await k.buyer('limit-both', { items: [{ offerId: OFFERS.officeChair, quantity: 5 }] });
    expect((await k.payByCard(b)).json().responseName).toBe('VerifyEmail');
    await k.db.update(schema.cartItems).set({ quantity: 99_999_999 }).where(eq(schema.cartItems.cartId, b.cartId));
    const subtotal = 99_999_999 * 19_900;
    const before = await k.counts();
    const res = (await k.submit(b)).json();
    expect(res.responseName).toBe('OrderError');
    expect(res.attributes.problems).toEqual([
      { code: 'aboveMaximum', message: CHECKOUT_TEXT.aboveMaximum(OFFICE_NAME, OFFICE, subtotal, MAXIMUM) },
      { code: 'aboveCardLimit', message: CHECKOUT_TEXT.aboveCardLimit(OFFICE_NAME, subtotal, LIMIT) },
    ]);
    expect(await k.counts()).toEqual(before);
    expect(await k.cartStatus(b.cartId)).toBe('active');
  });
});
