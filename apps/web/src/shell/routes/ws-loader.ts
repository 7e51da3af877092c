/**
 * `/ws/*` (docs/architecture.md, The request spine): strip /ws, call the server through the HTTP client, interpret the
 * answer, then navigate, switch store, or load the screen's section chunk and the layouts.
 */
import { MESSAGES, normalizePath, storeName } from '@advantage/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { callServer } from '../../lib/http/client';
import { noteEnvelopeAnswered, setCartData } from '../../lib/connection/cart-data';
import { takePendingRequest } from '../../lib/http/pending';
import { fromSearchParams } from '../../lib/query';
import { returnTarget, setReplay, takePendingRoute, takeReplay, withStore } from '../auth/pending-route';
import { recordSignIn } from '../auth/session-user';
import { interpret } from '../../kit/interpreter/interpret';
import type { ErrorInterpretation, Interpretation } from '../../kit/interpreter/types';
import { asStoreSettings } from '../../kit/store/start-data';
import { currentStore, setStore } from '../../kit/store/store-state';
import { applyTheme } from '../../kit/store/theme';
import { interpretContext } from './context';
import { loadLayout, loadLayouts } from './layouts-chunk';
import { leaveAppFor, leaveTo } from './leave';
import type { PageData, ScreenPageData } from './page-data';

/** The last full page shown: a dialog opens over it, and a 401 keeps it on screen. */
let lastPage: ScreenPageData | undefined;

/**
 * The last HTTP error this tab showed, for the display screen /ds/error/http_error. Kept in memory only:
 * its details hold the request's payload, which must not outlive the tab in storage.
 */
let lastHttpError: ErrorInterpretation | undefined;

export function lastHttpErrorShown(): ErrorInterpretation | undefined {
  return lastHttpError;
}

export function lastScreenPage(): ScreenPageData | undefined {
  return lastPage;
}

/** The in-app address of the page on screen (under any dialog). */
export function lastPageUrl(): string | undefined {
  return lastPage?.url;
}

export async function wsLoader({ request }: LoaderFunctionArgs): Promise<PageData | Response> {
  const url = new URL(request.url);
  const path = normalizePath(url.pathname);
  const query = fromSearchParams(url.searchParams);
  // A POST that answered 401 is sent again, with its body, once sign-in returns to it.
  const replay = takeReplay(path);
  const outcome = await callServer(path, { query, signal: request.signal, ...(replay ? { payload: replay.payload } : {}) });
  // The server adds the cart summary to any envelope while the app lacks it: the header need not ask again.
  if ('envelope' in outcome && outcome.envelope) noteEnvelopeAnswered();
  const result = identityFailure(path, interpret({ path, query, outcome }, interpretContext()));
  return settle(result, { path, query, url: `${url.pathname}${url.search}` });
}

/** docs/product/errors.md: a failed sign-out or MFA sign-in answer is 'Unable to sign out...' / 'Unable to sign in...'. */
const IDENTITY_FAILURES: Readonly<Record<string, { title: string; text: string }>> = {
  'login/sign_out': MESSAGES.signOutFailure,
  'login/mfa_sign_in': MESSAGES.signInFailure,
};

export function identityFailure(path: string, result: Interpretation): Interpretation {
  const failure = Object.hasOwn(IDENTITY_FAILURES, path) ? IDENTITY_FAILURES[path] : undefined;
  // An authorization error keeps its own screen (Access Denied).
  if (result.kind !== 'error' || !failure || result.msgType) return result;
  return { ...result, title: failure.title, text: failure.text };
}

interface RequestFacts {
  path: string;
  query: Record<string, string | string[]>;
  url: string;
}

export async function settle(result: Interpretation, facts: RequestFacts): Promise<PageData | Response> {
  switch (result.kind) {
    case 'redirect':
      if (!result.external) return leaveTo(result.to);
      leaveAppFor(result.to);
      return { kind: 'leaving', to: result.to };
    case 'authenticated': {
      const { store, theme } = setStore(storeName(result.storeID));
      takePendingRequest();
      const route = takePendingRoute();
      setReplay(route ? returnTarget(route).replay : undefined);
      recordSignIn(result.user, result.sessionTimeout);
      if (result.cart) setCartData(result.cart);
      await applyTheme(theme);
      return leaveTo(withStore(result.to, store));
    }
    case 'none':
      return lastPage ? { kind: 'none', previous: lastPage } : { kind: 'none' };
    case 'error': {
      if (result.detail?.http) lastHttpError = result;
      const { store, theme, settings } = currentStore();
      const [ui] = await Promise.all([loadLayouts(), applyTheme(theme)]);
      return { kind: 'error', error: result, store, ui, ...(settings ? { settings } : {}) };
    }
    case 'screen': {
      const { store, theme, settings } = setStore(result.store, asStoreSettings(result.envelope.attributes.store));
      const [Screen, Layout] = await Promise.all([result.entry.load(), loadLayout(result.entry.layout), applyTheme(theme)]);
      const page: ScreenPageData = {
        kind: 'screen',
        entry: result.entry,
        envelope: result.envelope,
        store,
        ...(settings ? { settings } : {}),
        ...facts,
        Screen,
        Layout,
      };
      if (result.entry.layout === 'modal') return lastPage ? { ...page, previous: lastPage } : page;
      lastPage = page;
      return page;
    }
  }
}
