import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test.describe('store-selection landing', () => {
  test('without ?store= opens the default store start page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ws\/main\/start_page\?store=ADVANTAGE$/);
    await expect(page.locator('[data-store="ADVANTAGE"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'GSA Advantage!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv19');
    expect(await page.evaluate(() => localStorage.getItem('store'))).toBe('ADVANTAGE');
    await expectNoAxeViolations(page);
  });

  test('with ?store= upper-cases it and opens that store', async ({ page }) => {
    await page.goto('/home?store=dhs');
    await expect(page).toHaveURL(/\/ws\/main\/start_page\?store=DHS$/);
    await expect(page.getByRole('heading', { level: 1, name: 'DHS Virtual Store' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('store'))).toBe('DHS');
  });

  test('an unknown store falls back to the stored store, then to the default', async ({ page, context }) => {
    await page.goto('/home?store=va');
    await expect(page.locator('[data-store="VA"]')).toBeVisible();
    await page.goto('/home?store=nasa');
    await expect(page).toHaveURL(/\/ws\/main\/start_page\?store=VA$/);
    await expect(page.locator('[data-store="VA"]')).toBeVisible();

    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/home?store=nasa');
    await expect(page).toHaveURL(/\/ws\/main\/start_page\?store=ADVANTAGE$/);
  });

  test('a store change gives the browser a new session and anti-forgery cookie', async ({ page, context }) => {
    await page.goto('/home?store=USDA');
    await expect(page.locator('[data-store="USDA"]')).toBeVisible();
    const before = await context.cookies();
    await page.goto('/home?store=STATE');
    await expect(page.locator('[data-store="STATE"]')).toBeVisible();
    const after = await context.cookies();
    const value = (cookies: typeof before, name: string) => cookies.find((c) => c.name === name)?.value;
    expect(value(after, 'ADV_SESSION')).toBeTruthy();
    expect(value(after, 'ADV_SESSION')).not.toBe(value(before, 'ADV_SESSION'));
    expect(value(after, 'XSRF-TOKEN')).not.toBe(value(before, 'XSRF-TOKEN'));
  });

  test('works with the keyboard alone: the skip link reaches the main content', async ({ page }) => {
    await page.goto('/home?store=ADVANTAGE');
    await expect(page.locator('[data-store="ADVANTAGE"]')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to main content/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });
});
