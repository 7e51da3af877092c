import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { BROAD_KEYWORD, openStartPage, resultItems, searchFromHeader, shownPrices, shownTotal } from './helpers';

test.describe('keyword search journey', () => {
  test('header search → refine by a facet → sort by price → grid/list remembered → product page', async ({ page }) => {
    await openStartPage(page);
    await searchFromHeader(page, BROAD_KEYWORD);

    await expect(page).toHaveURL(/\/ws\/search\/header_search\?searchText=chair$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(BROAD_KEYWORD, { ignoreCase: true });
    await expect(resultItems(page).first()).toBeVisible();
    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(1);
    // Every result names its maker, part number, price with offers, delivery and unit.
    const first = resultItems(page).first();
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/ws\/catalog\/product_detail\?productId=\d+/);
    await expect(first).toContainText('Manufacturer');
    await expect(first).toContainText('Part number');
    await expect(first).toContainText('Unit of issue');
    await expect(first.locator('.adv-result__price')).toHaveText(/^(from )?\$[\d,]+\.\d{2}, \d+ offers?$/);
    await expect(first.locator('.adv-result__delivery')).toHaveText(/delivery/i);
    await expectNoAxeViolations(page);

    // Refine by the first manufacturer: the count the facet showed is the new total.
    const facet = page.locator('a[data-facet="mfr"]').first();
    const facetCount = Number(await facet.getAttribute('data-count'));
    const manufacturer = (await facet.locator('.adv-facet__label').textContent()) ?? '';
    expect(facetCount).toBeGreaterThan(0);
    expect(facetCount).toBeLessThanOrEqual(total);
    await facet.click();
    await expect(page).toHaveURL(/[?&]mfr=\d+/);
    await expect(page.getByRole('link', { name: `Remove Manufacturer: ${manufacturer}` })).toBeVisible();
    expect(await shownTotal(page)).toBe(facetCount);
    for (const text of await page.locator('.adv-result__facts').allTextContents()) expect(text).toContain(manufacturer);
    await expectNoAxeViolations(page);

    // Sort by price, lowest first.
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    expect(await shownTotal(page)).toBe(facetCount);
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Grid view is remembered across a reload (searchResultStyle in local storage).
    expect(await page.evaluate(() => localStorage.getItem('searchResultStyle'))).toBeNull();
    await expect(page.locator('.adv-results')).toHaveAttribute('data-style', 'list');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.adv-results')).toHaveAttribute('data-style', 'grid');
    expect(await page.evaluate(() => localStorage.getItem('searchResultStyle'))).toBe('grid');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('.adv-results')).toHaveAttribute('data-style', 'grid');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.locator('.adv-results')).toHaveAttribute('data-style', 'list');
    expect(await page.evaluate(() => localStorage.getItem('searchResultStyle'))).toBe('list');

    // Open a product: the product page is the catalog's.
    const title = resultItems(page).first().getByRole('heading').getByRole('link');
    const href = await title.getAttribute('href');
    await title.click();
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[?]/g, '\\?')}$`));
    await expect(page).toHaveURL(/\/ws\/catalog\/product_detail\?productId=\d+$/);
  });

  test('pagination moves through the results pages', async ({ page }) => {
    await page.goto(`/ws/search/advantage_search?searchText=${BROAD_KEYWORD}&pageSize=12`);
    await expect(resultItems(page)).toHaveCount(12);
    const firstPage = await resultItems(page).first().locator('h3').textContent();
    const pagination = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator('.adv-results__count')).toContainText('Showing 13–24 of');
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await resultItems(page).first().locator('h3').textContent()).not.toBe(firstPage);
    await expectNoAxeViolations(page);
  });
});
