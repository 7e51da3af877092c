import { expect, type Response, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { OwnServer, ownServerPorts } from '../../support/own-server';

const VERIFYING = 'Verifying you are human…';
const isSearch = (response: Response) => new URL(response.url()).pathname === '/rs/search/advantage_search';

// A server of its own with the self-hosted proof of work switched on (the shared one runs with it off).
test.describe.configure({ mode: 'serial' });

test.describe('bot check: altcha proof of work in the browser', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = new OwnServer(ownServerPorts(1), { BOT_CHECK_PROVIDER: 'altcha' });
    await server.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
  });

  test('an anonymous search is asked for a token, solves the challenge in workers, and shows the results', async ({ page }) => {
    // The challenge waits until the page has been checked with the status on screen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rs/bot_check/challenge', async (route) => {
      await held;
      await route.continue();
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const asked = page.waitForResponse((r) => isSearch(r) && r.status() === 428);
    const repeated = page.waitForResponse((r) => isSearch(r) && r.request().headers()['x-bot-check-token'] !== undefined);

    await page.goto(`${server.origin}/ws/search/advantage_search?searchText=paper`);
    const question = await (await asked).json();
    expect(question).toMatchObject({
      responseName: 'BotCheckRequired',
      attributes: { getToken: true, botCheck: { provider: 'altcha', action: 'search', challengePath: 'bot_check/challenge' } },
    });

    const status = page.getByRole('status').filter({ hasText: VERIFYING });
    await expect(status).toBeVisible();
    await expectNoAxeViolations(page);
    release();

    const answer = await repeated;
    expect(answer.status()).toBe(200);
    const body = await answer.json();
    expect(['SearchResults', 'ZeroResults']).toContain(body.responseName);
    const heading = body.responseName === 'SearchResults' ? 'Search results for "paper"' : 'No results found';
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(status).toHaveCount(0);
    // The proof of work ran in the app's own worker scripts (CSP script-src 'self').
    expect(workers.length).toBeGreaterThan(0);
    for (const url of workers) expect(new URL(url).origin).toBe(server.origin);
    await expectNoAxeViolations(page);

    // Verified for a while on this session: the next search goes straight through.
    const next = page.waitForResponse((r) => isSearch(r));
    await page.goto(`${server.origin}/ws/search/advantage_search?searchText=toner`);
    expect((await next).status()).toBe(200);
  });
});
