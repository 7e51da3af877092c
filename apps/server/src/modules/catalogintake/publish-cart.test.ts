/**
 * A cart holding offers a publication re-prices or withdraws (docs/adr/0028-catalog-intake.md): the cart keeps its
 * offer ids, and its existing rules show the buyer the new price beside the accepted one, and the withdrawn offer
 * as no longer offered and out of the totals, before checkout.
 */
import { createReadStream } from 'node:fs';
import type { CartView } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { type Caller, type CartKit, cartKit, OFFERS } from '../../test-support/cart-kit.js';
import { publishCatalogFile } from './publish.js';

const BLUE_CHAIR_OFFER = 9_000_008;
const OFFICE = 'GS-02F-0001X';

describe.each(TEST_DATABASES)('carts after a catalog publication (%s)', (kind) => {
  let k: CartKit;
  beforeAll(async () => {
    k = await cartKit(kind);
  });
  afterAll(() => k.t.close());

  const cartOf = async (caller: Caller): Promise<CartView> => (await k.get(caller, 'cart/shopping_cart')).json().attributes.cart as CartView;
  const item = (cart: CartView, offerId: number) => cart.groups.flatMap((g) => g.items).find((i) => i.offerId === offerId);

  it('a re-priced offer shows its new price beside the accepted one; a withdrawn one is no longer offered', async () => {
    const buyer = await k.member('publication-cart');
    await k.post(buyer, 'cart/addCart', {
      items: [
        { productId: FIXTURE.paper, offerId: OFFERS.officePaper, contractNumber: OFFICE, quantity: '2' },
        { productId: FIXTURE.chairBlue, offerId: BLUE_CHAIR_OFFER, contractNumber: OFFICE, quantity: '1' },
      ],
    });
    expect((await cartOf(buyer)).totalCents).toBe(2 * 5_000 + 20_900);

    const input = createReadStream(new URL('./testdata/good.csv', import.meta.url));
    const result = await publishCatalogFile(k.t.app.db, { format: 'csv', input, today: new Date().toISOString().slice(0, 10), fileName: 'good.csv', sha256: 'b'.repeat(64), actor: 'operator' });
    expect(result.published).toBe(true);

    const cart = await cartOf(buyer);
    expect(item(cart, OFFERS.officePaper)).toMatchObject({ unitPriceCents: 5_250, acceptedPriceCents: 5_000, priceChanged: true });
    expect(item(cart, BLUE_CHAIR_OFFER)).toMatchObject({ unavailable: true });
    expect(cart).toMatchObject({ priceChanges: 1, totalCents: 2 * 5_250 });
  });
});
