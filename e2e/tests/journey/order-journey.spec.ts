/**
 * The ordering journeys end to end, signed in through the real provider, every screen
 * checked with axe:
 * 1. header search → add a result → change its quantity in the cart → park the cart → forward it to a
 *    colleague, who sees the copy in My Parked Carts → the buyer adds the parked cart back → checks out
 *    by purchase card → confirmation, email, order history, details and the order's PDF;
 * 2. the same purchase by agency accounting codes, shipped to the buyer's AAC/DoDAAC address;
 * 3. Quick Order with one bad row: reported on its row and kept; the good row lands in the cart.
 * The buyer is a copy of the Marine Corps demo member (the one with a seeded AAC/DoDAAC address, M28542, and its
 * AAC password) of each journey's own, and the colleague the same copy of the AAC supervisor (support/members.ts):
 * each journey starts from an empty cart of its own, whatever another ran before or beside it.
 */
import { accountingLabel, CART_TEXT, cardChoiceLabel, PARKCART_TEXT, QUICK_ORDER_TEXT, summarizeCard } from '@advantage/contracts';
import { DEMO_AAC_PASSWORD } from '@advantage/db';
import { expect, type Page, test } from '@playwright/test';
import { type DemoAccount, displayName, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { WITH_PDF_VIEWER } from '../../support/browser';
import { ownMember } from '../../support/members';
import { orderableItem } from '../ordering/orderable';
import { cartLink, heading, historyDetailsAndPdf, placeAndConfirm, proceedToCheckout } from './steps';
import { literal, luhnCard, mailTo } from './support';

// The order's PDF is looked at in a window of its own: the full browser, with its PDF viewer.
test.use({ launchOptions: WITH_PDF_VIEWER });

// Journeys 1 and 2 cross a dozen screens or more, each checked with axe, and sign in through the provider
// (journey 1 twice): alone they take about 30 s and 15 s; journey 1 gets room for the full suite's load on two
// shared cores.

/** The running journey's own copy of the Marine Corps buyer. */
const ownMarine = (): DemoAccount => ownMember('marine.buyer@usmc.mil');
const CARD = luhnCard('556812340987654');
const EXPIRY = `11/${new Date().getUTCFullYear() + 3}`;
const CARD_LABEL = cardChoiceLabel(summarizeCard(CARD, EXPIRY));
const ACCOUNTING = { aac: 'M28542', fundCode: '2F', appropriation: '017X1106', objectClass: '26.0', projectJob: '', documentNumber: '' };

/** Signs the buyer in from the Marine Corps store's start page; signing in keeps that store (ADR 0017). */
async function signInMarine(page: Page, marine: DemoAccount): Promise<void> {
  await signIn(page, marine, '/ws/main/start_page?store=USMC');
  await expect(page).toHaveURL(/\/ws\/main\/start_page\?store=USMC$/);
}

test('search, add, edit the cart, park, forward to a colleague, add it back, pay by card, find the order and its PDF', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const item = await orderableItem(request, 200);
  const quantity = Math.max(1, item.minimum);
  const name = `Range kit ${Date.now().toString(36)}`;
  const marine = ownMarine();
  const colleague = ownMember('aac.supervisor@army.mil');
  await signInMarine(page, marine);
  await expectNoAxeViolations(page);

  // Header search by the item's part number; the result goes to the cart.
  const search = page.getByRole('combobox', { name: 'Search products and services' });
  await search.fill(item.partNumber);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ws\/search\/header_search\?searchText=/);
  const result = page.getByRole('article', { name: item.title }).first();
  await expect(result).toContainText(item.partNumber);
  await expectNoAxeViolations(page);
  await result.getByLabel(`Quantity of ${item.title}`).fill(String(quantity));
  await result.getByRole('button', { name: `Add to cart for ${item.title}` }).click();
  await expect(result.getByRole('status')).toContainText(CART_TEXT.added(1));
  await expect(cartLink(page)).toHaveText(/^Cart \(1\)/);
  await expectNoAxeViolations(page);
  await result.getByRole('link', { name: CART_TEXT.viewCart }).click();

  // The cart: the line with its part number; only the quantity changes (no price to accept).
  await expect(heading(page, CART_TEXT.title)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: literal(item.title) })).toContainText(`Part number ${item.partNumber}`);
  await expect(page.getByRole('button', { name: new RegExp(CART_TEXT.acceptNewPrice) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: CART_TEXT.checkout })).toBeVisible();
  await expectNoAxeViolations(page);
  const total = page.locator('[data-total]');
  const unitTotal = Number(await total.getAttribute('data-total')) / quantity;
  const field = page.getByLabel(`Quantity of ${item.title}`);
  await field.fill(String(quantity + 2));
  await field.press('Enter');
  await expect(page.locator('.adv-cart__notice')).toContainText(CART_TEXT.quantityUpdated);
  await expect(total).toHaveAttribute('data-total', String(unitTotal * (quantity + 2)));
  await expectNoAxeViolations(page);

  // Park it under a name: the items leave the shopping cart.
  await page.getByRole('link', { name: CART_TEXT.park }).click();
  await expect(heading(page, 'Save Cart')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Cart name').fill(name);
  await page.getByRole('button', { name: 'Park cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart parked' })).toBeFocused();
  const savedText = (await page.locator('.usa-alert--success .usa-alert__text').textContent()) ?? '';
  const cartNumber = /(P\d{4}-\d{6})/.exec(savedText)?.[1] ?? '';
  expect(savedText).toBe(PARKCART_TEXT.saved(cartNumber, name));
  await expect(cartLink(page)).toHaveText(/^Cart \(0\)/);
  await expectNoAxeViolations(page);

  // Forward it to a colleague, who is emailed the copy's number.
  await page.getByRole('link', { name: 'My Parked Carts' }).click();
  await expect(heading(page, 'My Parked Carts')).toBeVisible();
  const row = page.getByRole('row', { name: literal(cartNumber) });
  await expect(row).toContainText(name);
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: `Forward ${name}` }).click();
  await expect(heading(page, 'Forward Parked Cart')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Colleague’s email address').fill(colleague.email);
  await page.getByLabel('Note').fill('Range kit for the next exercise.');
  await page.getByRole('button', { name: 'Forward cart' }).click();
  await expect(heading(page, 'My Parked Carts')).toBeVisible();
  await expect(page.getByText(PARKCART_TEXT.forwarded(cartNumber, colleague.email))).toBeVisible();
  await expectNoAxeViolations(page);
  const forwardMail = await mailTo(request, colleague.email, (s) => s === `${displayName(marine)} forwarded a parked cart to you: ${name}`);
  const copyNumber = /Your copy's cart number: (P\d{4}-\d{6})/.exec(forwardMail.text)?.[1] ?? '';
  expect(copyNumber).toMatch(/^P\d{4}-\d{6}$/);
  expect(copyNumber).not.toBe(cartNumber);

  // The colleague, signed in in a browser of their own, finds the copy in My Parked Carts.
  const colleagueContext = await browser.newContext();
  try {
    const other = await colleagueContext.newPage();
    // The provider's two pages are checked once, here.
    await signIn(other, colleague, undefined, { axe: true });
    await other.goto('/ws/parkcart/my_parkcart');
    await expect(heading(other, 'My Parked Carts')).toBeVisible();
    const copy = other.getByRole('row', { name: literal(copyNumber) });
    await expect(copy).toContainText(name);
    await expect(copy).toContainText(displayName(marine));
    await expectNoAxeViolations(other);
    await copy.getByRole('link', { name: `View ${name}` }).click();
    await expect(heading(other, name)).toBeVisible();
    await expect(other.getByRole('rowheader').filter({ hasText: item.title })).toBeVisible();
    await expect(other.getByRole('main')).toContainText('Range kit for the next exercise.');
    await expectNoAxeViolations(other);
  } finally {
    await colleagueContext.close();
  }

  // Back to the buyer: the parked cart goes back into the shopping cart, quantity as edited.
  await row.getByRole('button', { name: `Add to cart ${name}` }).click();
  const added = page.locator('.adv-parkcart__notice');
  await expect(added).toBeFocused();
  await expect(added).toContainText(`“${name}” was added to your shopping cart`);
  await expect(added).toContainText(PARKCART_TEXT.added(1));
  await expect(cartLink(page)).toHaveText(/^Cart \(1\)/);
  await expectNoAxeViolations(page);
  await added.getByRole('link', { name: 'View your shopping cart' }).click();
  await expect(heading(page, CART_TEXT.title)).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${item.title}`)).toHaveValue(String(quantity + 2));

  // Checkout by a new purchase card to the default address.
  await proceedToCheckout(page, item.title);
  await expect(page.getByRole('main')).toContainText('Camp Lejeune Supply');
  await page.getByRole('region', { name: 'Method of payment' }).getByRole('link', { name: 'Choose a method of payment' }).click();
  await expect(heading(page, 'Select Method of payment')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('label', { hasText: 'A new purchase card' }).click();
  await expect(page.getByRole('radio', { name: /A new purchase card/ })).toBeChecked();
  await page.getByLabel('Card number').fill(CARD);
  await page.getByLabel('Expiration date').fill(EXPIRY);
  await page.getByLabel('Name on card').fill(displayName(marine));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Verify Email Address')).toBeFocused();
  await expect(page.getByRole('main')).toContainText(marine.email);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue to review' }).click();
  await expect(heading(page, 'Process Your Order')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(CARD_LABEL);
  await expectNoAxeViolations(page);
  const placed = await placeAndConfirm(page, marine.email, item.title);
  expect(placed.mail).toContain(CARD_LABEL.split(',')[0]!);
  expect(placed.mail).not.toContain(CARD);

  const text = await historyDetailsAndPdf(page, placed.orders[0]!, item.partNumber, item.title);
  expect(text).toContain(`Order group ${placed.group}`);
});

test('the same purchase by agency accounting codes, shipped to the buyer\'s AAC/DoDAAC address', async ({ page, request }) => {
  const item = await orderableItem(request, 260);
  const marine = ownMarine();
  await signInMarine(page, marine);

  // Header search by part number, then the product page's offer.
  const search = page.getByRole('combobox', { name: 'Search products and services' });
  await search.fill(item.partNumber);
  await search.press('Enter');
  const result = page.getByRole('article', { name: item.title }).first();
  await expect(result).toContainText(item.partNumber);
  await expectNoAxeViolations(page);
  await result.getByRole('heading').getByRole('link').click();
  await expect(heading(page, item.title)).toBeVisible();
  await expectNoAxeViolations(page);
  const offerRow = page.locator('table.adv-offers__table tbody tr').filter({ hasText: item.contractNumber }).first();
  await offerRow.getByLabel(/^Quantity from /).fill(String(Math.max(1, item.minimum)));
  await offerRow.getByRole('button', { name: /^Add to cart from / }).click();
  await expect(page.locator('.adv-offers__status')).toContainText(CART_TEXT.added(1));
  await expect(cartLink(page)).toHaveText(/^Cart \(1\)/);
  await page.locator('.adv-offers__status').getByRole('link', { name: CART_TEXT.viewCart }).click();
  await expect(heading(page, CART_TEXT.title)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Contract ${item.contractNumber}`);
  await expectNoAxeViolations(page);

  // Ship to the consignee by its AAC/DoDAAC (typed in lower case), from the address book.
  await proceedToCheckout(page, item.title);
  await page.getByRole('link', { name: 'Change the ship-to address' }).click();
  await expect(heading(page, 'Select Shipping Address')).toBeVisible();
  await expectNoAxeViolations(page);
  // Ordering to the AAC needs its password once per session.
  await page.getByLabel('Ship to a consignee by AAC/DoDAAC').fill(ACCOUNTING.aac.toLowerCase());
  await page.getByLabel(/^AAC password/).fill(DEMO_AAC_PASSWORD);
  await page.getByRole('button', { name: 'Ship to this AAC/DoDAAC' }).click();

  // No method of payment yet for this cart: agency accounting codes, the AAC taken from the address.
  await expect(heading(page, 'Select Method of payment')).toBeVisible();
  // USWDS tiles hide the radio itself; the buyer selects the tile's label.
  await page.locator('label', { hasText: 'Agency accounting codes' }).click();
  await expect(page.getByRole('radio', { name: /Agency accounting codes/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Requisition Appropriation Data')).toBeVisible();
  await expect(page.getByLabel('AAC/DoDAAC')).toHaveValue(ACCOUNTING.aac);
  await expectNoAxeViolations(page);
  await page.getByLabel('Fund code').fill(ACCOUNTING.fundCode);
  await page.getByLabel('Appropriation').fill(ACCOUNTING.appropriation);
  await page.getByLabel('Object class').fill(ACCOUNTING.objectClass);
  await page.getByRole('button', { name: 'Use these accounting codes' }).click();
  await expect(heading(page, 'Verify Email Address')).toBeFocused();
  await expect(page.getByRole('main')).toContainText(accountingLabel(ACCOUNTING));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue to review' }).click();
  await expect(heading(page, 'Process Your Order')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Supply Battalion DoDAAC');
  await expect(page.getByRole('main')).toContainText(`AAC/DoDAAC ${ACCOUNTING.aac}`);
  await expectNoAxeViolations(page);

  const placed = await placeAndConfirm(page, marine.email, item.title);
  await expect(page.getByRole('main')).toContainText(accountingLabel(ACCOUNTING));
  expect(placed.mail).toContain(`AAC/DoDAAC: ${ACCOUNTING.aac}`);

  const text = await historyDetailsAndPdf(page, placed.orders[0]!, item.partNumber, item.title);
  expect(text).toContain('Agency accounting codes');
  expect(text).toContain(ACCOUNTING.appropriation);

  // The order's requisition and appropriation data.
  await page.getByRole('link', { name: 'Requisition detail' }).click();
  await expect(heading(page, `Requisition Detail: order ${placed.orders[0]}`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(ACCOUNTING.aac);
  await expect(page.getByRole('main')).toContainText(ACCOUNTING.appropriation);
  await expectNoAxeViolations(page);
});

test('Quick Order with one bad row: the row is reported and kept, the good row lands in the cart', async ({ page, request }) => {
  const item = await orderableItem(request, 700);
  const quantity = String(Math.max(1, item.minimum));
  const unknown = 'GS-00F-0000Z';
  await signInMarine(page, ownMarine());
  // The buyer is the journey's own: the cart starts empty, and what Quick Order adds is all it will hold.
  await cartLink(page).click();
  await expect(page.getByText(CART_TEXT.empty)).toBeVisible();
  await expect(cartLink(page)).toHaveText(/^Cart \(0\)/);
  await expectNoAxeViolations(page);

  await page.goto('/ws/ordering/quick_ordering');
  await expect(heading(page, 'Quick Order')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Contract number, row 1').fill(item.contractNumber);
  await page.getByLabel('Part number or NSN, row 1').fill(item.partNumber);
  await page.getByLabel('Quantity, row 1').fill(quantity);
  await page.getByLabel('Contract number, row 2').fill(unknown);
  await page.getByLabel('Part number or NSN, row 2').fill(item.partNumber);
  await page.getByLabel('Quantity, row 2').fill('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  // The good row went in; the bad one is now the grid's first row, as typed, with its message.
  await expect(page.getByText(QUICK_ORDER_TEXT.added(1))).toBeVisible();
  await expect(page.getByText(QUICK_ORDER_TEXT.fix(1))).toBeVisible();
  const message = QUICK_ORDER_TEXT.unknownContract(unknown);
  const summary = page.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([`Row 1: ${message}`]);
  await expect(page.getByLabel('Contract number, row 1')).toHaveValue(unknown);
  await expect(page.getByLabel('Part number or NSN, row 1')).toHaveValue(item.partNumber);
  await expect(page.getByLabel('Quantity, row 1')).toHaveValue('3');
  await expect(page.getByLabel('Contract number, row 1')).toHaveAccessibleDescription(literal(message));
  await expect(page.getByLabel('Contract number, row 2')).toHaveValue('');
  await expect(cartLink(page)).toHaveText(/^Cart \(1\)/);
  await expectNoAxeViolations(page);

  // The cart holds exactly the good row.
  await cartLink(page).click();
  await expect(heading(page, CART_TEXT.title)).toBeVisible();
  await expect(page.locator('.adv-cart__table tbody tr')).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: literal(item.title) })).toContainText(`Part number ${item.partNumber}`);
  await expect(page.getByLabel(`Quantity of ${item.title}`)).toHaveValue(quantity);
  await expect(page.getByRole('main')).toContainText(`Contract ${item.contractNumber}`);
  await expectNoAxeViolations(page);
});
