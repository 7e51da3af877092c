import { CART_PATH, CART_TEXT, CATALOG_TEXT, CATALOG_TITLES, type OfferView, type ProductDetailAttributes } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { findProduct } from './helpers';

const offerRows = (page: Page) => page.locator('table.adv-offers__table tbody tr');

/** A product with at least three offers, one of them with a minimum order above one. */
async function productWithOffers(request: Parameters<typeof findProduct>[0]) {
  const { id, envelope } = await findProduct(
    request,
    (n) => `catalog/product_detail?productId=${n}`,
    (e) => {
      const offers = (e.attributes as ProductDetailAttributes).offers ?? [];
      return e.responseName === 'ProductDetail' && offers.length >= 3 && new Set(offers.map((o) => o.priceCents)).size > 1;
    },
  );
  return { id, attributes: envelope.attributes as ProductDetailAttributes };
}

test.describe('product detail', () => {
  test('compares every offer side by side, marks the lowest price and sorts by delivery', async ({ page, request }) => {
    const { id, attributes } = await productWithOffers(request);
    await page.goto(`/ws/catalog/product_detail?productId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: attributes.product.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${CATALOG_TITLES.productDetail} \\|`));
    await expect(offerRows(page)).toHaveCount(attributes.offers.length);

    // Lowest price first, and every lowest-priced row says so in words.
    const lowest = Math.min(...attributes.offers.map((o) => o.priceCents));
    const lowestCount = attributes.offers.filter((o) => o.priceCents === lowest).length;
    await expect(page.locator('table.adv-offers__table tbody tr', { hasText: CATALOG_TEXT.lowestPrice })).toHaveCount(lowestCount);
    await expect(offerRows(page).first()).toContainText(CATALOG_TEXT.lowestPrice);
    const first = attributes.offers[0] as OfferView;
    await expect(offerRows(page).first().getByRole('rowheader')).toContainText(first.contractor.name);
    await expect(offerRows(page).first()).toContainText(first.contract.number);
    await expect(offerRows(page).first()).toContainText(`SIN ${first.contract.sin}`);

    // Facts: unit of issue with its meaning, the NSN when there is one, manufacturer part number.
    const facts = page.locator('.adv-product .adv-facts').first();
    await expect(facts).toContainText(`${attributes.product.unitOfIssue.code} (${attributes.product.unitOfIssue.meaning})`);
    await expect(facts).toContainText(attributes.product.partNumber);
    await expect(page.getByRole('navigation', { name: 'Category' })).toContainText(attributes.product.category.at(-1)?.name ?? '');
    await expectNoAxeViolations(page);

    // Sort by delivery: the column says it is sorted, the fastest offer comes first.
    const priceHeader = page.getByRole('columnheader', { name: /^Price/ });
    const deliveryHeader = page.getByRole('columnheader', { name: /^Delivery/ });
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await deliveryHeader.getByRole('button').click();
    await expect(deliveryHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    const fastest = [...attributes.offers].sort((a, b) => a.deliveryDays - b.deliveryDays || a.priceCents - b.priceCents || a.id - b.id)[0] as OfferView;
    await expect(offerRows(page).first()).toHaveAttribute('data-offer', String(fastest.id));
    await expect(page.locator('table.adv-offers__table caption')).toContainText('fastest delivery first');
  });

  test('checks the quantity with the spec rule and the minimum order before posting to the cart', async ({ page, request }) => {
    const { id, attributes } = await productWithOffers(request);
    await page.goto(`/ws/catalog/product_detail?productId=${id}`);
    const offer = attributes.offers[0] as OfferView;
    const row = offerRows(page).first();
    const quantity = row.getByLabel(`Quantity from ${offer.contractor.name}`);
    const add = row.getByRole('button', { name: `Add to cart from ${offer.contractor.name}` });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/rs/cart/addCart')) posts.push(r.postData() ?? '');
    });

    for (const [value, message] of [
      ['abc', 'Quantity must be a whole number of 1 to 8 digits.'],
      ['123456789', 'Quantity must be a whole number of 1 to 8 digits.'],
      ['0', 'Quantity must be at least 1.'],
    ] as const) {
      await quantity.fill(value);
      await add.click();
      await expect(row.locator('.usa-error-message')).toHaveText(message);
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(quantity).toBeFocused();
    }
    await expectNoAxeViolations(page);
    if (offer.minimumOrderQuantity > 1) {
      await quantity.fill(String(offer.minimumOrderQuantity - 1));
      await add.click();
      await expect(row.locator('.usa-error-message')).toHaveText(CATALOG_TEXT.belowMinimum(offer.minimumOrderQuantity, offer.unitOfIssue.code));
    }
    expect(posts).toEqual([]);

    // A good quantity is posted to cart/addCart: the page says it was added, links to the cart and stays.
    await quantity.fill(String(Math.max(2, offer.minimumOrderQuantity)));
    // With the keyboard: the button keeps the focus through the add (aria-disabled while it runs, never disabled).
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.adv-offers__status')).toContainText(CART_TEXT.added(1));
    await expect(add).toBeFocused();
    await expect(page.locator('.adv-offers__status').getByRole('link', { name: CART_TEXT.viewCart })).toHaveAttribute('href', CART_PATH);
    await expect(row.locator('.usa-error-message')).toHaveCount(0);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? '{}')).toEqual({
      productId: id,
      offerId: offer.id,
      contractNumber: offer.contract.number,
      quantity: String(Math.max(2, offer.minimumOrderQuantity)),
    });
    await expect(page.getByRole('heading', { level: 1, name: attributes.product.title })).toBeVisible();
  });

  test('opens the contractor details dialog; Escape closes it and the focus returns to the contractor', async ({ page, request }) => {
    const { id, attributes } = await productWithOffers(request);
    const offer = attributes.offers[1] as OfferView;
    await page.goto(`/ws/catalog/product_detail?productId=${id}`);
    const link = page.locator(`#offer-${offer.id}-contractor`);
    await link.click();
    const dialog = page.getByRole('dialog', { name: CATALOG_TITLES.contractorDetail });
    await expect(dialog.getByRole('heading', { name: CATALOG_TITLES.contractorDetail })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: offer.contractor.name })).toBeVisible();
    await expect(dialog).toContainText('Unique Entity ID (UEI)');
    await expect(dialog).toContainText(`Contract ${offer.contract.number}`);
    await expect(dialog).toContainText('Payment terms');
    await expect(dialog.getByRole('heading', { name: `Contract ${offer.contract.number} (the offer you came from)` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/ws/catalog/product_detail\\?productId=${id}$`));
    await expect(page.locator(`#offer-${offer.id}-contractor`)).toBeFocused();
  });

  test('estimates delivery for a ZIP code, asking for one first', async ({ page, request }) => {
    const { id, attributes } = await productWithOffers(request);
    await page.goto(`/ws/catalog/product_detail?productId=${id}&deliveryEstimate=true`);
    await expect(page.getByRole('heading', { level: 1, name: CATALOG_TITLES.enterZip })).toBeVisible();
    await expectNoAxeViolations(page);
    const zip = page.getByLabel('ZIP code');
    await zip.fill('2040');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.usa-error-message')).toHaveText('Enter a 5-digit ZIP code, optionally followed by a hyphen and 4 digits (12345 or 12345-6789).');
    await zip.fill('20405');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: attributes.product.title })).toBeVisible();
    await expect(page.locator('.adv-product__delivery')).toContainText('ZIP 20405');
    await expect(page.locator('.adv-offers__estimate')).toHaveCount(attributes.offers.length);
    await expect(page.locator('.adv-offers__estimate').first()).toContainText(/^Arrives /);
    await expectNoAxeViolations(page);
  });

  test('cart/enterZip lists each offer\'s estimate for the ZIP entered', async ({ page, request }) => {
    const { id, attributes } = await productWithOffers(request);
    await page.goto(`/ws/cart/enterZip?productId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: CATALOG_TITLES.enterZip })).toBeVisible();
    await expect(page.getByRole('link', { name: attributes.product.title })).toBeVisible();
    await page.getByLabel('ZIP code').fill('99501');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/ws/cart/enterZip\\?zip=99501&productId=${id}$`));
    const estimates = page.getByRole('region', { name: 'Delivery to ZIP 99501, Alaska' }).getByRole('listitem');
    await expect(estimates).toHaveCount(attributes.offers.length);
    await expect(estimates.first()).toContainText(`${(attributes.offers[0] as OfferView).contractor.name}, contract`);
    await expect(page.getByText('Shipments outside the continental United States take extra days.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown or malformed product id is Product Not Found, with the lookup form', async ({ page }) => {
    for (const id of ['999999999', 'abc']) {
      await page.goto(`/ws/catalog/product_detail?productId=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: CATALOG_TITLES.productNotFound })).toBeVisible();
      await expect(page.getByText(CATALOG_TEXT.notFound)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${CATALOG_TITLES.productNotFound} \\|`));
    }
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Part number or NSN' }).fill('%%');
    await page.getByRole('button', { name: 'Find product' }).click();
    await expect(page.locator('.usa-error-message')).toHaveText('A part number or NSN must contain letters or digits.');
  });
});
