/**
 * Checkout (docs/product/checkout.md checkout and ggs/cart): a signed-in demo buyer adds an item and
 * checks out, once by purchase card to the default address and once by agency accounting codes to an
 * AAC/DoDAAC address added during checkout (the buyer's granted AAC 47QSMA, whose password is asked once:
 * a wrong one is reported, the right one unlocks it for the session). Every screen passes axe; the review and
 * confirmation screens, whose order lines stack into cards on a phone, are scanned at 390 and 1280 px. The
 * confirmation names the order numbers and the confirmation email arrives. Each journey has a buyer of its own
 * (support/members.ts), so they run side by side and neither sees the other's cart or address book.
 */
import { AAC_ACCESS_TEXT, CARD_TEXT, CART_TEXT, CATALOG_TEXT, type Envelope, type ProductDetailAttributes } from '@advantage/contracts';
import { DEMO_AAC_PASSWORD } from '@advantage/db';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, displayName, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { luhnCard } from '../../support/orders';
import { type Mail, mailTo } from '../../support/mailbox';
import { ownMember } from '../../support/members';

// Long journeys (sign-in through the provider, many screens each checked with axe).
test.describe.configure({ timeout: 180_000 });

const BUYER = 'buyer@gsa.gov';

const CARD = luhnCard('461400987654321');
const EXPIRY = `09/${new Date().getUTCFullYear() + 2}`;

/** A product with an offer on a schedule or Global Supply contract, and that offer's contractor. */
async function orderable(request: APIRequestContext, firstId: number) {
  for (let id = firstId; id < firstId + 200; id++) {
    const envelope = (await (await request.get(`/rs/catalog/product_detail?productId=${id}`)).json()) as Envelope;
    if (envelope.responseName !== 'ProductDetail') continue;
    const a = envelope.attributes as ProductDetailAttributes;
    const offer = a.offers.find((o) => o.contract.kind !== 'BPA');
    if (offer) return { id, title: a.product.title, contractor: offer.contractor.name, quantity: String(Math.max(1, offer.minimumOrderQuantity)) };
  }
  throw new Error(`no orderable product from ${firstId}`);
}

async function addToCart(page: Page, request: APIRequestContext, firstId: number) {
  const item = await orderable(request, firstId);
  await page.goto(`/ws/catalog/product_detail?productId=${item.id}`);
  await page.getByLabel(`${CATALOG_TEXT.quantityLabel} from ${item.contractor}`).first().fill(item.quantity);
  await page.getByRole('button', { name: `${CATALOG_TEXT.addToCart} from ${item.contractor}` }).first().click();
  await expect(page.getByText(CART_TEXT.added(1))).toBeVisible();
  return item;
}

async function openReviewFromCart(page: Page) {
  await page.goto('/ws/cart/shopping_cart');
  await page.getByRole('link', { name: CART_TEXT.checkout }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
}

/** Places the order (unless already sent) and reads the confirmation's numbers. */
async function placeOrder(page: Page, click = true): Promise<{ group: string; orders: string }> {
  if (click) await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page).toHaveURL(/\/ws\/checkout\/order_confirm\?group=G\d+/);
  const heading = page.getByRole('heading', { name: 'Thank you. Your order was placed.' });
  await expect(heading).toBeFocused();
  const text = (await page.locator('.usa-alert--success').textContent()) ?? '';
  const match = /Order group (G\d+): order numbers? ([A\d, ]+)\./.exec(text);
  if (!match) throw new Error(`no order numbers in: ${text}`);
  return { group: match[1]!, orders: match[2]! };
}

function confirmationMail(request: APIRequestContext, buyer: DemoAccount, group: string): Promise<Mail> {
  return mailTo(request, buyer.email, (s) => s.includes(group));
}

test('pays by purchase card: shipping, payment, review with delivery options, confirmation and email', async ({ page, request }) => {
  const buyer = ownMember(BUYER);
  await signIn(page, buyer);
  const item = await addToCart(page, request, 1);
  await openReviewFromCart(page);
  await expect(page.getByRole('main')).toContainText(item.title);
  await expect(page.getByRole('main')).toContainText('Choose a method of payment.');
  // The order's lines stack into cards on a phone: nothing in a sideways-scrolled box, axe-clean at both widths.
  await expectFitsAtAllWidths(page, 'Process Your Order', { axe: true });

  // Shipping: the default address is chosen; verify it and ship there.
  await page.getByRole('link', { name: 'Change the ship-to address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select Shipping Address' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /GSA Headquarters \(default\)/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Purchase Information' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('1800 F Street NW');
  await expectFitsAtAllWidths(page, 'Verify Purchase Information', { axe: true });
  await page.getByRole('button', { name: 'Ship to this address' }).click();

  // Payment: a mistyped card is refused with the rule's message, focused; the corrected one is taken.
  await expect(page.getByRole('heading', { level: 1, name: 'Select Method of payment' })).toBeVisible();
  await expectNoAxeViolations(page);
  // USWDS tiles hide the radio itself; the buyer selects the tile's label.
  await page.locator('label', { hasText: 'A new purchase card' }).click();
  await expect(page.getByRole('radio', { name: /A new purchase card/ })).toBeChecked();
  await page.getByLabel('Card number').fill(`${CARD.slice(0, 15)}${(Number(CARD[15]) + 1) % 10}`);
  await page.getByLabel('Expiration date').fill(EXPIRY);
  await page.getByLabel('Name on card').fill(displayName(buyer));
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: CARD_TEXT.luhn })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(new RegExp(CARD_TEXT.luhn.replace(/[.]/g, '\\.')));
  await expectNoAxeViolations(page);
  await page.getByLabel('Card number').fill(CARD.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Email Address' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`Visa •••• ${CARD.slice(-4)}`);
  await expect(page.getByRole('main')).toContainText(buyer.email);
  await expect(page.getByRole('main')).not.toContainText(CARD);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue to review' }).click();

  // Review: the deliver-by date and PO notes of the order.
  await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
  await page.getByRole('link', { name: 'Change delivery dates and PO notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Options' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Deliver on or before').fill('1/2/2020');
  await page.getByRole('button', { name: 'Save delivery options' }).click();
  await expect(summary.getByRole('link', { name: 'The deliver-by date cannot be in the past.' })).toBeVisible();
  const later = new Date(Date.now() + 30 * 86_400_000);
  await page.getByLabel('Deliver on or before').fill(`${later.getUTCMonth() + 1}/${later.getUTCDate()}/${later.getUTCFullYear()}`);
  await page.getByLabel('PO notes').fill('Deliver to loading dock B.');
  await page.getByRole('button', { name: 'Save delivery options' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
  await expect(page.getByText('Delivery dates and notes saved.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Deliver to loading dock B.');
  await expect(page.getByRole('main')).toContainText(`Visa •••• ${CARD.slice(-4)}, expires ${EXPIRY}`);
  await expectFitsAtAllWidths(page, 'the review with delivery options', { axe: true });

  const placed = await placeOrder(page);
  await expect(page.getByRole('main')).toContainText(item.title);
  await expect(page.getByRole('main')).toContainText(`Order ${placed.orders.split(', ')[0]}`);
  await expectFitsAtAllWidths(page, 'the order confirmation', { axe: true });

  const mail = await confirmationMail(request, buyer, placed.group);
  expect(mail.text).toContain(placed.orders.split(', ')[0]);
  expect(mail.text).toContain(`Visa •••• ${CARD.slice(-4)}`);
  expect(mail.text).not.toContain(CARD);
});

test('pays by agency accounting codes to an AAC/DoDAAC address added during checkout', async ({ page, request }) => {
  const buyer = ownMember(BUYER);
  await signIn(page, buyer);
  await addToCart(page, request, 40);
  await openReviewFromCart(page);

  await page.getByRole('link', { name: 'Change the ship-to address' }).click();
  await page.getByRole('link', { name: 'Add an AAC/DoDAAC address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New AAC/DoDAAC Address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Address name').fill('Supply Annex');
  await page.getByLabel('AAC or DoDAAC').fill('47QX');
  await page.getByRole('textbox', { name: /^Street address(?! line)/ }).fill('301 7th Street SW');
  await page.getByLabel('City (APO, FPO or DPO for a military post office)').fill('Washington');
  await page.getByLabel('State or territory').selectOption('DC');
  await page.getByLabel('ZIP code').fill('20407');
  await page.getByLabel('Phone number').fill('202-555-0177');
  await page.getByRole('button', { name: 'Save and ship here' }).click();
  const summary = page.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['An AAC or DoDAAC is exactly six letters or digits, for example W91QUZ.']);
  await expectNoAxeViolations(page);
  // The buyer's granted AAC: its password is asked once per session, a wrong one is reported on the field.
  await page.getByLabel('AAC or DoDAAC').fill('47qsma');
  await page.getByLabel(/^AAC password/).fill('NotMine2026');
  await page.getByRole('button', { name: 'Save and ship here' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([AAC_ACCESS_TEXT.wrongPassword('47QSMA', 4)]);
  await expect(page.locator('#aacPassword-error')).toContainText(AAC_ACCESS_TEXT.wrongPassword('47QSMA', 4));
  await expectNoAxeViolations(page);
  await page.getByLabel(/^AAC password/).fill(DEMO_AAC_PASSWORD);
  await page.getByRole('button', { name: 'Save and ship here' }).click();

  // No method of payment is chosen for this cart yet: the payment step comes next.
  await expect(page.getByRole('heading', { level: 1, name: 'Select Method of payment' })).toBeVisible();
  // Keyboard alone: the arrow key moves the choice, Tab reaches Continue, Enter sends it.
  await page.getByRole('radio', { name: /A new purchase card/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Agency accounting codes/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Requisition Appropriation Data' })).toBeVisible();
  await expect(page.getByLabel('AAC/DoDAAC')).toHaveValue('47QSMA');
  await expectNoAxeViolations(page);
  await page.getByLabel('Fund code').fill('2F');
  await page.getByLabel('Appropriation').fill('097X4930');
  await page.getByLabel('Object class').fill('26.0');
  await page.getByRole('button', { name: 'Use these accounting codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Email Address' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('AAC 47QSMA, fund code 2F, appropriation 097X4930, object class 26.0');
  await page.getByRole('link', { name: 'Continue to review' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('AAC/DoDAAC 47QSMA');
  await expectFitsAtAllWidths(page, 'the review to an AAC address', { axe: true });
  await page.getByRole('button', { name: 'Place order' }).focus();
  await page.keyboard.press('Enter');
  const placed = await placeOrder(page, false);
  await expect(page.getByRole('main')).toContainText('AAC 47QSMA, fund code 2F');
  await expect(page.getByRole('main')).toContainText('Supply Annex');
  await expectFitsAtAllWidths(page, 'the confirmation paid by accounting codes', { axe: true });
  const mail = await confirmationMail(request, buyer, placed.group);
  expect(mail.text).toContain('AAC/DoDAAC: 47QSMA');
});
