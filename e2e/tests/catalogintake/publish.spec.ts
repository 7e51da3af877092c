/**
 * A contractor's catalog goes live (docs/adr/0028-catalog-intake.md, docs/adr/0029-contractor-uploads.md): the
 * contractor's system uploads its file with a credential of its own (POST /contractor/catalog), an operator
 * publishes the checked upload (`scripts/catalog.mjs publish --upload ID`), and a signed-out buyer searching the
 * product finds the new price on the results and on the product page within the minute ADR 0028 promises.
 *
 * The spec runs on its own server: the operator scripts open the embedded PGlite database, which only one process
 * may hold, so the server is stopped while a script runs and started again on the same data directory (README
 * "Contractor catalogs"), as an operator of the embedded database does.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG_TEXT, type CatalogUploadAnswer, CONTRACTOR_PATHS, type ProductDetailAttributes, usdText } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { OwnServer, ownServerPorts } from '../../support/own-server';
import { findProduct } from '../catalog/helpers';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// Slot 12: slots 0-11 and 13 are other specs' own servers.
const PORTS = ownServerPorts(12);
test.use({ baseURL: `http://localhost:${PORTS.port}` });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = new OwnServer(PORTS);
  await server.start(200_000);
});
test.afterAll(async () => server?.dispose());

/** Runs an operator script on the own server's database (the server stopped) and answers its output. */
async function operatorScript(args: string[]): Promise<string> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code, out).toBe(0);
  return out;
}

/** A product's result (ResultItem: the article is labelled by its title, whose id names the product; titles repeat). */
const result = (page: Page, productId: number) => page.locator(`article[aria-labelledby="result-${productId}"]`);
const resultPrice = (page: Page, productId: number) => result(page, productId).locator('.adv-result__price');

test('a contractor uploads its catalog, an operator publishes it, a buyer searching finds the new price within a minute', async ({ page, request }) => {
  test.setTimeout(420_000);

  // The demo's sample file (written by the server at its first start): the whole catalog of one contract in force.
  const sample = readFileSync(join(server.dataDir, 'sample-catalog.csv'), 'utf8').split('\r\n');
  const [contractNumber, sin] = sample[1]!.split(',', 2) as [string, string];
  const lineOfOffer = (offerId: number) => sample.findIndex((l) => l.startsWith(`${contractNumber},${sin},SKU-${offerId},`));

  // A product the contract offers in the file, at a price above $2, whose new price will be the lowest of its offers.
  const { id: productId, envelope } = await findProduct(request, (n) => `catalog/product_detail?productId=${n}`, (e) => {
    if (e.responseName !== 'ProductDetail') return false;
    const offer = (e.attributes as ProductDetailAttributes).offers.find((o) => o.contract.number === contractNumber);
    return offer !== undefined && offer.priceCents >= 200 && lineOfOffer(offer.id) > 0;
  });
  const product = (envelope.attributes as ProductDetailAttributes).product;
  const offers = (envelope.attributes as ProductDetailAttributes).offers;
  const offer = offers.find((o) => o.contract.number === contractNumber)!;
  // Half the lowest current offer: after publishing, the product's lowest price (recomputed from the offers of
  // contracts in force) is the new one.
  const newCents = Math.floor(Math.min(...offers.map((o) => o.priceCents)) / 2);

  // Before: the buyer finds the product, not at the new price. (The generated catalog's stored lowest price may
  // still count an ended contract's offer, which the product page does not list; publishing recomputes it.)
  await page.goto(`/ws/search/advantage_search?searchText=${encodeURIComponent(product.partNumber)}`);
  await expect(result(page, productId)).toHaveAccessibleName(product.title);
  await expect(resultPrice(page, productId)).toContainText('$');
  await expect(resultPrice(page, productId)).not.toContainText(usdText(newCents));

  // The contractor's file: the sample with this offer re-priced (the price is the tenth of the line's cells, and the
  // cells after the description hold no commas).
  const index = lineOfOffer(offer.id);
  const tail = /,([A-Z]{2}),(\d+\.\d{2}),(\d+),(\d+),(\d{8}),([^,"]*),([^,"]*),([^,"]*),([^,"]*)$/;
  expect(sample[index]).toMatch(tail);
  const file = sample.map((l, i) => (i === index ? l.replace(tail, (_m, unit: string, _price, ...rest: string[]) => `,${unit},${(newCents / 100).toFixed(2)},${rest.slice(0, 7).join(',')}`) : l)).join('\r\n');

  // The operator issues the contractor a credential (the server stopped: the script opens the embedded database).
  // The buyer's page is left first: an open page reloads itself when its connection comes back after the restart
  // (spec: reload on reconnect), which would cut across the test's own next navigation.
  await page.goto('about:blank');
  await server.stop();
  const issued = await operatorScript(['scripts/contractor-credential.mjs', 'issue', '--contractor', String(offer.contractor.id), '--name', 'e2e catalog feed']);
  const token = /^Token .*: (\S+)$/m.exec(issued)?.[1];
  expect(token, issued).toBeTruthy();
  await server.start();

  // The contractor's system uploads the file: checked, every line passes, the one re-pricing among the changes.
  const uploaded = await fetch(`${server.origin}${CONTRACTOR_PATHS.catalog}?name=catalog.csv`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'text/csv' },
    body: file,
  });
  const answer = (await uploaded.json()) as CatalogUploadAnswer;
  expect(uploaded.status, JSON.stringify(answer)).toBe(201);
  expect(answer).toMatchObject({ status: 'checked', contractNumber, refused: 0, problems: [] });
  expect(answer.comparison!.changed).toBeGreaterThanOrEqual(1);

  // Checked is not published: the buyer still sees the old price.
  await page.goto(`/ws/catalog/product_detail?productId=${productId}`);
  await expect(page.locator(`tr[data-offer="${offer.id}"] .adv-offers__amount`)).toHaveText(usdText(offer.priceCents));

  // The operator publishes the upload (the buyer's page left first, as above).
  await page.goto('about:blank');
  await server.stop();
  const published = await operatorScript(['scripts/catalog.mjs', 'publish', '--upload', answer.reportId, '--actor', 'e2e operator']);
  expect(published).toContain(`Published to contract ${contractNumber}`);
  await server.start();
  const publishedAt = Date.now();

  // The buyer searches the product by its part number and finds the new price: within 60 s of the publication
  // (the catalog generation reloads the index, answers are cached at most 60 s), so the page is searched again
  // until then.
  await expect(async () => {
    await page.goto(`/ws/search/advantage_search?searchText=${encodeURIComponent(product.partNumber)}`);
    await expect(resultPrice(page, productId)).toContainText(usdText(newCents), { timeout: 5_000 });
  }).toPass({ timeout: Math.max(1_000, 60_000 - (Date.now() - publishedAt)) });
  await expectNoAxeViolations(page);

  // The product page: the contractor's offer at its new price, marked the lowest.
  await result(page, productId).getByRole('link', { name: product.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const row = page.locator(`tr[data-offer="${offer.id}"]`);
  await expect(row.locator('.adv-offers__amount')).toHaveText(usdText(newCents));
  await expect(row).toContainText(contractNumber);
  await expect(row).toContainText(CATALOG_TEXT.lowestPrice);
  await expectNoAxeViolations(page);
});
