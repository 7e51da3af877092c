import { SEARCH_TEXTS } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { resultItems, shownTotal } from './helpers';

const submit = (page: Page) => page.locator('form.adv-advanced').getByRole('button', { name: 'Search', exact: true });

test.describe('advanced search', () => {
  test('products: the form checks its fields, then searches', async ({ page }) => {
    await page.goto('/ws/search/advanced?formType=products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing entered: the contracts' message, in the summary and on the field.
    await submit(page).click();
    const summary = page.locator('.adv-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(SEARCH_TEXTS.advancedNoCriteria);
    await expect(page.getByLabel('All of these words')).toHaveAttribute('aria-invalid', 'true');

    // A bad NSN and an upside-down price range, each on its field.
    await page.getByLabel('All of these words').fill('chair');
    await page.getByLabel('National Stock Number (NSN)').fill('7110-12');
    await page.getByLabel('Lowest price (dollars)').fill('900');
    await page.getByLabel('Highest price (dollars)').fill('100');
    await submit(page).click();
    await expect(summary).toContainText(SEARCH_TEXTS.nsn);
    await expect(summary).toContainText(SEARCH_TEXTS.advancedPriceOrder);
    await expectNoAxeViolations(page);
    await summary.getByRole('link', { name: SEARCH_TEXTS.nsn }).click();
    await expect(page.getByLabel('National Stock Number (NSN)')).toBeFocused();

    await page.getByLabel('National Stock Number (NSN)').fill('');
    await page.getByLabel('Lowest price (dollars)').fill('');
    await page.getByLabel('Highest price (dollars)').fill('');
    await page.getByLabel('Sort by').selectOption('price_asc');
    await submit(page).click();
    await expect(page).toHaveURL(/\/ws\/search\/advanced_search\?allWords=chair&sort=price_asc$/);
    await expect(resultItems(page).first()).toBeVisible();
    expect(await shownTotal(page)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('services: search a service category', async ({ page }) => {
    await page.goto('/ws/search/advanced?formType=services');
    await expect(page.getByRole('link', { name: 'Search products instead' })).toBeVisible();
    await expect(page.getByLabel('National Stock Number (NSN)')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const category = page.getByLabel('Service category');
    const value = await category.locator('optgroup option').nth(1).getAttribute('value');
    expect(value).toBeTruthy();
    await category.selectOption(value ?? '');
    await submit(page).click();
    await expect(page).toHaveURL(new RegExp(`/ws/search/advanced_search\\?cat=${value}$`));
    await expect(resultItems(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('special category search shows the program and only its items', async ({ page }) => {
    await page.goto('/ws/search/special_category_search?program=ENV');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Environmental');
    await expect(resultItems(page).first()).toBeVisible();
    const badges = await resultItems(page).locator('.adv-badges').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    for (const text of badges) expect(text).toContain('Environmental');
    await expectNoAxeViolations(page);
  });

  test('GSA Global Supply search lists stock items only', async ({ page }) => {
    await page.goto('/ws/search/gss_search');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('GSA Global Supply');
    await expect(resultItems(page).first()).toBeVisible();
    const badges = await resultItems(page).locator('.adv-badges').allTextContents();
    expect(badges.length).toBe(await resultItems(page).count());
    for (const text of badges) expect(text).toContain('GSA Global Supply');
    await expectNoAxeViolations(page);
  });

  test('Advantage Select and IT security landing pages', async ({ page }) => {
    await page.goto('/ws/search/adv_select');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Advanced product search' })).toHaveAttribute('href', /\/ws\/search\/advanced\?formType=products/);
    await expectNoAxeViolations(page);

    await page.goto('/ws/search/itsecurity');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(resultItems(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
