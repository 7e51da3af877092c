/** Shared steps of the search journeys: the header search and reading a results page. */
import { expect, type Locator, type Page } from '@playwright/test';

/** A keyword with many matches in the generated catalog (every seating category has chairs). */
export const BROAD_KEYWORD = 'chair';

export async function openStartPage(page: Page): Promise<void> {
  await page.goto('/ws/main/start_page?store=ADVANTAGE');
  await expect(page.locator('[data-store="ADVANTAGE"]')).toBeVisible();
}

export function headerSearch(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search products and services' });
}

/** Types a keyword in the header and submits it with Enter (no suggestion highlighted). */
export async function searchFromHeader(page: Page, keyword: string): Promise<void> {
  const box = headerSearch(page);
  await box.fill(keyword);
  await box.press('Enter');
}

export function resultItems(page: Page): Locator {
  return page.locator('.adv-results > li');
}

/** The total the page shows ("Showing 1–24 of N results"), as a number. */
export async function shownTotal(page: Page): Promise<number> {
  const count = page.locator('.adv-results__count');
  await expect(count).toBeVisible();
  const text = (await count.locator('strong').textContent()) ?? '';
  return Number(text.replace(/[,+]/g, ''));
}

/** The lowest prices of the results on the page, in dollars ("from $12.34, 3 offers"). */
export async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.adv-result__price').allTextContents();
  return texts.map((t) => Number(/\$([\d,]+\.\d{2})/.exec(t)?.[1]?.replace(/,/g, '') ?? Number.NaN));
}
