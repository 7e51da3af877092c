/**
 * Loaders of the identity routes of docs/product/accounts-and-sign-in.md: pkce/callback, pkce/logout and authenticate. The
 * sign-in code is a lazy chunk: these routes import it when they run.
 */
import { loadingMessageFor, MESSAGES } from '@advantage/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { MFA_SIGN_IN_ROUTE } from '../../lib/config';
import { showAlert } from '../../kit/alerts/alerts';
import { setReplay } from '../auth/pending-route';
import { finishSignOut, removeTokens } from '../auth/session-user';
import type { SignInStep } from '../auth/sign-in';
import { land } from '../../kit/store/landing-effects';
import { currentStore } from '../../kit/store/store-state';
import { leaveAppFor, leaveTo } from './leave';
import type { PageData } from './page-data';
import { errorPage } from './error-page';

const SIGNING_IN = loadingMessageFor('sign_in');

/** A query flag like `sso=1` or `sso=true`; empty, 0, false, no and off are false. */
export function isTruthy(value: string | null): boolean {
  if (value === null) return false;
  return !['', '0', 'false', 'no', 'off', 'n'].includes(value.trim().toLowerCase());
}

/** Leaves for the provider, goes to mfa_sign_in, or shows 'Unexpected error while authenticating user'. */
export async function settleSignInStep(step: SignInStep): Promise<PageData | Response> {
  switch (step.kind) {
    case 'authorize':
      leaveAppFor(step.url);
      return { kind: 'status', message: SIGNING_IN };
    case 'mfa':
      return leaveTo(MFA_SIGN_IN_ROUTE);
    case 'failure':
      return errorPage(step.error);
  }
}

/** The address bar (and the history entry) drops the provider's answer at once. */
function showHomeAddress(): void {
  window.history.replaceState(window.history.state, '', '/home');
}

/** `/pkce/callback`: the identity provider's return (docs/product/accounts-and-sign-in.md steps 5 to 7). */
export async function callbackLoader({ request }: LoaderFunctionArgs): Promise<PageData | Response> {
  const params = new URL(request.url).searchParams;
  if (params.has('code')) showHomeAddress();
  const { completeCallback, isLegacyBrowser } = await import('../auth/sign-in');
  const step = await completeCallback(params, { store: currentStore().store, origin: window.location.origin, legacy: isLegacyBrowser() });
  switch (step.kind) {
    case 'home':
      return leaveTo('/home');
    case 'registration':
      setReplay(step.replay);
      return leaveTo(step.to);
    case 'mfa':
      return leaveTo(MFA_SIGN_IN_ROUTE);
    case 'failure':
      return errorPage(step.error);
  }
}

/**
 * `/pkce/logout`: the provider ended its session; the tab forgets the member and lands on the start page,
 * which says so (the SignedOff screen's words) in an alert of the usual 5 seconds: one kept until dismissed
 * lay over the header's Sign in button at the top right.
 */
export function pkceLogoutLoader(): Response {
  showHomeAddress();
  finishSignOut();
  showAlert({ type: 'success', msg: MESSAGES.signedOut });
  return leaveTo(land(new URLSearchParams()).to);
}

/** `/authenticate`: "Clears the stored provider config and tokens, then starts login." */
export async function authenticateLoader(): Promise<PageData | Response> {
  const [{ beginSignIn }, { forgetProviderConfig }] = await Promise.all([import('../auth/sign-in'), import('../auth/provider')]);
  forgetProviderConfig();
  removeTokens();
  return settleSignInStep(await beginSignIn({}));
}
