/** Loaders of the app's own routes (docs/product/README.md "Application routes"). */
import { type Envelope, MESSAGES, normalizePath } from '@advantage/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { allowedOrigins } from '../../lib/config';
import { fromSearchParams } from '../../lib/query';
import { unexpectedError } from '../../kit/interpreter/errors';
import { loadLegacyMap } from '../../kit/redirect/legacy-map';
import { isLegacyPath, resolveRedirect } from '../../kit/redirect/resolve';
import { routeFor } from '../auth/pending-route';
import { forgetLogin } from '../auth/session-user';
import { findScreen } from '../../kit/interpreter/screens-port';
import { land } from '../../kit/store/landing-effects';
import { currentStore } from '../../kit/store/store-state';
import { applyTheme } from '../../kit/store/theme';
import { interpretContext } from './context';
import { isTruthy, settleSignInStep } from './auth-loaders';
import { errorPage } from './error-page';
import { loadLayout } from './layouts-chunk';
import { leaveAppFor, leaveTo } from './leave';
import type { ErrorPageData, LeavingPageData, PageData } from './page-data';
import { lastHttpErrorShown, lastScreenPage } from './ws-loader';

/**
 * `/` and `/home`: apply the store rules, then go to the store's start page. docs/product/accounts-and-sign-in.md: "Query auth
 * equal to MFA removes the stored auth value"; "Single sign-on starts when query sso is truthy".
 */
export async function landingLoader({ request }: LoaderFunctionArgs): Promise<PageData | Response> {
  const params = new URL(request.url).searchParams;
  if (params.get('auth') === 'MFA') forgetLogin();
  const decision = land(params);
  if (!isTruthy(params.get('sso'))) return leaveTo(decision.to);
  const { beginSignIn } = await import('../auth/sign-in');
  return settleSignInStep(await beginSignIn({ silent: true, pendingRoute: routeFor(decision.to) }));
}

/** `/catalog/product_detail.do` keeps its query on the new address. */
export function productDetailLoader({ request }: LoaderFunctionArgs): Response {
  return leaveTo(`/ws/catalog/product_detail${new URL(request.url).search}`);
}

/** `/404?url=...`: 'Page Not Found Error'. */
export function notFoundLoader({ request }: LoaderFunctionArgs): Promise<ErrorPageData> {
  const url = new URL(request.url).searchParams.get('url') ?? '';
  return errorPage({
    title: MESSAGES.pageNotFound.title,
    text: MESSAGES.pageNotFound.text(url),
    fatal: false,
    homeLink: true,
  });
}

/** `/ds/error/http_error` (docs/product/README.md display screens, docs/product/errors.md "Other HTTP errors"): the last one this tab showed. */
function httpErrorScreen(): Promise<ErrorPageData> {
  const shown = lastHttpErrorShown();
  if (shown) return errorPage(shown);
  return errorPage({ title: MESSAGES.unexpectedError.title, text: MESSAGES.noHttpError, fatal: false, homeLink: true });
}

/**
 * `/ds/*`: a display screen from the registry with response name DEFAULT, without a server call.
 * /ds/login/mfa_sign_in goes on to the server step it displays ('Multifactor authentication in progress ...').
 */
export async function dsLoader({ request }: LoaderFunctionArgs): Promise<PageData | Response> {
  const url = new URL(request.url);
  const path = normalizePath(url.pathname);
  if (path === 'login/mfa_sign_in') return leaveTo('/ws/login/mfa_sign_in');
  if (path === 'error/http_error') return httpErrorScreen();
  const query = fromSearchParams(url.searchParams);
  const { store, theme, settings } = currentStore();
  const entry = findScreen(store, path, 'DEFAULT');
  if (!entry) {
    const text = MESSAGES.unmappedDisplayScreen.text(url.pathname);
    const error = unexpectedError({ path, query, outcome: { kind: 'unexpected-request', path } }, interpretContext(), {
      name: MESSAGES.unexpectedResponse.name,
      message: text,
    });
    return errorPage({ ...error, title: MESSAGES.unmappedDisplayScreen.title, text });
  }
  const envelope: Envelope = { responseType: 'SCREEN', responseName: 'DEFAULT', pathInfo: path, attributes: {} };
  const [Screen, Layout] = await Promise.all([entry.load(), loadLayout(entry.layout), applyTheme(theme)]);
  // A display dialog (the login screen) opens over the page on screen.
  const previous = entry.layout === 'modal' ? lastScreenPage() : undefined;
  return {
    kind: 'screen',
    entry,
    envelope,
    store,
    ...(settings ? { settings } : {}),
    path,
    query,
    url: `${url.pathname}${url.search}`,
    Screen,
    Layout,
    ...(previous ? { previous } : {}),
  };
}

/** Any other path: the Redirect screen (legacy map, allow-listed external target, else /404). */
export async function redirectLoader({ request }: LoaderFunctionArgs): Promise<LeavingPageData | Response> {
  const url = new URL(request.url);
  const map = isLegacyPath(url.pathname) ? await loadLegacyMap() : undefined;
  const decision = resolveRedirect(url, map, { origin: window.location.origin, allowedOrigins: allowedOrigins() });
  if (decision.kind !== 'external') return leaveTo(decision.to);
  leaveAppFor(decision.url);
  return { kind: 'leaving', to: decision.url };
}
