/**
 * Funds-control carts: checkout by accounting codes to a funds-control AAC stops at
 * afc_cart, the submitted cart is frozen until one of the AAC's funds approvers authorizes it (the order is
 * placed once) or rejects it (the cart comes back to the buyer), and who may see and decide is enforced.
 */
import { randomUUID } from 'node:crypto';
import { FUNDS_TEXT, type FundsCartAttributes, type FundsListAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit, OFFERS } from '../../test-support/checkout-kit.js';
import { addItems, ensureActiveCart } from '../../core/cart/store.js';

const AAC = 'FC7001';
const CODES = { aac: AAC, fundCode: '21', appropriation: '017X1106', objectClass: '26.0', projectJob: '', documentNumber: '' };
const SITE = { organization: 'Funds office', line1: '1 Main St', line2: '', city: 'Washington', state: 'DC', zip: '20405', country: 'US' };
const { fundsAuthorizations, auditLog, mailOutbox, carts, cartItems, orderGroups, aacRoles, aacs } = schema;

describe.each(TEST_DATABASES)('funds-control carts (%s)', (kind) => {
  let k: CheckoutKit;
  let approver: Awaited<ReturnType<CheckoutKit['member']>>;
  let outsider: Awaited<ReturnType<CheckoutKit['member']>>;

  beforeAll(async () => {
    k = await checkoutKit(kind);
    await k.db.insert(aacs).values({ code: AAC, kind: 'civil', agency: 'Test agency', name: 'Funds office', shipTo: SITE, billTo: SITE, fundsControl: true });
    approver = await k.member('fc-approver');
    outsider = await k.member('fc-outsider');
    await k.db.insert(aacRoles).values({ aac: AAC, memberId: approver.memberId, role: 'funds_approver' });
  });
  afterAll(() => k.t.close());

  const mailsTo = (email: string) => k.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const auditOf = (action: string) => k.db.select().from(auditLog).where(eq(auditLog.action, action));
  const requestRow = async (id: number) => (await k.db.select().from(fundsAuthorizations).where(eq(fundsAuthorizations.id, id)))[0]!;
  const open = (caller: Awaited<ReturnType<CheckoutKit['member']>>, id: number) => k.get(caller, `cart/afc_cart?id=${id}`);
  const decide = (caller: Awaited<ReturnType<CheckoutKit['member']>>, id: number, version: number, extra: object = {}) =>
    k.post(caller, 'cart/authorize_funds', { id, version, decision: 'authorize', reason: '', ...CODES, ...extra });

  /** A buyer of the AAC who checked out by its accounting codes and submitted the cart for authorization. */
  async function submitted(subject: string) {
    const b = await k.buyer(subject, { unlocked: [AAC] });
    expect((await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES })).statusCode).toBe(200);
    const placed = await k.submit(b);
    expect(placed.json()).toMatchObject({ responseType: 'REDIRECT', redirectURL: '/ws/cart/afc_cart?cart=current' });
    const draft = (await k.get(b, 'cart/afc_cart?cart=current')).json();
    expect(draft).toMatchObject({ responseName: 'OrderSummary', attributes: { request: null, canSubmit: true, accounting: CODES } });
    const res = await k.post(b, 'cart/afc_submit', { cartId: draft.attributes.cartId, version: draft.attributes.cartVersion });
    expect(res.statusCode).toBe(200);
    const a = res.json().attributes as FundsCartAttributes;
    expect(a.request).toMatchObject({ status: 'Pending', aac: AAC });
    return { b, id: a.request!.id, version: a.version, cartId: b.cartId, totalCents: a.totalCents };
  }

  it('stops the order at afc_cart, freezes the submitted cart, emails the funds approvers and audits it', async () => {
    const before = await k.counts();
    const { b, id, cartId, totalCents } = await submitted('fc-buyer1');
    expect((await k.counts()).groups).toBe(before.groups);
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'Pending', memberId: b.memberId, aac: AAC, totalCents, accounting: { fundCode: '21', appropriation: '017X1106', objectClass: '26.0' } });
    expect(await k.cartStatus(cartId)).toBe('funds_control');
    const [mail] = await mailsTo('fc-approver@gsa.gov');
    expect(mail?.textBody).toContain(`/ws/cart/afc_cart?id=${id}`);
    expect(await mailsTo('fc-outsider@gsa.gov')).toHaveLength(0);
    expect((await auditOf('funds_submit')).some((r) => r.target === `funds-${id}` && r.memberId === b.memberId)).toBe(true);
    // The buyer's cart is empty now; the next add starts a fresh active cart.
    expect((await k.get(b, 'cart/shopping_cart')).json()).toMatchObject({ responseName: 'Initial', attributes: { fundsWaiting: 1 } });
    const list = (await k.get(b, 'cart/afc_cart')).json().attributes as FundsListAttributes;
    expect(list.requests.map((r) => [r.id, r.status])).toContainEqual([id, 'Pending']);
  });

  it('refuses every change of a pending cart', async () => {
    const { b, id, cartId } = await submitted('fc-buyer2');
    const [item] = await k.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    expect((await k.post(b, 'cart/update_quantity', { itemId: item!.id, quantity: 9, version: 0 })).statusCode).toBe(404);
    expect((await k.post(b, 'cart/delete_item', { itemId: item!.id, version: 0 })).statusCode).toBe(404);
    const direct = await k.post(b, 'checkout/checkout_review_submit', { cartId, version: 1 }, { 'idempotency-key': randomUUID() });
    expect(direct.statusCode).not.toBe(200);
    expect(await k.db.select({ q: cartItems.quantity }).from(cartItems).where(eq(cartItems.id, item!.id))).toEqual([{ q: item!.quantity }]);
    expect(await k.db.$count(orderGroups, eq(orderGroups.cartId, cartId))).toBe(0);
    expect((await requestRow(id)).status).toBe('Pending');
  });

  it('shows a request only to its buyer and the AAC’s funds approvers; anyone else gets 404 and cannot decide', async () => {
    const { b, id, version } = await submitted('fc-buyer3');
    expect((await open(b, id)).json()).toMatchObject({ responseName: 'OrderSummary', attributes: { canWithdraw: true, canDecide: false } });
    expect((await open(approver, id)).json()).toMatchObject({ responseName: 'AFCDataEntry', attributes: { canDecide: true, request: { buyerEmail: 'fc-buyer3@gsa.gov' } } });
    const review = await k.post(approver, 'ggs/cart/process_order', { fundsAuthorizationId: id });
    expect(review.json()).toMatchObject({ responseName: 'AFCDataEntry', attributes: { canDecide: true } });
    // The same review by address, as the web app opens a POST path from a link.
    const byAddress = await k.post(approver, `ggs/cart/process_order?fundsAuthorizationId=${id}`, {});
    expect(byAddress.json()).toMatchObject({ responseName: 'AFCDataEntry', attributes: { request: { id } } });
    expect((await k.post(b, `ggs/cart/process_order?fundsAuthorizationId=${id}`, {})).statusCode).toBe(404);

    expect((await open(outsider, id)).statusCode).toBe(404);
    expect((await k.post(outsider, 'ggs/cart/process_order', { fundsAuthorizationId: id })).statusCode).toBe(404);
    expect((await k.post(outsider, `ggs/cart/process_order?fundsAuthorizationId=${id}`, {})).statusCode).toBe(404);
    expect((await decide(outsider, id, version)).statusCode).toBe(404);
    expect((await k.post(outsider, 'cart/authorize_funds', { id, version, decision: 'reject', reason: 'No.' })).statusCode).toBe(404);
    expect((await k.post(outsider, 'cart/afc_withdraw', { id, version })).statusCode).toBe(404);
    expect(((await k.get(outsider, 'cart/afc_worklist')).json().attributes as FundsListAttributes).requests).toEqual([]);

    // A funds approver of another AAC is an outsider to this one.
    const elsewhere = await k.member('fc-approver-elsewhere');
    await k.db.insert(aacs).values({ code: 'FC7002', kind: 'civil', agency: 'Other agency', name: 'Other office', shipTo: SITE, billTo: SITE, fundsControl: true });
    await k.db.insert(aacRoles).values({ aac: 'FC7002', memberId: elsewhere.memberId, role: 'funds_approver' });
    expect((await open(elsewhere, id)).statusCode).toBe(404);
    expect((await decide(elsewhere, id, version)).statusCode).toBe(404);
    expect((await requestRow(id)).status).toBe('Pending');
  });

  it('refuses to submit a cart not charged to a funds-control AAC, or to an AAC without a funds approver', async () => {
    const b = await k.buyer('fc-buyer10', { unlocked: ['FC7003'] });
    const body = { cartId: b.cartId, version: 0 };
    const plain = await k.post(b, 'cart/afc_submit', body);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().attributes.detailedErrorMessage).toBe(FUNDS_TEXT.notFundsControl);
    await k.db.update(aacs).set({ fundsControl: true }).where(eq(aacs.code, 'FC7003'));
    await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: { ...CODES, aac: 'FC7003' } });
    const none = await k.post(b, 'cart/afc_submit', body);
    expect(none.statusCode).toBe(409);
    expect(none.json().attributes.detailedErrorMessage).toBe(FUNDS_TEXT.noApprover('FC7003'));
    expect(await k.cartStatus(b.cartId)).toBe('active');
    expect(await k.db.$count(fundsAuthorizations, eq(fundsAuthorizations.memberId, b.memberId))).toBe(0);
  });

  it('lets nobody authorize their own cart, not even a funds approver of the AAC', async () => {
    const { b, id, version } = await submitted('fc-buyer4');
    const own = await decide(b, id, version);
    expect(own.statusCode).toBe(403);
    expect(own.json().attributes.detailedErrorMessage).toBe(FUNDS_TEXT.ownCart);

    // A second approver's own cart: they see it as its buyer, and only the other approver decides it.
    const second = await k.member('fc-approver2');
    await k.db.insert(aacRoles).values({ aac: AAC, memberId: second.memberId, role: 'funds_approver' });
    const mine = await submitted('fc-approver2');
    expect((await decide(mine.b, mine.id, mine.version)).statusCode).toBe(403);
    expect((await requestRow(mine.id)).status).toBe('Pending');
    // The other approver is asked; the buyer-approver is not asked to decide their own cart.
    const asked = (email: string) => mailsTo(email).then((all) => all.filter((m) => m.textBody.includes(`/ws/cart/afc_cart?id=${mine.id}`)));
    expect(await asked('fc-approver@gsa.gov')).toHaveLength(1);
    expect(await asked('fc-approver2@gsa.gov')).toHaveLength(0);
    await k.db.delete(aacRoles).where(and(eq(aacRoles.aac, AAC), eq(aacRoles.memberId, second.memberId)));
  });

  it('the approver corrects the fund code and authorizes: the order is placed once, the buyer is emailed, the cart cannot change', async () => {
    const { b, id, version, cartId } = await submitted('fc-buyer5');
    const wrong = await decide(approver, id, version, { fundCode: '!!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().attributes.errors).toContainEqual(expect.objectContaining({ field: 'fundCode' }));

    const res = await decide(approver, id, version, { fundCode: '3a' });
    expect(res.statusCode).toBe(200);
    const a = res.json() as { responseName: string; attributes: FundsCartAttributes };
    expect(a.responseName).toBe('Success');
    expect(a.attributes.request).toMatchObject({ status: 'Ordered', decidedBy: 'Pat fc-approver' });
    const groupNumber = a.attributes.request!.groupNumber!;
    const [group] = await k.db.select().from(orderGroups).where(eq(orderGroups.cartId, cartId));
    expect(group).toMatchObject({ groupNumber, memberId: b.memberId, accounting: expect.objectContaining({ aac: AAC, fundCode: '3A' }) });
    expect(await requestRow(id)).toMatchObject({ status: 'Ordered', orderGroupId: group!.id, decidedBy: approver.memberId });
    expect(await k.cartStatus(cartId)).toBe('ordered');
    const mails = await mailsTo('fc-buyer5@gsa.gov');
    expect(mails.filter((m) => m.subject.includes(`order confirmation ${groupNumber}`))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.includes('was authorized'))).toHaveLength(1);
    expect((await auditOf('funds_authorized')).some((r) => r.target === `funds-${id}` && r.memberId === approver.memberId)).toBe(true);
    // The buyer sees the order in their history and the decision on their request.
    expect(JSON.stringify((await k.get(b, 'orderhistory/my_orders')).json())).toContain(groupNumber);
    expect((await open(b, id)).json().attributes.events.map((e: { what: string }) => e.what)).toEqual(['Submitted', 'Ordered']);

    // Decided once: no second decision, no withdrawal.
    expect((await decide(approver, id, version + 1)).statusCode).toBe(409);
    expect((await k.post(approver, 'cart/authorize_funds', { id, version: version + 1, decision: 'reject', reason: 'Late.' })).statusCode).toBe(409);
    expect((await k.post(b, 'cart/afc_withdraw', { id, version: version + 1 })).statusCode).toBe(409);
    expect(await k.db.$count(orderGroups, eq(orderGroups.cartId, cartId))).toBe(1);
  });

  it('20 parallel authorizations of one cart place one order group and one confirmation email', async () => {
    const { id, version, cartId } = await submitted('fc-buyer6');
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(approver, id, version)));
    const placed = answers.filter((r) => r.statusCode === 200 && r.headers['idempotent-replayed'] !== 'true');
    const others = answers.filter((r) => !placed.includes(r));
    expect(placed).toHaveLength(1);
    expect(others.every((r) => r.statusCode === 409 || (r.statusCode === 200 && r.headers['idempotent-replayed'] === 'true'))).toBe(true);
    expect(await k.db.$count(orderGroups, eq(orderGroups.cartId, cartId))).toBe(1);
    const confirmations = (await mailsTo('fc-buyer6@gsa.gov')).filter((m) => m.subject.includes('order confirmation'));
    expect(confirmations).toHaveLength(1);
    expect((await requestRow(id)).status).toBe('Ordered');
  });

  it('a rejected cart comes back to the buyer editable, with the reason', async () => {
    const { b, id, version, cartId } = await submitted('fc-buyer7');
    const noReason = await k.post(approver, 'cart/authorize_funds', { id, version, decision: 'reject', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().attributes.errors).toContainEqual({ field: 'reason', message: FUNDS_TEXT.reasonRequired });

    const pushes = vi.spyOn(k.t.app.realtime!, 'publishToMember');
    const res = await k.post(approver, 'cart/authorize_funds', { id, version, decision: 'reject', reason: 'Object class must be 31.0 for equipment.' });
    expect(res.json()).toMatchObject({ responseName: 'Success', attributes: { request: { status: 'Rejected', reason: 'Object class must be 31.0 for equipment.' } } });
    expect(await k.cartStatus(cartId)).toBe('active');
    const [mail] = (await mailsTo('fc-buyer7@gsa.gov')).filter((m) => m.subject.includes('was rejected'));
    expect(mail?.textBody).toContain('Object class must be 31.0 for equipment.');
    expect((await auditOf('funds_rejected')).some((r) => r.target === `funds-${id}`)).toBe(true);
    expect(await k.db.$count(orderGroups, eq(orderGroups.cartId, cartId))).toBe(0);

    const mine = (await open(b, id)).json().attributes as FundsCartAttributes;
    expect(mine.request).toMatchObject({ status: 'Rejected', reason: 'Object class must be 31.0 for equipment.', decidedBy: 'Pat fc-approver' });
    const cart = (await k.get(b, 'cart/shopping_cart')).json();
    expect(cart).toMatchObject({ responseName: 'ShoppingCart', attributes: { cart: { cartId } } });
    // The buyer's open tabs heard that the cart is back (their header count moves without a reload).
    const { version: back, itemCount, totalCents } = cart.attributes.cart;
    expect(pushes).toHaveBeenCalledWith(b.memberId, { op: 'cart', data: { cartId, version: back, itemCount, totalCents } });
    pushes.mockRestore();
    const item = cart.attributes.cart.groups[0].items[0];
    const changed = await k.post(b, 'cart/update_quantity', { itemId: item.itemId, quantity: item.quantity + 1, version: cart.attributes.cart.version });
    expect(changed.statusCode).toBe(200);
    expect((await decide(approver, id, version + 1)).statusCode).toBe(409);
  });

  it('the buyer withdraws a pending cart; a cart started meanwhile is merged into it', async () => {
    const { b, id, version, cartId } = await submitted('fc-buyer8');
    // The member's next add starts a new active cart beside the frozen one.
    const freshId = await ensureActiveCart(k.db, { memberId: b.memberId, sessionId: b.session });
    expect((await addItems(k.db, freshId, [{ offerId: OFFERS.officeChair, quantity: 1 }], 0)).added).toBe(1);
    const [fresh] = await k.db.select().from(carts).where(and(eq(carts.memberId, b.memberId), eq(carts.status, 'active')));
    expect(fresh!.id).not.toBe(cartId);

    expect((await k.post(approver, 'cart/afc_withdraw', { id, version })).statusCode).toBe(404);
    const res = await k.post(b, 'cart/afc_withdraw', { id, version });
    expect(res.json()).toMatchObject({ responseName: 'OrderSummary', attributes: { request: { status: 'Withdrawn' }, notice: `${FUNDS_TEXT.withdrawn} ${FUNDS_TEXT.merged}` } });
    expect(await k.cartStatus(cartId)).toBe('active');
    expect(await k.cartStatus(fresh!.id)).toBe('merged');
    const chairs = await k.db.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.offerId, OFFERS.officeChair)));
    expect(chairs[0]?.quantity).toBe(2);
    expect((await auditOf('funds_withdrawn')).some((r) => r.target === `funds-${id}`)).toBe(true);
    expect((await decide(approver, id, version)).statusCode).toBe(409);
    expect((await k.post(b, 'cart/afc_withdraw', { id, version })).statusCode).toBe(409);
  });

  it('lists the pending carts of the approver’s AACs first', async () => {
    const { id } = await submitted('fc-buyer9');
    const list = (await k.get(approver, 'cart/afc_worklist')).json().attributes as FundsListAttributes;
    expect(list.requests[0]?.status).toBe('Pending');
    expect(list.requests.map((r) => r.id)).toContain(id);
    expect(list.requests.every((r) => r.aac === AAC)).toBe(true);
  });
});
