/**
 * The marine corps store's forgotPassword variant of login/sign_in (docs/product/accounts-and-sign-in.md): from the store's login page
 * to the forgot-user-id form; a bad address is named on its field, a member's address gets its user ID
 * by email, and the answer is the same for an address no account uses.
 */
import { expect, test } from '@playwright/test';
import { expectFitsAtAllWidths } from '../../support/layout';
import { mailTo } from '../../support/mailbox';

const MARINE = 'marine.buyer@usmc.mil';
const SENT = 'If an account uses that email address, we have sent its user ID to it.';

test('USMC: the login page links the forgot-user-id form, which emails the user ID', async ({ page, request }) => {
  await page.goto('/home?store=USMC');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GSA United States Marine Corp' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot your user ID or password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot User ID' })).toBeVisible();
  await expect(page).toHaveURL(/\/ws\/login\/sign_in\?forgotPassword=true$/);
  await expectFitsAtAllWidths(page, 'forgot user ID', { axe: true });

  const field = page.getByLabel('Email address');
  await field.fill('marine.buyer@usmc');
  await page.keyboard.press('Enter');
  await expect(page.locator('#emailAddress-error')).toHaveText('Enter an email address in the form name@agency.gov.');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(MARINE);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  await expect(page.getByText(SENT)).toBeVisible();
  await expectFitsAtAllWidths(page, 'forgot user ID sent', { axe: true });
  const mail = await mailTo(request, MARINE, /^Your GSA Advantage user ID$/);
  expect(mail.text).toContain(`It is: ${MARINE}`);
});

test('login/sign_in leads a signed-out browser to the home page (docs/product/accounts-and-sign-in.md)', async ({ page }) => {
  await page.goto('/home?store=ADVANTAGE');
  await page.goto('/ws/login/sign_in');
  await expect(page).toHaveURL(/\/ws\/main\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toHaveCount(0);
  await expectFitsAtAllWidths(page, 'home after sign_in', { axe: true });
});
