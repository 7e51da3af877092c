/** The header's 'Cart (N)' on pages whose load calls the server for nothing. */
import { CART_SUMMARY_HEADER } from '@advantage/contracts';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetEnvelopeAnswered, setCartData } from '../../lib/connection/cart-data';
import { routes } from '../../app/router';
import { trackRouter } from '../routes/leave';
import { resetStoreState } from '../../kit/store/store-state';
import { fakeServer, json } from '../../app/test-support';

const HEADER_CART = { cartId: 7, version: 3, itemCount: 2, totalCents: 4_200 };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

function serverWithCart() {
  return fakeServer({
    '/rs/cart/summary': () => json({ responseType: 'SCREEN', responseName: 'CartSummary', pathInfo: 'cart/summary', attributes: { headerCart: HEADER_CART } }),
  });
}

beforeEach(() => {
  sessionStorage.clear();
  resetStoreState();
  setCartData(undefined);
  resetEnvelopeAnswered();
});

describe('the header cart count on a page that made no server call', () => {
  it.each([
    ['an unknown /ws address', '/ws/bogus/screen', 'Unexpected Error'],
    ['/404', '/404?url=/nowhere', 'Page Not Found Error'],
  ])('%s asks cart/summary once and shows Cart (N)', async (_what, path, title) => {
    const fetchMock = serverWithCart();
    renderAt(path);
    await screen.findByRole('heading', { level: 1, name: title });
    const banner = screen.getByRole('navigation', { name: 'Primary navigation' });
    expect(await within(banner).findByRole('link', { name: 'Cart (2) items' })).toBeDefined();
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/rs/cart/summary'));
    expect(asked).toHaveLength(1);
    const headers = new Headers(asked[0]![1].headers);
    expect(headers.get(CART_SUMMARY_HEADER)).toBe('1');
  });

  it('does not ask when a page load answered an envelope already (the server could have added the count)', async () => {
    const fetchMock = fakeServer({
      '/rs/main/home': () => json({ responseType: 'SCREEN', responseName: 'HomePage', pathInfo: 'main/home', attributes: {} }),
      '/rs/cart/summary': () => json({ responseType: 'SCREEN', responseName: 'CartSummary', pathInfo: 'cart/summary', attributes: { headerCart: HEADER_CART } }),
    });
    renderAt('/ws/main/home');
    await screen.findByRole('navigation', { name: 'Primary navigation' });
    // The header's effects have run by now; what they started gets to fetch once pending work settles.
    await act(async () => {});
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/rs/cart/summary'))).toHaveLength(0);
  });

  it('does not ask when the app knows the cart already', async () => {
    setCartData({ ...HEADER_CART, itemCount: 5 });
    const fetchMock = serverWithCart();
    renderAt('/ws/bogus/screen');
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Error' });
    expect(within(screen.getByRole('navigation', { name: 'Primary navigation' })).getByRole('link', { name: 'Cart (5) items' })).toBeDefined();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/rs/cart/summary'))).toHaveLength(0);
  });
});
