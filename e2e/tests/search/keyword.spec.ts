import { SEARCH_TEXTS } from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { BROAD_KEYWORD, headerSearch, openStartPage, resultItems, searchFromHeader, shownTotal } from './helpers';

test.describe('header search box', () => {
  test('suggests terms as the buyer types and takes one with the keyboard', async ({ page }) => {
    await openStartPage(page);
    const box = headerSearch(page);
    await box.pressSequentially('chai', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'suggestions available' })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Pick the first product-type suggestion with the arrows.
    const kinds = await options.locator('.adv-search__kind').allTextContents();
    const index = kinds.indexOf('Product type');
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
    const option = options.nth(index);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    const term = (await option.locator('.adv-search__term').textContent()) ?? '';
    expect(term.toLowerCase()).toContain('chai');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/ws\/search\/header_search\?searchText=/);
    expect(new URL(page.url()).searchParams.get('searchText')).toBe(term);
    await expect(resultItems(page).first()).toBeVisible();
    await expect(box).toHaveValue(term);
  });

  test('Escape closes the suggestions, a second Escape clears the box', async ({ page }) => {
    await openStartPage(page);
    const box = headerSearch(page);
    await box.pressSequentially('des', { delay: 40 });
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('des');
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('a keyword not starting with a letter or digit gets the rule, without a call to the server', async ({ page }) => {
    await openStartPage(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rs/search/')) searches.push(request.url());
    });
    const startUrl = page.url();
    await searchFromHeader(page, '%chair');
    await expect(page.getByRole('alert').filter({ hasText: SEARCH_TEXTS.invalidKeyword })).toBeVisible();
    await expect(headerSearch(page)).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toBe(startUrl);
    expect(searches).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a keyword with no match shows the zero results page with tips', async ({ page }) => {
    await openStartPage(page);
    await searchFromHeader(page, 'qzxqzxv');
    await expect(page.getByRole('heading', { level: 1, name: SEARCH_TEXTS.zeroResultsHeading })).toBeVisible();
    await expect(page.getByText('qzxqzxv').first()).toBeVisible();
    for (const tip of SEARCH_TEXTS.zeroResultsTips) await expect(page.getByText(tip)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try an advanced product search' })).toBeVisible();
    await expect(resultItems(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('searching within the results narrows them, with the same keyword rule', async ({ page }) => {
    await page.goto(`/ws/search/advantage_search?searchText=${BROAD_KEYWORD}`);
    const before = await shownTotal(page);
    const within = page.getByLabel('Search within these results');
    await within.fill('_mesh');
    await page.getByRole('button', { name: 'Search within' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SEARCH_TEXTS.invalidKeyword })).toBeVisible();
    await expect(within).toHaveAttribute('aria-invalid', 'true');

    await within.fill('mesh');
    await page.getByRole('button', { name: 'Search within' }).click();
    await expect(page).toHaveURL(/\/ws\/search\/refine_search\?searchText=chair&refineText=mesh$/);
    // The address changes before the narrowed results arrive: the refinement's chip comes with them.
    await expect(page.getByRole('link', { name: 'Remove Within results: mesh' })).toBeVisible();
    await expect(resultItems(page).first()).toBeVisible();
    const after = await shownTotal(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await expect(resultItems(page).first().locator('h3')).toContainText('mesh', { ignoreCase: true });
    await expectNoAxeViolations(page);
  });
});
