/**
 * cXML punchout in Chromium against its own server: a procurement system (buyer-system.ts, its own HTTP
 * endpoint) sends a PunchOutSetupRequest, the shopper opens the StartPage, searches and adds two items, and Return
 * cart posts the PunchOutOrderMessage to the buyer's endpoint, where it is parsed and checked; an edit puts the
 * items back into the cart; an inspect shows it read-only; the OrderRequest is ordered once however often it is
 * sent (and refused when it states another price) and a new punchout session of the organization finds it in order history with its PO number; a used
 * StartPage is refused and leaves the session and its cart as they were.
 * The organization is added with the operator script (scripts/punchout.mjs) before the server starts.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CART_PATH, CART_TEXT, type Envelope, type ProductDetailAttributes, PUNCHOUT_PATHS, PUNCHOUT_TEXT, rec20Unit } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { OwnServer, ownServerPorts } from '../../support/own-server';
import { BuyerSystem, CREDENTIAL, type ItemRef, type Parsed, readCxml, SECRET } from './buyer-system';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

test.describe.configure({ mode: 'serial' });

let server: OwnServer;
const buyer = new BuyerSystem();

interface Pick {
  title: string;
  partNumber: string;
  offers: Map<number, { priceCents: number; unit: string }>;
  quantity: number;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await buyer.start();
  server = new OwnServer(ownServerPorts(4));
  const saved = spawnSync(process.execPath, [
    'scripts/punchout.mjs', 'save', '--code', 'E2E-BUYER', '--name', 'Department of Labor E2E', '--store', 'DOLPUNCHOUT',
    '--from', `${CREDENTIAL.domain}:${CREDENTIAL.buyer}`, '--to', `${CREDENTIAL.domain}:${CREDENTIAL.supplier}`,
    '--sender', `${CREDENTIAL.domain}:${CREDENTIAL.buyer}`, '--origins', buyer.origin, '--email', 'punchout@dol.gov', '--secret', SECRET,
  ], { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
  expect(saved.status, saved.stderr).toBe(0);
  await server.start();
  await expect.poll(async () => (await fetch(`${server.origin}/readyz`)).status, { timeout: 180_000 }).toBe(200);
});

test.afterAll(async () => {
  await server?.dispose();
  await buyer.stop();
});

const post = (path: string, body: string) => fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body });

async function startPage(xml: string): Promise<string> {
  const res = await post(PUNCHOUT_PATHS.setup, xml);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return readCxml(text).cXML.Response.PunchOutSetupResponse.StartPage.URL as string;
}

/** Two products with an offer every store may order (not a BPA), from `firstId` on. */
async function pickProducts(firstId: number): Promise<Pick[]> {
  const picks: Pick[] = [];
  for (let id = firstId; id < firstId + 300 && picks.length < 2; id++) {
    const envelope = (await (await fetch(`${server.origin}/rs/catalog/product_detail?productId=${id}`)).json()) as Envelope;
    if (envelope.responseName !== 'ProductDetail') continue;
    const a = envelope.attributes as ProductDetailAttributes;
    if (a.offers.length === 0 || a.offers.some((o) => o.contract.kind === 'BPA')) continue;
    const offers = new Map(a.offers.map((o) => [o.id, { priceCents: o.priceCents, unit: o.unitOfIssue.code }]));
    picks.push({ title: a.product.title, partNumber: a.product.partNumber, offers, quantity: Math.max(2, ...a.offers.map((o) => o.minimumOrderQuantity)) });
  }
  if (picks.length < 2) throw new Error(`Two products with open offers were not found from id ${firstId}`);
  return picks;
}

async function addFromSearch(page: Page, pick: Pick) {
  await page.goto(`/ws/search/advantage_search?searchText=${encodeURIComponent(pick.partNumber)}`);
  const result = page.getByRole('article', { name: pick.title }).first();
  await result.getByLabel(`Quantity of ${pick.title}`).fill(String(pick.quantity));
  await result.getByRole('button', { name: `Add to cart for ${pick.title}` }).click();
  await expect(result.getByRole('status')).toContainText(CART_TEXT.added(1));
}

test('setup → StartPage → two items → Return cart → edit restores the cart → inspect read-only → OrderRequest ordered once → in order history with its PO number', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const picks = await pickProducts(40);

  const start = await startPage(buyer.setup('create'));
  expect(start).toMatch(new RegExp(`^${server.origin}/rs/punchout/start\\?token=[A-Za-z0-9_-]{43}$`));
  await page.goto(start);
  await expect(page).toHaveURL(/\/ws\/main\/home$/);
  await expectNoAxeViolations(page);
  for (const pick of picks) await addFromSearch(page, pick);
  await expectNoAxeViolations(page);

  // The StartPage opens once; opened again (a double click in the agency's system) it is refused and changes
  // nothing of the browser's session: the punchout and its cart are still there.
  await page.goto(start);
  await expect(page.getByRole('heading', { level: 1, name: 'This punchout link can no longer be used' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The cart offers Return cart instead of checkout; the banner names the organization and the shopper.
  await page.goto(CART_PATH);
  await expect(page.getByRole('heading', { level: 1, name: CART_TEXT.title })).toBeVisible();
  for (const pick of picks) await expect(page.getByRole('rowheader', { name: new RegExp(pick.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Punchout session' });
  await expect(banner).toContainText('Punchout from Department of Labor E2E for Pat Requester.');
  await expect(page.getByRole('main').getByRole('link', { name: CART_TEXT.checkout })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Return cart: the server's page posts the cart to the buyer's endpoint by itself.
  await page.getByRole('main').getByRole('link', { name: 'Return cart to Department of Labor E2E' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart received' })).toBeVisible();
  expect(page.url()).toBe(`${buyer.origin}/requisition/return`);
  expect(buyer.received).toHaveLength(1);
  const message = readCxml(buyer.received[0]!).cXML;
  expect(message.Header.From.Credential.Identity).toBe(CREDENTIAL.supplier);
  const poom = message.Message.PunchOutOrderMessage;
  expect(poom.BuyerCookie).toBe('REQ-4711');
  expect(poom.PunchOutOrderMessageHeader['@_operationAllowed']).toBe('edit');
  const lines = poom.ItemIn as Parsed[];
  expect(lines).toHaveLength(2);
  let totalCents = 0;
  const returned: ItemRef[] = [];
  for (const [i, pick] of picks.entries()) {
    const line = lines.find((l) => l.ItemID.SupplierPartID === pick.partNumber);
    expect(line, pick.partNumber).toBeDefined();
    const offer = pick.offers.get(Number(line!.ItemID.SupplierPartAuxiliaryID));
    expect(offer, 'the offer key is one of the product’s offers').toBeDefined();
    expect(line!['@_quantity']).toBe(String(pick.quantity));
    expect(line!['@_lineNumber']).toBe(String(lines.indexOf(line!) + 1));
    expect(line!.ItemDetail.UnitPrice.Money['#text']).toBe((offer!.priceCents / 100).toFixed(2));
    expect(line!.ItemDetail.UnitPrice.Money['@_currency']).toBe('USD');
    expect(line!.ItemDetail.UnitOfMeasure).toBe(rec20Unit(offer!.unit));
    expect(line!.ItemDetail.Classification['@_domain']).toBe('UNSPSC');
    expect(line!.ItemDetail.Classification['#text']).toMatch(/^\d{8}$/);
    expect(line!.ItemDetail.Description['#text']).toBe(pick.title);
    expect(line!.ItemDetail.LeadTime).toMatch(/^\d+$/);
    totalCents += offer!.priceCents * pick.quantity;
    returned[i] = { part: pick.partNumber, aux: String(line!.ItemID.SupplierPartAuxiliaryID), quantity: pick.quantity, priceCents: offer!.priceCents };
  }
  expect(poom.PunchOutOrderMessageHeader.Total.Money['#text']).toBe((totalCents / 100).toFixed(2));

  // edit: the requisition's lines come back into a new session's cart.
  await page.goto(await startPage(buyer.setup('edit', returned)));
  await page.goto(CART_PATH);
  await expect(page.getByRole('heading', { level: 1, name: CART_TEXT.title })).toBeVisible();
  for (const pick of picks) await expect(page.getByRole('rowheader', { name: new RegExp(pick.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await expectNoAxeViolations(page);

  // inspect: the requisition's cart is shown read-only, with nothing on screen that would change it.
  await page.goto(await startPage(buyer.setup('inspect', returned)));
  await page.goto(CART_PATH);
  await expect(page.getByRole('heading', { level: 1, name: CART_TEXT.title })).toBeVisible();
  await expect(page.getByText(PUNCHOUT_TEXT.readOnly)).toBeVisible();
  for (const pick of picks) await expect(page.getByRole('rowheader', { name: new RegExp(pick.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button', { name: /Update quantity|Remove|Accept new price/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: CART_TEXT.park })).toHaveCount(0);
  await expectFitsAtAllWidths(page, 'inspect cart', { axe: true });
  await page.goto(`/ws/search/advantage_search?searchText=${encodeURIComponent(picks[0]!.partNumber)}`);
  await expect(page.getByRole('article', { name: picks[0]!.title }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);

  // The approved requisition: ordered once, however often it is sent.
  const poNumber = `DOL-E2E-${Date.now()}`;
  // A requisition that states another price than the marketplace's is refused, naming the line; nothing is ordered.
  const cheap = await post(PUNCHOUT_PATHS.order, buyer.order(`${poNumber}-X`, returned.map((r, i) => (i === 0 ? { ...r, priceCents: 1 } : r))));
  const cheapText = await cheap.text();
  expect(cheap.status, cheapText).toBe(400);
  expect(readCxml(cheapText).cXML.Response.Status['#text']).toBe(PUNCHOUT_TEXT.itemPrice('1', '0.01', (returned[0]!.priceCents! / 100).toFixed(2)));
  const order = buyer.order(poNumber, returned);
  const first = await post(PUNCHOUT_PATHS.order, order);
  const firstText = await first.text();
  expect(first.status, firstText).toBe(200);
  const groupNumber = /^Order (G\d+) placed\.$/.exec(readCxml(firstText).cXML.Response.Status['#text'] as string)?.[1];
  expect(groupNumber).toBeDefined();
  const again = await post(PUNCHOUT_PATHS.order, order);
  expect(await again.text()).toBe(firstText);

  // The order in the store's order history: a new punchout session of the organization sees it with its PO number.
  await page.goto(await startPage(buyer.setup('create', [], 'REQ-4712')));
  await page.getByRole('region', { name: 'Punchout session' }).getByRole('link', { name: 'Purchase orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(main).toContainText('Purchase orders Department of Labor E2E sent from its procurement system');
  // One order per contractor, all of the PO's one order group.
  const rows = main.getByRole('row').filter({ hasText: poNumber });
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ has: page.getByRole('link', { name: `Order group ${groupNumber!}` }) })).toHaveCount(await rows.count());
  await expectFitsAtAllWidths(page, 'punchout order history', { axe: true });
  await rows.first().getByRole('link', { name: /^Order \S+ details$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order Details: / })).toBeVisible();
  await expect(main.locator('dt', { hasText: 'PO number' }).locator('xpath=following-sibling::dd[1]')).toHaveText(poNumber);
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectFitsAtAllWidths(page, 'punchout order details', { axe: true });
  await context.close();
});
