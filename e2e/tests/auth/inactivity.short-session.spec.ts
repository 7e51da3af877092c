import { expect, type Page, type Request, test } from '@playwright/test';
import { demoAccount, type DemoAccount, expectSignedIn, expectSignedOut, providerLogin, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { SHORT_SESSION_SECONDS } from '../../support/env';

// This project's server ends a session after SHORT_SESSION_SECONDS (60) of inactivity: the warning is due at 80 %.
const WARN_AFTER_MS = SHORT_SESSION_SECONDS * 0.8 * 1000;
const TIMEOUT_MS = SHORT_SESSION_SECONDS * 1000;

// docs/product/accounts-and-sign-in.md Session and docs/product/errors.md, quoted.
const WARNING_TITLE = 'Session about to expire';
const WARNING_TEXT = 'Are you still working?';
const EXPIRED_TITLE = 'Session Expired';
const EXPIRED_TEXT = 'Your session with the server expired due to inactivity...';

// A test waits out most of a session (60 s) after signing in, and one waits out two.
test.describe.configure({ timeout: 180_000 });

/**
 * Signs in and returns when the last API call of the sign-in was sent: the app's inactivity clock starts as a call
 * goes out. The header's background reads (the unread count; the member's roles after a reload) are no activity, so
 * they do not count here either. The time is the browser's own start of the request: on a loaded machine the test
 * heard of the sign-in's last calls up to 1.5 s after they went out, and the warning then seemed early.
 */
async function signInAndStartClock(page: Page, account: DemoAccount, store: string): Promise<number> {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const background = (url.pathname === '/rs/main/message_center' && url.searchParams.get('view') === 'count') || url.pathname === '/rs/user_container';
    if (url.pathname.startsWith('/rs/') && !background) calls.push(request);
  });
  await signIn(page, account, `/ws/main/start_page?store=${store}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sent = [...calls];
  // A request's timing is known once its response has come.
  await Promise.all(sent.map((request) => request.response()));
  return Math.max(...sent.map((request) => request.timing().startTime));
}

/** The store logo in the header: back to the store's start page (a call to the server). */
function storeHomeLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: / logo$/ });
}

function warningDialog(page: Page) {
  return page.getByRole('dialog', { name: WARNING_TITLE });
}

/** The same token sent to the server again: refused (401) once its server session has ended. */
async function tokenStatus(page: Page, token: string | null): Promise<number> {
  const response = await page.request.get('/rs/main/home', { headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}

test.describe('inactivity warning', () => {
  test('appears at 80 % of the timeout; Yes extends the session past its first expiry', async ({ page }) => {
    const buyer = demoAccount('buyer@gsa.gov');
    const clockStart = await signInAndStartClock(page, buyer, 'ADVANTAGE');

    const dialog = warningDialog(page);
    // Not before 80 % of the timeout ...
    await page.waitForTimeout(Math.max(0, clockStart + WARN_AFTER_MS - 3_000 - Date.now()));
    await expect(dialog).toHaveCount(0);
    // ... but then.
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    const shownAfter = Date.now() - clockStart;
    expect(shownAfter).toBeGreaterThanOrEqual(WARN_AFTER_MS - 1_000);
    expect(shownAfter).toBeLessThan(TIMEOUT_MS);
    await expect(dialog.getByRole('heading', { name: WARNING_TITLE })).toBeVisible();
    await expect(dialog.getByText(WARNING_TEXT, { exact: true })).toBeVisible();
    // The countdown shows what is left of the session, minutes and seconds: at most the 20 % after the warning.
    const left = (await dialog.getByRole('timer').textContent())?.match(/^(\d+):(\d\d)$/);
    expect(left, 'the countdown reads m:ss').not.toBeNull();
    const leftSeconds = Number(left![1]) * 60 + Number(left![2]);
    expect(leftSeconds).toBeGreaterThan(0);
    expect(leftSeconds).toBeLessThanOrEqual(SHORT_SESSION_SECONDS * 0.2);
    await expectNoAxeViolations(page);
    // It must be answered: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const extended = page.waitForResponse((r) => new URL(r.url()).pathname === '/rs/main/extend_session');
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    const answer = await extended;
    expect(answer.status()).toBe(200);
    expect((await answer.text()).trim()).toBe(String(SHORT_SESSION_SECONDS));
    await expect(dialog).toHaveCount(0);

    // Past the first expiry the member is still signed in and the server still accepts the session.
    await page.waitForTimeout(Math.max(0, clockStart + TIMEOUT_MS + 3_000 - Date.now()));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const call = page.waitForResponse((r) => new URL(r.url()).pathname === '/rs/main/start_page');
    await storeHomeLink(page).click();
    expect((await call).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSignedIn(page, buyer);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await tokenStatus(page, await page.evaluate(() => sessionStorage.getItem('access_token')))).toBe(200);
  });

  test('no answer: when the countdown ends, the fatal \'Session Expired\' screen', async ({ page }) => {
    const stateBuyer = demoAccount('purchasing@springfield.il.us');
    await signInAndStartClock(page, stateBuyer, 'STATE');
    const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
    await expect(warningDialog(page)).toBeVisible({ timeout: WARN_AFTER_MS + 10_000 });

    await expect(page.getByRole('heading', { level: 1, name: EXPIRED_TITLE })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main')).toContainText(EXPIRED_TEXT);
    await expect(warningDialog(page)).toHaveCount(0);
    // Fatal: a simple header without the home link.
    await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
    expect(await tokenStatus(page, token)).toBe(401);
    await expectNoAxeViolations(page);
  });

  test('No ends the session: \'Confirm Logout\' (confirmLogout=true after a forced logout), and Yes signs out', async ({ page, baseURL }) => {
    const homeland = demoAccount('analyst@dhs.gov');
    await signInAndStartClock(page, homeland, 'DHS');
    const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
    const dialog = warningDialog(page);
    await expect(dialog).toBeVisible({ timeout: WARN_AFTER_MS + 10_000 });

    const signOutCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/rs/login/sign_out') signOutCalls.push(url.search);
    });
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // The server session ended at once: the token no longer counts.
    await expect.poll(() => tokenStatus(page, token)).toBe(401);
    const confirm = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(confirm.getByRole('heading', { name: 'Confirm Logout' })).toBeVisible();
    expect(signOutCalls).toEqual(['?confirmLogout=true']);
    await expectNoAxeViolations(page);

    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/ws/main/start_page?store=DHS`);
    await expectSignedOut(page);
    expect(await providerLogin(page)).toBeNull();
  });

  test('a session the server ended meanwhile: the \'Session expired\' prompt; No gives the fatal \'Session Expired\' screen', async ({ page }) => {
    const agriculture = demoAccount('field.office@usda.gov');
    const prompt = await outliveServerSession(page, agriculture, 'USDA');
    await expectNoAxeViolations(page);
    // It must be answered: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();

    await prompt.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: EXPIRED_TITLE })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(EXPIRED_TEXT);
    await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a session the server ended meanwhile: Yes on the \'Session expired\' prompt starts over at the store\'s start page', async ({ page, baseURL }) => {
    const marine = demoAccount('marine.buyer@usmc.mil');
    const prompt = await outliveServerSession(page, marine, 'USMC');
    await prompt.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/ws/main/start_page?store=USMC`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSignedOut(page);
    expect(await page.evaluate(() => sessionStorage.getItem('warnUsersAboutSessionExpiring'))).toBeNull();
  });
});

/**
 * A tab that could not warn in time (asleep, say): its own warning is set far off, the server's timeout is not.
 * After the server's timeout the next call answers SessionExpired and the prompt opens.
 */
async function outliveServerSession(page: Page, account: DemoAccount, store: string) {
  await signInAndStartClock(page, account, store);
  await page.evaluate(() => sessionStorage.setItem('sessionTimeout', '1800'));
  await page.reload();
  await expectSignedIn(page, account);
  await page.waitForTimeout(TIMEOUT_MS + 2_000);
  await expect(warningDialog(page)).toHaveCount(0);

  const call = page.waitForResponse((r) => new URL(r.url()).pathname === '/rs/main/start_page');
  await storeHomeLink(page).click();
  expect((await call).status()).toBe(401);
  const prompt = page.getByRole('dialog', { name: 'Session expired' });
  await expect(prompt.getByRole('heading', { name: 'Session expired' })).toBeVisible();
  await expect(prompt).toContainText('create a new session');
  await expect(prompt.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
  return prompt;
}
