import { DEFAULT_LOADING_MESSAGE, loadingMessageFor, MESSAGES } from '@advantage/contracts';
import { Outlet, useLoaderData, useLocation, useNavigation, useRouteError } from 'react-router';
import { AlertContainer } from '../alerts/AlertContainer';
import { LoadingMessage, LoadingStatus } from '../components/LoadingStatus';
import { PageView } from './PageView';
import type { PageData } from './page-data';

/** Around every route: the page, the loading message and the alerts. */
export function AppFrame() {
  return (
    <>
      <Outlet />
      <LoadingStatus />
      <AlertContainer />
    </>
  );
}

/** The first load, before any page exists (a redirect on the way shows as a pending navigation). */
export function BootLoading() {
  const location = useLocation();
  const navigation = useNavigation();
  const path = navigation.location?.pathname ?? location.pathname;
  return <LoadingMessage message={path.startsWith('/ws/') ? loadingMessageFor(path.slice(4)) : DEFAULT_LOADING_MESSAGE} />;
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
