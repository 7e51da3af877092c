import { CARD_TEXT, CHECKOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, ADDRESS, CARD, type CheckoutKit, checkoutKit, CODES, LATER_EXPIRY, luhnCard, OFFERS } from '../../test-support/checkout-kit.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('checkout steps (%s)', (kind) => {
  let k: CheckoutKit;
  // The app's clock: real time, shifted where a test needs a day of its own.
  let shift = 0;
  beforeAll(async () => {
    k = await checkoutKit(kind, { now: () => Date.now() + shift });
  });
  afterAll(() => k.t.close());

  it('needs a signed-in member on every checkout path', async () => {
    const visitor = await k.visitor();
    expect((await k.get(visitor, 'checkout/checkout_review')).statusCode).toBe(401);
    expect((await k.post(visitor, 'ggs/cart/select_payment', {})).statusCode).toBe(401);
    expect((await k.post(visitor, 'checkout/checkout_review_submit', { cartId: 1, version: 0 }, { 'idempotency-key': 'k-12345678' })).statusCode).toBe(401);
  });

  it('reviews the cart as one order per contractor, ships to the default address and asks for a payment', async () => {
    const b = await k.buyer('review-1');
    const res = await k.get(b, 'checkout/checkout_review');
    expect(res.statusCode).toBe(200);
    const { responseName, attributes: a } = res.json();
    expect(responseName).toBe('ProcessYourOrder');
    expect(a.orders.map((o: { contractorName: string; subtotalCents: number }) => [o.contractorName, o.subtotalCents])).toEqual([
      ['Fixture Office Depot', 2 * 5_000 + 19_900],
      ['GSA Global Supply', 3 * 3_999],
    ]);
    expect(a.totalCents).toBe(2 * 5_000 + 19_900 + 3 * 3_999);
    expect(a.shipTo).toMatchObject({ name: 'Headquarters', zip: '20405' });
    expect(a.payment).toBeNull();
    expect(a.problems).toEqual([{ code: 'noPayment', message: CHECKOUT_TEXT.noPayment }]);
    expect(a.confirmationEmail).toBe('review-1@gsa.gov');
  });

  it('names what is missing on an empty cart and an empty address book', async () => {
    const m = await k.member('review-empty');
    const a = (await k.review(m)).attributes;
    expect(a.cartId).toBeNull();
    expect(a.problems.map((p: { code: string }) => p.code)).toEqual(['empty', 'noAddress', 'noPayment']);
  });

  it('chooses a ship-to address of the member only; another member’s id is 404 and changes nothing', async () => {
    const b = await k.buyer('ship-1', { addresses: [ADDRESS, AAC_ADDRESS], unlocked: ['M67001'] });
    const other = await k.buyer('ship-2', { addresses: [{ ...ADDRESS, name: 'Elsewhere' }] });
    const aac = b.addresses[1]!;
    const chosen = await k.post(b, 'checkout/select_shipping', { addressId: aac.id });
    expect(chosen.json()).toMatchObject({ responseName: 'ProcessYourOrder', attributes: { shipTo: { id: aac.id, aac: 'M67001' }, notice: CHECKOUT_TEXT.addressSaved } });
    const refused = await k.post(b, 'checkout/select_shipping', { addressId: other.addresses[0]!.id });
    expect(refused.statusCode).toBe(404);
    expect((await k.review(b)).attributes.shipTo.id).toBe(aac.id);
    expect((await k.get(b, `ggs/cart/select_shipping?addressId=${other.addresses[0]!.id}`)).statusCode).toBe(404);
  });

  it('lists addresses (AAC/DoDAAC ones only on select_aac_shipping) and shows one to verify', async () => {
    const b = await k.buyer('ship-list', { addresses: [ADDRESS, AAC_ADDRESS] });
    const all = (await k.get(b, 'ggs/cart/select_shipping')).json();
    expect(all).toMatchObject({ responseName: 'Initial', attributes: { aacOnly: false, selectedId: b.addresses[0]!.id } });
    expect(all.attributes.addresses.map((a: { name: string }) => a.name)).toEqual(['Headquarters', 'Camp Lejeune supply']);
    const aacOnly = (await k.get(b, 'ggs/cart/select_aac_shipping')).json();
    expect(aacOnly.attributes.addresses.map((a: { aac: string }) => a.aac)).toEqual(['M67001']);
    const verify = (await k.get(b, `ggs/cart/select_aac_shipping?addressId=${b.addresses[1]!.id}`)).json();
    expect(verify).toMatchObject({ responseName: 'Destination', attributes: { address: { aac: 'M67001' }, itemCount: 3 } });
    expect((await k.get(b, `ggs/cart/select_aac_shipping?addressId=${b.addresses[0]!.id}`)).statusCode).toBe(404);
  });

  it('ships to a consignee by its AAC/DoDAAC when it is in the address book', async () => {
    const b = await k.buyer('consignee', { addresses: [ADDRESS, AAC_ADDRESS], unlocked: ['M67001'] });
    const ok = await k.post(b, 'checkout/select_consigneeaac', { aac: 'm67001' });
    expect(ok.json().attributes.shipTo.aac).toBe('M67001');
    const unknown = await k.post(b, 'checkout/select_consigneeaac', { aac: 'N00001' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().attributes.errors).toEqual([{ field: 'aac', message: CHECKOUT_TEXT.noAacAddress('N00001') }]);
    expect((await k.post(b, 'checkout/select_consigneeaac', { aac: 'M67' })).statusCode).toBe(400);
  });

  it('keeps a breakbulk point, and clears it when blank', async () => {
    const b = await k.buyer('breakbulk');
    expect((await k.post(b, 'checkout/select_breakbulk', { breakbulkPoint: 'sw3124' })).json().attributes.breakbulkPoint).toBe('SW3124');
    expect((await k.post(b, 'checkout/select_breakbulk', { breakbulkPoint: '' })).json().attributes.breakbulkPoint).toBeNull();
    expect((await k.post(b, 'checkout/select_breakbulk', { breakbulkPoint: 'SW-31' })).statusCode).toBe(400);
  });

  it('sets each order’s deliver-by date and PO notes, refusing a past date', async () => {
    const b = await k.buyer('delivery');
    const form = (await k.get(b, 'checkout/delivery_options')).json();
    expect(form.responseName).toBe('DeliveryOptions');
    const [office, global] = form.attributes.orders as Array<{ key: string }>;
    const [y, m, d] = inDays(20).split('-').map(Number);
    const saved = await k.post(b, 'checkout/checkout_controller', {
      orders: [{ key: office!.key, deliverBy: `${m}/${d}/${y}`, notes: 'Deliver to loading dock B.' }, { key: global!.key, deliverBy: '', notes: '' }, { key: '1-GONE', deliverBy: '', notes: 'x' }],
    });
    expect(saved.json()).toMatchObject({ responseName: 'ProcessYourOrder', attributes: { notice: CHECKOUT_TEXT.deliverySaved } });
    expect(saved.json().attributes.orders.map((o: { deliverBy: string | null; notes: string }) => [o.deliverBy, o.notes])).toEqual([
      [inDays(20), 'Deliver to loading dock B.'],
      [null, ''],
    ]);
    const past = await k.post(b, 'checkout/checkout_controller', { orders: [{ key: office!.key, deliverBy: inDays(-2), notes: '' }] });
    expect(past.statusCode).toBe(400);
    expect(past.json().attributes.errors).toEqual([{ field: 'orders.0.deliverBy', message: 'The deliver-by date cannot be in the past.' }]);
    expect((await k.post(b, 'checkout/checkout_controller', { orders: [{ key: office!.key, notes: 'n'.repeat(501) }] })).json().attributes.errors[0].field).toBe('orders.0.notes');
  });

  it('takes a new purchase card, keeps only brand, last four and expiry, and asks to verify the email', async () => {
    const b = await k.buyer('card-new');
    const res = await k.payByCard(b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      responseName: 'VerifyEmail',
      attributes: { email: 'card-new@gsa.gov', payment: { kind: 'card', brand: 'visa', last4: CARD.slice(-4), holderName: 'Pat Buyer' } },
    });
    expect(res.body).not.toContain(CARD);
    const [session] = await k.db.select({ data: schema.sessions.data }).from(schema.sessions).where(eq(schema.sessions.id, b.session));
    expect(JSON.stringify(session?.data)).not.toContain(CARD);
    expect(JSON.stringify(session?.data)).not.toContain(CARD.slice(0, 12));
    expect((await k.review(b)).attributes.problems).toEqual([]);
  });

  it('refuses a card by the purchase-card rules without echoing its number', async () => {
    const b = await k.buyer('card-bad');
    const expiring = new Date(Date.now() + 5 * 86_400_000);
    const cases: Array<[string, string, string, string]> = [
      [luhnCard('411111111111111'), LATER_EXPIRY, 'cardNumber', CARD_TEXT.prefix],
      [`${CARD.slice(0, 15)}${(Number(CARD[15]) + 1) % 10}`, LATER_EXPIRY, 'cardNumber', CARD_TEXT.luhn],
      [CARD.slice(0, 15), LATER_EXPIRY, 'cardNumber', CARD_TEXT.digits],
      [CARD, `${expiring.getUTCMonth() + 1}/${expiring.getUTCFullYear() - 1}`, 'expiry', CARD_TEXT.expired],
    ];
    for (const [number, expiry, field, message] of cases) {
      const res = await k.payByCard(b, number, expiry);
      expect(res.statusCode).toBe(400);
      expect(res.json().attributes.errors).toEqual([{ field, message }]);
      expect(res.body).not.toContain(number);
    }
  });

  it('pays with a saved card of the member only, and not one expiring within 20 days', async () => {
    // Five days before the end of this month: a card of this month expires within 20 days whatever today's date
    // (from real time, a card three days ahead could end 33 days later, on the last days of a month).
    const today = new Date();
    shift = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1) - 5 * 86_400_000 - today.getTime();
    const b = await k.buyer('card-saved');
    const other = await k.buyer('card-saved-other');
    const year = today.getUTCFullYear();
    const soon = new Date(Date.now() + shift);
    const [good, expiring, foreign] = await k.db
      .insert(schema.paymentMethods)
      .values([
        { memberId: b.memberId, brand: 'mastercard', last4: '4444', expMonth: 6, expYear: year + 2, holderName: 'Pat Buyer', isDefault: true },
        { memberId: b.memberId, brand: 'visa', last4: '1111', expMonth: soon.getUTCMonth() + 1, expYear: soon.getUTCFullYear(), holderName: 'Pat Buyer' },
        { memberId: other.memberId, brand: 'visa', last4: '9999', expMonth: 1, expYear: year + 3, holderName: 'Someone Else' },
      ])
      .returning();
    const screen = (await k.post(b, 'ggs/cart/select_payment', {})).json();
    expect(screen.responseName).toBe('SelectPayment');
    expect(screen.attributes.savedCards.map((c: { last4: string; expiring: boolean }) => [c.last4, c.expiring])).toEqual([['4444', false], ['1111', true]]);
    expect((await k.post(b, 'ggs/cart/select_payment', { method: 'saved', paymentId: good!.id })).json().attributes.payment).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const soonRes = await k.post(b, 'ggs/cart/select_payment', { method: 'saved', paymentId: expiring!.id });
    expect(soonRes.json().attributes.errors).toEqual([{ field: 'paymentId', message: CARD_TEXT.expiring }]);
    // A saved card past its month is told it has expired.
    const [expired] = await k.db
      .insert(schema.paymentMethods)
      .values({ memberId: b.memberId, brand: 'visa', last4: '2222', expMonth: 1, expYear: year - 1, holderName: 'Pat Buyer' })
      .returning();
    const expiredRes = await k.post(b, 'ggs/cart/select_payment', { method: 'saved', paymentId: expired!.id });
    expect(expiredRes.json().attributes.errors).toEqual([{ field: 'paymentId', message: CARD_TEXT.expired }]);
    const foreignRes = await k.post(b, 'ggs/cart/select_payment', { method: 'saved', paymentId: foreign!.id });
    expect(foreignRes.statusCode).toBe(404);
    expect(foreignRes.body).not.toContain('9999');
    expect((await k.review(b)).attributes.payment.last4).toBe('4444');
    shift = 0;
  });

  it('takes agency accounting codes from the requisition form, prefilled with the ship-to AAC', async () => {
    const b = await k.buyer('codes', { addresses: [AAC_ADDRESS], unlocked: ['M67001'] });
    const form = (await k.get(b, 'checkout/requisition')).json();
    expect(form).toMatchObject({ responseName: 'Requisition', attributes: { shipToAac: 'M67001', values: { aac: 'M67001', fundCode: '' } } });
    const bad = await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: { ...CODES, appropriation: 'X' } });
    expect(bad.json().attributes.errors.map((e: { field: string }) => e.field)).toEqual(['codes.appropriation']);
    const ok = await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: { ...CODES, fundCode: 'a2' } });
    expect(ok.json()).toMatchObject({ responseName: 'VerifyEmail', attributes: { payment: { kind: 'accounting', codes: { fundCode: 'A2' } } } });
    expect((await k.get(b, 'checkout/requisition')).json().attributes.values.fundCode).toBe('A2');
  });

  it('adds an address during checkout and ships to it', async () => {
    const b = await k.buyer('edit-ship', { unlocked: ['M67001'] });
    expect((await k.post(b, 'ggs/cart/edit_shipping', { view: 'newAAC' })).json()).toMatchObject({ responseName: 'NewAAC', attributes: { prefill: { email: 'edit-ship@gsa.gov' } } });
    expect((await k.post(b, 'ggs/cart/edit_shipping', {})).json().responseName).toBe('Create');
    const bad = await k.post(b, 'ggs/cart/edit_shipping', { view: 'newAAC', address: { ...AAC_ADDRESS, aac: 'M6' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().attributes.errors.map((e: { field: string }) => e.field)).toEqual(['address.aac']);
    const dup = await k.post(b, 'ggs/cart/edit_shipping', { view: 'create', address: { ...ADDRESS, name: 'HEADQUARTERS' } });
    expect(dup.json().attributes.errors[0].field).toBe('name');
    const saved = await k.post(b, 'ggs/cart/edit_shipping', { view: 'newAAC', address: AAC_ADDRESS });
    expect(saved.json()).toMatchObject({ responseName: 'Initial' });
    const added = saved.json().attributes.addresses.find((a: { aac: string | null }) => a.aac === 'M67001');
    expect(saved.json().attributes.selectedId).toBe(added.id);
    expect((await k.review(b)).attributes.shipTo.id).toBe(added.id);
  });

  it('refuses an order with a changed price or an unavailable item, pointing back to the cart', async () => {
    const b = await k.buyer('problems', { items: [{ offerId: OFFERS.officeChair, quantity: 1 }, { offerId: OFFERS.globalPaper, quantity: 1 }] });
    await k.payByCard(b);
    await k.db.update(schema.offers).set({ priceCents: 21_000 }).where(eq(schema.offers.id, OFFERS.officeChair));
    try {
      const problems = (await k.review(b)).attributes.problems;
      expect(problems).toEqual([{ code: 'priceChanged', message: CHECKOUT_TEXT.priceChanged('Fixture Task Chair, Black'), itemId: expect.any(Number) }]);
      const res = await k.submit(b);
      expect(res.json()).toMatchObject({ responseName: 'OrderError', attributes: { message: CHECKOUT_TEXT.orderNotPlaced, problems } });
      expect(await k.cartStatus(b.cartId)).toBe('active');
    } finally {
      await k.db.update(schema.offers).set({ priceCents: 19_900 }).where(eq(schema.offers.id, OFFERS.officeChair));
    }
  });

  it('refuses a submission without an Idempotency-Key', async () => {
    const b = await k.buyer('no-key');
    await k.payByCard(b);
    const shown = await k.review(b);
    const res = await k.post(b, 'checkout/checkout_review_submit', { cartId: shown.attributes.cartId, version: shown.attributes.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.detailedErrorMessage).toBe(CHECKOUT_TEXT.keyMissing);
    expect(await k.cartStatus(b.cartId)).toBe('active');
  });
});
