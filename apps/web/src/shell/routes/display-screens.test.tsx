/** The display screens /ds/error/http_error and /ds/login/mfa_sign_in (docs/product/README.md "Display screens requested"). */
import { MESSAGES } from '@advantage/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStoreState } from '../../kit/store/store-state';
import { fakeServer, json, renderAt } from '../../app/test-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
});

describe('display screens', () => {
  it('/ds/error/http_error: says there is nothing to show, then shows the last HTTP error with its details', async () => {
    fakeServer({ '/rs/cart/shopping_cart': () => new Response('upstream down', { status: 503, statusText: 'Service Unavailable' }) });
    const router = renderAt('/ds/error/http_error');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.unexpectedError.title });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.noHttpError);

    await router.navigate('/ws/cart/shopping_cart');
    await screen.findByText('Show error details');
    await router.navigate('/ds/error/http_error');
    fireEvent.click(await screen.findByRole('button', { name: 'Show error details' }));
    const details = within(screen.getByRole('region', { name: 'Error details' }));
    expect(details.getByText('503')).toBeDefined();
    expect(details.getByText('Service Unavailable')).toBeDefined();
    expect(details.getByText('cart/shopping_cart')).toBeDefined();
  });

  it('/ds/login/mfa_sign_in goes on to the server step it displays', async () => {
    const fetchMock = fakeServer({
      '/rs/login/mfa_sign_in': () => json({ responseType: 'SCREEN', responseName: 'Forbidden', pathInfo: 'login/mfa_sign_in', attributes: { storeID: 0 } }),
    });
    const router = renderAt('/ds/login/mfa_sign_in');
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(router.state.location.pathname).toBe('/ws/login/mfa_sign_in');
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/rs/login/mfa_sign_in');
  });
});
