/** The punchout banner (issue 16): shown only in a punchout session, naming the organization and the way back. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCartData, resetEnvelopeAnswered } from '../../lib/connection/cart-data';
import { resetPunchout } from '../../lib/connection/punchout-data';
import { routes } from '../router';
import { trackRouter } from '../routes/leave';
import { resetStoreState } from '../store/store-state';
import { fakeServer, json } from '../test-support';

const PUNCHOUT = { organization: 'Department of Labor', operation: 'create', endUser: { name: 'Dana Labor', email: 'dana@dol.gov' }, readOnly: false };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
}

const summary = (attributes: Record<string, unknown>) =>
  fakeServer({ '/rs/cart/summary': () => json({ responseType: 'SCREEN', responseName: 'CartSummary', pathInfo: 'cart/summary', attributes }) });

beforeEach(() => {
  sessionStorage.clear();
  resetStoreState();
  setCartData(undefined);
  resetEnvelopeAnswered();
  resetPunchout();
});

afterEach(() => cleanup());

describe('the punchout banner', () => {
  it('names the organization and the shopper, with Return cart to the server’s return page', async () => {
    summary({ headerCart: { cartId: 1, version: 1, itemCount: 2, totalCents: 100 }, punchout: PUNCHOUT });
    renderAt('/ws/bogus/screen');
    const banner = await screen.findByRole('region', { name: 'Punchout session' });
    expect(banner.textContent).toContain('Punchout from Department of Labor for Dana Labor.');
    expect(within(banner).getByRole('link', { name: 'Return cart to Department of Labor' }).getAttribute('href')).toBe('/rs/punchout/return_cart');
  });

  it('is not shown outside a punchout', async () => {
    summary({ headerCart: { cartId: 1, version: 1, itemCount: 0, totalCents: 0 } });
    renderAt('/ws/bogus/screen');
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Error' });
    expect(screen.queryByRole('region', { name: 'Punchout session' })).toBeNull();
  });
});
