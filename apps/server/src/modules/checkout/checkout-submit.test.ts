import { Writable } from 'node:stream';
import { CHECKOUT_TEXT, ordinalDate } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateSerials } from '../../core/aac/document-serials.js';
import { loggerOptions } from '../../logger.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, CARD, type CheckoutKit, checkoutKit, CODES, OFFERS } from '../../test-support/checkout-kit.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('placing an order (%s)', (kind) => {
  let k: CheckoutKit;
  const logged: string[] = [];
  // The app's clock: real time, unless a test pins an instant.
  let pinned: number | undefined;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    k = await checkoutKit(kind, { logger: { ...(loggerOptions('trace') as object), stream }, now: () => pinned ?? Date.now() });
  });
  afterAll(() => k.t.close());

  it('places a card order split per contractor, in one group, with lines, history, audit and one email', async () => {
    const b = await k.buyer('submit-card');
    await k.payByCard(b);
    const options = (await k.get(b, 'checkout/delivery_options')).json().attributes.orders as Array<{ key: string }>;
    await k.post(b, 'checkout/checkout_controller', { orders: [{ key: options[0]!.key, deliverBy: inDays(14), notes: 'Dock B, ask for Sam.' }] });
    const before = await k.counts();
    const res = await k.submit(b, 'key-submit-card-0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const { responseName, attributes: c } = res.json();
    expect(responseName).toBe('OrderConfirmation');
    expect(c.groupNumber).toMatch(/^G\d+$/);
    expect(c.totalCents).toBe(2 * 5_000 + 19_900 + 3 * 3_999);
    expect(c.paymentLabel).toBe(`Visa •••• ${CARD.slice(-4)}, expires 08/${new Date().getUTCFullYear() + 3}`);
    type Order = { contractorName: string; subtotalCents: number; deliverBy: string | null; notes: string; lines: unknown[] };
    expect(c.orders.map((o: Order) => [o.contractorName, o.subtotalCents, o.deliverBy, o.notes, o.lines.length])).toEqual([
      ['Fixture Office Depot', 29_900, inDays(14), 'Dock B, ask for Sam.', 2],
      ['GSA Global Supply', 11_997, null, '', 1],
    ]);
    expect(c.orders[0].orderNumber).toMatch(/^A\d+$/);
    expect(c.orders[0].lines[0]).toMatchObject({ lineNumber: 1, partNumber: `FX-900001`, quantity: 2, unitPriceCents: 5_000, extendedCents: 10_000, unitOfIssue: 'BX' });

    const after = await k.counts();
    expect(after).toEqual({ groups: before.groups + 1, orders: before.orders + 2, lines: before.lines + 3, mails: before.mails + 1 });
    expect(await k.cartStatus(b.cartId)).toBe('ordered');
    const [group] = await k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.groupNumber, c.groupNumber));
    expect(group).toMatchObject({ memberId: b.memberId, cartId: b.cartId, paymentKind: 'card', cardBrand: 'visa', cardLast4: CARD.slice(-4), accounting: null });
    expect(group!.shipTo).toMatchObject({ name: 'Headquarters', line1: '1800 F Street NW', zip: '20405' });
    const orders = await k.db.select().from(schema.orders).where(eq(schema.orders.groupId, group!.id));
    const history = await k.db.select().from(schema.orderStatusHistory).where(inArray(schema.orderStatusHistory.orderId, orders.map((o) => o.id)));
    expect(history.map((h) => h.status)).toEqual(['Submitted', 'Submitted']);
    const [auditRow] = await k.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'order_submit'), eq(schema.auditLog.target, c.groupNumber)));
    expect(auditRow).toMatchObject({ memberId: b.memberId, outcome: 'success' });
    const [mail] = await k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'submit-card@gsa.gov'));
    expect(mail!.subject).toBe(`GSA Advantage order confirmation ${c.groupNumber} (orders ${c.orders[0].orderNumber}, ${c.orders[1].orderNumber})`);
    for (const text of [c.orders[0].orderNumber, 'Fixture Task Chair, Black', '$299.00', '$418.97', '1800 F Street NW', `Visa •••• ${CARD.slice(-4)}`, 'Dock B, ask for Sam.']) {
      expect(mail!.textBody).toContain(text);
    }
    expect(mail!.textBody).not.toContain(CARD);

    // The confirmation stays reachable: by number, and as the session's last order.
    const confirm = (await k.get(b, `checkout/order_confirm?group=${c.groupNumber}`)).json();
    expect(confirm.responseName).toBe('OrderConfirmation');
    // The answer built while writing the order is what reading it back gives.
    expect(confirm.attributes).toEqual(c);
    expect((await k.get(b, 'checkout/order_confirm')).json().attributes.groupNumber).toBe(c.groupNumber);
    // The card is not kept for the next checkout.
    expect((await k.review(b)).attributes).toMatchObject({ cartId: null, payment: null });
  });

  it('places an order paid by accounting codes to an AAC address, numbering the requisition on the AAC\'s day', async () => {
    const b = await k.buyer('submit-codes', { addresses: [AAC_ADDRESS], unlocked: ['M67001'] });
    await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES });
    await k.post(b, 'checkout/select_breakbulk', { breakbulkPoint: 'SW3124' });
    // 9:30 p.m. on July 4 at Camp Lejeune (North Carolina), already July 5 in UTC: the document date is July 4 (6185).
    pinned = Date.parse('2026-07-05T01:30:00Z');
    const res = await k.submit(b).finally(() => {
      pinned = undefined;
    });
    const c = res.json().attributes;
    expect(res.json().responseName).toBe('OrderConfirmation');
    expect(c.shipTo).toMatchObject({ aac: 'M67001', kind: 'aac', breakbulkPoint: 'SW3124' });
    const [group] = await k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.groupNumber, c.groupNumber));
    const day = '6185';
    expect(ordinalDate(new Date('2026-07-05T01:30:00Z'))).toBe('6186');
    expect(group!.accounting).toMatchObject({ ...CODES, documentNumber: expect.stringMatching(new RegExp(`^M67001${day}\\d{4}$`)) });
    // The AAC's serials of the day are the ones FEDSTRIP requisitions draw from: the next one follows this order's.
    const documentNumber = (group!.accounting as { documentNumber: string }).documentNumber;
    const [next] = await allocateSerials(k.db, 'M67001', day, 1);
    expect(Number(next)).toBe(Number(documentNumber.slice(-4)) + 1);
    expect(group!.cardLast4).toBeNull();
    expect(c.paymentLabel).toContain('AAC M67001, fund code 21, appropriation 017X1106, object class 26.0, document number M67001');
    const [mail] = await k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, 'submit-codes@gsa.gov'));
    expect(mail!.textBody).toContain('AAC/DoDAAC: M67001');
    expect(mail!.textBody).toContain('Breakbulk point: SW3124');
  });

  it('prices the order from the offers table and ignores prices and totals the client sends', async () => {
    const b = await k.buyer('submit-prices', { items: [{ offerId: OFFERS.officeChair, quantity: 2 }] });
    await k.payByCard(b);
    const shown = (await k.review(b)).attributes;
    const forged = { totalCents: 1, items: [{ offerId: OFFERS.officeChair, unitPriceCents: 1 }], unitPriceCents: 1 };
    const res = await k.submit(b, undefined, { cartId: shown.cartId, version: shown.version, ...forged });
    expect(res.json().attributes.totalCents).toBe(39_800);
    const [line] = await k.db
      .select()
      .from(schema.orderLines)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId))
      .where(eq(schema.orders.memberId, b.memberId))
      .orderBy(asc(schema.orderLines.id));
    expect(line!.order_lines).toMatchObject({ unitPriceCents: 19_900, extendedCents: 39_800 });
  });

  it('refuses a cart that changed since the review with 409, and orders nothing', async () => {
    const b = await k.buyer('submit-stale');
    await k.payByCard(b);
    const shown = (await k.review(b)).attributes;
    await k.db.update(schema.carts).set({ version: shown.version + 1 }).where(eq(schema.carts.id, b.cartId));
    const res = await k.post(b, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'stale-key-0001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().attributes.detailedErrorMessage).toBe(CHECKOUT_TEXT.cartChanged);
    expect(await k.cartStatus(b.cartId)).toBe('active');
    // The refusal stored nothing under the key: the review again, then the same key places the order.
    const again = (await k.review(b)).attributes;
    const retry = await k.post(b, 'checkout/checkout_review_submit', { cartId: again.cartId, version: again.version }, { 'idempotency-key': 'stale-key-0001' });
    expect(retry.json().responseName).toBe('OrderConfirmation');
  });

  it('answers 404 for another member’s cart or order group, with no side effect', async () => {
    const owner = await k.buyer('owner-a');
    const intruder = await k.buyer('intruder-b');
    await k.payByCard(owner);
    await k.payByCard(intruder);
    const shown = (await k.review(owner)).attributes;
    const before = await k.counts();
    const res = await k.post(intruder, 'checkout/checkout_review_submit', { cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'intruder-key-01' });
    expect(res.statusCode).toBe(404);
    expect(await k.counts()).toEqual(before);
    expect(await k.cartStatus(owner.cartId)).toBe('active');
    const placed = (await k.submit(owner)).json().attributes.groupNumber;
    expect((await k.get(intruder, `checkout/order_confirm?group=${placed}`)).statusCode).toBe(404);
    expect((await k.get(intruder, 'checkout/order_confirm?group=G99999999')).statusCode).toBe(404);
  });

  it('answers OrderError on order_confirm when there is no order to confirm', async () => {
    const m = await k.member('confirm-none');
    expect((await k.get(m, 'checkout/order_confirm')).json()).toMatchObject({ responseName: 'OrderError', attributes: { message: CHECKOUT_TEXT.noOrderToConfirm } });
  });

  it('ggs/cart/process_order shows the review (Initial) and places the order with submit', async () => {
    const b = await k.buyer('process-order');
    expect((await k.post(b, 'ggs/cart/process_order', {})).json()).toMatchObject({ responseName: 'Initial', attributes: { problems: [{ code: 'noPayment' }] } });
    const shown = (await k.review(b)).attributes;
    const refused = await k.post(b, 'ggs/cart/process_order', { submit: true, cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'process-order-1' });
    expect(refused.json()).toMatchObject({ responseName: 'Initial', attributes: { problems: [{ code: 'noPayment' }] } });
    await k.payByCard(b);
    const placed = await k.post(b, 'ggs/cart/process_order', { submit: true, cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'process-order-1' });
    expect(placed.json()).toMatchObject({ responseName: 'OrderConfirmation', pathInfo: 'ggs/cart/process_order' });
    expect((await k.post(b, 'ggs/cart/process_order', { submit: true, cartId: shown.cartId, version: shown.version }, { 'idempotency-key': 'process-order-1' })).headers['idempotent-replayed']).toBe('true');
  });

  it('never writes a card number to the log or an answer', async () => {
    const b = await k.buyer('log-check');
    await k.payByCard(b);
    await k.payByCard(b, `${CARD.slice(0, 15)}0`);
    await k.post(b, 'ggs/cart/select_payment', { method: 'card', cardNumber: CARD, expiry: 'soon', holderName: 'Pat' });
    await k.submit(b);
    const all = logged.join('');
    expect(all.length).toBeGreaterThan(0);
    expect(all).toContain('checkout_review_submit');
    expect(all).not.toContain(CARD);
    expect(all).not.toContain(CARD.slice(0, 15));
  });
});
