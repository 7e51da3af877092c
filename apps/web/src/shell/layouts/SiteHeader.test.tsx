/**
 * The header's MENU drawer (the USWDS mobile navigation): it closes whenever a navigation starts from it
 * (Cart, a category, an account page), and the focus goes where every navigation puts it, the new page's <main>.
 */
import { CART_TITLES } from '@advantage/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetEnvelopeAnswered, setCartData } from '../../lib/connection/cart-data';
import { resetStoreState } from '../../kit/store/store-state';
import { fakeServer, json, renderAt } from '../../app/test-support';
import { clearCategoryLists } from './search-bar/category-cache';

const EMPTY_CART = { responseType: 'SCREEN', responseName: 'Initial', pathInfo: 'cart/shopping_cart', attributes: { cart: { cartId: 1, version: 1, itemCount: 0, totalCents: 0 } } };
const SERVICES = {
  responseType: 'SCREEN',
  responseName: 'ServiceCategories',
  pathInfo: 'categories/service_category_list_as_json',
  attributes: { serviceCategories: [{ name: 'Office cleaning', href: '/search/advantage_search?searchText=cleaning' }] },
};
const NO_RESULTS = { responseType: 'SCREEN', responseName: 'ZeroResults', pathInfo: 'search/advantage_search', attributes: { heading: 'No results for cleaning' } };

function server() {
  return fakeServer({
    '/rs/cart/shopping_cart': () => json(EMPTY_CART),
    '/rs/categories/service_category_list_as_json': () => json(SERVICES),
    '/rs/search/advantage_search': () => json(NO_RESULTS),
  });
}

const drawer = () => screen.getByRole('navigation', { name: 'Primary navigation' });

/** Opens the drawer with its Menu button; the focus moves into it (its close button). */
function openDrawer() {
  const menu = screen.getByRole('button', { name: 'Menu' });
  menu.focus();
  fireEvent.click(menu);
  expect(drawer().classList.contains('is-visible')).toBe(true);
  expect(document.body.classList.contains('usa-js-mobile-nav--active')).toBe(true);
  expect(document.activeElement).toBe(within(drawer()).getByRole('button', { name: 'Close menu' }));
}

/** The drawer is closed and the new page's main landmark has the focus. */
async function expectClosedOnNewPage(path: string, router: ReturnType<typeof renderAt>, before: string) {
  await waitFor(() => expect(router.state.location.key).not.toBe(before));
  expect(router.state.location.pathname).toBe(path);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  expect(drawer().classList.contains('is-visible')).toBe(false);
  expect(document.querySelector('.usa-overlay')?.classList.contains('is-visible')).toBe(false);
  expect(document.body.classList.contains('usa-js-mobile-nav--active')).toBe(false);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
  setCartData(undefined);
  resetEnvelopeAnswered();
  clearCategoryLists();
});

describe('the header’s MENU drawer', () => {
  it('closes when Cart is chosen in it, and the new page’s main takes the focus', async () => {
    server();
    const router = renderAt('/ws/cart/shopping_cart');
    await screen.findByRole('heading', { level: 1, name: CART_TITLES.title });
    openDrawer();
    const before = router.state.location.key;
    fireEvent.click(within(drawer()).getByRole('link', { name: /^Cart/ }));
    await expectClosedOnNewPage('/ws/cart/shopping_cart', router, before);
  });

  it('closes when a category is chosen in it', async () => {
    server();
    const router = renderAt('/ws/cart/shopping_cart');
    await screen.findByRole('heading', { level: 1, name: CART_TITLES.title });
    openDrawer();
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Services' }));
    const category = await within(drawer()).findByRole('link', { name: 'Office cleaning' });
    const before = router.state.location.key;
    fireEvent.click(category);
    await screen.findByRole('heading', { level: 1, name: 'No results for cleaning' });
    await expectClosedOnNewPage('/ws/search/advantage_search', router, before);
  });

  it('stays closed when Back returns to the page it was opened on; Escape still closes it to the Menu button', async () => {
    server();
    const router = renderAt('/ws/cart/shopping_cart');
    await screen.findByRole('heading', { level: 1, name: CART_TITLES.title });
    openDrawer();
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Services' }));
    const before = router.state.location.key;
    fireEvent.click(await within(drawer()).findByRole('link', { name: 'Office cleaning' }));
    await expectClosedOnNewPage('/ws/search/advantage_search', router, before);
    void router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: CART_TITLES.title });
    expect(router.state.location.key).toBe(before);
    expect(drawer().classList.contains('is-visible')).toBe(false);

    openDrawer();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(drawer().classList.contains('is-visible')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});
