/**
 * What was approved is what ships (ADR 0022), funds control: the request keeps a copy of the lines, prices, total,
 * ship-to, bill-to and line of accounting; the approver is shown that copy; the order is placed from it after the
 * buyer's grants are checked again; an address-book change after submission withdraws the request (the buyer is
 * told) instead of shipping to the changed address on the AAC's funds.
 */
import { APPROVAL_TEXT, type FundsCartAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAac } from '../../test-support/aac-kit.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';

const AAC = 'FS7001';
const CODES = { aac: AAC, fundCode: '21', appropriation: '017X1106', objectClass: '26.0', projectJob: '', documentNumber: '' };
const SITE = { organization: 'Funds office', line1: '1 Main St', line2: '', city: 'Washington', state: 'DC', zip: '20405', country: 'US' };
const BILL = { organization: 'Funds finance', line1: '7 Ledger Way', line2: '', city: 'Austin', state: 'TX', zip: '78772', country: 'US' };
const SHIP = { ...AAC_ADDRESS, name: 'Funds dock', aac: AAC, line1: 'Building 12', isDefault: true };
const { fundsAuthorizations, auditLog, mailOutbox, orderGroups, aacRoles, aacs } = schema;

describe.each(TEST_DATABASES)('funds control places what was approved (%s)', (kind) => {
  let k: CheckoutKit;
  let approver: Awaited<ReturnType<CheckoutKit['member']>>;

  beforeAll(async () => {
    k = await checkoutKit(kind);
    await k.db.insert(aacs).values([
      { code: AAC, kind: 'civil', agency: 'Test agency', name: 'Funds office', shipTo: SITE, billTo: BILL, fundsControl: true },
      { code: 'W91QUZ', kind: 'dod', agency: 'Army', name: 'Elsewhere', shipTo: SITE, billTo: SITE },
    ]);
    approver = await k.member('fs-approver');
    await k.db.insert(aacRoles).values({ aac: AAC, memberId: approver.memberId, role: 'funds_approver' });
  });
  afterAll(() => k.t.close());

  const requestRow = async (id: number) => (await k.db.select().from(fundsAuthorizations).where(eq(fundsAuthorizations.id, id)))[0]!;
  const authorize = (id: number, version: number) => k.post(approver, 'cart/authorize_funds', { id, version, decision: 'authorize', reason: '', ...CODES });

  /** A buyer who ships to the funds AAC's dock (granted, unlocked) and submitted the cart for authorization. */
  async function submitted(subject: string) {
    const b = await k.buyer(subject, { unlocked: [AAC], addresses: [SHIP] });
    expect((await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES })).statusCode).toBe(200);
    expect((await k.submit(b)).json()).toMatchObject({ responseType: 'REDIRECT' });
    const draft = (await k.get(b, 'cart/afc_cart?cart=current')).json().attributes as FundsCartAttributes;
    const res = await k.post(b, 'cart/afc_submit', { cartId: draft.cartId, version: draft.cartVersion });
    const a = res.json().attributes as FundsCartAttributes;
    expect(a.request?.status).toBe('Pending');
    return { b, id: a.request!.id, version: a.version, cartId: b.cartId, address: b.addresses[0]!, submitted: a };
  }

  it('shows the approver the copy (lines, prices, total, ship-to, bill-to, accounting) and places the order from it', async () => {
    const { id, version, cartId, submitted: a } = await submitted('fs-buyer1');
    const row = await requestRow(id);
    expect(row.snapshot).toMatchObject({ shipTo: { aac: AAC, line1: 'Building 12' }, billTo: BILL, payment: { kind: 'accounting', codes: CODES }, cart: { totalCents: a.totalCents } });
    const review = (await k.get(approver, `cart/afc_cart?id=${id}`)).json().attributes as FundsCartAttributes;
    expect(review).toMatchObject({ shipTo: { aac: AAC, line1: 'Building 12' }, billTo: BILL, totalCents: a.totalCents, accounting: CODES, problems: [] });
    expect(review.orders.flatMap((o) => o.items.map((i) => [i.title, i.quantity, i.unitPriceCents]))).toEqual(
      a.orders.flatMap((o) => o.items.map((i) => [i.title, i.quantity, i.unitPriceCents])),
    );
    const res = await authorize(id, version);
    expect(res.json()).toMatchObject({ responseName: 'Success', attributes: { request: { status: 'Ordered' } } });
    const [group] = await k.db.select().from(orderGroups).where(eq(orderGroups.cartId, cartId));
    expect(group).toMatchObject({ totalCents: a.totalCents, shipTo: { aac: AAC, line1: 'Building 12' } });
  });

  it('withdraws the request, ordering nothing, when the buyer edits the ship-to entry after submission', async () => {
    const { b, id, version, cartId, address } = await submitted('fs-buyer2');
    const edited = { ...SHIP, aac: 'W91QUZ', line1: '1 Elsewhere Lane', city: 'Arlington', state: 'VA', zip: '22201' };
    expect((await k.post(b, 'ggs/profile/address_book_save', { action: 'save', id: address.id, ...edited })).statusCode).toBe(200);

    // The approver sees what was submitted, and that deciding it withdraws it.
    const review = (await k.get(approver, `cart/afc_cart?id=${id}`)).json().attributes as FundsCartAttributes;
    expect(review.shipTo).toMatchObject({ aac: AAC, line1: 'Building 12', city: 'Camp Lejeune' });
    expect(review.problems).toContainEqual({ code: 'changedAfterSubmission', message: APPROVAL_TEXT.changedPending('shipTo') });

    const res = await authorize(id, version);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ responseName: 'Success', attributes: { notice: APPROVAL_TEXT.withdrawnNotice('shipTo'), request: { status: 'Withdrawn' } } });
    expect(await k.db.$count(orderGroups, eq(orderGroups.cartId, cartId))).toBe(0);
    expect(await requestRow(id)).toMatchObject({ status: 'Withdrawn', reason: APPROVAL_TEXT.withdrawnReason('shipTo'), orderGroupId: null });
    expect(await k.cartStatus(cartId)).toBe('active');
    const mails = await k.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'fs-buyer2@gsa.gov'));
    expect(mails.some((m) => m.subject.includes('withdrawn') && m.textBody.includes(APPROVAL_TEXT.withdrawnReason('shipTo')))).toBe(true);
    expect(await k.db.$count(auditLog, and(eq(auditLog.action, 'funds_withdrawn_changed'), eq(auditLog.target, `funds-${id}`)))).toBe(1);
    // The buyer's own view tells them too.
    expect((await k.get(b, `cart/afc_cart?id=${id}`)).json().attributes).toMatchObject({ request: { status: 'Withdrawn', reason: APPROVAL_TEXT.withdrawnReason('shipTo') } });
  });

  it('withdraws the request when the ship-to entry is deleted after submission', async () => {
    const { b, id, version, cartId, address } = await submitted('fs-buyer3');
    expect((await k.post(b, 'ggs/profile/address_book_delete', { id: address.id })).statusCode).toBe(200);
    expect((await authorize(id, version)).json()).toMatchObject({ attributes: { request: { status: 'Withdrawn' } } });
    expect(await k.db.$count(orderGroups, eq(orderGroups.cartId, cartId))).toBe(0);
  });

  it('runs the grant checks again at authorization: a grant revoked since submission orders nothing', async () => {
    const { b, id, version, cartId } = await submitted('fs-buyer4');
    await revokeAac(k.db, b.memberId, AAC);
    const res = await authorize(id, version);
    expect(res.json()).toMatchObject({ responseName: 'Initial', attributes: { problems: [{ code: 'aacNoGrant', aac: AAC }] } });
    expect(await k.db.$count(orderGroups, eq(orderGroups.cartId, cartId))).toBe(0);
    expect((await requestRow(id)).status).toBe('Pending');
  });

  it('withdraws a request written before requests kept their copy instead of ordering it', async () => {
    const { id, version, cartId } = await submitted('fs-buyer5');
    await k.db.update(fundsAuthorizations).set({ snapshot: null }).where(eq(fundsAuthorizations.id, id));
    expect((await authorize(id, version)).json()).toMatchObject({ attributes: { notice: APPROVAL_TEXT.withdrawnNotice('missing'), request: { status: 'Withdrawn' } } });
    expect(await k.db.$count(orderGroups, eq(orderGroups.cartId, cartId))).toBe(0);
  });
});
