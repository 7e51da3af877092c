/**
 * The layout guard over the buyer's screens: each screen of the purchase journey, the
 * parked carts, order history, search, the product page, help and the error page is checked at 390 px and
 * 1280 px for sideways scrolling and for a primary action (Add to cart, Update, Remove, Place order,
 * Continue) outside the viewport, with a line in the cart and a parked cart holding one.
 * The buyer is a member of the test's own on the main server (support/members.ts), so the cart and the orders
 * are no other spec's.
 */
import { CART_TEXT, CATALOG_TEXT } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { ownMember } from '../../support/members';
import { luhnCard } from '../../support/orders';
import { orderableItem } from '../ordering/orderable';

// Two dozen screens at two widths, some with axe at both: minutes on a busy two-core machine.
test.describe.configure({ mode: 'default', timeout: 360_000 });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('screens open to everyone fit a phone and a desktop', async ({ page, request }) => {
  await page.goto('/ws/main/start_page?store=ADVANTAGE');
  await expect(heading(page, /./).first()).toBeVisible();
  await expectFitsAtAllWidths(page, 'the start page');

  await page.goto('/ws/search/advantage_search?searchText=toner');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectFitsAtAllWidths(page, 'search results');
  // On a phone the refinements wait behind "Filters", before the results; on a desktop they are beside them.
  const refine = page.getByRole('navigation', { name: 'Refine results' });
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(refine).toBeVisible();
  await expect(filters).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(refine).toBeHidden();
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  const [filtersBox, firstResult] = await Promise.all([filters.boundingBox(), page.getByRole('article').first().boundingBox()]);
  expect(filtersBox!.y).toBeLessThan(firstResult!.y);
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(refine).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  const item = await orderableItem(request, 1);
  await page.goto(`/ws/catalog/product_detail?productId=${item.productId}`);
  await expect(heading(page, item.title)).toBeVisible();
  await expectFitsAtAllWidths(page, 'the product page', { axe: true });
  // The ZIP code's button sits beside its field, not past the hint's width.
  const [zipField, zipButton] = await Promise.all([page.locator('.adv-zip-form input').first().boundingBox(), page.locator('.adv-zip-form button').first().boundingBox()]);
  expect(zipButton!.x - (zipField!.x + zipField!.width)).toBeLessThanOrEqual(24);
  expect(Math.abs(zipButton!.y + zipButton!.height / 2 - (zipField!.y + zipField!.height / 2))).toBeLessThan(8);

  await page.goto('/ws/information/help');
  await expect(heading(page, /Help/)).toBeVisible();
  await expectFitsAtAllWidths(page, 'the help centre');
  // The help search stays in the page's flow: "Popular topics" comes below it, not beside it.
  const [helpSearch, popular] = await Promise.all([
    page.getByRole('search', { name: 'Help topics' }).boundingBox(),
    page.getByRole('heading', { level: 2, name: 'Popular topics' }).boundingBox(),
  ]);
  expect(popular!.y).toBeGreaterThanOrEqual(helpSearch!.y + helpSearch!.height);

  await page.goto('/ws/information/page?keyName=CONTACT_US');
  await expect(heading(page, /./).first()).toBeVisible();
  await expectFitsAtAllWidths(page, 'an information page');

  await page.goto('/ws/bogus/screen');
  await expect(heading(page, /./).first()).toBeVisible();
  await expectFitsAtAllWidths(page, 'the error page');
});

test('a buyer’s cart, checkout, order history and parked carts fit a phone and a desktop', async ({ page, request }) => {
  const item = await orderableItem(request, 30);
  const quantity = String(Math.max(1, item.minimum));
  // The cart starts empty and the order history holds only what the walk orders.
  const buyer = ownMember('buyer@gsa.gov');
  await signIn(page, buyer, '/ws/main/start_page?store=ADVANTAGE');
  await expectFitsAtAllWidths(page, 'the signed-in start page');

  // The product's offers, then the line in the cart.
  await page.goto(`/ws/catalog/product_detail?productId=${item.productId}`);
  const quantityField = page.getByLabel(new RegExp(`^${CATALOG_TEXT.quantityLabel} from `)).first();
  await quantityField.fill(quantity);
  await page.getByRole('button', { name: new RegExp(`^${CATALOG_TEXT.addToCart} from `) }).first().click();
  await expect(page.getByText(CART_TEXT.added(1))).toBeVisible();
  await expectFitsAtAllWidths(page, 'the product page with the item added', { axe: true });
  // The header's count survives a full load: a reload, and an address opened directly.
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(cartLink).toHaveText(/^Cart \(1\)/);
  await page.reload();
  await expect(heading(page, item.title)).toBeVisible();
  await expect(cartLink).toHaveText(/^Cart \(1\)/);
  await page.goto('/ws/search/advantage_search?searchText=toner');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(cartLink).toHaveText(/^Cart \(1\)/);
  await page.goto('/ws/cart/shopping_cart');
  await expect(heading(page, CART_TEXT.title)).toBeVisible();
  await expectFitsAtAllWidths(page, 'the shopping cart', { axe: true });

  // Checkout: review, shipping, verification, payment, email, review again, confirmation.
  await page.getByRole('link', { name: CART_TEXT.checkout }).click();
  await expect(heading(page, 'Process Your Order')).toBeVisible();
  await expectFitsAtAllWidths(page, 'Process Your Order');
  await page.getByRole('link', { name: 'Change the ship-to address' }).click();
  await expect(heading(page, 'Select Shipping Address')).toBeVisible();
  await expectFitsAtAllWidths(page, 'Select Shipping Address');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Verify Purchase Information')).toBeVisible();
  await expectFitsAtAllWidths(page, 'Verify Purchase Information', { axe: true });
  await page.getByRole('button', { name: 'Ship to this address' }).click();
  await expect(heading(page, 'Select Method of payment')).toBeVisible();
  await page.locator('label', { hasText: 'A new purchase card' }).click();
  await expectFitsAtAllWidths(page, 'Select Method of payment');
  await page.getByLabel('Card number').fill(luhnCard('461400555566667'));
  await page.getByLabel('Expiration date').fill(`08/${new Date().getUTCFullYear() + 2}`);
  await page.getByLabel('Name on card').fill('Fran Federal');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Verify Email Address')).toBeVisible();
  await expectFitsAtAllWidths(page, 'Verify Email Address');
  await page.getByRole('link', { name: 'Continue to review' }).click();
  await expect(heading(page, 'Process Your Order')).toBeVisible();
  await expectFitsAtAllWidths(page, 'Process Your Order with a payment');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(heading(page, 'Order Confirmation')).toBeVisible();
  await expectFitsAtAllWidths(page, 'Order Confirmation');

  // Order history and the order's details.
  await page.getByRole('link', { name: 'View order history' }).click();
  await expect(heading(page, 'Order History')).toBeVisible();
  await expectFitsAtAllWidths(page, 'Order History');
  await page.getByRole('link', { name: /^Order \S+ details$/ }).first().click();
  await expect(heading(page, /^Order Details/)).toBeVisible();
  await expectFitsAtAllWidths(page, 'Order Details', { axe: true });

  // A parked cart: the item again, parked, listed and opened.
  await page.goto(`/ws/catalog/product_detail?productId=${item.productId}`);
  await page.getByLabel(new RegExp(`^${CATALOG_TEXT.quantityLabel} from `)).first().fill(quantity);
  await page.getByRole('button', { name: new RegExp(`^${CATALOG_TEXT.addToCart} from `) }).first().click();
  await expect(page.getByText(CART_TEXT.added(1))).toBeVisible();
  await page.goto('/ws/parkcart/save_parkcart');
  await expect(heading(page, 'Save Cart')).toBeVisible();
  await expectFitsAtAllWidths(page, 'Save Cart');
  await page.getByLabel('Cart name').fill('Layout check');
  await page.getByRole('button', { name: 'Park cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart parked' })).toBeVisible();
  await page.getByRole('link', { name: 'My Parked Carts' }).click();
  await expect(heading(page, 'My Parked Carts')).toBeVisible();
  await expectFitsAtAllWidths(page, 'My Parked Carts', { axe: true });
  await page.getByRole('link', { name: 'View Layout check' }).click();
  await expect(heading(page, 'Layout check')).toBeVisible();
  await expectFitsAtAllWidths(page, 'the parked cart’s detail', { axe: true });

  await page.goto('/ws/ordering/quick_ordering');
  await expect(heading(page, /Quick Order/)).toBeVisible();
  await expectFitsAtAllWidths(page, 'Quick Order');
});
