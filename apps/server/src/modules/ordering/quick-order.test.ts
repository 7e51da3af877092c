import { QUICK_ORDER_TEXT, type QuickOrderAttributes } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type Caller, cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';
import { findActiveCartId, loadCart } from '../../core/cart/store.js';

const row = (contractNumber: string, partNumber: string, quantity: string) => ({ contractNumber, partNumber, quantity });

describe.each(TEST_DATABASES)('quick order (%s)', (kind) => {
  let kit: CartKit;

  beforeAll(async () => {
    kit = await cartKit(kind);
  });
  afterAll(() => kit.t.close());

  /** The caller's cart as offer → quantity. */
  async function cartOf(caller: { session: string; memberId?: string }) {
    const cartId = await findActiveCartId(kit.t.app.db, { memberId: caller.memberId ?? null, sessionId: caller.session });
    if (cartId === undefined) return {};
    const view = await loadCart(kit.t.app.db, cartId, 0);
    return Object.fromEntries(view.groups.flatMap((g) => g.items).map((i) => [i.offerId, i.quantity]));
  }

  it('shows an empty grid to anyone', async () => {
    const res = (await kit.get(await kit.visitor(), 'ordering/quick_ordering')).json();
    expect(res).toMatchObject({ responseName: 'QuickOrder', attributes: { rows: [], added: 0, maxRows: 100 } });
  });

  it('adds the valid rows to a visitor’s cart and keeps each invalid row with its message', async () => {
    const visitor = await kit.visitor();
    const rows = [
      row('gs-02f-0001x', 'FX-900001', '2'),
      row('GS-FX-GSS01', '7530-01-579-0001', '3'),
      row('', '', ''),
      row('GS-99X-0000Q', 'FX-900001', '1'),
      row('GS-02F-0001X', 'FX-900003', 'two'),
      row('GS-02F-0999Z', 'FX-900001', '1'),
      row('47QSWA21A00FX', 'FX-900001', '1'),
      row('GS-02F-0001X', 'NOPE-1', '1'),
      row('GS-02F-0001X', 'FX-900004', ''),
    ];
    const res = await kit.post(visitor, 'ordering/quick_ordering_cart', { rows });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.responseName).toBe('QuickOrder');
    const a = body.attributes as QuickOrderAttributes;
    expect(a.added).toBe(2);
    expect(a.shoppingCart).toMatchObject({ itemCount: 2, totalCents: 2 * 5_000 + 3 * 3_999 });
    expect(a.rows).toEqual([
      { ...row('GS-99X-0000Q', 'FX-900001', '1'), message: QUICK_ORDER_TEXT.unknownContract('GS-99X-0000Q') },
      { ...row('GS-02F-0001X', 'FX-900003', 'two'), message: 'Quantity must be a whole number of 1 to 8 digits.' },
      { ...row('GS-02F-0999Z', 'FX-900001', '1'), message: QUICK_ORDER_TEXT.contractNotCurrent('GS-02F-0999Z') },
      { ...row('47QSWA21A00FX', 'FX-900001', '1'), message: QUICK_ORDER_TEXT.contractNotInStore('47QSWA21A00FX') },
      { ...row('GS-02F-0001X', 'NOPE-1', '1'), message: QUICK_ORDER_TEXT.noMatch('GS-02F-0001X', 'NOPE-1') },
      { ...row('GS-02F-0001X', 'FX-900004', ''), message: QUICK_ORDER_TEXT.quantityMissing },
    ]);
    expect(await cartOf(visitor)).toEqual({ [OFFERS.officePaper]: 2, [OFFERS.globalPaper]: 3 });
  });

  it('reports the cart’s own refusals (minimum order) on their rows', async () => {
    const visitor = await kit.visitor();
    const res = (await kit.post(visitor, 'ordering/quick_ordering_cart', { rows: [row('GS-02F-0001X', 'fx900001', '1'), row('GS-02F-0001X', 'FX-900003', '1')] })).json();
    expect(res.responseName).toBe('QuickOrder');
    expect(res.attributes.added).toBe(1);
    expect(res.attributes.rows).toHaveLength(1);
    expect(res.attributes.rows[0]).toMatchObject({ partNumber: 'fx900001', message: expect.stringContaining('minimum order is 2') });
    expect(await cartOf(visitor)).toEqual({ [OFFERS.officeChair]: 1 });
  });

  it('answers Success when every row went to the member’s cart; rows naming one offer make one line', async () => {
    const buyer: Caller & { session: string; memberId: string } = await kit.member('quick');
    const res = (await kit.post(buyer, 'ordering/quick_ordering_cart', {
      rows: [row('GS-02F-0001X', 'FX-900003', '1'), row('GS-02F-0001X', 'FX 900003', '2'), row('GS-FX-GSS01', '7530015790001', '5')],
    })).json();
    expect(res).toMatchObject({ responseName: 'Success', attributes: { added: 3, cartItemCount: 2, shoppingCart: { itemCount: 2, totalCents: 3 * 19_900 + 5 * 3_999 } } });
    expect(await cartOf(buyer)).toEqual({ [OFFERS.officeChair]: 3, [OFFERS.globalPaper]: 5 });
  });

  it('asks for at least one row, and takes at most 100', async () => {
    const visitor = await kit.visitor();
    const none = (await kit.post(visitor, 'ordering/quick_ordering_cart', { rows: [row('', ' ', '')] })).json();
    expect(none).toMatchObject({ responseName: 'QuickOrder', attributes: { rows: [], added: 0, error: QUICK_ORDER_TEXT.noRows } });
    const many = await kit.post(visitor, 'ordering/quick_ordering_cart', { rows: Array.from({ length: 101 }, () => row('GS-02F-0001X', 'FX-900003', '1')) });
    expect(many.statusCode).toBe(400);
    expect(many.json().attributes.errors).toEqual([{ field: 'rows', message: QUICK_ORDER_TEXT.tooManyRows }]);
    expect(await cartOf(visitor)).toEqual({});
  });

  it('never takes a price from the client', async () => {
    const visitor = await kit.visitor();
    await kit.post(visitor, 'ordering/quick_ordering_cart', { rows: [{ ...row('GS-02F-0001X', 'FX-900003', '1'), priceCents: 1 }] });
    const cartId = await findActiveCartId(kit.t.app.db, { memberId: null, sessionId: visitor.session });
    const view = await loadCart(kit.t.app.db, cartId!, 0);
    expect(view.totalCents).toBe(19_900);
  });
});
