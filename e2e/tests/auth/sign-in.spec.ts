import { expect, test } from '@playwright/test';
import {
  accountMenu,
  demoAccount,
  enterCode,
  enterCredentials,
  expectPasswordStep,
  expectSignedIn,
  expectSignedOut,
  headerSignIn,
  PROVIDER,
  providerLogin,
  signIn,
  signInAtProvider,
} from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { dataDirFor } from '../../support/env';
import { reportFigure } from '../../support/report';
import { nextTotpCode, wrongTotpCode } from '../../support/totp';

const buyer = demoAccount('buyer@gsa.gov');
const stateBuyer = demoAccount('purchasing@springfield.il.us');

// docs/product/errors.md, quoted.
const SIGN_IN_FAILURE_TITLE = 'Unexpected error while authenticating user';
const SIGN_IN_FAILURE_TEXT
  = 'Unable to sign in. Please restart your browser and try again. If the problem persists, report this error to the GSA Help Desk. '
    + 'Before contacting the help desk, please gather error details by clicking on the link below this message. Sorry for the inconvenience.';

test.describe('sign-in with the multi-factor identity provider', () => {
  test('password + authenticator code, then back on the saved route signed in', async ({ page, baseURL }) => {
    const saved = '/404?url=%2Fold%2Fcatalog';
    await page.goto(saved);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found Error' })).toBeVisible();
    await expectSignedOut(page);

    // The code an authenticator app shows now (taken before the clock starts: it may wait for a fresh step).
    const code = await nextTotpCode(dataDirFor(baseURL!), buyer);
    const started = performance.now();
    await headerSignIn(page).click();
    await expectPasswordStep(page);
    const atProvider = performance.now();
    await enterCredentials(page, buyer);
    const atCode = performance.now();
    await enterCode(page, code);
    await expect(accountMenu(page, buyer)).toBeVisible();
    const back = performance.now();
    reportFigure('Sign-in (landing → provider → TOTP → back signed in)', {
      'total': back - started,
      'landing → provider page': atProvider - started,
      'password → code page': atCode - atProvider,
      'code → back signed in': back - atCode,
    });

    // Back on the page the sign-in started from, with the member's name in the header.
    await expect(page).toHaveURL(`${baseURL}${saved}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found Error' })).toBeVisible();
    await expect(page.getByText('Page /old/catalog does not exist.', { exact: false })).toBeVisible();
    await expectSignedIn(page, buyer);
    // docs/product/accounts-and-sign-in.md step 7: the pending route, state and verifier are gone; the tokens are in sessionStorage only.
    const storage = await page.evaluate(() => ({
      session: Object.keys(sessionStorage),
      local: Object.keys(localStorage),
      accessToken: sessionStorage.getItem('access_token'),
      idToken: sessionStorage.getItem('id_token'),
    }));
    expect(storage.session).not.toContain('pkce_state');
    expect(storage.session).not.toContain('pkce_code_verifier');
    expect(storage.accessToken).toBeTruthy();
    expect(storage.idToken).toBeTruthy();
    expect(storage.local).not.toContain('access_token');
    expect(await providerLogin(page)).toBe(buyer.email);
    await expectNoAxeViolations(page);

    // The account menu: register a card, switch user, sign out.
    await accountMenu(page, buyer).click();
    await expect(accountMenu(page, buyer)).toHaveAttribute('aria-expanded', 'true');
    for (const item of ['Register PIV/CAC card', 'Switch user', 'Sign out']) {
      await expect(page.getByRole('banner').getByRole('button', { name: item, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(accountMenu(page, buyer)).toHaveAttribute('aria-expanded', 'false');
    await expect(accountMenu(page, buyer)).toBeFocused();

    // A reload keeps the tab signed in, with the same name in the header.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found Error' })).toBeVisible();
    await expectSignedIn(page, buyer);
  });

  test('the provider\'s return shows \'Multifactor authentication in progress ...\' and drops the code from the address', async ({ page, baseURL }) => {
    await page.goto('/ws/main/start_page?store=STATE');
    await headerSignIn(page).click();
    // Hold the code exchange back a moment so the callback screen can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/idp/token', async (route) => {
      await held;
      await route.continue();
    });
    await signInAtProvider(page, stateBuyer);
    await expect(page.getByText('Multifactor authentication in progress ...')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/home`);
    await expectNoAxeViolations(page);
    release();
    await expectSignedIn(page, stateBuyer);
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  });

  test('a member of another store signing in from the ADVANTAGE start page stays in the general store, still signed in (ADR 0026)', async ({ page, baseURL }) => {
    const marine = demoAccount('marine.buyer@usmc.mil');
    await signIn(page, marine, '/ws/main/start_page?store=ADVANTAGE');
    // docs/product/accounts-and-sign-in.md: AUTHENTICATED returns to the saved route, in the store the member signed in from.
    await expect(page).toHaveURL(`${baseURL}/ws/main/start_page?store=ADVANTAGE`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv19');
    await expect(page.locator('[data-store="ADVANTAGE"]')).toBeVisible();
    await expectNoAxeViolations(page);

    // The server session is the signed-in one: the next call with the token is answered, no login dialog.
    const call = page.waitForResponse((r) => new URL(r.url()).pathname === '/rs/main/start_page');
    await page.getByRole('banner').getByRole('link', { name: / logo$/ }).click();
    expect((await call).status()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await expectSignedIn(page, marine);
  });

  test('a wrong authenticator code is refused with the provider\'s message; the buyer stays signed out', async ({ page, baseURL }) => {
    await page.goto('/ws/main/start_page?store=ADVANTAGE');
    await headerSignIn(page).click();
    await expectPasswordStep(page);
    await expectNoAxeViolations(page);
    await enterCredentials(page, buyer);
    await expectNoAxeViolations(page);

    await enterCode(page, wrongTotpCode(buyer.totpSecret));
    await expect(page.getByRole('heading', { level: 1, name: PROVIDER.codeHeading })).toBeVisible();
    await expect(page.getByRole('main').getByText(PROVIDER.codeError).first()).toBeVisible();
    await expect(page.getByLabel('One-time code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expectNoAxeViolations(page);

    expect(await providerLogin(page)).toBeNull();
    await page.goto(`${baseURL}/ws/main/start_page?store=ADVANTAGE`);
    await expect(page.getByRole('heading', { level: 1, name: 'GSA Advantage!' })).toBeVisible();
    await expectSignedOut(page);
  });

  test('a returned state that does not match the stored one is the sign-in failure screen', async ({ page }) => {
    await page.goto('/ws/main/start_page?store=ADVANTAGE');
    await headerSignIn(page).click();
    await expectPasswordStep(page);
    // A forged return: a code with a state this tab never stored (possible cross-site request forgery).
    await page.goto('/pkce/callback?code=x&state=forged');
    await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_FAILURE_TITLE })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_FAILURE_TEXT);
    await page.getByRole('button', { name: 'Show error details' }).click();
    const details = page.getByRole('region', { name: 'Error details' });
    await expect(details).toContainText('possible cross-site request forgery');
    await expect(details).not.toContainText('code=x');
    await expectNoAxeViolations(page);

    // Nothing was exchanged: still signed out, and the stored state is spent.
    await expectSignedOut(page);
    expect(await page.evaluate(() => sessionStorage.getItem('pkce_state'))).toBeNull();
    expect(await providerLogin(page)).toBeNull();
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/ws\/main\/home$/);
    await expectSignedOut(page);
  });

  test('a genuine provider return whose stored state was changed is refused and nothing is exchanged', async ({ page }) => {
    const supervisor = demoAccount('aac.supervisor@army.mil');
    let exchanged = false;
    page.on('request', (request) => {
      if (request.url().includes('/idp/token') || request.url().includes('/rs/login/mfa_sign_in')) exchanged = true;
    });
    await page.goto('/ws/main/start_page?store=ADVANTAGE');
    await headerSignIn(page).click();
    await expectPasswordStep(page);
    await enterCredentials(page, supervisor);
    // The provider's pages share the app's origin, hence its sessionStorage.
    await page.evaluate(() => sessionStorage.setItem('pkce_state', 'changed-while-away'));
    await enterCode(page, await nextTotpCode(dataDirFor(new URL(page.url()).origin), supervisor));
    await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_FAILURE_TITLE })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_FAILURE_TEXT);
    await expectSignedOut(page);
    expect(exchanged).toBe(false);
  });
});
