/**
 * The sign-in prompt a 401 opens (docs/product/errors.md "open login (modal right medium, or default layout in adv12)"):
 * in adv19 a dialog at the right edge over a dimmed page, which takes the focus, keeps Tab inside,
 * closes with Escape and gives the focus back to the page; in adv12 (FSS, USMC) the classic login page.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFits } from '../../support/layout';

const PROMPT = 'Please sign in to continue.';

/** The dialog box, the overlay's colour and what a point left of the box shows. */
async function dialogGeometry(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('.usa-modal')!.getBoundingClientRect();
    const overlay = document.querySelector('.usa-modal-overlay')!;
    const under = document.elementFromPoint(10, Math.round(window.innerHeight / 2));
    return {
      left: box.left,
      right: box.right,
      top: box.top,
      bottom: box.bottom,
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      dim: getComputedStyle(overlay).backgroundColor,
      overlayAtLeftEdge: under === overlay,
    };
  });
}

test('adv19: a dialog at the right over a dimmed page; focus in, Tab kept inside, Escape closes, focus back to the page', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/ws/orderhistory/my_orders');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toContainText(PROMPT);
  await expect(page).toHaveURL(`${baseURL}/ds/login`);
  await expect(dialog.getByRole('heading', { name: 'Login' })).toBeFocused();

  const desktop = await dialogGeometry(page);
  // Right medium: against the right edge, full height, at most 45rem wide, the page to its left dimmed.
  expect(desktop.right).toBeCloseTo(desktop.viewport.width, 0);
  expect(desktop.top).toBe(0);
  expect(desktop.bottom).toBeCloseTo(desktop.viewport.height, 0);
  expect(desktop.right - desktop.left).toBeLessThanOrEqual(720);
  expect(desktop.left).toBeGreaterThan(desktop.viewport.width / 2 - 100);
  expect(desktop.overlayAtLeftEdge).toBe(true);
  expect(desktop.dim).toMatch(/^rgba\(0, 0, 0, 0\.[5-9]\d*\)$/);
  await expectNoAxeViolations(page);

  // The keyboard stays in the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }

  // On a phone the panel takes the width, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await dialogGeometry(page);
  expect(phone.left).toBeCloseTo(0, 0);
  expect(phone.right).toBeCloseTo(phone.viewport.width, 0);
  await expectFits(page, 'the login dialog');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Escape closes it; the page under takes the focus (its main content).
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/ds\/login/);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('adv12 (FSS): the classic login page, not a dialog', async ({ page, baseURL }) => {
  await page.goto('/ws/main/start_page?store=FSS');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv12');
  await page.goto('/ws/orderhistory/my_orders');
  await expect(page).toHaveURL(`${baseURL}/ds/login`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PROMPT);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-layout="classic"]')).toBeVisible();
  await expectNoAxeViolations(page);
});
