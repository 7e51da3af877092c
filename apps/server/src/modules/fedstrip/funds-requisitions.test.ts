/**
 * A FEDSTRIP cart of an AAC under funds control: keyed, handed to funds control, submitted with the line of
 * accounting, authorized by the funds approver; the orders carry their requisition records, readable in order history.
 * The approver reviews each requisition (document number, NSN, quantity, fund code, where it ships and whom it
 * bills) as the request's copy holds it; a change of them after submission withdraws the request when decided.
 */
import { APPROVAL_TEXT, type FundsCartAttributes, type FundsRequisitionView, parseRequisition } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAac } from '../../test-support/aac-kit.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { FEDSTRIP_PROFILE } from '../../test-support/fedstrip-kit.js';

const AAC = 'FR7001';
const SITE = { organization: 'Funds office', line1: '1 Main St', line2: '', city: 'Washington', state: 'DC', zip: '20405', country: 'US' };
const SHIP = { ...AAC_ADDRESS, name: 'Funds dock', aac: AAC, line1: 'Building 12' };
const OTHER = 'FR7002';
const OTHER_SHIP = { ...AAC_ADDRESS, name: 'Field unit dock', aac: OTHER, line1: 'Building 87', city: 'Cherry Point', zip: '28533' };
const PROFILE = FEDSTRIP_PROFILE;
const line = (quantity: number, fundCode: string, codes: Record<string, string> = {}) => ({
  stockNumber: '7530-01-579-0001', quantity, unitOfIssue: 'BX', codes: { fundCode, ...codes },
});
const CODES = { aac: AAC, fundCode: '21', appropriation: '017X1106', objectClass: '26.0', projectJob: '', documentNumber: '' };

describe.each(TEST_DATABASES)('FEDSTRIP under funds control keeps its requisitions (%s)', (kind) => {
  let k: CheckoutKit;
  let approver: Awaited<ReturnType<CheckoutKit['member']>>;
  beforeAll(async () => {
    k = await checkoutKit(kind);
    await k.db.insert(schema.aacs).values({ code: AAC, kind: 'civil', agency: 'Test agency', name: 'Funds office', shipTo: SITE, billTo: SITE, fundsControl: true });
    approver = await k.member('fr-approver');
    await k.db.insert(schema.aacRoles).values({ aac: AAC, memberId: approver.memberId, role: 'funds_approver' });
  });
  afterAll(() => k.t.close());

  it('the authorized order has a requisition record for each keyed line', async () => {
    const b = await k.buyer('fr-clerk', { items: [], addresses: [SHIP], unlocked: [AAC] });
    await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: PROFILE });
    await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC });
    expect((await k.post(b, 'fedstrip/add_to_cart', { lines: [line(2, '21'), line(3, '21')] })).statusCode).toBe(200);
    expect((await k.post(b, 'fedstrip/fedstrip_authorize_funds_submit', {})).json().responseName).toBe('AuthFedFunds');
    const codes = CODES;
    expect((await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes })).statusCode).toBe(200);
    expect((await k.submit(b)).json()).toMatchObject({ responseType: 'REDIRECT' });
    const draft = (await k.get(b, 'cart/afc_cart?cart=current')).json().attributes as FundsCartAttributes;
    const submitted = (await k.post(b, 'cart/afc_submit', { cartId: draft.cartId, version: draft.cartVersion })).json().attributes as FundsCartAttributes;
    expect(submitted.request?.status).toBe('Pending');

    const decided = await k.post(approver, 'cart/authorize_funds', { id: submitted.request!.id, version: submitted.version, decision: 'authorize', reason: '', ...codes });
    expect(decided.statusCode).toBe(200);
    const [request] = await k.db.select().from(schema.fundsAuthorizations).where(eq(schema.fundsAuthorizations.id, submitted.request!.id));
    expect(request!.status).toBe('Ordered');
    const [group] = await k.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.id, request!.orderGroupId!));
    const orders = await k.db.select().from(schema.orders).where(eq(schema.orders.groupId, group!.id));
    let records = 0;
    for (const order of orders) {
      const file = await k.get(b, `orderhistory/requisition_records?orderNumber=${order.orderNumber}`);
      expect(file.statusCode).toBe(200);
      for (const record of file.body.split('\r\n').slice(0, -1)) {
        const parsed = parseRequisition(record);
        expect(parsed.ok && parsed.requisition).toMatchObject({ aac: AAC, fundCode: '21' });
        records += 1;
      }
      // The authorized line of accounting stays on the order, with the order's own document number.
      expect(order.accounting).toMatchObject({ appropriation: '017X1106', objectClass: '26.0', fundCode: '21' });
    }
    expect(records).toBe(2);
  });

  /** A clerk who keyed one line for their AAC and one with signal J to OTHER, and submitted the cart to funds control. */
  async function submittedTwoRoutes(subject: string) {
    const b = await k.buyer(subject, { items: [], addresses: [SHIP, OTHER_SHIP], unlocked: [AAC, OTHER] });
    await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: PROFILE });
    await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC });
    const added = await k.post(b, 'fedstrip/add_to_cart', { lines: [line(2, '21'), line(3, '5X', { signalCode: 'J', supplementaryAddress: OTHER })] });
    expect(added.statusCode).toBe(200);
    expect((await k.post(b, 'fedstrip/fedstrip_authorize_funds_submit', {})).json().responseName).toBe('AuthFedFunds');
    expect((await k.post(b, 'ggs/cart/select_payment', { method: 'accounting', codes: CODES })).statusCode).toBe(200);
    expect((await k.submit(b)).json()).toMatchObject({ responseType: 'REDIRECT' });
    const draft = (await k.get(b, 'cart/afc_cart?cart=current')).json().attributes as FundsCartAttributes;
    const submitted = (await k.post(b, 'cart/afc_submit', { cartId: draft.cartId, version: draft.cartVersion })).json().attributes as FundsCartAttributes;
    expect(submitted.request?.status).toBe('Pending');
    return { b, draft, id: submitted.request!.id, version: submitted.version };
  }

  it('the approver reviews each requisition with its document number, NSN, quantity, fund code, ship-to and bill-to; that is what is ordered', async () => {
    const { b, draft, id, version } = await submittedTwoRoutes('fr-review');
    const review = (await k.get(approver, `cart/afc_cart?id=${id}`)).json();
    expect(review.responseName).toBe('AFCDataEntry');
    const seen = (review.attributes as FundsCartAttributes).requisitions;
    const shown = (r: FundsRequisitionView) => [r.line, r.quantity, r.fundCode, r.signalCode, r.shipToAac, r.shipTo?.line1, r.billToAac];
    expect(seen.map(shown)).toEqual([
      [1, 2, '21', 'A', AAC, 'Building 12', AAC],
      [2, 3, '5X', 'J', OTHER, 'Building 87', AAC],
    ]);
    for (const r of seen) expect(r).toMatchObject({ documentNumber: expect.stringMatching(new RegExp(`^${AAC}[0-9A-Z]{8}$`)), stockNumber: '7530015790001', unitOfIssue: 'BX' });
    // The buyer saw the same before submitting.
    expect(draft.requisitions.map(shown)).toEqual(seen.map(shown));

    expect((await k.post(approver, 'cart/authorize_funds', { id, version, decision: 'authorize', reason: '', ...CODES })).statusCode).toBe(200);
    const [request] = await k.db.select().from(schema.fundsAuthorizations).where(eq(schema.fundsAuthorizations.id, id));
    expect(request!.status).toBe('Ordered');
    const orders = await k.db.select().from(schema.orders).where(eq(schema.orders.groupId, request!.orderGroupId!));
    const ordered: string[] = [];
    for (const order of orders) {
      const records = (await k.get(b, `orderhistory/requisition_records?orderNumber=${order.orderNumber}`)).body.split('\r\n').slice(0, -1);
      for (const record of records) {
        const parsed = parseRequisition(record);
        if (!parsed.ok) throw new Error(parsed.message);
        const r = parsed.requisition;
        // Each order ships where the approver saw its requisition ship.
        expect(order.shipTo).toMatchObject({ aac: seen.find((s) => s.record === record)?.shipToAac });
        ordered.push(`${r.aac}${r.ordinalDate}${r.serial}`);
      }
    }
    expect(ordered.toSorted()).toEqual(seen.map((r) => r.documentNumber).toSorted());
  });

  it('the grant of an AAC a requisition ships to is checked again at authorization: revoked since submission, nothing is ordered', async () => {
    const { b, draft, id, version } = await submittedTwoRoutes('fr-revoked');
    await revokeAac(k.db, b.memberId, OTHER);
    const decided = await k.post(approver, 'cart/authorize_funds', { id, version, decision: 'authorize', reason: '', ...CODES });
    expect(decided.json()).toMatchObject({ responseName: 'Initial', attributes: { problems: [{ code: 'aacNoGrant', aac: OTHER }] } });
    expect(await k.db.$count(schema.orderGroups, eq(schema.orderGroups.cartId, draft.cartId))).toBe(0);
  });

  it('an AAC a requisition ships to, edited in the address book after submission, withdraws the request when decided', async () => {
    const { b, draft, id, version } = await submittedTwoRoutes('fr-changed');
    const other = b.addresses.find((a) => a.aac === OTHER)!;
    expect((await k.post(b, 'ggs/profile/address_book_save', { action: 'save', id: other.id, ...OTHER_SHIP, line1: '9 Other Road' })).statusCode).toBe(200);
    const review = (await k.get(approver, `cart/afc_cart?id=${id}`)).json().attributes as FundsCartAttributes;
    // The approver is shown the copy, and warned.
    expect(review.requisitions[1]!.shipTo).toMatchObject({ line1: 'Building 87' });
    expect(review.problems).toContainEqual({ code: 'changedAfterSubmission', message: APPROVAL_TEXT.changedPending('requisitions') });
    const decided = await k.post(approver, 'cart/authorize_funds', { id, version, decision: 'authorize', reason: '', ...CODES });
    expect(decided.json()).toMatchObject({ attributes: { notice: APPROVAL_TEXT.withdrawnNotice('requisitions'), request: { status: 'Withdrawn' } } });
    expect(await k.db.$count(schema.orderGroups, eq(schema.orderGroups.cartId, draft.cartId))).toBe(0);
  });
});
