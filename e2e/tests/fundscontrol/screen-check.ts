/** Every funds-control screen: axe, then the same screen at a phone's 390 px with nothing past the right edge. */
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

export async function checkScreen(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // The screen's own content (the site footer is the shell's).
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).length))
    .toBe(0);
  if (size) await page.setViewportSize(size);
}
