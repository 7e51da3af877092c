/**
 * Restricted stores (docs/product/agency-stores.md; docs/adr/0016). The homeland security store shows nothing of
 * its content to a visitor or to a member who is not in the department: they get the restricted page or Access
 * Denied with the way forward; a member proves a department address by the emailed link and the store opens.
 * The agriculture store asks for the official-business acknowledgement in a dialog that only an answer closes.
 */
import { DHS_DOMAINS, VS_TEXT, VS_TITLES } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { mailTo } from '../../support/mailbox';
import { ownMember } from '../../support/members';

const storeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'DHS Virtual Store' });

test('DHS: a visitor gets the restricted page on every entry, never the store content', async ({ page }) => {
  await page.goto('/home?store=DHS');
  await expect(storeHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: VS_TITLES.restricted })).toBeVisible();
  await expect(page.getByText(VS_TEXT.restrictedLead)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: VS_TEXT.signInAction })).toHaveAttribute('href', '/authenticate');
  await expect(page.getByRole('list', { name: `${VS_TEXT.domainsLabel}:` }).getByRole('listitem')).toHaveCount(DHS_DOMAINS.length);
  await expect(page.getByRole('search')).toHaveCount(0);
  await expectFitsAtAllWidths(page, 'DHS restricted', { axe: true });

  // A deep link into the store's search or a product answers the same page, with no product in it.
  for (const path of ['/ws/search/advantage_search?searchText=paper', '/ws/catalog/product_detail?productId=1', '/ws/cart/shopping_cart']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: VS_TITLES.restricted }), path).toBeVisible();
    await expect(page.locator('.adv-product, [data-product-id]'), path).toHaveCount(0);
  }
  await page.getByRole('link', { name: VS_TEXT.generalAction }).click();
  await expect(page.locator('[data-store="ADVANTAGE"]')).toBeVisible();
});

test('DHS: a member outside the department is denied with the way forward, and a validated department address opens the store', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The test validates a department address for its member: a member and an address of its own, so no other test
  // (nor a repeat of this one) finds the federal persona let into the DHS store, or reads this test's link.
  const federal = ownMember('buyer@gsa.gov');
  const DEPARTMENT_ADDRESS = `fran.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@fema.dhs.gov`;
  await signIn(page, federal, '/ws/main/start_page?store=DHS');
  await expect(page.getByRole('heading', { level: 2, name: VS_TITLES.accessDenied })).toBeVisible();
  await expect(page.getByText(VS_TEXT.accessDeniedWhy(federal.email))).toBeVisible();
  await expectFitsAtAllWidths(page, 'DHS access denied', { axe: true });
  await page.goto('/ws/search/advantage_search?searchText=paper');
  await expect(page.getByRole('heading', { level: 2, name: VS_TITLES.accessDenied })).toBeVisible();

  await page.getByRole('link', { name: VS_TEXT.validateAction }).click();
  await expect(page.getByRole('heading', { level: 1, name: VS_TITLES.emailValidation })).toBeVisible();
  await expectFitsAtAllWidths(page, 'DHS email validation form', { axe: true });

  // Keyboard only: an address of another department is refused on its field.
  const field = page.getByLabel(/^Department email address(?!es)/);
  await field.focus();
  await page.keyboard.type('fran@usda.gov');
  await page.keyboard.press('Enter');
  await expect(page.locator('#emailAddress-error')).toHaveText(VS_TEXT.notDepartment('fran@usda.gov'));
  await expect(field).toBeFocused();
  await expectFitsAtAllWidths(page, 'DHS email validation refused', { axe: true });

  await field.fill(DEPARTMENT_ADDRESS);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: VS_TEXT.checkEmail })).toBeFocused();
  await expect(page.getByText(VS_TEXT.sent(DEPARTMENT_ADDRESS))).toBeVisible();
  await expectFitsAtAllWidths(page, 'DHS email validation sent', { axe: true });

  const mail = await mailTo(request, DEPARTMENT_ADDRESS, /^Validate your DHS email address/);
  const link = /https?:\/\/\S+\/ws\/dhs\/validate_email\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByText(VS_TEXT.validated(DEPARTMENT_ADDRESS))).toBeVisible();
  await expectFitsAtAllWidths(page, 'DHS email validated', { axe: true });

  await page.getByRole('link', { name: VS_TEXT.dhsStoreAction }).click();
  await expect(page.locator('.adv-start[data-store="DHS"]')).toBeVisible();
  await expect(storeHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: VS_TITLES.accessDenied })).toHaveCount(0);

  // The link works once.
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByText(VS_TEXT.linkUsed)).toBeVisible();
});

test('DHS: a member signed in with a department address sees the store and can search it', async ({ page }) => {
  const analyst = demoAccount('analyst@dhs.gov');
  await signIn(page, analyst, '/ws/main/start_page?store=DHS');
  await expect(page.locator('.adv-start[data-store="DHS"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: VS_TITLES.restricted })).toHaveCount(0);
  await page.goto('/ws/search/advantage_search?searchText=paper');
  await expect(page.getByRole('heading', { level: 2, name: VS_TITLES.accessDenied })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsAtAllWidths(page, 'DHS search for a department member', { axe: true });
});

test('USDA: the official-business acknowledgement is a dialog only an answer closes, asked once per session', async ({ page }) => {
  await page.goto('/home?store=USDA');
  const dialog = page.getByRole('dialog', { name: VS_TITLES.acknowledge });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: VS_TITLES.acknowledge })).toBeFocused();
  await expectNoAxeViolations(page);
  await expectFitsAtAllWidths(page, 'USDA acknowledgement', { axe: true });

  // Keyboard only: Escape does nothing, Tab stays inside.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: VS_TEXT.acknowledgeAction });
  const leave = dialog.getByRole('button', { name: VS_TEXT.acknowledgeLeave });
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(leave).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  // The backdrop does not close it either.
  await page.mouse.click(5, 400);
  await expect(dialog).toBeVisible();
  // The click took the focus off the dialog; the next Tab brings it back inside.
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-store="USDA"]')).toBeVisible();
  // The server session holds the answer: a new page load of the store does not ask again.
  await page.reload();
  await expect(page.locator('[data-store="USDA"]')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
