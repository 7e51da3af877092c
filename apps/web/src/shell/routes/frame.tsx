import { MESSAGES } from '@advantage/contracts';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { AlertContainer } from '../../kit/alerts/AlertContainer';
import { consumeLoginRequest, LOGIN_SCREEN_ROUTE, useLoginRequest } from '../auth/login-required';
import { useCurrentUser } from '../auth/session-user';
import { LoadingMessage, LoadingStatus } from '../components/LoadingStatus';
import { ConnectionStatus } from '../connection/ConnectionStatus';
import { useAppDialog } from '../dialogs/dialog-state';
import { useExpiredPrompt } from '../session/expiry-signal';
import { clearTakeover, type Takeover, useTakeover } from '../takeover';
import { bootLoadingMessage } from './loading-message';
import { ErrorPage, PageView } from './PageView';
import type { PageData } from './page-data';
import { rememberScroll } from './scroll-memory';

const SessionHost = lazy(() => import('../session/SessionHost'));
const SmartCardDialog = lazy(() => import('../dialogs/SmartCardDialog'));

/**
 * Around every route: the page (or an error screen that took its place), the loading message, the
 * server connection status, the alerts, and the hosts of the login, session and smart card dialogs.
 * Each new screen opens at the top; Back and Forward return to where that page was scrolled.
 */
export function AppFrame() {
  const takeover = useTakeover();
  const location = useLocation();
  useEffect(() => clearTakeover(), [location.key]);
  const { state } = useNavigation();
  useLayoutEffect(() => {
    if (state !== 'idle') rememberScroll();
  }, [state]);
  return (
    <>
      {/* First: its scroll to the top (or back, on Back and Forward) comes before a dialog keeps its page's. */}
      <ScrollRestoration />
      {takeover ? <TakeoverPage takeover={takeover} /> : <Outlet />}
      <LoadingStatus />
      <ConnectionStatus />
      <AlertContainer />
      <LoginRequiredNavigator />
      <SessionGate />
      <DialogHost />
    </>
  );
}

/** docs/product/errors.md "HTTP 401: ... open login": the login screen, over the page on screen. */
function LoginRequiredNavigator() {
  const request = useLoginRequest();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!request) return;
    consumeLoginRequest(request.id);
    if (pathname !== LOGIN_SCREEN_ROUTE) void navigate(LOGIN_SCREEN_ROUTE);
  }, [request, navigate, pathname]);
  return null;
}

/** The inactivity warning runs while signed in; the 'Session expired' prompt whenever the server says so. */
function SessionGate() {
  const user = useCurrentUser();
  const prompt = useExpiredPrompt();
  if (!user && !prompt) return null;
  return (
    <Suspense fallback={null}>
      <SessionHost />
    </Suspense>
  );
}

function DialogHost() {
  const dialog = useAppDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <SmartCardDialog opener={dialog.opener} />
    </Suspense>
  );
}

/** An error screen shown without a navigation (see takeover.ts); the focus moves to it. */
function TakeoverPage({ takeover }: { takeover: Takeover }) {
  useEffect(() => {
    document.getElementById('main-content')?.focus();
  }, [takeover]);
  const { error, store, settings, ui } = takeover;
  if (ui) return <ErrorPage page={{ kind: 'error', error, store, ui, ...(settings ? { settings } : {}) }} />;
  // The layouts chunk could not be loaded (the server is gone): plain markup.
  return (
    <main id="main-content" className="grid-container adv-page" tabIndex={-1}>
      <h1>{error.title}</h1>
      <p>{error.text}</p>
    </main>
  );
}

/**
 * The first load, before any page exists (a redirect on the way shows as a pending navigation). It can
 * stay a while (the provider's return exchanges the code meanwhile), so it is a page of its own: a main
 * landmark and a level-one heading (for screen readers only: the next page's header replaces it).
 */
export function BootLoading() {
  const location = useLocation();
  const navigation = useNavigation();
  const path = navigation.location?.pathname ?? location.pathname;
  return (
    <main id="main-content" className="grid-container adv-page">
      <h1 className="usa-sr-only">GSA Advantage!</h1>
      <LoadingMessage message={bootLoadingMessage(path)} />
    </main>
  );
}

/** The element of every page route: what its loader decided to show. */
export function PageRoute() {
  return <PageView data={useLoaderData() as PageData} />;
}

/**
 * Routes whose loader always redirects. Nothing to draw: on the first load the boot fallback shows
 * the loading message, and in the app the redirect completes before this route would commit.
 */
export function Redirecting() {
  return null;
}

/** A fault no loader handled (a chunk that failed to load): plain markup, no layouts needed. */
export function RouteErrorPage() {
  const error = useRouteError();
  // The only trace a failed chunk leaves for the help desk is the browser console.
  console.error(error); // eslint-disable-line no-console
  return (
    <main id="main-content" className="grid-container adv-page">
      <h1>{MESSAGES.unexpectedError.title}</h1>
      <p>{MESSAGES.unexpectedError.text}</p>
      <p>
        <a href="/home">{MESSAGES.accessDenied.homeLink}</a>
      </p>
    </main>
  );
}
