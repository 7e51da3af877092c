/** The identity flows through the router: login on 401, the provider's return, sign-out, switch user, Access Denied. */
import { type Envelope, MESSAGES, type ProviderConfig } from '@advantage/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takePendingRequest } from '../../lib/http/pending';
import { closeAppDialog } from '../dialogs/dialog-state';
import { routes } from '../../app/router';
import { trackRouter } from '../routes/leave';
import { dismissExpiredPrompt } from '../session/expiry-signal';
import { resetStoreState } from '../../kit/store/store-state';
import { resetTakeover } from '../takeover';
import { fakeServer, json, startPage } from '../../app/test-support';
import { resetLoginRequest } from './login-required';
import { routeFor, setPendingRoute, setReplay } from './pending-route';
import { resetSessionUser } from './session-user';

const ORIGIN = window.location.origin;

const CONFIG: ProviderConfig = {
  issuer: 'https://idp.example.gov',
  authorization_endpoint: 'https://idp.example.gov/oauth2/v1/authorize',
  token_endpoint: 'https://idp.example.gov/oauth2/v1/token',
  end_session_endpoint: 'https://idp.example.gov/oauth2/v1/logout',
  session_endpoint: 'https://idp.example.gov/api/v1/sessions/me',
  pivreader_endpoint: 'https://piv.example.gov/reader',
  client_id: 'advantage-web',
  scopes_supported: ['openid', 'email', 'profile'],
};

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const ID_TOKEN = `${base64url({ alg: 'none' })}.${base64url({ name: 'Jane Doe', email: 'jane@agency.gov' })}.sig`;

function envelope(pathInfo: string, responseName: string, attributes: Record<string, unknown> = {}, responseType: Envelope['responseType'] = 'SCREEN') {
  return json({ responseType, responseName, pathInfo, attributes });
}

const START = { '/rs/main/start_page': () => json(startPage('ADVANTAGE')) };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

function signedIn() {
  sessionStorage.setItem('access_token', 'at-1');
  sessionStorage.setItem('id_token', ID_TOKEN);
  sessionStorage.setItem('oktaUserLogin', 'jane@agency.gov');
  sessionStorage.setItem('okta_config', JSON.stringify(CONFIG));
  resetSessionUser();
}

function stubLeaving() {
  return {
    assign: vi.spyOn(window.location, 'assign').mockImplementation(() => {}),
    replace: vi.spyOn(window.location, 'replace').mockImplementation(() => {}),
  };
}

function paramsOf(url: string | URL | undefined): Record<string, string> {
  if (url === undefined) throw new Error('no address');
  return Object.fromEntries(new URL(String(url)).searchParams);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
  resetSessionUser();
  resetLoginRequest();
  resetTakeover();
  setPendingRoute(undefined);
  setReplay(undefined);
  takePendingRequest();
  dismissExpiredPrompt();
  closeAppDialog();
});

describe('HTTP 401 opens the login screen', () => {
  it('adv19: a right medium dialog over the page; Sign in returns to the failed GET', async () => {
    const leaving = stubLeaving();
    fakeServer({
      ...START,
      '/rs/cart/shopping_cart': () => new Response('', { status: 401 }),
      '/rs/login/oauth_config': () => json(CONFIG),
      '/rs/login/pkce': () => json({ pkce_state: 'st-1', pkce_code_challenger: 'ch', pkce_code_verifier: 've' }),
    });
    const router = renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    await router.navigate('/ws/cart/shopping_cart?x=1');
    const heading = await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/ds/login');
    expect(heading.closest('.usa-modal')?.classList.contains('adv-modal--right-medium')).toBe(true);
    expect(heading.getAttribute('data-focus')).not.toBeNull();

    const dialog = heading.closest<HTMLElement>('.usa-modal');
    if (!dialog) throw new Error('no dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalledTimes(1));
    const url = String(leaving.assign.mock.calls[0]?.[0]);
    expect(url.startsWith(CONFIG.authorization_endpoint)).toBe(true);
    expect(paramsOf(url)).toMatchObject({ state: 'st-1', redirect_uri: `${ORIGIN}/pkce/callback`, code_challenge: 'ch' });
    expect(JSON.parse(sessionStorage.getItem('st-1') ?? 'null')).toEqual({
      routeURL: '/ws/cart/shopping_cart',
      routeURLWithParams: '/ws/cart/shopping_cart?x=1',
    });
  });

  it('adv12 (USMC): a page of the default layout', async () => {
    localStorage.setItem('store', 'USMC');
    resetStoreState();
    fakeServer({ '/rs/main/home': () => new Response('', { status: 401 }) });
    const router = renderAt('/ws/main/home');
    // The marine corps store's login title (docs/product/accounts-and-sign-in.md).
    await screen.findByRole('heading', { level: 1, name: MESSAGES.usmcLoginTitle });
    expect(router.state.location.pathname).toBe('/ds/login');
    expect(document.querySelector('[data-layout="classic"]')).not.toBeNull();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' })).toBeDefined();
  });
});

describe('the provider\'s return (/pkce/callback)', () => {
  function prepare(route = routeFor('/ws/main/home')) {
    sessionStorage.setItem('okta_config', JSON.stringify(CONFIG));
    sessionStorage.setItem('pkce_state', 'st');
    sessionStorage.setItem('pkce_code_verifier', 've');
    sessionStorage.setItem('st', JSON.stringify(route));
  }

  const AUTHENTICATED = () =>
    envelope(
      'login/mfa_sign_in',
      'Authenticated',
      { storeID: 6, loggedIn: true, user: { name: 'Jane Doe', email: 'jane@agency.gov' }, sessionTimeout: 1200 },
      'AUTHENTICATED',
    );

  it('exchanges the code, signs in through mfa_sign_in and returns to the pending route as the named member', async () => {
    prepare(routeFor('/ws/main/home?from=cart'));
    const calls: string[] = [];
    fakeServer({
      '/oauth2/v1/token': () => json({ id_token: ID_TOKEN, access_token: 'at-9' }),
      '/rs/login/mfa_sign_in': (_url, init) => {
        calls.push(`${init.method} ${(init.headers as Record<string, string>).Authorization}`);
        return AUTHENTICATED();
      },
      '/rs/main/home': () => json({ ...startPage('VA'), responseName: 'HomePage', pathInfo: 'main/home' }),
    });
    const router = renderAt('/pkce/callback?code=c&state=st');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/main/home'));
    expect(router.state.location.search).toBe('?from=cart');
    expect(window.location.pathname).toBe('/home');
    expect(calls).toEqual(['POST Bearer at-9']);
    const account = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(sessionStorage.getItem('oktaUserLogin')).toBe('jane@agency.gov');
    expect(sessionStorage.getItem('sessionTimeout')).toBe('1200');
    expect(sessionStorage.getItem('warnUsersAboutSessionExpiring')).toBe('true');
    expect(sessionStorage.getItem('pkce_state')).toBeNull();
    expect(sessionStorage.getItem('st')).toBeNull();
    expect(localStorage.getItem('store')).toBe('VA');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('sends a POST that answered 401 again, with its body, after sign-in', async () => {
    prepare(routeFor('/ws/main/home', { path: 'cart/addCart', method: 'POST', payload: { item: 3, qty: 2 } }));
    const bodies: unknown[] = [];
    fakeServer({
      '/oauth2/v1/token': () => json({ id_token: ID_TOKEN, access_token: 'at-9' }),
      '/rs/login/mfa_sign_in': AUTHENTICATED,
      '/rs/cart/addCart': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return envelope('cart/addCart', 'Success');
      },
    });
    const router = renderAt('/pkce/callback?code=c&state=st');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/cart/addCart'));
    await waitFor(() => expect(bodies).toEqual([{ item: 3, qty: 2 }]));
  });

  it('a state mismatch shows \'Unexpected error while authenticating user\' with the cause in the details', async () => {
    prepare();
    const fetchMock = fakeServer({});
    renderAt('/pkce/callback?code=c&state=forged');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.signInFailure.title });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.signInFailure.text);
    fireEvent.click(screen.getByRole('button', { name: 'Show error details' }));
    expect(screen.getByRole('region', { name: 'Error details' }).textContent).toContain('possible cross-site request forgery');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('error=login_required goes to /home (the start page)', async () => {
    const fetchMock = fakeServer(START);
    const router = renderAt('/pkce/callback?error=login_required&state=st');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    expect(router.state.location.pathname).toBe('/ws/main/start_page');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/rs/main/start_page?store=ADVANTAGE']);
  });

  it('error=access_denied in FSS without a known login goes to the GGS registration', async () => {
    localStorage.setItem('store', 'FSS');
    resetStoreState();
    const fetchMock = fakeServer({});
    const router = renderAt('/pkce/callback?error=access_denied');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/ggs/profile/registration'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rs/ggs/profile/registration');
  });

  it('shows the MFA loading message while it works', async () => {
    prepare();
    fakeServer({ '/oauth2/v1/token': () => new Promise<Response>(() => {}) });
    renderAt('/pkce/callback?code=c&state=st');
    await waitFor(() => expect(document.querySelector('.adv-loading')?.textContent).toBe('Multifactor authentication in progress ...'));
  });
});

describe('mfa_sign_in refused', () => {
  it('shows Access Denied with the registration links and Go to Home Page, and drops the tokens', async () => {
    sessionStorage.setItem('access_token', 'at');
    sessionStorage.setItem('id_token', 'id');
    sessionStorage.setItem('oktaUserLogin', 'new@agency.gov');
    fakeServer({
      '/rs/login/mfa_sign_in': () =>
        envelope('login/mfa_sign_in', 'accessDenied', {
          registrationLinks: [
            { label: 'Federal registration', href: '/ws/profile/registration' },
            { label: 'Evil', href: 'https://evil.example.com/register' },
          ],
        }),
    });
    renderAt('/ws/login/mfa_sign_in');
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(screen.getByRole('link', { name: 'Federal registration' }).getAttribute('href')).toBe('/ws/profile/registration');
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/home');
    await waitFor(() => expect(sessionStorage.getItem('access_token')).toBeNull());
    expect(sessionStorage.getItem('oktaUserLogin')).toBe('new@agency.gov');
  });

  it('Forbidden without links offers the store\'s registration', async () => {
    fakeServer({ '/rs/login/mfa_sign_in': () => envelope('login/mfa_sign_in', 'Forbidden', {}, 'ERROR') });
    renderAt('/ws/login/mfa_sign_in');
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(screen.getByRole('link', { name: 'Register for an account' }).getAttribute('href')).toBe('/ws/profile/registration');
  });
});

describe('header, sign-out and switch user', () => {
  it('signed out: the header offers Sign in with the current route as the pending route', async () => {
    const leaving = stubLeaving();
    fakeServer({
      ...START,
      '/rs/login/oauth_config': () => json(CONFIG),
      '/rs/login/pkce': () => json({ pkce_state: 'st-2', pkce_code_challenger: 'ch', pkce_code_verifier: 've' }),
    });
    renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    const nav = screen.getByRole('navigation', { name: 'Primary navigation' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('st-2') ?? 'null')).toMatchObject({ routeURLWithParams: '/ws/main/start_page?store=ADVANTAGE' });
  });

  it('Sign out: the tokens go, sign_out answers LogoutFromAuthServer, the browser goes to the provider\'s logout', async () => {
    signedIn();
    const leaving = stubLeaving();
    const signOutCalls: string[] = [];
    fakeServer({
      ...START,
      '/rs/login/sign_out': (url, init) => {
        signOutCalls.push(`${url.search} ${(init.headers as Record<string, string>).Authorization ?? 'no token'}`);
        return envelope('login/sign_out', 'LogoutFromAuthServer');
      },
    });
    const router = renderAt('/ws/main/start_page?store=ADVANTAGE');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Jane Doe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/ws/login/sign_out');
    expect(signOutCalls).toEqual([' no token']);
    const url = String(leaving.assign.mock.calls[0]?.[0]);
    expect(url.startsWith(`${CONFIG.end_session_endpoint}?`)).toBe(true);
    expect(paramsOf(url)).toEqual({ id_token_hint: ID_TOKEN, post_logout_redirect_uri: `${ORIGIN}/pkce/logout` });
    expect(sessionStorage.getItem('id_token')).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('Confirm Logout after a forced logout: No returns signed out to the start page; Yes also ends the provider session', async () => {
    const searches: string[] = [];
    fakeServer({
      ...START,
      '/rs/login/sign_out': (url) => {
        searches.push(url.search);
        return envelope('login/sign_out', 'AdvantageConfirmLogOff');
      },
    });
    signedIn();
    const router = renderAt('/ws/login/sign_out?confirmLogout=true');
    await screen.findByRole('heading', { name: 'Confirm Logout' });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/main/start_page'));
    expect(router.state.location.search).toBe('?store=ADVANTAGE');
    expect(sessionStorage.getItem('access_token')).toBeNull();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.click(within(notifications).getByRole('button', { name: 'Dismiss notification' }));

    signedIn();
    const leaving = stubLeaving();
    await act(() => router.navigate('/ws/login/sign_out?confirmLogout=true'));
    await screen.findByRole('heading', { name: 'Confirm Logout' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalled());
    const url = String(leaving.assign.mock.calls[0]?.[0]);
    expect(url.startsWith(`${CONFIG.end_session_endpoint}?`)).toBe(true);
    // An earlier test in this file leaves happy-dom's location elsewhere: the hint goes back to the current origin.
    expect(paramsOf(url)).toEqual({ id_token_hint: ID_TOKEN, post_logout_redirect_uri: `${window.location.origin}/pkce/logout` });
    expect(searches).toEqual(['?confirmLogout=true', '?confirmLogout=true']);
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('Switch user: DELETE the provider session, end the session, then log in again', async () => {
    signedIn();
    const leaving = stubLeaving();
    const order: string[] = [];
    fakeServer({
      ...START,
      '/api/v1/sessions/me': (_url, init) => {
        order.push(`${init.method ?? 'GET'} provider session`);
        return new Response(null, { status: 204 });
      },
      '/rs/main/end_session': () => {
        order.push('end_session');
        return new Response('ended', { headers: { 'Content-Type': 'text/plain' } });
      },
      '/rs/login/pkce': () => {
        order.push('pkce');
        return json({ pkce_state: 'st-3', pkce_code_challenger: 'ch', pkce_code_verifier: 've' });
      },
    });
    renderAt('/ws/main/start_page?store=ADVANTAGE');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Jane Doe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch user' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['DELETE provider session', 'end_session', 'pkce']);
    expect(paramsOf(leaving.assign.mock.calls[0]?.[0]).prompt).toBeUndefined();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('Switch user failure: \'Unexpected error while switching user\'', async () => {
    signedIn();
    fakeServer({ ...START, '/api/v1/sessions/me': () => json({}, 500, 'Server Error') });
    renderAt('/ws/main/start_page?store=ADVANTAGE');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Jane Doe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch user' }));
    await screen.findByRole('heading', { level: 1, name: MESSAGES.switchUserFailure.title });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.switchUserFailure.text);
    expect(sessionStorage.getItem('access_token')).toBe('at-1');
  });

  it('Sign-out failure (no provider config): \'Unexpected error while signing out\'', async () => {
    signedIn();
    sessionStorage.removeItem('okta_config');
    fakeServer({
      ...START,
      '/rs/login/sign_out': () => envelope('login/sign_out', 'LogoutFromAuthServer'),
      '/rs/login/oauth_config': () => json({}, 503, 'Unavailable'),
    });
    renderAt('/ws/login/sign_out');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.signOutFailure.title });
  });
});

describe('failed identity answers', () => {
  it('a failing sign_out is \'Unexpected error while signing out\'', async () => {
    fakeServer({ '/rs/login/sign_out': () => json({ responseType: 'ERROR', responseName: 'Boom', pathInfo: 'login/sign_out', attributes: {} }, 500, 'Server Error') });
    renderAt('/ws/login/sign_out');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.signOutFailure.title });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.signOutFailure.text);
  });

  it('a failing mfa_sign_in is \'Unexpected error while authenticating user\'', async () => {
    fakeServer({ '/rs/login/mfa_sign_in': () => json({}, 502, 'Bad Gateway') });
    renderAt('/ws/login/mfa_sign_in');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.signInFailure.title });
  });
});

describe('identity routes', () => {
  it('/pkce/logout clears the address to /home, forgets the member and lands on the start page, saying so', async () => {
    signedIn();
    fakeServer(START);
    const router = renderAt('/pkce/logout');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    expect(router.state.location.pathname).toBe('/ws/main/start_page');
    expect(window.location.pathname).toBe('/home');
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('id_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined();
    // The SignedOff screen's words, in the alerts' live region (the usual 5 seconds, or until dismissed).
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText(MESSAGES.signedOut)).toBeDefined();
    fireEvent.click(within(notifications).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(notifications).queryByText(MESSAGES.signedOut)).toBeNull();
  });

  it('/authenticate clears the provider config and the tokens, then starts login', async () => {
    signedIn();
    const leaving = stubLeaving();
    const fetchMock = fakeServer({
      '/rs/login/oauth_config': () => json(CONFIG),
      '/rs/login/pkce': () => json({ pkce_state: 'st-4', pkce_code_challenger: 'ch', pkce_code_verifier: 've' }),
    });
    renderAt('/authenticate');
    await waitFor(() => expect(leaving.replace).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/rs/login/oauth_config', '/rs/login/pkce']);
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(paramsOf(leaving.replace.mock.calls[0]?.[0]).state).toBe('st-4');
  });

  it('/home?sso=1 starts single sign-on (prompt=none) returning to the start page', async () => {
    const leaving = stubLeaving();
    fakeServer({
      '/rs/login/oauth_config': () => json(CONFIG),
      '/rs/login/pkce': () => json({ pkce_state: 'st-5', pkce_code_challenger: 'ch', pkce_code_verifier: 've' }),
    });
    renderAt('/home?store=va&sso=1');
    await waitFor(() => expect(leaving.replace).toHaveBeenCalledTimes(1));
    expect(paramsOf(leaving.replace.mock.calls[0]?.[0]).prompt).toBe('none');
    expect(JSON.parse(sessionStorage.getItem('st-5') ?? 'null')).toMatchObject({ routeURLWithParams: '/ws/main/start_page?store=VA' });
  });

  it('/home?auth=MFA removes the stored login', async () => {
    sessionStorage.setItem('oktaUserLogin', 'old@agency.gov');
    localStorage.setItem('oktaUserLogin', 'old@agency.gov');
    fakeServer(START);
    renderAt('/home?auth=MFA');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    expect(sessionStorage.getItem('oktaUserLogin')).toBeNull();
    expect(localStorage.getItem('oktaUserLogin')).toBeNull();
  });
});
