import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoryMenu } from '../../../shell/layouts/CategoryMenu';
import { routeLoadingMessage } from '../../../shell/routes/loading-message';
import { fakeServer, json } from '../../../app/test-support';
import { clearCategoryLists } from '../../../shell/layouts/search-bar/category-cache';

const envelope = (attributes: object) => json({ responseType: 'SCREEN', responseName: 'CategoryList', pathInfo: 'categories', attributes });

const SERVICES = envelope({
  serviceCategories: [
    { name: 'About Buying Services', url: '/information/page', searchQuery: 'keyName=BUYING_SERVICES', categoryCode: 'services', href: '/information/page?keyName=BUYING_SERVICES' },
    { name: 'Energy', url: '/search/advantage_search', searchQuery: null, categoryCode: 'energy-services', href: '/search/advantage_search?cat=energy-services' },
  ],
});

const node = (code: string, name: string, children: object[] = []) => ({ id: 1, code, name, kind: 'product', fsc: null, productCount: 5, url: `/ws/search/advantage_search?cat=${code}`, children });
const PRODUCTS = envelope({ categories: [node('office-supplies', 'Office Supplies', [node('pens', 'Pens & Refills')])] });

function renderMenus() {
  const router = createMemoryRouter([{ path: '*', element: <ul><CategoryMenu /></ul> }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => clearCategoryLists());

describe('header category menus', () => {
  it('load nothing until a menu is wanted, then the list once for the whole visit (docs/architecture.md)', async () => {
    const fetchMock = fakeServer({ '/rs/categories/service_category_list_as_json': () => SERVICES });
    renderMenus();
    expect(fetchMock).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Services' });
    fireEvent.click(button);
    const menu = document.getElementById('service-categories') as HTMLElement;
    await waitFor(() => expect(within(menu).getAllByRole('link')).toHaveLength(2));
    // docs/product/search-and-catalog.md: the url with its search query, else the url with cat={categoryCode}; in-app under /ws.
    expect(within(menu).getByRole('link', { name: 'About Buying Services' }).getAttribute('href')).toBe('/ws/information/page?keyName=BUYING_SERVICES');
    expect(within(menu).getByRole('link', { name: 'Energy' }).getAttribute('href')).toBe('/ws/search/advantage_search?cat=energy-services');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
    cleanup();
    renderMenus();
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows top-level product categories with their subcategories and the whole tree dialog', async () => {
    fakeServer({ '/rs/categories/product_category_list': () => PRODUCTS });
    renderMenus();
    fireEvent.focus(screen.getByRole('button', { name: 'Products' }));
    fireEvent.click(screen.getByRole('button', { name: 'Products' }));
    const menu = document.getElementById('product-categories') as HTMLElement;
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Office Supplies' })).toBeDefined());
    expect(within(menu).getByRole('link', { name: 'Pens & Refills' }).getAttribute('href')).toBe('/ws/search/advantage_search?cat=pens');
    expect(within(menu).getByRole('link', { name: 'Browse all categories' }).getAttribute('href')).toBe('/ws/main/start_page?view=browseCategories');
  });

  it('says so when a list cannot be loaded', async () => {
    fakeServer({});
    renderMenus();
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    await waitFor(() => expect(document.getElementById('service-categories')?.textContent).toContain('could not be loaded'));
  });
});

describe('loading messages of the search paths (docs/product/search-and-catalog.md)', () => {
  it.each([
    ['/ws/search/header_search', 'Loading Search Results ...'],
    ['/ws/search/advantage_search', 'Loading Search Results ...'],
    ['/ws/search/refine_search', 'Loading Search Results ...'],
    ['/ws/search/advanced_search', 'Loading Search Results ...'],
    ['/ws/search/mfr_list', 'Loading Manufacturers/Brands ...'],
    ['/ws/search/vnd_list', 'Loading Contractors ...'],
    ['/ws/search/special_category_search', 'Loading Special Program ...'],
    ['/ws/search/adv_select', 'Loading Advantage Select'],
  ])('%s shows "%s"', (path, message) => {
    expect(routeLoadingMessage(path)).toBe(message);
  });
});
