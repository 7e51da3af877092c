/**
 * The shopping cart (docs/product/cart-and-parked-carts.md), in Chromium against the real server: a signed-in buyer adds
 * an offer from the product page, finds it in the cart under its contractor, changes the quantity with
 * the keyboard, is refused a quantity the spec does not allow, and removes the item; a visitor adds from
 * search results. Every cart screen passes axe.
 */
import { CART_PATH, CART_TEXT, type Envelope, type OfferView, type ProductDetailAttributes } from '@advantage/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { ownMember } from '../../support/members';
import { emptyTheCart } from '../../support/orders';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

interface Pick {
  productId: number;
  title: string;
  partNumber: string;
  offer: OfferView;
}

/** The programs the state and local demo buyer is validated for (packages/db/src/seed/demo-state.ts). */
const BUYER_PROGRAMS: readonly string[] = ['COOPERATIVE', 'DISASTER'];

/**
 * A product with an offer under a schedule or Global Supply contract (open to every store) that the state and local
 * buyer may order (open under one of their programs), from `firstId` on.
 */
async function pickProduct(request: APIRequestContext, firstId: number): Promise<Pick> {
  for (let id = firstId; id < firstId + 200; id++) {
    const envelope = (await (await request.get(`/rs/catalog/product_detail?productId=${id}`)).json()) as Envelope;
    if (envelope.responseName !== 'ProductDetail') continue;
    const a = envelope.attributes as ProductDetailAttributes;
    const offer = a.offers.find((o) => o.contract.kind !== 'BPA' && o.statePrograms.some((p) => BUYER_PROGRAMS.includes(p)));
    if (offer) return { productId: id, title: a.product.title, partNumber: a.product.partNumber, offer };
  }
  throw new Error(`No product with an open offer from id ${firstId}`);
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test('a buyer adds from the product page, edits the quantity and removes the item', async ({ page, request }) => {
  test.setTimeout(90_000);
  const item = await pickProduct(request, 300);
  const { offer, title } = item;
  const contractor = offer.contractor.name;
  const first = Math.max(2, offer.minimumOrderQuantity);
  // A member of the test's own (support/members.ts): the cart starts empty; the cart page is where the test starts.
  const buyer = ownMember('purchasing@springfield.il.us');
  await signIn(page, buyer);
  await emptyTheCart(page);
  await expectNoAxeViolations(page);
  await expect(cartLink(page)).toHaveText(/^Cart \(0\)/);

  // Add from the product page: the page says so and links to the cart; the header counts the item.
  await page.goto(`/ws/catalog/product_detail?productId=${item.productId}`);
  const row = page.locator(`table.adv-offers__table tbody tr[data-offer="${offer.id}"]`);
  await row.getByLabel(`Quantity from ${contractor}`).fill(String(first));
  await row.getByRole('button', { name: `Add to cart from ${contractor}` }).click();
  const status = page.locator('.adv-offers__status');
  await expect(status).toContainText(CART_TEXT.added(1));
  await expect(cartLink(page)).toHaveText(/^Cart \(1\)/);
  await status.getByRole('link', { name: CART_TEXT.viewCart }).click();

  // The cart: the item under its contractor with its facts, the subtotal and the total.
  await expect(page).toHaveURL(new RegExp(`${CART_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: CART_TEXT.title })).toBeVisible();
  await expect(page).toHaveTitle(/^Shopping Cart \|/);
  const group = page.getByRole('region', { name: contractor });
  await expect(group.getByRole('heading', { level: 2, name: contractor })).toBeVisible();
  await expect(group).toContainText(`Contract ${offer.contract.number}`);
  const line = group.getByRole('rowheader', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(line).toContainText(`Part number ${item.partNumber}`);
  await expect(line).toContainText(`Unit of issue ${offer.unitOfIssue.code}`);
  await expect(group.locator('tbody tr')).toContainText(money(offer.priceCents));
  await expect(group.locator('tfoot')).toContainText(money(first * offer.priceCents));
  await expect(page.locator('[data-total]')).toHaveText(money(first * offer.priceCents));
  await expectNoAxeViolations(page);

  // A quantity of 9 digits is refused on the field, with the keyboard alone; nothing is sent.
  const quantity = page.getByLabel(`Quantity of ${title}`);
  await quantity.fill('123456789');
  await quantity.press('Enter');
  await expect(group.locator('.usa-error-message')).toHaveText('Quantity must be a whole number of 1 to 8 digits.');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toBeFocused();
  await expectNoAxeViolations(page);

  // A good quantity is saved: the line, the subtotal, the total and the header follow.
  await quantity.fill(String(first + 3));
  await quantity.press('Enter');
  await expect(page.locator('.adv-cart__notice')).toContainText(CART_TEXT.quantityUpdated);
  await expect(group.locator('.usa-error-message')).toHaveCount(0);
  await expect(page.locator('[data-total]')).toHaveText(money((first + 3) * offer.priceCents));
  await page.reload();
  await expect(page.getByLabel(`Quantity of ${title}`)).toHaveValue(String(first + 3));

  // Remove: the cart says so, is empty, and the header counts nothing.
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page.locator('.adv-cart__notice')).toContainText(CART_TEXT.removed);
  await expect(page.locator('.adv-cart__notice')).toBeFocused();
  await expect(page.getByText(CART_TEXT.empty)).toBeVisible();
  await expect(cartLink(page)).toHaveText(/^Cart \(0\)/);
  await expectNoAxeViolations(page);
});

test('a visitor adds a search result, which the cart then lists', async ({ page, request }) => {
  const item = await pickProduct(request, 500);
  await page.goto(`/ws/search/advantage_search?searchText=${encodeURIComponent(item.partNumber)}`);
  const result = page.getByRole('article', { name: item.title }).first();
  await result.getByLabel(`Quantity of ${item.title}`).fill(String(Math.max(1, item.offer.minimumOrderQuantity)));
  // With the keyboard at a phone's width: the button keeps the focus through the add (aria-disabled while the
  // request runs, never disabled, which would drop the focus to the page).
  await page.setViewportSize({ width: 390, height: 844 });
  const add = result.getByRole('button', { name: `Add to cart for ${item.title}` });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(result.getByRole('status')).toContainText(CART_TEXT.added(1));
  await expect(add).toBeFocused();
  await expect(add).not.toHaveAttribute('aria-disabled');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await result.getByRole('link', { name: CART_TEXT.viewCart }).click();
  await expect(page.getByRole('heading', { level: 1, name: CART_TEXT.title })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await expect(cartLink(page)).toHaveText(/^Cart \(1\)/);

  // Pages opened directly that call the server for nothing else still count the cart.
  await page.goto('/ws/bogus/screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Error' })).toBeVisible();
  await expect(cartLink(page)).toHaveText(/^Cart \(1\)/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found Error' })).toBeVisible();
  await expect(cartLink(page)).toHaveText(/^Cart \(1\)/);
});
