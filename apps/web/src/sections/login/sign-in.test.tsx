/** login/sign_in's answers and the forgot-user-id form (docs/product/accounts-and-sign-in.md), through the router as a buyer meets them. */
import type { Envelope } from '@advantage/contracts';
import { SIGN_IN_TEXT } from '@advantage/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callServer } from '../../lib/http/client';
import type { CallOptions, CallResult } from '../../lib/http/types';
import { resetLoginRequest } from '../../shell/auth/login-required';
import { resetSessionUser } from '../../shell/auth/session-user';
import { resetStoreState } from '../../kit/store/store-state';
import { resetTakeover } from '../../shell/takeover';
import { renderAt, unexpectedCall } from '../../app/test-support';
import { findScreen } from '../../app/lookup';

vi.mock('../../lib/http/client', () => ({ callServer: vi.fn() }));
const call = vi.mocked(callServer);

type Calls = Array<{ path: string; query: unknown; payload: unknown }>;

function answer(pathInfo: string, responseName: string, attributes: Record<string, unknown> = {}, status = 200): CallResult {
  const envelope: Envelope = { responseType: 'SCREEN', responseName, pathInfo, attributes: { storeID: 9, ...attributes } };
  return { kind: 'envelope', status, envelope };
}

function server(answers: Record<string, CallResult>): Calls {
  const calls: Calls = [];
  call.mockImplementation(async (path: string, options: CallOptions = {}) => {
    calls.push({ path, query: options.query, payload: options.payload });
    const found = answers[path];
    if (!found) return unexpectedCall(path, options);
    return found;
  });
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
  resetSessionUser();
  resetLoginRequest();
  resetTakeover();
});

describe('login/sign_in', () => {
  it('maps Success, Failure and forgotPassword to screens in every store, the marine corps store included', () => {
    for (const store of ['ADVANTAGE', 'USMC'] as const) {
      expect(findScreen(store, 'login/sign_in', 'Success')).toMatchObject({ layout: 'classic', title: 'Sign In' });
      expect(findScreen(store, 'login/sign_in', 'Failure')).toMatchObject({ layout: 'classic', title: 'Sign In' });
      expect(findScreen(store, 'login/sign_in', 'forgotPassword')).toMatchObject({ layout: 'classic', title: 'Forgot User ID' });
      expect(findScreen(store, 'sign_in/forgot_user_id', 'Success')).toMatchObject({ title: 'Forgot User ID' });
    }
  });

  it('Success and Failure lead to the home page (docs/product/accounts-and-sign-in.md), in place of the sign_in page', async () => {
    for (const responseName of ['Failure', 'Success']) {
      const calls = server({
        'login/sign_in': answer('login/sign_in', responseName, { loggedIn: responseName === 'Success' }),
        'main/home': answer('main/home', 'StartPage', { loggedIn: false }),
      });
      const router = renderAt('/ws/login/sign_in');
      await waitFor(() => expect(router.state.location.pathname).toBe('/ws/main/home'));
      await waitFor(() => expect(calls.map((c) => c.path)).toContain('main/home'));
      expect(screen.queryByRole('heading', { level: 1, name: 'Sign In' })).toBeNull();
      // Back does not return to the sign_in answer: the home page took its place.
      expect(router.state.historyAction).toBe('REPLACE');
      cleanup();
    }
  });
});

describe('forgot user ID', () => {
  it('checks the address with the server’s rule first, then sends it and shows the answer in place', async () => {
    const calls = server({
      'login/sign_in': answer('login/sign_in', 'forgotPassword'),
      'sign_in/forgot_user_id': answer('sign_in/forgot_user_id', 'Success', { message: SIGN_IN_TEXT.sent }),
    });
    renderAt('/ws/login/sign_in?forgotPassword=true');
    await screen.findByRole('heading', { level: 1, name: 'Forgot User ID' });
    expect(calls[0]).toMatchObject({ path: 'login/sign_in', query: { forgotPassword: 'true' } });

    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my user ID' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('emailAddress'));
    expect(screen.getByText('Enter an email address in the form name@agency.gov.')).toBeDefined();
    expect(calls.some((c) => c.path === 'sign_in/forgot_user_id')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'morgan@usmc.mil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my user ID' }));
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(SIGN_IN_TEXT.sent)).toBeDefined();
    expect(calls.filter((c) => c.path === 'sign_in/forgot_user_id')).toEqual([
      { path: 'sign_in/forgot_user_id', query: undefined, payload: { emailAddress: 'morgan@usmc.mil' } },
    ]);
    const form = within(document.querySelector<HTMLElement>('.adv-forgot-user-id') as HTMLElement);
    expect(form.getByRole('link', { name: 'Request Customer Service' }).getAttribute('href')).toBe('/ws/information/comment_form');
  });
});
