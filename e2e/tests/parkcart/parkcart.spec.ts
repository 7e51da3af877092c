/**
 * Parked carts (docs/product/cart-and-parked-carts.md parkcart), signed in through the real provider: an item goes to the cart by
 * Quick Order, the cart is parked under a name, listed in My Parked Carts, retrieved, added back to
 * the cart, forwarded to a colleague (who is emailed) and deleted. Every screen passes axe.
 */
import { PARKCART_TEXT } from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { orderableItem } from '../ordering/orderable';
import { mailTo } from '../../support/mailbox';
import { ownMember } from '../../support/members';

test('park a cart, find it in My Parked Carts, retrieve it, add it back, forward it and delete it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const item = await orderableItem(request, 60);
  const quantity = String(Math.max(1, item.minimum));
  const name = `Field office ${Date.now().toString(36)}`;
  // Members of the test's own (support/members.ts): a cart and parked carts nobody else fills, a colleague's mailbox.
  const buyer = ownMember('field.office@usda.gov');
  const colleague = ownMember('aac.supervisor@army.mil');
  await signIn(page, buyer, '/ws/main/start_page?store=USDA');

  // An item into the cart by Quick Order.
  await page.goto('/ws/ordering/quick_ordering');
  await page.getByLabel('Contract number, row 1').fill(item.contractNumber);
  await page.getByLabel('Part number or NSN, row 1').fill(item.partNumber);
  await page.getByLabel('Quantity, row 1').fill(quantity);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Items added to your cart' })).toBeVisible();

  // Save Cart: a blank name is refused on its field; then the cart is parked with the keyboard.
  await page.goto('/ws/parkcart/save_parkcart');
  await expect(page.getByRole('heading', { level: 1, name: 'Save Cart' })).toBeVisible();
  await expect(page).toHaveTitle(/^Save Cart \|/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Park cart' }).click();
  await expect(page.locator('.adv-error-summary')).toBeFocused();
  await expect(page.getByLabel('Cart name')).toHaveAccessibleDescription(/Cart name is required\./);
  await expectNoAxeViolations(page);
  await page.getByLabel('Cart name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  const parked = page.getByRole('heading', { name: 'Cart parked' });
  await expect(parked).toBeFocused();
  const savedText = (await page.locator('.usa-alert--success .usa-alert__text').textContent()) ?? '';
  const cartNumber = /(P\d{4}-\d{6})/.exec(savedText)?.[1] ?? '';
  expect(cartNumber).toMatch(/^P\d{4}-\d{6}$/);
  await expect(page.getByText(PARKCART_TEXT.saved(cartNumber, name))).toBeVisible();
  // Parking moved the items out of the shopping cart.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (0) items' })).toBeVisible();
  await expectNoAxeViolations(page);

  // My Parked Carts lists it.
  await page.getByRole('link', { name: 'My Parked Carts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Parked Carts' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(cartNumber) });
  await expect(row).toContainText(name);
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expectNoAxeViolations(page);

  // Retrieved with today's prices; added back to the shopping cart.
  await row.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(/^Parked Carts \|/);
  await expect(page.getByRole('rowheader').filter({ hasText: item.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add all items to cart' }).click();
  const added = page.locator('.adv-parkcart__notice');
  await expect(added).toBeFocused();
  await expect(added).toContainText(`“${name}” was added to your shopping cart`);
  await expect(added).toContainText(PARKCART_TEXT.added(1));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1) item' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Forward: an address no member has is refused on its field; a colleague gets a copy and an email.
  await page.getByRole('link', { name: 'Forward this cart to a colleague' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forward Parked Cart' })).toBeVisible();
  await page.getByLabel('Colleague’s email address').fill('nobody.here@gsa.gov');
  await page.getByRole('button', { name: 'Forward cart' }).click();
  await expect(page.locator('.adv-error-summary')).toBeFocused();
  await expect(page.getByLabel('Colleague’s email address')).toHaveAccessibleDescription(
    `The address they use to sign in to GSA Advantage. ${PARKCART_TEXT.unknownRecipient('nobody.here@gsa.gov')}`,
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Colleague’s email address').fill(colleague.email);
  await page.getByLabel('Note').fill('For the field office order.');
  await page.getByRole('button', { name: 'Forward cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Parked Carts' })).toBeVisible();
  await expect(page.getByText(PARKCART_TEXT.forwarded(cartNumber, colleague.email))).toBeVisible();
  const mail = await mailTo(request, colleague.email, `${buyer.firstName} ${buyer.lastName} forwarded a parked cart to you: ${name}`);
  expect(mail.text).toContain('For the field office order.');

  // Delete: asked first, then gone from the list.
  await page.getByRole('row', { name: new RegExp(cartNumber) }).getByRole('link', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Parked Cart' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Parked Carts' })).toBeVisible();
  await expect(page.getByText(PARKCART_TEXT.deleted(cartNumber, name))).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(cartNumber) })).toHaveCount(0);
});
