import { expect, type Page, test } from '@playwright/test';
import { demoAccount, expectSignedIn, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { OwnServer, ownServerPorts } from '../../support/own-server';

// docs/product/errors.md "Server connection loss messages, in order", quoted.
const LOST = 'Lost connection with the server. Reconnecting ...';
const STILL_UNAVAILABLE = 'Server still not available, will try again in a few seconds...';
const retrying = (n: number) => `Trying to reconnect with the server ... (attempt #: ${n})`;
const givingUp = (n: number) => `Unable to connect after ${n} attempts. Giving up!`;
const FATAL_TITLE = 'Please relaunch this application';
const FATAL_TEXT = 'Unable to connect with the server...';

const MESSAGES_KEY = 'e2e.connection.messages';

// These tests stop and start a server of their own (the shared one stays up for the other tests): one
// server for both, in order: the first leaves it running again, the second stops it for good.
test.describe.configure({ mode: 'serial' });

/**
 * Records every message the connection status region shows, in order (several last only milliseconds:
 * a refused reconnect fails at once), kept in sessionStorage so the record survives the recovery reload.
 */
async function recordConnectionMessages(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    let last = '';
    const read = () => {
      const text = document.querySelector('.adv-connection')?.textContent?.trim() ?? '';
      if (text === last) return;
      last = text;
      if (!text) return;
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      seen.push(text);
      sessionStorage.setItem(key, JSON.stringify(seen));
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
  }, MESSAGES_KEY);
}

async function shownMessages(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], MESSAGES_KEY);
}

function statusRegion(page: Page) {
  return page.locator('.adv-connection[role="status"]');
}

test.describe('server connection', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = new OwnServer(ownServerPorts(0));
    await server.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
  });

  test('server stopped: the reconnect messages; restarted: the page reloads and works, still signed in', async ({ page }) => {
    await recordConnectionMessages(page);
    // A restart on a loaded two-core machine can outlast 30 s, so the attempts outlast it (a give-up fails the test).
    test.setTimeout(180_000);
    // Debug key (lib/connection/settings.ts): retry every 1000 ms, up to 90 times.
    await page.goto(`${server.origin}/home?store=ADVANTAGE&debugReconnect=1000,90`);
    const buyer = demoAccount('buyer@gsa.gov');
    await signIn(page, buyer, `${server.origin}/ws/main/start_page?store=ADVANTAGE`, { dataDir: server.dataDir });
    await expect(statusRegion(page)).toHaveAttribute('data-phase', 'connected');
    await expect(statusRegion(page)).toHaveText('');
    await page.evaluate(() => Object.assign(window, { e2eBeforeOutage: true }));

    await server.stop();
    await expect(statusRegion(page)).toHaveText(STILL_UNAVAILABLE);
    await expect(statusRegion(page).getByText(STILL_UNAVAILABLE)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => shownMessages(page), { timeout: 15_000 }).toContain(retrying(2));
    expect(await page.evaluate(() => 'e2eBeforeOutage' in window)).toBe(true);

    // A reconnect that opens reloads the page: the marker set before the outage is gone.
    const reloaded = page.waitForEvent('load', { timeout: 100_000 });
    await server.start();
    await reloaded;
    expect(await page.evaluate(() => 'e2eBeforeOutage' in window)).toBe(false);
    await expect(statusRegion(page)).toHaveAttribute('data-phase', 'connected');
    await expect(statusRegion(page)).toHaveText('');
    await expect(page.getByRole('heading', { level: 1, name: 'GSA Advantage!' })).toBeVisible();
    await expectSignedIn(page, buyer);

    const shown = await shownMessages(page);
    expect(shown.slice(0, 4)).toEqual([LOST, STILL_UNAVAILABLE, retrying(1), STILL_UNAVAILABLE]);
    expect(shown).toContain(retrying(2));
    expect(shown.filter((m) => m.startsWith('Unable to connect'))).toEqual([]);

    // It works: a call to the server with the member's token answers.
    const call = page.waitForResponse((r) => new URL(r.url()).pathname === '/rs/main/start_page');
    await page.getByRole('banner').getByRole('link', { name: / logo$/ }).click();
    expect((await call).status()).toBe(200);
    await expectSignedIn(page, buyer);
  });

  test('server never back: \'Giving up!\' after the last attempt, then \'Please relaunch this application\'', async ({ page }) => {
    await recordConnectionMessages(page);
    // 3 attempts 500 ms apart; the give-up message stays 3000 ms.
    await page.goto(`${server.origin}/home?store=ADVANTAGE&debugReconnect=500,3,3000`);
    await expect(page.getByRole('heading', { level: 1, name: 'GSA Advantage!' })).toBeVisible();
    await expect(statusRegion(page)).toHaveAttribute('data-phase', 'connected');

    // The server's graceful close can outlast the client's short debug schedule, so watch while it stops.
    const stopping = server.stop();
    await expect(statusRegion(page).getByText(givingUp(3), { exact: true })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await stopping;

    await expect(page.getByRole('heading', { level: 1, name: FATAL_TITLE })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('main')).toContainText(FATAL_TEXT);
    // Fatal: a simple header, no home link.
    await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    expect(await shownMessages(page)).toEqual([
      LOST,
      STILL_UNAVAILABLE,
      retrying(1),
      STILL_UNAVAILABLE,
      retrying(2),
      STILL_UNAVAILABLE,
      retrying(3),
      givingUp(3),
    ]);
  });
});
