import { STORE_START_TEXT } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { acknowledgeOfficialBusiness } from '../../support/stores';

/** Agency stores whose start page says what the agency buys there and whom to call. */
const AGENCY_STORES = [
  { name: 'AIRFORCE', heading: 'Air Force Virtual Store', buys: 'What Air Force buyers order here' },
  { name: 'USDA', heading: 'USDA Virtual Store', buys: 'What USDA buyers order here' },
  { name: 'VA', heading: 'VA Virtual Store', buys: 'What VA buyers order here' },
  { name: 'STATE', heading: 'State and Local Virtual Store', buys: 'What each program lets you buy' },
];

function hero(page: Page) {
  return page.locator('.adv-sign-in');
}

for (const store of AGENCY_STORES) {
  test(`${store.name}: a visitor sees the Login variant, what the agency buys, its agreements and contacts`, async ({ page }) => {
    await page.goto(`/ws/main/start_page?store=${store.name}`);
    // The agriculture store asks for the official-business acknowledgement first (ADR 16).
    await acknowledgeOfficialBusiness(page);
    await expect(page.getByRole('heading', { level: 1, name: store.heading })).toBeVisible();
    await expect(page).toHaveTitle(/^Sign In \|/);
    // The Login variant: the store's login welcome text, Sign in first, Shop now second.
    await expect(hero(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/authenticate');
    await expect(hero(page).getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/ws/main/home');
    await expect(page.getByRole('heading', { level: 3, name: store.buys })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('link', { name: '1-800-488-3111' })).toHaveAttribute('href', 'tel:1-800-488-3111');
    const agreements = page.getByRole('region', { name: STORE_START_TEXT.agreementsHeading });
    if (store.name === 'STATE') await expect(agreements).toHaveCount(0);
    else {
      // The store's own BPAs from the catalog, each with the contractor's ordering contact and its documents.
      const first = agreements.getByRole('row').nth(1);
      await expect(first.getByRole('link', { name: /^47Q/ })).toHaveAttribute('href', /^\/ws\/catalog\/bpa_documents\?contractNumber=47Q/);
      await expect(first.getByRole('link', { name: /^mailto:|@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(agreements.getByRole('link', { name: /^See all \d+ agreements? of this store$/ })).toHaveAttribute('href', '/ws/catalog/strategic_sourcing');
    }
    await expectFitsAtAllWidths(page, `${store.name} start page`, { axe: true });
  });
}

test('FSS: the Global Supply welcome puts stocked NSN items up front, with the ways into requisition ordering', async ({ page }) => {
  await page.goto('/ws/main/start_page?store=FSS');
  await page.getByRole('link', { name: 'GSA Global Supply stock' }).click();
  await expect(page).toHaveURL(/\/ws\/ggs\/start_page$/);
  const table = page.getByRole('table', { name: STORE_START_TEXT.globalSupplyHeading });
  await expect(table).toBeVisible();
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{3}-\d{4}$/);
  await expect(first).toContainText('2–7 day delivery');
  await expect(page.getByRole('link', { name: 'FEDSTRIP / MILSTRIP ordering' })).toHaveAttribute('href', '/ws/fedstrip/fedstrip_init');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv12');
  await expectFitsAtAllWidths(page, 'the Global Supply welcome', { axe: true });
  // An item opens its product page.
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/ws\/catalog\/product_detail\?productId=\d+$/);
});

test('USMC: its start page greets visitors with its login title; after signing in, its home page says the member is signed in', async ({ page }) => {
  const marine = demoAccount('marine.buyer@usmc.mil');
  await page.goto('/ws/main/start_page?store=USMC');
  await page.goto('/ws/usmc/start_page');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GSA United States Marine Corp' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your user ID or password?' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page, marine, '/ws/usmc/start_page');
  await expect(page.getByRole('heading', { level: 1, name: 'GSA Global Supply for the United States Marine Corps' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: STORE_START_TEXT.usmcSignedIn })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv12');
  await expectFitsAtAllWidths(page, 'the USMC Success page', { axe: true });
});

test('signing in from the VA store keeps the buyer in the VA store, on the page they were on (ADR 0017)', async ({ page, baseURL }) => {
  const buyer = demoAccount('buyer@gsa.gov');
  await signIn(page, buyer, '/ws/main/start_page?store=VA');
  await expect(page).toHaveURL(`${baseURL}/ws/main/start_page?store=VA`);
  await expect(page.locator('[data-store="VA"]')).toBeVisible();
  // Signed in, the start page is the StartPage variant: shopping first, no sign-in call to action.
  await expect(page.locator('.adv-start').getByRole('link', { name: 'Shop now' })).toBeVisible();
  await expect(hero(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('signing in from the general store keeps members of the FSS and DHS stores in the general store (ADR 0026)', async ({ browser, baseURL }) => {
  for (const email of ['aac.supervisor@army.mil', 'analyst@dhs.gov']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signIn(page, demoAccount(email), '/ws/main/start_page?store=ADVANTAGE');
      await expect(page).toHaveURL(`${baseURL}/ws/main/start_page?store=ADVANTAGE`);
      await expect(page.locator('[data-store="ADVANTAGE"]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv19');
      await expect(page.locator('.adv-start').getByRole('link', { name: 'Shop now' })).toBeVisible();
      // The next page stays in the general store: the server session is the general store's.
      await page.locator('.adv-start').getByRole('link', { name: 'Shop now' }).click();
      await expect(page).toHaveURL(/\/ws\/main\/home$/);
      await expect(page.locator('[data-store="ADVANTAGE"]')).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  }
});

test('a home link that enters another store shows that store’s start page; Shop now then opens its home page', async ({ page }) => {
  await page.goto('/ws/main/start_page?store=VA');
  await expect(page.getByRole('heading', { level: 1, name: 'VA Virtual Store' })).toBeVisible();
  await page.goto('/ws/main/home?store=AIRFORCE');
  await expect(page.getByRole('heading', { level: 1, name: 'Air Force Virtual Store' })).toBeVisible();
  await expect(page.locator('[data-store="AIRFORCE"]')).toBeVisible();
  await expect(page.locator('[data-layout="virtual-store"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('.adv-start').getByRole('link', { name: 'Shop now' }).click();
  await expect(page).toHaveURL(/\/ws\/main\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Start shopping' })).toBeVisible();
});
