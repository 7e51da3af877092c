/**
 * The help centre (docs/product/errors.md information/help, docs/product/errors.md "Help config category"), the help modal and GSA Global
 * Supply help in the FSS store: filter the topics, open a section's page, move between related pages.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test('help centre: popular topics, filter by keyword, open a section’s page and its related pages', async ({ page }) => {
  await page.goto('/ws/information/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page).toHaveTitle(/^Help \|/);
  const popular = page.getByRole('region', { name: 'Popular topics' });
  await expect(popular.getByRole('link', { name: 'Checkout and Payment' })).toBeVisible();
  await expect(popular.locator('svg.usa-icon use')).not.toHaveCount(0);
  await expectNoAxeViolations(page);

  const filter = page.getByRole('searchbox', { name: 'Search help topics' });
  await filter.fill('purchase card');
  const status = page.getByRole('status').filter({ hasText: 'match' });
  await expect(status).toHaveText(/^\d+ help topics match “purchase card”\.$/);
  const results = page.getByRole('list', { name: 'Matching help topics' });
  await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText('Pay by purchase card (GSA SmartPay)');
  await expect(popular).toBeHidden();
  await expectNoAxeViolations(page);

  await results.getByRole('link', { name: 'Read more about Pay by purchase card (GSA SmartPay)' }).click();
  // docs/product/errors.md: the adv19 storefront asks for the ux_ui/ key.
  await expect(page).toHaveURL(/\/ws\/information\/page\?keyName=ux_ui%2FHELP_PURCHASE_CARD$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paying by purchase card (GSA SmartPay)' })).toBeVisible();
  await expect(page).toHaveTitle(/^Information Page \|/);
  await expect(page.getByText('A card that expires within 20 days is refused at checkout', { exact: false })).toBeVisible();
  const related = page.getByRole('complementary', { name: 'More in Checkout and Payment' });
  await expect(related.getByRole('link', { name: 'Order with an AAC or DoDAAC' })).toBeVisible();
  await expectNoAxeViolations(page);

  await related.getByRole('link', { name: 'Order with an AAC or DoDAAC' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordering with an activity address code (AAC or DoDAAC)' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/ws\/information\/help$/);
});

test('help centre: categories open from the side navigation and by keyboard; no match says so', async ({ page }) => {
  await page.goto('/ws/information/help');
  await page.getByRole('navigation', { name: 'Help categories' }).getByRole('link', { name: 'State and Local Buyers' }).click();
  const button = page.getByRole('button', { name: 'State and Local Buyers' });
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 4, name: 'The 1122 Program' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 4, name: 'The 1122 Program' })).toBeHidden();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 4, name: 'The 1122 Program' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search help topics' }).fill('zeppelin');
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('0 help topics match “zeppelin”.');
  await expect(page.getByText('No help topics match those words.')).toBeVisible();
  await page.getByRole('link', { name: 'request customer service', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Customer Service' })).toBeVisible();
});

test('help modal: one topic over the page it was opened from, with popular topics', async ({ page }) => {
  await page.goto('/ws/information/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.goto('/ws/information/help_modal?topic=park-cart');
  // The dialog's wrapper has no box of its own (USWDS positions its overlay): check what it shows.
  const dialog = page.getByRole('dialog', { name: 'Help' });
  await expect(dialog.getByRole('heading', { level: 2, name: 'Park a cart for later' })).toBeVisible();
  await expect(dialog.getByText('Prices are not held')).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Popular topics' }).getByRole('link')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'Read more about Park a cart for later' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parked carts: save, forward and retrieve' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Global Supply help in the FSS store: its own help set and adv12 page keys', async ({ page }) => {
  await page.goto('/?store=FSS');
  await expect(page.locator('[data-store="FSS"]')).toBeVisible();
  await page.getByRole('link', { name: 'Global Supply help' }).click();
  await expect(page).toHaveURL(/\/ws\/ggs\/information\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Global Supply Help' })).toBeVisible();
  await expect(page).toHaveTitle(/^Global Supply Help \|/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv12');
  await expect(page.getByRole('button', { name: 'FEDSTRIP and MILSTRIP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Searching and Browsing' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search help topics' }).fill('document number');
  await page.getByRole('link', { name: 'Read more about The requisition document number' }).click();
  // adv12: the plain key, no ux_ui/ prefix.
  await expect(page).toHaveURL(/\/ws\/information\/page\?keyName=GGS_REQUISITIONS$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Requisition data for FEDSTRIP and MILSTRIP' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/ws\/ggs\/information\/help$/);
});
