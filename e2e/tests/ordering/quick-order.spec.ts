/**
 * Quick Order (docs/product/search-and-catalog.md ordering): a visitor types one good row with the keyboard and pastes one bad
 * row; the good row goes to the cart, the bad one stays on the grid with its message.
 */
import { QUICK_ORDER_TEXT } from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { orderableItem } from './orderable';

test('one bad row is reported on its row and kept; the good row goes to the cart', async ({ page, request }) => {
  const item = await orderableItem(request, 1);
  const quantity = String(Math.max(2, item.minimum));
  await page.goto('/ws/ordering/quick_ordering?store=ADVANTAGE');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();
  await expect(page).toHaveTitle(/^Quick Order \|/);
  await expectNoAxeViolations(page);

  // Keyboard only: type the first row, tab across it, then send the form with Enter from the paste box.
  await page.getByLabel('Contract number, row 1').focus();
  await page.keyboard.type(item.contractNumber.toLowerCase());
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Part number or NSN, row 1')).toBeFocused();
  await page.keyboard.type(item.partNumber);
  await page.keyboard.press('Tab');
  await page.keyboard.type(quantity);
  await page.getByLabel('Or paste rows').fill(`${item.contractNumber}\tNO-SUCH-PART-42\t${quantity}`);
  await page.getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText(QUICK_ORDER_TEXT.added(1))).toBeVisible();
  // The header's cart link follows (docs/product/search-and-catalog.md cart data).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1) item' })).toBeVisible();
  const message = QUICK_ORDER_TEXT.noMatch(item.contractNumber, 'NO-SUCH-PART-42');
  const summary = page.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: `Row 1: ${message}` })).toBeVisible();
  // The bad row is kept on the grid as typed, its message tied to its fields; the good row left the grid.
  await expect(page.getByLabel('Contract number, row 1')).toHaveValue(item.contractNumber);
  await expect(page.getByLabel('Part number or NSN, row 1')).toHaveValue('NO-SUCH-PART-42');
  await expect(page.getByLabel('Quantity, row 1')).toHaveValue(quantity);
  await expect(page.getByLabel('Part number or NSN, row 1')).toHaveAccessibleDescription(message);
  await expect(page.getByLabel('Contract number, row 2')).toHaveValue('');
  await expect(page.getByLabel('Or paste rows')).toHaveValue('');
  await expectNoAxeViolations(page);

  // The summary's link takes the keyboard to the row.
  await summary.getByRole('link', { name: `Row 1: ${message}` }).press('Enter');
  await expect(page.getByLabel('Contract number, row 1')).toBeFocused();

  // Corrected, the row goes in too: every row is in the cart.
  await page.getByLabel('Part number or NSN, row 1').fill(item.partNumber);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Items added to your cart' })).toBeFocused();
  await expect(page.getByText(QUICK_ORDER_TEXT.added(1))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'View your shopping cart' }).click();
  await expect(page).toHaveURL(/\/ws\/cart\/shopping_cart/);
  await expect(page.getByRole('main')).toContainText(item.title);
});
