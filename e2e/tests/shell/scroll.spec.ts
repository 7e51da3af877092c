/**
 * Each screen opens at its top, not where the previous one was scrolled; Back and Forward return to where
 * the page was.
 */
import { expect, type Page, test } from '@playwright/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new screen opens at the top; Back and Forward restore where the page was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/ws/search/advantage_search?searchText=chair');
  const results = page.locator('.adv-results > li');
  await expect(results.nth(10)).toBeVisible();

  // Far down the results, open a product.
  const link = results.nth(10).getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
  const down = await scrollY(page);
  await link.click();
  await expect(page).toHaveURL(/\/ws\/catalog\/product_detail/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  // The focus goes to the new page's content, without scrolling it.
  await expect(page.locator('#main-content')).toBeFocused();

  // Back returns to where the results were; Forward to the product's top.
  await page.goBack();
  await expect(results.nth(10)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(down - 40);
  expect(await scrollY(page)).toBeLessThan(down + 40);
  await page.goForward();
  await expect(page).toHaveURL(/\/ws\/catalog\/product_detail/);
  await expect.poll(() => scrollY(page)).toBe(0);

  // A link in the footer, at the bottom of the results, opens the next screen at its top too.
  await page.goBack();
  await expect(results.nth(10)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/ws\/information\/help/);
  await expect.poll(() => scrollY(page)).toBe(0);
});
