import { CHECKOUT_TEXT } from '@advantage/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placeOrder } from './place-order';

type FetchArgs = [input: string, init: RequestInit];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const confirmation = { responseType: 'SCREEN', responseName: 'OrderConfirmation', pathInfo: 'checkout/checkout_review_submit', attributes: { groupNumber: 'G10001', orders: [] } };

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
const sentKeys = () => fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});

describe('placing the order from the review', () => {
  it('sends the cart and version with an Idempotency-Key, and the same key again after a lost answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(confirmation));
    expect(await placeOrder('checkout/checkout_review_submit', 7, 3)).toMatchObject({ kind: 'unknown' });
    expect(await placeOrder('checkout/checkout_review_submit', 7, 3)).toMatchObject({ kind: 'placed', confirmation: { groupNumber: 'G10001' } });
    const [first, second] = sentKeys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/rs/checkout/checkout_review_submit');
    expect(JSON.parse(String(init.body))).toEqual({ cartId: 7, version: 3 });
  });

  it('uses a new key once the order is placed, and another for another cart version', async () => {
    fetchMock.mockImplementation(async () => json(confirmation));
    await placeOrder('checkout/checkout_review_submit', 7, 3);
    await placeOrder('checkout/checkout_review_submit', 7, 3);
    await placeOrder('checkout/checkout_review_submit', 7, 4);
    expect(new Set(sentKeys()).size).toBe(3);
  });

  it('tells an order already placed from a cart changed since the review', async () => {
    const conflict = (message: string) => json({ responseType: 'ERROR', responseName: 'CheckoutConflict', pathInfo: 'x', attributes: { detailedErrorMessage: message } }, 409);
    fetchMock.mockResolvedValueOnce(conflict(CHECKOUT_TEXT.alreadyOrdered)).mockResolvedValueOnce(conflict(CHECKOUT_TEXT.cartChanged));
    expect(await placeOrder('checkout/checkout_review_submit', 1, 0)).toEqual({ kind: 'conflict', message: CHECKOUT_TEXT.alreadyOrdered, ordered: true });
    expect(await placeOrder('checkout/checkout_review_submit', 1, 0)).toEqual({ kind: 'conflict', message: CHECKOUT_TEXT.cartChanged, ordered: false });
  });

  it('reads OrderError as refused with its problems, and sends submit on process_order', async () => {
    const problems = [{ code: 'noPayment', message: CHECKOUT_TEXT.noPayment }];
    fetchMock.mockResolvedValueOnce(json({ responseType: 'SCREEN', responseName: 'OrderError', pathInfo: 'x', attributes: { message: CHECKOUT_TEXT.orderNotPlaced, problems } }));
    fetchMock.mockResolvedValueOnce(json({ responseType: 'SCREEN', responseName: 'Initial', pathInfo: 'ggs/cart/process_order', attributes: { problems } }));
    expect(await placeOrder('checkout/checkout_review_submit', 2, 1)).toEqual({ kind: 'refused', message: CHECKOUT_TEXT.orderNotPlaced, problems });
    expect(await placeOrder('ggs/cart/process_order', 2, 1)).toEqual({ kind: 'refused', message: CHECKOUT_TEXT.orderNotPlaced, problems });
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body))).toEqual({ submit: true, cartId: 2, version: 1 });
  });
});
