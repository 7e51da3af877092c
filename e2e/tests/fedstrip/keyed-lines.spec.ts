/**
 * FEDSTRIP requisitions to the letter, end to end in Chromium as the military demo buyer (AACs M28542 and FA4600
 * granted): one NSN keyed twice with different fund codes, the second with signal J to FA4600; the cart shows two
 * requisitions naming their source of supply and where each ships; one is changed on the cart; ordered; the order
 * group's requisition file, downloaded, re-parses to exactly the keyed lines, and the J order ships to FA4600.
 * Axe-clean; no sideways scrolling at 390 px or 1280 px. The buyer is one copy of the persona for the whole file on
 * the main server (support/members.ts): the buyer's cart is no other spec's.
 */
import { CHECKOUT_TEXT, CHECKOUT_TITLES, FEDSTRIP_TEXT, FEDSTRIP_TITLES, normalizeStockNumber, ORDERHISTORY_TITLES, parseRequisition, type Requisition } from '@advantage/contracts';
import { DEMO_AAC_PASSWORD } from '@advantage/db';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { MAIN_ORIGIN } from '../../support/env';
import { expectFitsAtAllWidths } from '../../support/layout';
import { ownMembersOfFile } from '../../support/members';
import { type NsnItem, nsnItems } from './items';

test.describe.configure({ mode: 'serial' });

const AAC = 'M28542';
const SUPPORTED = 'FA4600';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

let page: Page;
/** The file's copy of the military buyer (its AACs, their passwords and its constant profile seeded like the persona's). */
let marine: DemoAccount;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  // One copy for the file (support/members.ts): the page, signed in once, is the serial file's.
  marine = ownMembersOfFile()('marine.buyer@usmc.mil');
  page = await browser.newPage({ baseURL: MAIN_ORIGIN });
});
test.afterAll(async () => {
  await page?.close();
});

/**
 * Keys an AAC on the AAC entry and submits it once, with its password when the page asks for it. The page shows the
 * password field as soon as the AAC typed is one of the buyer's that needs it, so the field is filled before the one
 * submit: pressing Enter first would race a second submit against the first answer.
 */
async function keyAac(aac: string) {
  await expect(heading(page, FEDSTRIP_TITLES.aacEntry)).toBeVisible();
  await page.getByRole('textbox', { name: /^AAC\/DoDAAC/ }).fill(aac);
  await expect(page.getByRole('button', { name: `Use ${aac}` })).toHaveAttribute('aria-pressed', 'true');
  const password = page.getByLabel(/AAC password/);
  if (await password.isVisible()) await password.fill(DEMO_AAC_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(heading(page, FEDSTRIP_TITLES.itemEntry)).toBeVisible();
}

/** Changes the AAC from the FEDSTRIP navigation. */
async function enterAac(aac: string) {
  await page.getByRole('navigation', { name: 'FEDSTRIP' }).getByRole('link', { name: 'Change AAC/DoDAAC' }).click();
  await keyAac(aac);
}

/** Keys one line on the expanded entry (all codes), with the codes given, and adds it. */
async function keyLine(item: NsnItem, quantity: number, codes: { fundCode: string; signalCode?: string; supplementaryAddress?: string }) {
  await page.getByLabel('NSN or part number').fill(item.nsn);
  await page.getByRole('textbox', { name: /^Quantity/ }).fill(String(quantity));
  await page.getByLabel('Unit of issue').fill(item.unit);
  await page.getByLabel('Fund code').fill(codes.fundCode);
  if (codes.signalCode) await page.getByLabel('Signal code').selectOption(codes.signalCode);
  await page.getByLabel('Supplementary address').fill(codes.supplementaryAddress ?? '');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.adv-fs__notice', { hasText: FEDSTRIP_TEXT.added(1) })).toBeVisible();
}

test('one NSN keyed twice with different fund codes and signal J: two requisitions, ordered, the group file re-parses to the keyed lines', async () => {
  test.setTimeout(240_000);
  const [item] = (await nsnItems(page.request, 1, 60)) as [NsnItem];
  await signIn(page, marine, '/ws/main/start_page?store=USMC');
  await page.goto('/ws/fedstrip/fedstrip_init');
  await keyAac(AAC);
  // The supported squadron's password once this session, then back to the Marine's own AAC.
  await enterAac(SUPPORTED);
  await enterAac(AAC);

  await page.getByRole('button', { name: 'All codes and exception data' }).click();
  await expect(page.getByLabel('Fund code')).toBeVisible();
  const keyed = [
    { quantity: item.quantity, fundCode: '21', signalCode: 'A', supplementaryAddress: '' },
    { quantity: item.quantity + 3, fundCode: '5X', signalCode: 'J', supplementaryAddress: SUPPORTED },
  ];
  for (const k of keyed) await keyLine(item, k.quantity, k);

  // The cart: two requisitions of one NSN, each naming its source of supply and where it ships and bills.
  await page.getByRole('navigation', { name: 'FEDSTRIP' }).getByRole('link', { name: /^FEDSTRIP cart/ }).click();
  await expect(heading(page, FEDSTRIP_TITLES.cart)).toBeVisible();
  await expect(page.locator('[data-record]')).toHaveCount(2);
  const facts = page.locator('.adv-fs__line');
  await expect(facts.nth(0)).toContainText(`Ships to ${AAC}, bills ${AAC} (fund 21)`);
  await expect(facts.nth(1)).toContainText(`Ships to ${SUPPORTED}, bills ${AAC} (fund 5X)`);
  await expect(facts.nth(0)).toContainText('Source of supply');
  await expectFitsAtAllWidths(page, 'the FEDSTRIP cart with two requisitions of one NSN', { axe: true });

  // The first requisition's quantity changed on the cart, with the keyboard.
  const change = facts.nth(0).getByRole('button', { name: /^Change requisition / });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  keyed[0]!.quantity += 1;
  await page.getByLabel(/^Quantity \(/).fill(String(keyed[0]!.quantity));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save the requisition' }).click();
  await expect(page.locator('.adv-fs__notice', { hasText: /^Requisition .* was changed\.$/ })).toBeVisible();

  await page.getByRole('link', { name: 'Key more lines' }).click();
  await page.getByRole('link', { name: 'Review and order' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.orderSummary)).toBeVisible();
  await page.getByRole('button', { name: 'Order requisitions' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.ordered)).toBeVisible();
  const group = new URL(page.url()).searchParams.get('group')!;
  // Two orders (one per route): the J order ships to the squadron.
  await expect(page.getByText(/^55th Contracting Squadron|Squadron DoDAAC/).first()).toBeVisible();
  await expectFitsAtAllWidths(page, 'the requisitions ordered', { axe: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download the requisitions of order group ${group}` }).click(),
  ]);
  const text = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('ascii');
  });
  const parsed: Requisition[] = text.split('\r\n').slice(0, -1).map((line) => {
    expect(line).toHaveLength(80);
    const result = parseRequisition(line);
    if (!result.ok) throw new Error(result.message);
    return result.requisition;
  });
  const asKeyed = (r: Requisition) => ({ quantity: r.quantity, fundCode: r.fundCode, signalCode: r.signalCode, supplementaryAddress: r.supplementaryAddress });
  expect(parsed.map(asKeyed).toSorted((a, b) => a.quantity - b.quantity)).toEqual(keyed.toSorted((a, b) => a.quantity - b.quantity));
  for (const r of parsed) expect(r).toMatchObject({ aac: AAC, stockNumber: normalizeStockNumber(item.nsn).slice(0, 13), unitOfIssue: item.unit });
  expect(new Set(parsed.map((r) => r.serial)).size).toBe(2);

  // The order confirmation and the group's summary name each order's own ship-to and payment, not the group's.
  await page.goto(`/ws/checkout/order_confirm?group=${group}`);
  await expect(heading(page, CHECKOUT_TITLES.orderConfirmation)).toBeVisible();
  await expect(page.getByText(CHECKOUT_TEXT.ordersRouteApart)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ship to' })).toHaveCount(0);
  const confirmed = page.getByRole('region', { name: /^Order A\d+: / });
  await expect(confirmed).toHaveCount(2);
  await expect(confirmed.filter({ hasText: `AAC/DoDAAC ${SUPPORTED}` })).toContainText('fund code 5X');
  await expect(confirmed.filter({ hasText: `AAC/DoDAAC ${AAC}` })).toContainText('fund code 21');
  await expectFitsAtAllWidths(page, 'the order confirmation of orders shipping apart', { axe: true });

  await page.goto(`/ws/orderhistory/order_summary?group=${group}`);
  await expect(heading(page, `${ORDERHISTORY_TITLES.orderSummary}: order group ${group}`)).toBeVisible();
  const routes = page.getByRole('region', { name: 'Ship to and payment of each order' });
  await expect(routes).toContainText(CHECKOUT_TEXT.ordersRouteApart);
  const shipped = routes.getByRole('region', { name: /^Order A\d+: / });
  await expect(shipped).toHaveCount(2);
  await expect(shipped.filter({ hasText: `AAC/DoDAAC ${SUPPORTED}` })).toContainText('5X');
  await expect(shipped.filter({ hasText: `AAC/DoDAAC ${AAC}` })).not.toContainText('5X');
  await expectFitsAtAllWidths(page, 'the order group summary of orders shipping apart', { axe: true });
});
