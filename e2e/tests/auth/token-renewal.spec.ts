/**
 * A buyer stays signed in while working (docs/adr/0019-silent-token-renewal.md). This spec's own server issues access
 * tokens that live 10 seconds (ACCESS_TOKEN_TTL_SECONDS), so that a token expires several times within the spec;
 * the server session keeps its default 30 minutes of inactivity. Time passing is the subject here, so the waits are
 * on the tab's own token: until the token the tab holds has expired.
 */
import { CART_TEXT, CATALOG_TEXT, FEDSTRIP_TEXT, FEDSTRIP_TITLES, FEDSTRIP_URLS, MESSAGES } from '@advantage/contracts';
import { DEMO_AAC_PASSWORD } from '@advantage/db';
import { type Browser, type BrowserContext, expect, type Page, type Response, test } from '@playwright/test';
import { demoAccount, expectPasswordStep, expectSignedIn, expectSignedOut, headerSignIn, providerLogin, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { orderable } from '../../support/orders';
import { OwnServer, ownServerPorts } from '../../support/own-server';
import { type NsnItem, nsnItems } from '../fedstrip/items';

// Slot 7: the slots before are other specs' own servers.
const PORTS = ownServerPorts(7);
const TOKEN_SECONDS = 10;
test.describe.configure({ mode: 'serial' });

const marine = demoAccount('marine.buyer@usmc.mil');
const AAC = 'M28542';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Login' });

let server: OwnServer;
let context: BrowserContext;
let page: Page;
let items: NsnItem[];
/** Every API answer 401 the first tab received (none is expected while the provider session lives). */
const refused: string[] = [];

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(240_000);
  server = new OwnServer(PORTS, { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS) });
  await server.start(200_000);
  context = await browser.newContext({ baseURL: server.origin });
  page = await context.newPage();
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/rs/') && response.status() === 401) refused.push(`${response.request().method()} ${url.pathname}`);
  });
});
test.afterAll(async () => {
  try {
    await context?.close();
  } finally {
    await server?.dispose();
  }
});

/** The expiry (seconds since the epoch) of the access token a tab holds, or null. */
function tokenExpiry(tab: Page): Promise<number | null> {
  return tab.evaluate(() => {
    const token = sessionStorage.getItem('access_token');
    const part = token?.split('.')[1];
    if (!part) return null;
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return claims.exp ?? null;
  });
}

/** Waits until the token the tab holds has expired: what the buyer's tab holds after a pause. */
async function untilTokenExpired(tab: Page): Promise<void> {
  await expect
    .poll(async () => {
      const exp = await tokenExpiry(tab);
      return exp !== null && exp * 1000 < Date.now();
    }, { timeout: 60_000, intervals: [1_000] })
    .toBe(true);
}

/** Types into the focused field, then Tab to the next; the last value is sent with Enter. */
async function keyLine(values: readonly string[]): Promise<void> {
  for (const [i, value] of values.entries()) {
    await page.keyboard.type(value);
    await page.keyboard.press(i === values.length - 1 ? 'Enter' : 'Tab');
  }
}

test('a clerk keys requisitions and changes the cart across three token lifetimes without being asked to sign in', async () => {
  test.setTimeout(240_000);
  items = await nsnItems(page.request, 3, 40);
  await signIn(page, marine, '/ws/main/start_page?store=USMC', { dataDir: server.dataDir });
  await page.getByRole('link', { name: 'FEDSTRIP / MILSTRIP ordering' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.aacEntry)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^AAC\/DoDAAC/ })).toBeFocused();

  // 1. The clerk pauses on the AAC entry; the token expires; the AAC and its password still go through.
  const firstToken = await tokenExpiry(page);
  await untilTokenExpired(page);
  await keyLine([AAC, DEMO_AAC_PASSWORD]);
  await expect(heading(page, FEDSTRIP_TITLES.itemEntry)).toBeVisible();
  await expect(page.getByLabel('NSN or part number')).toBeFocused();

  // 2. Another pause, then a line keyed: it is added, nothing keyed is lost.
  await untilTokenExpired(page);
  const [first, second] = items as [NsnItem, NsnItem];
  await keyLine([first.nsn, String(first.quantity), first.unit]);
  await expect(page.locator('.adv-fs__notice', { hasText: FEDSTRIP_TEXT.added(1) })).toBeVisible();
  await untilTokenExpired(page);
  await keyLine([second.nsn, String(second.quantity), second.unit]);
  await expect(page.getByRole('heading', { name: 'In your FEDSTRIP cart (2)' })).toBeVisible();

  // 3. A commercial cart change after a third pause.
  const item = await orderable(page.request, 120);
  await page.goto(`/ws/catalog/product_detail?productId=${item.id}`);
  await untilTokenExpired(page);
  await page.getByLabel(`${CATALOG_TEXT.quantityLabel} from ${item.contractor}`).first().fill(item.quantity);
  await page.getByRole('button', { name: `${CATALOG_TEXT.addToCart} from ${item.contractor}` }).first().click();
  await expect(page.getByText(CART_TEXT.added(1))).toBeVisible();

  await expectSignedIn(page, marine);
  await expect(loginDialog(page)).toHaveCount(0);
  expect(refused).toEqual([]);
  // The token was renewed along the way (not the one of the sign-in), through the provider session.
  expect(await tokenExpiry(page)).toBeGreaterThan(firstToken! + 2 * TOKEN_SECONDS);
  await expectNoAxeViolations(page);
});

test('a second tab of the browser is signed in too, and stays signed in past its token', async () => {
  const second = await context.newPage();
  try {
    await second.goto(FEDSTRIP_URLS.cart);
    await expectSignedIn(second, marine);
    await expect(heading(second, FEDSTRIP_TITLES.cart)).toBeVisible();
    await expect(second.locator('[data-record]')).toHaveCount(2);
    await untilTokenExpired(second);
    await second.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(heading(second, CART_TEXT.title)).toBeVisible();
    await expectSignedIn(second, marine);
    await expect(loginDialog(second)).toHaveCount(0);
  } finally {
    await second.close();
  }
});

test('a call refused with 401 is sent again after the silent sign-in, with what the buyer sent', async () => {
  await page.goto(FEDSTRIP_URLS.init);
  await expect(page.getByLabel('NSN or part number')).toBeFocused();
  // A token the server refuses though it has not expired (its signature no longer matches): only the 401 tells. It is
  // put in place while no renewal can be under way, which would replace it before the call: a token's renewal starts
  // in its last third (3.3 s of 10), so one with over 5 s left has none under way, nor one that expired longer ago
  // than a renewal may take (10 s). After that none comes: the tab scheduled its renewal for the real token, and the
  // forged one's expiry is an hour ahead.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const [header, payload] = (sessionStorage.getItem('access_token') ?? '').split('.');
        const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
        const left = claims.exp * 1000 - Date.now();
        if (left < 5_000 && left > -12_000) return false;
        const now = Math.floor(Date.now() / 1000);
        const later = btoa(JSON.stringify({ ...claims, iat: now, exp: now + 3600 })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        sessionStorage.setItem('access_token', `${header}.${later}.forged-signature`);
        return true;
      }),
    { timeout: 40_000, intervals: [200] })
    .toBe(true);
  const posts: Array<{ path: string; status: number; body: string | null }> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/rs/fedstrip/') && response.request().method() === 'POST') posts.push({ path: pathname, status: response.status(), body: response.request().postData() });
  });
  const third = items[2]!;
  await keyLine([third.nsn, String(third.quantity), third.unit]);
  await expect(page.getByRole('heading', { name: 'In your FEDSTRIP cart (3)' })).toBeVisible();
  const first401 = posts.findIndex((p) => p.status === 401);
  expect(first401, posts.map((p) => `${p.path} ${p.status}`).join(', ')).toBeGreaterThanOrEqual(0);
  const replay = posts.slice(first401 + 1).find((p) => p.path === posts[first401]!.path);
  expect(replay?.status).toBe(200);
  expect(replay?.body).toBe(posts[first401]!.body);
  await expect(loginDialog(page)).toHaveCount(0);
  refused.length = 0;
});

test('signing out after the token expired ends the provider session: the next sign-in asks for the password', async () => {
  const second = await context.newPage();
  try {
    await second.goto('/ws/main/home');
    await expectSignedIn(second, marine);
    await untilTokenExpired(page);
    await page.getByRole('navigation', { name: 'FEDSTRIP' }).getByRole('link', { name: 'Sign out' }).click();
    const ask = page.getByRole('dialog', { name: FEDSTRIP_TITLES.confirmSignOut });
    await ask.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText(MESSAGES.signedOut).first()).toBeVisible();
    await expect.poll(() => providerLogin(page)).toBeNull();
    await expectSignedOut(page);
    // The other tab is signed out with it.
    await expectSignedOut(second);
    await headerSignIn(page).click();
    await expectPasswordStep(page);
  } finally {
    await second.close();
  }
});
