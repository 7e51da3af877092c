import { STORES } from '@advantage/contracts';
import { DEMO_ACCOUNTS, type DemoAccount } from '@advantage/db';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { acknowledgeOfficialBusiness } from './stores';
import { dataDirFor } from './env';
import { nextTotpCode } from './totp';

export type { DemoAccount };

/** Demo accounts of the embedded mode (packages/db/src/seed/demo-accounts.ts), by email. */
export function demoAccount(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}

/** What the header shows for a signed-in member (attributes.user.name of AUTHENTICATED). */
export function displayName(account: DemoAccount): string {
  return `${account.firstName} ${account.lastName}`;
}

/** The development provider's pages (apps/idp/src/views/sign-in.ts). */
export const PROVIDER = {
  passwordHeading: 'Sign in to GSA Advantage!',
  codeHeading: 'Enter your one-time code',
  codeError: 'The code is not correct or was already used. Enter the current 6-digit code from your authenticator app.',
} as const;

export function headerSignIn(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true });
}

/** The header's account menu button: 'Account menu for <name>' (the first words are for screen readers only). */
export function accountMenu(page: Page, account: DemoAccount): Locator {
  return page.getByRole('banner').getByRole('button', { name: `Account menu for ${displayName(account)}` });
}

export async function expectSignedIn(page: Page, account: DemoAccount): Promise<void> {
  await expect(accountMenu(page, account)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(displayName(account));
  await expect(headerSignIn(page)).toHaveCount(0);
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(headerSignIn(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
}

/** GET /idp/session with the browser's cookies: the login the provider session belongs to, or null. */
export async function providerLogin(page: Page): Promise<string | null> {
  const response = await page.request.get('/idp/session');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { login: string | null };
  return body.login;
}

export async function expectPasswordStep(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: PROVIDER.passwordHeading })).toBeVisible();
}

export async function enterCredentials(page: Page, account: DemoAccount): Promise<void> {
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROVIDER.codeHeading })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`You are signing in as ${account.email}`);
}

export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export interface ProviderSignInOptions {
  /** Check both provider pages with axe (once per spec is enough: they do not change). */
  axe?: boolean;
  /** The server's data directory (its TOTP step ledger); by default the configured server of the page's origin. */
  dataDir?: string;
}

/** On the provider's password page: email and password, then the current authenticator code. */
export async function signInAtProvider(page: Page, account: DemoAccount, options: ProviderSignInOptions = {}): Promise<void> {
  await expectPasswordStep(page);
  if (options.axe) await expectNoAxeViolations(page);
  await enterCredentials(page, account);
  if (options.axe) await expectNoAxeViolations(page);
  const code = await nextTotpCode(options.dataDir ?? dataDirFor(new URL(page.url()).origin), account);
  await enterCode(page, code);
}

/** The start page of the store the member registered in: where a test signs in unless it names a store. */
export function homeStart(account: DemoAccount): string {
  return `/ws/main/start_page?store=${STORES[account.storeId]}`;
}

/**
 * Opens `from` (by default the member's own store: signing in keeps the store signed in from, ADR 0017 and 0026),
 * signs in through the header's 'Sign in' and waits until the header shows the member.
 */
export async function signIn(page: Page, account: DemoAccount, from = homeStart(account), options: ProviderSignInOptions = {}): Promise<void> {
  await page.goto(from);
  await expect(headerSignIn(page)).toBeVisible();
  await acknowledgeOfficialBusiness(page);
  await headerSignIn(page).click();
  await signInAtProvider(page, account, options);
  await expectSignedIn(page, account);
  // Signing in starts a new session: the agriculture store asks again.
  await acknowledgeOfficialBusiness(page);
}
