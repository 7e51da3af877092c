import { MESSAGES } from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { accountMenu, demoAccount, expectPasswordStep, expectSignedOut, headerSignIn, providerLogin, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';

const homeland = demoAccount('analyst@dhs.gov');

test.describe('sign out', () => {
  test('Sign out ends the server and provider sessions and lands on the start page signed out', async ({ page, baseURL }) => {
    await signIn(page, homeland, '/ws/main/start_page?store=DHS');
    expect(await providerLogin(page)).toBe(homeland.email);
    const token = await page.evaluate(() => sessionStorage.getItem('access_token'));

    const visited: URL[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(new URL(request.url()));
    });
    const backFromProvider = page.waitForResponse((r) => new URL(r.url()).pathname === '/pkce/logout');
    await accountMenu(page, homeland).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();

    // docs/product/accounts-and-sign-in.md: the provider's end-session address with id_token_hint, back through /pkce/logout to the start page.
    await backFromProvider;
    await expect(page).toHaveURL(`${baseURL}/ws/main/start_page?store=DHS`);
    await expect(page.getByRole('heading', { level: 1, name: 'DHS Virtual Store' })).toBeVisible();
    await expectSignedOut(page);
    // The buyer is told the sign-out worked (the SignedOff screen's words), in the notifications' live region.
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(MESSAGES.signedOut);
    const endSession = visited.find((url) => url.pathname === '/idp/session/end');
    expect(endSession?.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession?.searchParams.get('post_logout_redirect_uri')).toBe(`${baseURL}/pkce/logout`);
    expect(await providerLogin(page)).toBeNull();
    expect(await page.evaluate(() => [sessionStorage.getItem('id_token'), sessionStorage.getItem('oktaUserLogin')])).toEqual([null, null]);
    await expectNoAxeViolations(page);

    // The old token is refused by the server: it belonged to the ended session.
    const reused = await page.request.get('/rs/main/home', { headers: { Authorization: `Bearer ${token}` } });
    expect(reused.status()).toBe(401);

    // Signing in again asks for the password: the provider has no session to answer from.
    await headerSignIn(page).click();
    await expectPasswordStep(page);
  });
});
