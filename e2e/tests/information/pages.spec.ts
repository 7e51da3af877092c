/** Information pages (docs/product/errors.md 'Information Page', 'Tutorial'), news, state and local, contractor pages. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test('an information page by key, and the variant of the store’s theme (docs/product/errors.md ux_ui/ keys)', async ({ page }) => {
  await page.goto('/ws/information/page?keyName=PIV_CAC_HELP');
  await expect(page.getByRole('heading', { level: 1, name: 'Registering a PIV/CAC card' })).toBeVisible();
  await expect(page).toHaveTitle(/^Information Page \|/);
  await expectNoAxeViolations(page);

  await page.goto('/ws/information/page?keyName=CONTACT_US');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact the GSA Advantage! help desk' })).toBeVisible();
  await page.goto('/?store=FSS');
  await expect(page.locator('[data-store="FSS"]')).toBeVisible();
  await page.goto('/ws/information/page?keyName=CONTACT_US');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact GSA Global Supply customer support' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown key answers a clear not-found page', async ({ page }) => {
  await page.goto('/ws/information/page?keyName=NO_SUCH_PAGE');
  await expect(page.getByRole('heading', { level: 1, name: 'Information Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, we could not find the information page you asked for.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search help topics' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the tutorial walks through an order, and its links stay in the app', async ({ page }) => {
  await page.goto('/ws/information/tutorial');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorial: your first order in seven steps' })).toBeVisible();
  await expect(page).toHaveTitle(/^Tutorial \|/);
  await expect(page.locator('.usa-process-list__item')).toHaveCount(7);
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole('link', { name: 'More about searching' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Searching GSA Advantage!' })).toBeVisible();
  // No reload: the server's HTML link was followed by the app's router.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('content pages: terms of use, privacy and accessibility', async ({ page }) => {
  for (const [key, heading] of [
    ['TERMS_INFO', 'Terms of use'],
    ['PRIVACY', 'Privacy policy'],
    ['ACCESSIBILITY', 'Accessibility statement'],
  ] as const) {
    await page.goto(`/ws/information/content_page?keyName=${key}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('news lists dated items, newest first', async ({ page }) => {
  await page.goto('/ws/information/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const articles = page.getByRole('article');
  await expect(articles).not.toHaveCount(0);
  const dates = await page.locator('article time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(5);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(articles.first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expectNoAxeViolations(page);
});

test('state and local programs, and information for contractors', async ({ page }) => {
  await page.goto('/ws/information/state_local');
  await expect(page.getByRole('heading', { level: 1, name: 'State and local government programs' })).toBeVisible();
  await expect(page).toHaveTitle(/^State and Local Programs \|/);
  for (const program of ['Cooperative Purchasing', 'Disaster Purchasing', 'Public Health Emergencies', '1122 Program']) {
    await expect(page.getByRole('heading', { level: 2, name: program })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.goto('/ws/information/contractor');
  await expect(page.getByRole('heading', { level: 1, name: 'Information for contractors' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Submit your offer' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Publish and update your catalog' })).toBeVisible();
  await expectNoAxeViolations(page);
});
