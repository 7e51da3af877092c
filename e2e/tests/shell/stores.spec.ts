import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

/** The nine stores a store query may open (docs/product/accounts-and-sign-in.md); the punchout stores open only through cXML punchout. */
const STORES: Array<{ name: string; theme: 'adv12' | 'adv19'; heading: string }> = [
  { name: 'ADVANTAGE', theme: 'adv19', heading: 'GSA Advantage!' },
  { name: 'VITM', theme: 'adv19', heading: 'VITM Virtual Store' },
  { name: 'AIRFORCE', theme: 'adv19', heading: 'Air Force Virtual Store' },
  { name: 'FSS', theme: 'adv12', heading: 'GSA Global Supply' },
  { name: 'USDA', theme: 'adv19', heading: 'USDA Virtual Store' },
  { name: 'VA', theme: 'adv19', heading: 'VA Virtual Store' },
  { name: 'DHS', theme: 'adv19', heading: 'DHS Virtual Store' },
  { name: 'USMC', theme: 'adv12', heading: 'Welcome to GSA United States Marine Corp' },
  { name: 'STATE', theme: 'adv19', heading: 'State and Local Virtual Store' },
];

for (const store of STORES) {
  test(`${store.name} opens its start page in the ${store.theme} theme`, async ({ page }) => {
    await page.goto(`/ws/main/start_page?store=${store.name}`);
    const start = page.locator(`[data-store="${store.name}"]`);
    await expect(start).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: store.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', store.theme);
    const logo = page.locator(`img[src="/images/stores/${store.name.toLowerCase()}.svg"]`).first();
    await expect(logo).toBeVisible();
    // Visible is laid out, not yet loaded: wait for the load (or its error, which fails the test), then check it drew.
    const width = await logo.evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise<number>((resolve, reject) => {
            img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
            img.addEventListener('error', () => reject(new Error(`${img.src} did not load`)), { once: true });
          }));
    expect(width).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
}

test('the two themes look different', async ({ page }) => {
  const look = async (store: string) => {
    await page.goto(`/ws/main/start_page?store=${store}`);
    await expect(page.locator(`[data-store="${store}"]`)).toBeVisible();
    const header = await page.locator('header.adv-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    const heading = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily);
    return { header, heading };
  };
  const adv12 = await look('USMC');
  const adv19 = await look('ADVANTAGE');
  expect(adv12.header).not.toBe(adv19.header);
  expect(adv12.heading).not.toBe(adv19.heading);
  expect(await look('FSS')).toEqual(adv12);
});

test('a punchout store asked by a store query keeps the store the browser is in (docs/product/accounts-and-sign-in.md nine stores)', async ({ page }) => {
  await page.goto('/ws/main/start_page?store=VA');
  await expect(page.locator('[data-store="VA"]')).toBeVisible();
  for (const store of ['DOLPUNCHOUT', 'EVAPUNCHOUT']) {
    await page.goto(`/ws/main/start_page?store=${store}`);
    await expect(page.getByRole('heading', { level: 1, name: 'VA Virtual Store' })).toBeVisible();
    await expect(page.locator(`[data-store="${store}"]`)).toHaveCount(0);
  }
});
