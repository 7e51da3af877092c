import { expect, type Request, test } from '@playwright/test';
import { demoAccount, expectSignedIn, providerLogin, signIn, signInAtProvider } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';

const stateBuyer = demoAccount('purchasing@springfield.il.us');

/** The same token with its expiry moved into the past: what the browser holds once the token has expired. */
function expiredCopy(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const past = Math.floor(Date.now() / 1000) - 600;
  claims.iat = past - 300;
  claims.exp = past;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

test.describe('an access token the server no longer accepts, and no provider session to renew it from', () => {
  test('401 → the login dialog → sign in again → the failed request is sent again and its screen shows', async ({ page, baseURL }) => {
    await signIn(page, stateBuyer, '/ws/main/start_page?store=STATE');
    const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    const expired = expiredCopy(token!);
    await page.evaluate((value) => sessionStorage.setItem('access_token', value), expired);
    // While the provider session lives the app renews the token silently (token-renewal.spec.ts); here it has ended
    // (signed out at the provider, or its own expiry), so only signing in again helps.
    await page.evaluate(() => fetch('/idp/session', { method: 'DELETE', credentials: 'include' }));
    expect(await providerLogin(page)).toBeNull();

    const homeCalls: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rs/main/home') homeCalls.push(request);
    });
    // Any screen that calls the server with the token; the buyer follows a link to the home page.
    await page.goto('/ws/main/home');

    // docs/product/errors.md HTTP 401: the tokens are removed and the login screen opens (modal, right medium, in adv19).
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(dialog).toContainText('Please sign in to continue.');
    await expect(page).toHaveURL(`${baseURL}/ds/login`);
    expect(await page.evaluate(() => [sessionStorage.getItem('access_token'), sessionStorage.getItem('id_token')])).toEqual([null, null]);
    // Sent once: a renewal before it found no provider session, and none after its 401 either.
    expect(homeCalls).toHaveLength(1);
    expect((await homeCalls[0]!.response())?.status()).toBe(401);
    expect(await homeCalls[0]!.headerValue('authorization')).toBe(`Bearer ${expired}`);
    await expectNoAxeViolations(page);

    // The provider asks for the password and the code again, then straight back with a new token.
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInAtProvider(page, stateBuyer);
    await expect(page).toHaveURL(`${baseURL}/ws/main/home`);
    await expectSignedIn(page, stateBuyer);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.adv-home')).toBeVisible();

    // The failed GET was sent again, with the new token, and answered.
    await expect.poll(() => homeCalls.length).toBeGreaterThanOrEqual(2);
    const retried = homeCalls.at(-1)!;
    expect((await retried.response())?.status()).toBe(200);
    const fresh = await page.evaluate(() => sessionStorage.getItem('access_token'));
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    expect(await retried.headerValue('authorization')).toBe(`Bearer ${fresh}`);
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
