/** Test helpers: a fake server answering the web app's fetch calls. */
import type { Envelope, StartPageAttributes, StoreName } from '@advantage/contracts';
import { STORES, themeForStore, toStoreId } from '@advantage/contracts';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CallOptions, CallResult } from '../lib/http/types';
import { routes } from './router';
import { trackRouter } from '../shell/routes/leave';

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export function startPage(store: StoreName, overrides: Partial<StartPageAttributes> = {}): Envelope {
  const storeID = toStoreId(store);
  const attributes: StartPageAttributes = {
    storeID,
    loggedIn: false,
    store: {
      storeID,
      storeName: store,
      theme: themeForStore(store),
      title: `${STORES[storeID]} store title`,
      logo: { src: `/images/stores/${store.toLowerCase()}.svg`, alt: `${store} logo` },
      loginWelcomeText: `Sign in to ${store}`,
      description: `${store} description`,
      welcomeBlockKey: 'WELCOME',
      privacyActMessage: true,
      logoutHomeImage: { src: `/images/stores/${store.toLowerCase()}-logout.svg`, alt: 'Signed out' },
    },
    welcomeBlock: { keyName: 'WELCOME', title: 'Welcome block', html: '<p class="from-server">Server <b>HTML</b></p>' },
    agreements: [],
    agreementCount: 0,
    ...overrides,
  };
  return { responseType: 'SCREEN', responseName: 'StartPage', pathInfo: 'main/start_page', attributes };
}

/** Routes fetch calls by pathname; unknown paths answer the server's 404 ERROR envelope. */
export function fakeServer(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const handler = routes[url.pathname];
    if (handler) return handler(url, init);
    return json({ responseType: 'ERROR', responseName: 'NotFound', pathInfo: url.pathname, attributes: {} }, 404, 'Not Found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app at `path` in a memory router, as a buyer's browser would open it. */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(createElement(RouterProvider, { router }));
  return router;
}

/**
 * For suites that mock `callServer` path by path: a call they did not expect fails, except what the header asks
 * by itself once a member is signed in (the unread message count, and the member's roles after a reload, background
 * calls), which may come as a test ends and must not fail the run.
 */
export function unexpectedCall(path: string, options: CallOptions): CallResult {
  if (options.background && path === 'user_container') {
    const attributes = { storeID: 0, member: null, store: { id: 0, name: 'ADVANTAGE' }, programs: [], eligibility: null };
    return { kind: 'envelope', status: 200, envelope: { responseType: 'SCREEN', responseName: 'UserContainer', pathInfo: path, attributes } };
  }
  if (!options.background || path !== 'main/message_center') throw new Error(`unexpected call to ${path}`);
  const attributes = { storeID: 0, messages: [], unread: 0, total: 0 };
  return { kind: 'envelope', status: 200, envelope: { responseType: 'SCREEN', responseName: 'MessageCenter', pathInfo: path, attributes } };
}
