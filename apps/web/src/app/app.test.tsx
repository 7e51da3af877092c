import { MESSAGES } from '@advantage/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_EVENT } from '../lib/config';
import { pendingRequest } from '../lib/http/pending';
import { resetLegacyMapCache } from '../kit/redirect/legacy-map';
import { resetStoreState } from '../kit/store/store-state';
import { fakeServer, json, renderAt, startPage } from './test-support';

/** The loading message's live region (the server connection has one of its own). */
function loadingStatus(): HTMLElement {
  const region = document.querySelector<HTMLElement>('.adv-loading');
  if (!region) throw new Error('no loading region');
  return region;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
  resetLegacyMapCache();
  delete document.documentElement.dataset.theme;
});

describe('landing and start pages', () => {
  it('/ goes to the default store start page, with the index layout and the adv19 theme', async () => {
    const fetchMock = fakeServer({ '/rs/main/start_page': () => json(startPage('ADVANTAGE')) });
    const router = renderAt('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/ws/main/start_page?store=ADVANTAGE');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rs/main/start_page?store=ADVANTAGE');
    expect(heading.closest('[data-store]')?.getAttribute('data-store')).toBe('ADVANTAGE');
    expect(document.documentElement.dataset.theme).toBe('adv19');
    expect(document.querySelector('[data-layout="index"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/ws/main/home');
    expect(screen.getByRole('heading', { name: 'Privacy Act notice' })).toBeDefined();
    expect(document.querySelector('.from-server b')?.textContent).toBe('HTML');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
  });

  it('/home?store=usmc shows the marine corps start page with its login title and the adv12 theme', async () => {
    fakeServer({ '/rs/main/start_page': () => json(startPage('USMC')) });
    renderAt('/home?store=usmc');
    const heading = await screen.findByRole('heading', { level: 1, name: MESSAGES.usmcLoginTitle });
    expect(heading.closest('[data-store]')?.getAttribute('data-store')).toBe('USMC');
    // The store's own layout, with the band naming the store.
    expect(document.querySelector('[data-layout="usmc"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Marine Corps store' })).toBeDefined();
    expect(document.documentElement.dataset.theme).toBe('adv12');
    expect(localStorage.getItem('store')).toBe('USMC');
    expect(localStorage.getItem('theme')).toBe('adv12');
  });

  it('a virtual store uses the virtual-store layout with its name; the Login variant offers sign-in first, then shopping', async () => {
    fakeServer({ '/rs/main/start_page': () => json({ ...startPage('VA'), responseName: 'Login' }) });
    renderAt('/home?store=VA');
    await screen.findByRole('heading', { level: 1, name: 'VA store title' });
    expect(document.querySelector('[data-layout="virtual-store"]')).not.toBeNull();
    expect(document.querySelector('[data-store="VA"]')).not.toBeNull();
    expect(screen.getByText('Sign in to VA')).toBeDefined();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const shopNow = screen.getByRole('link', { name: 'Shop now' });
    expect(signIn.getAttribute('href')).toBe('/authenticate');
    expect(shopNow.getAttribute('href')).toBe('/ws/main/home');
    expect(signIn.compareDocumentPosition(shopNow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shopNow.className).toContain('usa-button--outline');
  });

  it('the footer lists the landing stores as /home?store= links', async () => {
    fakeServer({ '/rs/main/start_page': () => json(startPage('ADVANTAGE')) });
    renderAt('/');
    const list = await screen.findByRole('navigation', { name: 'Change store' });
    const hrefs = [...list.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(9);
    expect(hrefs).toContain('/home?store=USMC');
    expect(hrefs).not.toContain('/home?store=DOLPUNCHOUT');
  });
});

describe('error routes', () => {
  it('/404 shows Page Not Found Error with the url from the query', async () => {
    fakeServer({});
    renderAt(`/404?url=${encodeURIComponent('/old/page.html')}`);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found Error' });
    expect(screen.getByText(MESSAGES.pageNotFound.text('/old/page.html'))).toBeDefined();
  });

  it('an unmapped /ds path shows Unexpected Error naming the url', async () => {
    const fetchMock = fakeServer({});
    renderAt('/ds/orderhistory/my_orders');
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Error' });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.unmappedDisplayScreen.text('/ds/orderhistory/my_orders'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a /ws path the server does not know shows Unexpected Error with error details', async () => {
    fakeServer({});
    renderAt('/ws/cart/shopping_cart');
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Error' });
    expect(screen.getByText(MESSAGES.unexpectedError.text)).toBeDefined();
    screen.getByRole('button', { name: 'Show error details' }).click();
    await screen.findByRole('button', { name: 'Hide error details' });
    expect(screen.getByText('404')).toBeDefined();
  });

  it('a /ws path with no method is \'Unexpected request\', without a server call', async () => {
    const fetchMock = fakeServer({});
    renderAt('/ws/not/a_path');
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Error' });
    expect(document.querySelector('[data-error-name="Unexpected request"]')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('redirects', () => {
  it('/catalog/product_detail.do keeps its query on /ws/catalog/product_detail', async () => {
    const fetchMock = fakeServer({});
    const router = renderAt('/catalog/product_detail.do?oid=55&x=1');
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Error' });
    expect(router.state.location.pathname).toBe('/ws/catalog/product_detail');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rs/catalog/product_detail?oid=55&x=1');
  });

  it('a legacy .do address goes through the old-to-new map', async () => {
    const fetchMock = fakeServer({
      '/advantage/rs/main/struts_ng_url_map': () =>
        json({
          responseType: 'SCREEN',
          responseName: 'UrlMap',
          pathInfo: 'main/struts_ng_url_map',
          attributes: { urlMap: [{ oldPath: 'advantage/search/search.do', newPath: '/search/advantage_search' }] },
        }),
      '/rs/main/home': () => json({ ...startPage('ADVANTAGE'), responseName: 'HomePage', pathInfo: 'main/home' }),
    });
    const router = renderAt('/advantage/search/search.do?searchText=pens');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/search/advantage_search'));
    expect(router.state.location.search).toBe('?searchText=pens');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/advantage/rs/main/struts_ng_url_map',
      '/rs/search/advantage_search?searchText=pens',
    ]);
  });

  it('an unknown path goes to /404 with the original url', async () => {
    fakeServer({});
    const router = renderAt('/nowhere?a=1');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found Error' });
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent('/nowhere?a=1')}`);
  });

  it('a server REDIRECT navigates under /ws, replacing the first entry', async () => {
    fakeServer({
      '/rs/main/home': () =>
        json({ responseType: 'REDIRECT', redirectURL: 'main/start_page?store=DHS', pathInfo: 'main/home', attributes: {} }),
      '/rs/main/start_page': () => json(startPage('DHS')),
    });
    const router = renderAt('/ws/main/home');
    await screen.findByRole('heading', { level: 1, name: 'DHS store title' });
    expect(router.state.location.search).toBe('?store=DHS');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('This store is limited to Department of Homeland Security users.')).toBeDefined();
  });
});

describe('HTTP 401', () => {
  it('keeps the current page, clears the tokens and signals login', async () => {
    sessionStorage.setItem('access_token', 'expired');
    fakeServer({
      '/rs/main/start_page': () => json(startPage('ADVANTAGE')),
      '/rs/cart/shopping_cart': () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    });
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    window.addEventListener(LOGIN_REQUIRED_EVENT, listener);
    const router = renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    await router.navigate('/ws/cart/shopping_cart');
    window.removeEventListener(LOGIN_REQUIRED_EVENT, listener);
    expect(heard).toHaveLength(1);
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(pendingRequest()).toEqual({ path: 'cart/shopping_cart', method: 'GET', query: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'ADVANTAGE store title' })).toBeDefined();
  });
});

describe('loading message', () => {
  it('shows the path loading message while the first /ws call runs', async () => {
    fakeServer({ '/rs/main/home': () => new Promise<Response>(() => {}) });
    renderAt('/ws/main/home');
    await waitFor(() => expect(loadingStatus().textContent).toBe('Loading Home Page ...'));
  });

  it('shows the path loading message during an in-app navigation, then clears it', async () => {
    let answer: (response: Response) => void = () => {};
    fakeServer({
      '/rs/main/start_page': () => json(startPage('ADVANTAGE')),
      '/rs/cart/shopping_cart': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const router = renderAt('/ws/main/start_page?store=ADVANTAGE');
    await screen.findByRole('heading', { level: 1, name: 'ADVANTAGE store title' });
    expect(loadingStatus().textContent).toBe('');
    const navigation = router.navigate('/ws/cart/shopping_cart');
    await waitFor(() => expect(loadingStatus().textContent).toBe('Loading Shopping Cart ...'));
    answer(json({ responseType: 'ERROR', responseName: 'Boom', pathInfo: 'cart/shopping_cart', attributes: {} }));
    await navigation;
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Error' });
    expect(loadingStatus().textContent).toBe('');
  });
});
