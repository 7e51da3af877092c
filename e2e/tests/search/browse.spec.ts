import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { BROAD_KEYWORD, openStartPage, resultItems, shownTotal } from './helpers';

test.describe('browse', () => {
  test('category browse from the Products menu: breadcrumb, subcategories with counts, products', async ({ page }) => {
    await openStartPage(page);
    await page.getByRole('button', { name: 'Products' }).click();
    const menu = page.locator('#product-categories');
    await expect(menu).toBeVisible();
    const root = menu.locator('.adv-categories__group > a').first();
    const rootName = ((await root.textContent()) ?? '').trim();
    await root.click();

    await expect(page).toHaveURL(/\/ws\/search\/advantage_search\?cat=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rootName);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(rootName);
    const subcategories = page.getByRole('navigation', { name: `Categories in ${rootName}` }).getByRole('listitem');
    await expect(subcategories.first()).toBeVisible();
    expect(await subcategories.count()).toBeGreaterThan(0);
    await expect(resultItems(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A subcategory's count is the number of products the browse then shows.
    const sub = subcategories.first();
    const subName = ((await sub.getByRole('link').textContent()) ?? '').trim();
    const subCount = Number(((await sub.locator('.adv-browse__count').textContent()) ?? '').replace(/[(),]/g, ''));
    await sub.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subName);
    await expect(crumbs.getByRole('link', { name: rootName })).toBeVisible();
    expect(await shownTotal(page)).toBe(subCount);
    await expectNoAxeViolations(page);
  });

  test('the service category menu links each category to its search (docs/product/search-and-catalog.md)', async ({ page }) => {
    await openStartPage(page);
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#service-categories');
    await expect(menu.getByRole('link')).toHaveCount(14);
    await expect(menu.getByRole('link').first()).toHaveText('About Buying Services');
    await expect(menu.getByRole('link', { name: 'About Buying Services' })).toHaveAttribute('href', '/ws/information/page?keyName=BUYING_SERVICES');
    const energy = menu.getByRole('link', { name: 'Energy', exact: true });
    await expect(energy).toHaveAttribute('href', '/ws/search/advantage_search?cat=energy-services');
    await expectNoAxeViolations(page);
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(services).toBeFocused();

    await services.click();
    await energy.click();
    await expect(page).toHaveURL(/\/ws\/search\/advantage_search\?cat=energy-services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energy Services');
    await expect(resultItems(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the manufacturer list dialog filters by name and refines the search', async ({ page }) => {
    await page.goto(`/ws/search/advantage_search?searchText=${BROAD_KEYWORD}`);
    await expect(resultItems(page).first()).toBeVisible();
    await page.locator('.adv-facet__more', { hasText: 'manufacturer' }).click();

    await expect(page).toHaveURL(/\/ws\/search\/mfr_list\?/);
    const dialog = page.getByRole('dialog', { name: 'Manufacturers/Brands' });
    await expect(dialog.getByRole('heading', { name: 'Manufacturers/Brands' })).toBeVisible();
    const items = dialog.locator('.adv-name-list__items > li');
    await expect(items.first()).toBeVisible();
    const all = await items.count();
    expect(all).toBeGreaterThan(1);
    await expectNoAxeViolations(page);

    const name = ((await items.first().getByRole('link').textContent()) ?? '').trim();
    await dialog.getByLabel('Filter manufacturers by name').fill(name);
    await expect(items.first().getByRole('link')).toHaveText(name);
    expect(await items.count()).toBeLessThan(all);
    for (const text of await items.getByRole('link').allTextContents()) expect(text.toLowerCase()).toContain(name.toLowerCase());

    const count = Number(((await items.first().locator('.adv-name-list__item-count').textContent()) ?? '').replace(/[(),]/g, ''));
    await items.first().getByRole('link').click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/ws\/search\/advantage_search\?.*mfr=\d+/);
    await expect(page.getByRole('link', { name: `Remove Manufacturer: ${name}` })).toBeVisible();
    expect(await shownTotal(page)).toBe(count);
  });
});
