/** The FEDSTRIP cart changes a requisition's quantity and codes, or removes it, against the cart version the clerk saw. */
import { randomUUID } from 'node:crypto';
import { FEDSTRIP_TEXT, type RequisitionLineInput } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { AAC_ADDRESS, type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { FEDSTRIP_PROFILE, PAPER_NSN } from '../../test-support/fedstrip-kit.js';

const AAC = 'M67001';
const PROFILE = FEDSTRIP_PROFILE;
const line = (quantity: number, extra: Partial<RequisitionLineInput> = {}) => ({ stockNumber: PAPER_NSN, quantity, unitOfIssue: 'BX', ...extra });
interface Line {
  lineId: number;
  cartItemId: number;
  title: string;
  record: string;
  contractorName: string;
  contractNumber: string;
  requisition: Record<string, string | number>;
}

describe.each(TEST_DATABASES)('FEDSTRIP cart: change and remove a requisition (%s)', (kind) => {
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind);
  });
  afterAll(() => k.t.close());

  async function clerkWithTwo(subject: string) {
    const b = await k.buyer(subject, { items: [], addresses: [AAC_ADDRESS], unlocked: [AAC] });
    await k.post(b, 'fedstrip/fedstrip_constantProfile_save', { aac: AAC, codes: PROFILE });
    await k.post(b, 'fedstrip/fedstrip_aacentry', { aac: AAC });
    await k.post(b, 'fedstrip/add_to_cart', { lines: [line(2), line(5, { codes: { fundCode: '5X' } })] });
    const cart = (await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json();
    return { b, cart, lines: cart.attributes.lines as Line[] };
  }

  it('a change keeps the document number, takes the new quantity and codes, and the item is the sum of its requisitions', async () => {
    const { b, cart, lines } = await clerkWithTwo('cr-change');
    // The source of supply is named on every line.
    expect(lines[0]!.contractorName).not.toBe('');
    expect(lines[0]!.contractNumber).not.toBe('');
    const changed = await k.post(b, 'fedstrip/change_requisition', { lineId: lines[1]!.lineId, version: cart.attributes.version, quantity: '7', codes: { fundCode: '6y', priority: '03' } });
    expect(changed.statusCode).toBe(200);
    const after = changed.json();
    expect(after.responseName).toBe('shoppingCart');
    const document = `${AAC}${lines[1]!.requisition.ordinalDate}${lines[1]!.requisition.serial}`;
    expect(after.attributes.message).toBe(FEDSTRIP_TEXT.requisitionChanged(document));
    const now = after.attributes.lines as Line[];
    expect(now.map((l) => [l.requisition.quantity, l.requisition.fundCode, l.requisition.priority, l.requisition.serial])).toEqual([
      [2, '21', '13', lines[0]!.requisition.serial], [7, '6Y', '03', lines[1]!.requisition.serial],
    ]);
    const [item] = await k.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, lines[0]!.cartItemId));
    expect(item!.quantity).toBe(9);

    // The version the clerk saw is gone: refused, nothing changes.
    const stale = await k.post(b, 'fedstrip/change_requisition', { lineId: lines[0]!.lineId, version: cart.attributes.version, quantity: 1, codes: {} });
    expect(stale.statusCode).toBe(409);
    // Every rule on its field, and nothing changes.
    const version = after.attributes.version;
    const bad = await k.post(b, 'fedstrip/change_requisition', { lineId: lines[0]!.lineId, version, quantity: 2, codes: { signalCode: 'B', fundCode: 'ß' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().attributes.errors.map((e: { field: string }) => e.field)).toEqual(['codes.fundCode']);
    const large = await k.post(b, 'fedstrip/change_requisition', { lineId: lines[0]!.lineId, version, quantity: 100_500, codes: {} });
    expect(large.json().attributes.errors).toEqual([{ field: 'quantity', message: 'Quantity cannot be more than 99,999. Submit another requisition for the rest.' }]);
    const blankFund = await k.post(b, 'fedstrip/change_requisition', { lineId: lines[0]!.lineId, version, quantity: 2, codes: { fundCode: '' } });
    expect(blankFund.json().attributes.errors).toEqual([{ field: 'codes.fundCode', message: 'Signal code A is billed, so a fund code is required.' }]);
    const billed = await k.post(b, 'fedstrip/change_requisition', { lineId: lines[0]!.lineId, version: after.attributes.version, quantity: 2, codes: { signalCode: 'K', supplementaryAddress: 'M67002' } });
    expect(billed.json().attributes.errors).toEqual([{ field: 'codes.supplementaryAddress', message: FEDSTRIP_TEXT.namedAacNoGrant('M67002') }]);
    expect(((await k.get(b, 'fedstrip/fedstrip_shopping_cart')).json().attributes.lines as Line[]).map((l) => l.requisition.quantity)).toEqual([2, 7]);
  });

  it('remove takes one requisition and its quantity; the last one takes the item; another member’s requisition is not found', async () => {
    const { b, cart, lines } = await clerkWithTwo('cr-remove');
    const other = await clerkWithTwo('cr-other');
    expect((await k.post(other.b, 'fedstrip/remove_requisition', { lineId: lines[0]!.lineId, version: other.cart.attributes.version })).statusCode).toBe(404);

    const first = (await k.post(b, 'fedstrip/remove_requisition', { lineId: lines[0]!.lineId, version: cart.attributes.version })).json();
    expect(first.responseName).toBe('shoppingCart');
    expect((first.attributes.lines as Line[]).map((l) => l.requisition.quantity)).toEqual([5]);
    const [item] = await k.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, lines[0]!.cartItemId));
    expect(item!.quantity).toBe(5);
    const last = (await k.post(b, 'fedstrip/remove_requisition', { lineId: lines[1]!.lineId, version: first.attributes.version })).json();
    expect(last.responseName).toBe('Initial');
    expect(await k.db.$count(schema.cartItems, eq(schema.cartItems.id, lines[0]!.cartItemId))).toBe(0);
  });

  it('a quantity changed on the commercial cart no longer matches the requisitions: named, and the order is refused', async () => {
    const { b, cart, lines } = await clerkWithTwo('cr-unbalanced');
    expect((await k.post(b, 'cart/update_quantity', { itemId: lines[0]!.cartItemId, quantity: 3, version: cart.attributes.version })).statusCode).toBe(200);
    const after = (await k.get(b, 'fedstrip/fedstrip_shopping_cart?view=review')).json();
    expect(after.attributes.problems).toContainEqual({ code: 'quantityChanged', message: FEDSTRIP_TEXT.quantityChanged(lines[0]!.title), cartItemId: lines[0]!.cartItemId });
    const refused = await k.post(b, 'fedstrip/process_Order', { cartId: after.attributes.cartId, version: after.attributes.version }, { 'idempotency-key': randomUUID() });
    expect(refused.json().responseName).toBe('OrderSummary');
    expect(await k.cartStatus(b.cartId)).toBe('active');
  });

  it('every response name the method table lists is answered: phased entry to the cart (Cart), the exception entry closed (collapseItemEntry)', async () => {
    const { b } = await clerkWithTwo('cr-names');
    const toCart = (await k.post(b, 'fedstrip/phased_requisition_entry', { text: `${PAPER_NSN}, 1, BX`, view: 'cart' })).json();
    expect(toCart).toMatchObject({ responseName: 'Cart', attributes: { message: FEDSTRIP_TEXT.added(1) } });
    expect(toCart.attributes.lines).toHaveLength(3);
    expect((await k.post(b, 'fedstrip/phased_requisition_entry', { text: `${PAPER_NSN}, 1, BX` })).json().responseName).toBe('Success');
    expect((await k.post(b, 'fedstrip/fedstrip_exceptionEntry', {})).json().responseName).toBe('expandedItemEntry');
    expect((await k.post(b, 'fedstrip/fedstrip_exceptionEntry', { expanded: false })).json().responseName).toBe('collapseItemEntry');
  });
});
