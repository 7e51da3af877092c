/** The session dialogs through the app frame: the inactivity warning and the 'Session expired' prompt. */
import { MESSAGES } from '@advantage/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { touchActivity } from '../../lib/activity';
import { takePendingRequest } from '../../lib/http/pending';
import { resetLoginRequest } from '../auth/login-required';
import { resetSessionUser } from '../auth/session-user';
import { routes } from '../../app/router';
import { trackRouter } from '../routes/leave';
import { resetStoreState } from '../../kit/store/store-state';
import { resetTakeover } from '../takeover';
import { fakeServer, json, startPage } from '../../app/test-support';
import { dismissExpiredPrompt } from './expiry-signal';
import { expireSession, SESSION_EXPIRED_SCREEN, spokenTime } from './SessionHost';

const WARNING = MESSAGES.sessionAboutToExpire.title;
const text = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/plain' } });

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

function signedIn(store = 'ADVANTAGE') {
  localStorage.setItem('store', store);
  resetStoreState();
  sessionStorage.setItem('access_token', 'at-1');
  sessionStorage.setItem('id_token', 'id-1');
  sessionStorage.setItem('oktaUserLogin', 'jane@agency.gov');
  sessionStorage.setItem('warnUsersAboutSessionExpiring', 'true');
  resetSessionUser();
}

/** The last API call was long enough ago that the warning (80 % of 1800 s) is due in a moment. */
function warningDueSoon() {
  touchActivity(Date.now() - 1_440_000 + 30);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
  resetSessionUser();
  resetLoginRequest();
  resetTakeover();
  takePendingRequest();
  dismissExpiredPrompt();
  touchActivity();
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.restoreAllMocks();
});

describe('Session about to expire', () => {
  it('opens at 80 % with the countdown, focused on its heading; Yes extends the session', async () => {
    signedIn();
    const calls: string[] = [];
    fakeServer({
      '/rs/main/start_page': () => json(startPage('ADVANTAGE')),
      '/rs/main/extend_session': () => {
        calls.push('extend');
        return text('2400');
      },
    });
    renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    warningDueSoon();
    const dialog = await screen.findByRole('dialog', { name: WARNING });
    const heading = screen.getByRole('heading', { name: WARNING });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Are you still working?');
    expect(screen.getByRole('timer').textContent).toMatch(/^(5:00|4:59)$/);
    expect(screen.getByText(/minutes? (\d+ seconds? )?remaining/).getAttribute('role')).toBe('status');
    // Must be answered: Escape does nothing.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: WARNING })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: WARNING })).toBeNull());
    expect(calls).toEqual(['extend']);
    await waitFor(() => expect(sessionStorage.getItem('sessionTimeout')).toBe('2400'));
  });

  it('a failed extend_session is logged as \'Unable to extend the session\'', async () => {
    signedIn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      '/rs/main/start_page': () => json(startPage('ADVANTAGE')),
      '/rs/main/extend_session': () => json({}, 500, 'Server Error'),
    });
    renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    warningDueSoon();
    await screen.findByRole('dialog', { name: WARNING });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Unable to extend the session'));
  });

  it('No ends the session, then signs out (confirmLogout)', async () => {
    signedIn();
    const calls: string[] = [];
    fakeServer({
      '/rs/main/start_page': () => json(startPage('ADVANTAGE')),
      '/rs/main/end_session': () => {
        calls.push('end_session');
        return text('ended');
      },
      '/rs/login/sign_out': (url) => {
        calls.push(`sign_out${url.search}`);
        return json({ responseType: 'SCREEN', responseName: 'SignedOff', pathInfo: 'login/sign_out', attributes: {} });
      },
    });
    const router = renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    warningDueSoon();
    await screen.findByRole('dialog', { name: WARNING });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await screen.findByRole('heading', { level: 1, name: 'You have signed out' });
    expect(calls).toEqual(['end_session', 'sign_out?confirmLogout=true']);
    expect(router.state.location.search).toBe('?confirmLogout=true');
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('an answer after the countdown (FSS: not under 5 minutes) ends the session: fatal Session Expired', async () => {
    signedIn('FSS');
    const calls: string[] = [];
    fakeServer({
      '/rs/main/start_page': () => json(startPage('FSS')),
      '/rs/main/end_session': () => {
        calls.push('end_session');
        return text('ended');
      },
      '/rs/main/extend_session': () => {
        calls.push('extend');
        return text('1800');
      },
    });
    renderAt('/ws/main/start_page?store=FSS');
    await screen.findByRole('heading', { level: 1, name: 'FSS store title' });
    warningDueSoon();
    await screen.findByRole('dialog', { name: WARNING });
    const later = Date.now() + 5 * 60 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByRole('heading', { level: 1, name: 'Session Expired' });
    expect(calls).toEqual(['end_session']);
    expect(screen.getByText(MESSAGES.sessionExpired.text)).toBeDefined();
    // Fatal: the simple header, no home link, no navigation.
    expect(screen.queryByRole('navigation', { name: 'Primary navigation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to Home Page' })).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('does not run while signed out', async () => {
    fakeServer({ '/rs/main/start_page': () => json(startPage('ADVANTAGE')) });
    renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    // The clock the warning would run on, moved well past the moment it would be due.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    warningDueSoon();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    vi.useRealTimers();
    expect(screen.queryByRole('dialog', { name: WARNING })).toBeNull();
  });

  it('speaks the remaining time', () => {
    expect(spokenTime(300)).toBe('5 minutes remaining');
    expect(spokenTime(61)).toBe('1 minute 1 second remaining');
    expect(spokenTime(30)).toBe('30 seconds remaining');
    expect(spokenTime(0)).toBe('0 seconds remaining');
  });
});

describe('Session expired (HTTP 401 SessionExpired)', () => {
  const expired = () =>
    json({ responseType: 'ERROR', responseName: 'SessionExpired', pathInfo: 'cart/shopping_cart', attributes: {} }, 401, 'Unauthorized');

  it('offers a new session: Yes removes the warn flag and goes to /home', async () => {
    signedIn();
    fakeServer({ '/rs/main/start_page': () => json(startPage('ADVANTAGE')), '/rs/cart/shopping_cart': expired });
    const router = renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    await router.navigate('/ws/cart/shopping_cart');
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.sessionExpiredPrompt.title });
    expect(dialog.textContent).toContain(MESSAGES.sessionExpiredPrompt.text);
    expect(router.state.location.pathname).not.toBe('/ds/login');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/main/start_page'));
    expect(screen.queryByRole('dialog', { name: MESSAGES.sessionExpiredPrompt.title })).toBeNull();
    expect(sessionStorage.getItem('warnUsersAboutSessionExpiring')).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('No shows the fatal Session Expired screen', async () => {
    fakeServer({ '/rs/cart/shopping_cart': expired });
    renderAt('/ws/cart/shopping_cart');
    await screen.findByRole('dialog', { name: MESSAGES.sessionExpiredPrompt.title });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await screen.findByRole('heading', { level: 1, name: 'Session Expired' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to Home Page' })).toBeNull();
  });
});

describe('expireSession', () => {
  it('ends the server session (not counted as activity) and shows the fatal screen', async () => {
    signedIn();
    const calls: string[] = [];
    fakeServer({
      '/rs/main/end_session': () => {
        calls.push('end_session');
        return text('ended');
      },
    });
    const { currentTakeover } = await import('../takeover');
    await expireSession();
    expect(calls).toEqual(['end_session']);
    expect(currentTakeover()?.error).toMatchObject(SESSION_EXPIRED_SCREEN);
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });
});
