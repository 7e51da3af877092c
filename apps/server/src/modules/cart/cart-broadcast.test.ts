import { COOKIES, WEBSOCKET_ID_HEADER } from '@advantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { eventually } from '../../test-support/eventually.js';
import { cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';

const ORIGIN = 'http://localhost:8080';

/** docs/product/cart-and-parked-carts.md "Cart data: the latest cart data is kept and broadcast to interested screens." */
describe('cart data pushed to the member’s other tabs', () => {
  let k: CartKit;
  let base: string;
  beforeAll(async () => {
    k = await cartKit('pglite', { appOrigins: [ORIGIN] });
    base = (await k.t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
  });
  afterAll(() => k.t.close());

  async function tab(session: string) {
    const socket = new WebSocket(`${base}/rs/server`, { headers: { origin: ORIGIN, cookie: `${COOKIES.session}=${session}` } });
    const messages: Array<{ op: string; wsID?: string; data?: unknown }> = [];
    socket.on('message', (d) => messages.push(JSON.parse(String(d))));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ op: 'hello' }));
    await eventually(() => messages.length > 0);
    return { socket, messages, wsId: messages[0]?.wsID ?? '' };
  }

  it('sends every change to the other tabs, not to the tab that made it', async () => {
    const buyer = await k.member('two-tabs');
    const [one, two] = await Promise.all([tab(buyer.signedSession), tab(buyer.signedSession)]);
    const add = { productId: FIXTURE.chairBlack, offerId: OFFERS.officeChair, contractNumber: 'GS-02F-0001X', quantity: '2' };
    const added = (await k.post(buyer, 'cart/addCart', add, { [WEBSOCKET_ID_HEADER]: one.wsId })).json();
    await eventually(() => two.messages.length > 1);
    expect(two.messages[1]).toEqual({ op: 'cart', data: { cartId: added.attributes.cart.cartId, version: 1, itemCount: 1, totalCents: 39_800 } });

    const itemId = (await k.get(buyer, 'cart/shopping_cart')).json().attributes.cart.groups[0].items[0].itemId;
    await k.post(buyer, 'cart/delete_item', { itemId }, { [WEBSOCKET_ID_HEADER]: two.wsId });
    await eventually(() => one.messages.length > 1);
    expect(one.messages[1]).toEqual({ op: 'cart', data: { cartId: added.attributes.cart.cartId, version: 2, itemCount: 0, totalCents: 0 } });
    // Neither tab heard its own change.
    expect(one.messages).toHaveLength(2);
    expect(two.messages).toHaveLength(2);
    one.socket.close();
    two.socket.close();
  });
});
