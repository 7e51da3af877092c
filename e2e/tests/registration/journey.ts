/**
 * Steps shared by the registration journeys: the app's session, the development mailbox, and the
 * development identity provider's sign-up, email verification and first sign-in (password, then the
 * authenticator enrolment whose key the page shows as text). The provider's pages are scanned with axe
 * like the app's: the buyer goes through them as part of registering.
 */
import { totpFromSecret } from '@advantage/idp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { mailTo } from '../../support/mailbox';

export { mailTo };

export const PASSWORD = 'Registr8tion!';

/** A fresh address per run and test: the mailbox and the database are shared by parallel tests. */
export function uniqueEmail(local: string, domain: string): string {
  return `${local}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@${domain}`;
}

/**
 * The first page of a browser: the start page's GET creates the server session and its anti-forgery
 * cookie, which every POST screen (all of registration) needs.
 */
export async function openApp(page: Page, store = 'ADVANTAGE'): Promise<void> {
  await page.goto(`/home?store=${store}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

export async function validationCode(request: APIRequestContext, to: string): Promise<string> {
  const message = await mailTo(request, to, /validation code/i);
  const code = /code is (\d{6})/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in: ${message.text}`);
  return code;
}

/** On the provider's "Create an account" page (reached from the app's signUpUrl, or opened directly). */
export async function createSignInAccount(page: Page, email: string, names: { first: string; last: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create a GSA Advantage! sign-in account' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill(names.first);
  await page.getByLabel('Last name').fill(names.last);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Opens the verification link of the provider's email; the page then offers "Continue to sign in". */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  const message = await mailTo(page.request, email, /verify your email/i);
  const link = /https?:\/\/\S+\/verify\?\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no verification link in: ${message.text}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email address verified' })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The provider's sign-in of a new account: password, then the authenticator enrolment (first time). */
export async function firstSignIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to GSA Advantage!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = ((await page.locator('#totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await page.getByLabel('One-time code').fill(totpFromSecret(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
}

/** The step heading of the registration screens ("Step 2 of 3: Sign-in account"). */
export function stepHeading(page: Page, step: string) {
  return page.getByRole('heading', { level: 2, name: new RegExp(`^Step \\d of \\d\\s*:\\s*${step}$`) });
}
