import { CART_SUMMARY_HEADER } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { type Caller, cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';

const chair = (quantity: number) => ({ productId: FIXTURE.chairBlack, offerId: OFFERS.officeChair, contractNumber: 'GS-02F-0001X', quantity: String(quantity) });

describe.each(TEST_DATABASES)('the header cart count in a page load’s answer (%s)', (kind) => {
  let k: CartKit;
  beforeAll(async () => {
    k = await cartKit(kind);
  });
  afterAll(() => k.t.close());

  const load = (caller: Caller, path: string, ask = true) =>
    k.t.app.inject({ method: 'GET', url: `/rs/${path}`, headers: { ...caller.headers, ...(ask ? { [CART_SUMMARY_HEADER]: '1' } : {}) } });

  it('carries the member’s cart summary on any screen when asked, and only then', async () => {
    const buyer = await k.member('header-count');
    await k.post(buyer, 'cart/addCart', { items: [chair(3)] });
    const start = (await load(buyer, 'main/start_page')).json();
    expect(start.responseType).toBe('SCREEN');
    expect(start.attributes.headerCart).toMatchObject({ itemCount: 1, totalCents: 3 * 19_900 });
    expect((await load(buyer, 'main/start_page', false)).json().attributes.headerCart).toBeUndefined();
  });

  it('carries it on an error answer too, and an empty cart as 0 for a visitor', async () => {
    const visitor = await k.visitor();
    const missing = await load(visitor, 'catalog/dealer_select?productId=999999');
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.json().attributes.headerCart).toEqual({ cartId: 0, version: 0, itemCount: 0, totalCents: 0 });
    await k.post(visitor, 'cart/addCart', { items: [chair(1)] });
    expect((await load(visitor, 'main/start_page')).json().attributes.headerCart).toMatchObject({ itemCount: 1 });
  });

  it('cart/summary answers nothing else: for a page that calls the server for nothing but the count', async () => {
    const buyer = await k.member('summary-count');
    await k.post(buyer, 'cart/addCart', { items: [chair(2)] });
    const answer = await load(buyer, 'cart/summary');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ responseType: 'SCREEN', responseName: 'CartSummary', pathInfo: 'cart/summary' });
    expect(answer.json().attributes.headerCart).toMatchObject({ itemCount: 1, totalCents: 2 * 19_900 });
    const visitor = await k.visitor();
    expect((await load(visitor, 'cart/summary')).json().attributes.headerCart).toMatchObject({ itemCount: 0 });
  });
});
