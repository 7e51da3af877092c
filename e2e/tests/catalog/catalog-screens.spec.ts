import {
  CATALOG_TEXT,
  CATALOG_TITLES,
  type ConfigurationAttributes,
  type ProductDetailAttributes,
  type ProductSummary,
  type StrategicSourcingAttributes,
} from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { answer, findProduct } from './helpers';

test.describe('catalog screens', () => {
  test('quick look opens over the configurations page and Escape returns the focus to its link', async ({ page, request }) => {
    const { id, envelope } = await findProduct(
      request,
      (n) => `catalog/configuration?productId=${n}`,
      (e) => ((e.attributes as ConfigurationAttributes).options ?? []).length > 0,
    );
    const { options, variants } = envelope.attributes as ConfigurationAttributes;
    await page.goto(`/ws/catalog/configuration?productId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: CATALOG_TITLES.configuration })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: options[0]?.name })).toBeVisible();
    await expectNoAxeViolations(page);

    const variant = variants[0] as ProductSummary;
    const look = await answer(request, `catalog/quicklook?productId=${variant.id}`);
    await page.getByRole('link', { name: `Quick look at ${variant.title}` }).click();
    const dialog = page.getByRole('dialog', { name: CATALOG_TITLES.quickLook });
    await expect(dialog.getByRole('heading', { name: CATALOG_TITLES.quickLook })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: variant.title })).toBeVisible();
    const best = (look.attributes as { bestOffer: { contractor: { name: string } } | null }).bestOffer;
    if (best) await expect(dialog).toContainText(best.contractor.name);
    else await expect(dialog).toContainText('No contractor offers this item on a current contract.');
    await expect(dialog.getByRole('link', { name: 'View full product details' })).toHaveAttribute('href', `/ws/catalog/product_detail?productId=${variant.id}`);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(`#quicklook-${variant.id}`)).toBeFocused();

    // And its link leads to the full page.
    await page.locator(`#quicklook-${variant.id}`).click();
    await page.getByRole('dialog', { name: CATALOG_TITLES.quickLook }).getByRole('link', { name: 'View full product details' }).click();
    await expect(page).toHaveURL(new RegExp(`/ws/catalog/product_detail\\?productId=${variant.id}$`));
  });

  test('dealer select opens the product page on the chosen contractor\'s offer', async ({ page, request }) => {
    const { id, envelope } = await findProduct(
      request,
      (n) => `catalog/product_detail?productId=${n}`,
      (e) => e.responseName === 'ProductDetail' && (e.attributes as ProductDetailAttributes).offers.length >= 2,
    );
    const { offers } = envelope.attributes as ProductDetailAttributes;
    await page.goto(`/ws/catalog/product_detail?productId=${id}`);
    await page.getByRole('link', { name: 'Choose a contractor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: CATALOG_TITLES.dealerSelect })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#dealer-error')).toHaveText('Choose a contractor to continue.');
    await expectNoAxeViolations(page);
    const last = offers.at(-1);
    // The radio tiles are styled labels over visually hidden inputs: the buyer clicks the label.
    await page.locator('label.usa-radio__label', { hasText: `${last?.contractor.name}:` }).first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/contractNumber=/);
    await expect(page.locator('.adv-offers__row--highlighted')).toHaveCount(1);
    await expect(page.locator('.adv-offers__row--highlighted')).toContainText('The contract you came from');
  });

  test('strategic sourcing lists the store\'s BPAs and their documents', async ({ page, request }) => {
    const sourcing = await answer(request, 'catalog/strategic_sourcing');
    const vehicle = (sourcing.attributes as StrategicSourcingAttributes).vehicles.find((v) => v.contract.documentCount > 0);
    expect(vehicle).toBeDefined();
    await page.goto('/ws/catalog/strategic_sourcing');
    await expect(page.getByRole('heading', { level: 1, name: CATALOG_TITLES.strategicSourcing })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(`documents? of contract ${vehicle?.contract.number}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: CATALOG_TITLES.bpaDocuments })).toBeVisible();
    await expect(page.getByRole('link', { name: 'BPA Terms and Conditions' })).toHaveAttribute('href', /\/ws\/information\/page\?keyName=BPA_/);
    await expectNoAxeViolations(page);
  });

  test('the part number or NSN lookup finds a product, and a product no contract offers says so', async ({ page, request }) => {
    await page.goto('/ws/catalog/product_detail');
    await expect(page.getByRole('heading', { level: 1, name: CATALOG_TITLES.productLookup })).toBeVisible();
    await expectNoAxeViolations(page);
    const { id, envelope } = await findProduct(
      request,
      (n) => `catalog/product_detail?productId=${n}`,
      (e) => e.responseName === 'ProductDetail' && Boolean((e.attributes as ProductDetailAttributes).product.nsn),
    );
    const { product } = envelope.attributes as ProductDetailAttributes;
    await page.getByRole('textbox', { name: 'Part number or NSN' }).fill(product.nsn ?? '');
    await page.getByRole('button', { name: 'Find product' }).click();
    await expect(page).toHaveURL(new RegExp(`/ws/catalog/product_detail\\?productId=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

    await page.goto('/ws/catalog/product_detail?lookup=NO-SUCH-PART-42');
    await expect(page.getByText(CATALOG_TEXT.lookupNone('NO-SUCH-PART-42'))).toBeVisible();

    const unavailable = await findProduct(request, (n) => `catalog/product_detail?productId=${n}`, (e) => e.responseName === 'Failure');
    await page.goto(`/ws/catalog/product_detail?productId=${unavailable.id}`);
    await expect(page.getByRole('heading', { name: CATALOG_TITLES.productUnavailable })).toBeVisible();
    await expect(page.getByText(CATALOG_TEXT.noCurrentOffers)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
