/**
 * Product pictures: products have no photos, so each shows its product type's Material icon
 * (drawn by the server from its own origin, so the strict CSP lets it load) in the item's colour, on the
 * search results, the product page and the cart line. The picture is decorative (alt=""): the title next
 * to it names the item. A cart line also shows the colour and size the catalog gives.
 */
import { CART_TEXT } from '@advantage/contracts';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { orderableItem } from '../ordering/orderable';

/** The picture loaded (CSP and the route let it), is decorative, and is a Material icon on the tile. */
async function expectTypePicture(image: Locator, request: APIRequestContext): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth)).toBeGreaterThan(0);
  await expect(image).toHaveAttribute('alt', '');
  const src = (await image.getAttribute('src'))!;
  expect(src).toMatch(/^\/images\/products\/[a-z0-9-]+\/[a-z]+\.svg$/);
  const svg = await (await request.get(src)).text();
  // The 24-unit Material icon scaled onto the 160 px tile (the hand-drawn pictures had no such group).
  expect(svg).toContain('<g transform="translate(32 32) scale(4)"');
}

test('search results, the product page and the cart line show the product type’s icon', async ({ page, request }) => {
  await page.goto('/ws/search/advantage_search?searchText=chair');
  const result = page.getByRole('article').first();
  await expect(result).toBeVisible();
  await expectTypePicture(result.locator('img').first(), request);
  const chairSrc = await result.locator('img').first().getAttribute('src');
  expect(chairSrc).toMatch(/seating|chair/);

  // A toner cartridge and a chair are different types: different icons.
  const toner = await (await request.get('/rs/search/advantage_search?searchText=toner')).json();
  const tonerImage = (toner.attributes.results as Array<{ imageUrl: string }>)[0]!.imageUrl;
  const tonerSvg = await (await request.get(tonerImage)).text();
  const chairSvg = await (await request.get(chairSrc!)).text();
  expect(tonerSvg.replace(/fill="[^"]*"/g, '')).not.toBe(chairSvg.replace(/fill="[^"]*"/g, ''));

  const item = await orderableItem(request, 60);
  await page.goto(`/ws/catalog/product_detail?productId=${item.productId}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expectTypePicture(page.locator('.adv-product__image'), request);
  const colour = page.locator('.adv-attributes tr', { hasText: /Color/ }).first();
  const colourText = (await colour.count()) ? ((await colour.locator('td').first().textContent()) ?? '').trim() : '';

  // Into the cart: the line shows the picture and, when the catalog gives one, the colour.
  await page.getByLabel(/^Quantity from /).first().fill(String(Math.max(1, item.minimum)));
  await page.getByRole('button', { name: /^Add to cart from / }).first().click();
  await expect(page.getByText(CART_TEXT.added(1))).toBeVisible();
  await page.goto('/ws/cart/shopping_cart');
  const line = page.getByRole('rowheader').first();
  await expect(line).toBeVisible();
  await expectTypePicture(line.locator('img'), request);
  if (colourText) await expect(line).toContainText(`Color ${colourText}`);
  await expectNoAxeViolations(page);
});
