/**
 * Funds-control carts end to end, signed in through the real provider, every screen checked
 * with axe, mail read from the captured mailbox:
 * 1. the DHS analyst checks out by accounting codes charged to 70B0DH (funds control) and lands on the funds
 *    control summary instead of an order, submits it; the funds approver opens the emailed link, corrects the
 *    fund code (a wrong one is reported on its field) and authorizes; the order is placed once and the buyer
 *    finds it in order history;
 * 2. the approver, at the Global Supply address of the review (ggs/cart/process_order), rejects the next cart
 *    with a reason (required); the buyer's cart comes back editable.
 * 3. what was approved is what ships (ADR 0022): the buyer edits the ship-to entry after submitting; the approver
 *    sees the address, bill-to and lines as submitted with the warning, and authorizing withdraws the request.
 * 4. a FEDSTRIP cart keyed for 70B0DH: the approver's review lists each requisition (document number, NSN,
 *    quantity, fund code, where it ships and whom it bills) before authorizing it.
 * Each screen is also checked at 390 px for content past the right edge.
 * Each journey has an analyst and an approver of its own (support/members.ts): the journeys run side by side,
 * and none finds another's cart, address-book entry or request.
 */
import { APPROVAL_TEXT, FEDSTRIP_TEXT, FEDSTRIP_TITLES, FUNDS_TEXT, FUNDS_TITLES, FUNDS_URLS, normalizeStockNumber } from '@advantage/contracts';
import { DEMO_AAC_PASSWORD } from '@advantage/db';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accountMenu, type DemoAccount, displayName, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { ownMember } from '../../support/members';
import { reportFigure } from '../../support/report';
import { type NsnItem, nsnItems } from '../fedstrip/items';
import { cartLink, heading } from '../journey/steps';
import { literal, mailTo } from '../journey/support';
import { orderableItem } from '../ordering/orderable';
import { checkScreen } from './screen-check';

// The running test's analyst and approver: copies of the demo personas no other test uses.
let buyer: DemoAccount;
let approver: DemoAccount;
test.beforeEach(() => {
  buyer = ownMember('analyst@dhs.gov');
  approver = ownMember('aac.supervisor@army.mil');
});
const AAC = '70B0DH';

/** Adds the item through Quick Order, charges the cart's accounting codes to the AAC and places the order. */
async function checkOutToFundsControl(page: Page, item: { contractNumber: string; partNumber: string; title: string; minimum: number }): Promise<number> {
  await page.goto('/ws/ordering/quick_ordering');
  await expect(heading(page, 'Quick Order')).toBeVisible();
  await page.getByLabel('Contract number, row 1').fill(item.contractNumber);
  await page.getByLabel('Part number or NSN, row 1').fill(item.partNumber);
  await page.getByLabel('Quantity, row 1').fill(String(Math.max(1, item.minimum)));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Items added to your cart' })).toBeFocused();

  await page.goto('/ws/checkout/requisition');
  await useAccountingCodes(page);
  await expect(heading(page, 'Verify Email Address')).toBeFocused();
  await page.getByRole('link', { name: 'Continue to review' }).click();
  await expect(heading(page, 'Process Your Order')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(item.title);

  // Funds control: Place order does not order; the cart's summary asks for the approver's authorization.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(heading(page, FUNDS_TITLES.orderSummary)).toBeVisible();
  await expect(page).toHaveURL(/\/ws\/cart\/afc_cart\?cart=current$/);
  const main = page.getByRole('main');
  await expect(main).toContainText(`${AAC}: `);
  await expect(main).toContainText(item.title);
  await expect(main).toContainText('Fund code');
  await checkScreen(page);
  await page.getByRole('button', { name: 'Submit for authorization' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ws\/cart\/afc_cart\?id=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: FUNDS_TEXT.submitted(AAC) })).toBeFocused();
  await expect(main).toContainText('Waiting for authorization');
  await expect(main).toContainText(`Submitted for authorization by ${displayName(buyer)}`);
  await expect(page.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
  await expect(cartLink(page)).toHaveText(/^Cart \(0\)/);
  await checkScreen(page);
  const id = Number(/id=(\d+)$/.exec(page.url())?.[1]);
  // The shopping cart is empty now and says a cart is waiting.
  await cartLink(page).click();
  await expect(page.getByRole('main')).toContainText(FUNDS_TEXT.waiting(1));
  await expectNoAxeViolations(page);
  return id;
}

/**
 * The approver, in a browser of their own, opens the review from the emailed link, or at the Global Supply
 * stores' address of the same review (ggs/cart/process_order AFCDataEntry).
 */
async function approverReview(browser: Browser, page: Page, id: number, ggs = false): Promise<{ other: Page; close: () => Promise<void> }> {
  const mail = await mailTo(page.request, approver.email, (s) => s === `Funds authorization requested: ${AAC} cart from ${displayName(buyer)}`);
  const path = /(\/ws\/cart\/afc_cart\?id=\d+)/.exec(mail.text)?.[1] ?? '';
  expect(path).toBe(FUNDS_URLS.request(id));
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, approver);
  // The work list, from the account menu.
  await accountMenu(other, approver).click();
  await other.getByRole('link', { name: 'Funds control carts to authorize' }).click();
  await expect(heading(other, FUNDS_TITLES.workList)).toBeVisible();
  await expect(other.getByRole('listitem').filter({ hasText: buyer.email }).first()).toBeVisible();
  await checkScreen(other);
  await other.goto(ggs ? `/ws/ggs/cart/process_order?fundsAuthorizationId=${id}` : path);
  await expect(heading(other, FUNDS_TITLES.review)).toBeVisible();
  await expect(other.getByRole('main')).toContainText(buyer.email);
  await expect(other.getByLabel('Fund code')).toHaveValue('2F');
  await checkScreen(other);
  return { other, close: () => context.close() };
}

test('a funds-control cart is submitted, the approver corrects the fund code and authorizes, the buyer finds the order', async ({ page, request, browser }) => {
  const item = await orderableItem(request, 320);
  await signIn(page, buyer);
  const id = await checkOutToFundsControl(page, item);

  const { other, close } = await approverReview(browser, page, id);
  try {
    // A fund code the rules refuse is reported on its field; nothing is decided.
    await other.getByLabel('Fund code').fill('2');
    await other.getByRole('button', { name: 'Authorize' }).click();
    const summary = other.locator('.adv-error-summary');
    await expect(summary).toBeFocused();
    await expect(other.locator('#fundCode-error')).toContainText('Fund code must be exactly 2 letters or digits.');
    await checkScreen(other);
    await other.getByLabel('Fund code').fill('3a');
    const started = Date.now();
    // Keyboard alone: Enter in the field sends the form's default action, Authorize.
    await other.getByLabel('Fund code').press('Enter');
    await expect(heading(other, FUNDS_TITLES.decided)).toBeVisible();
    reportFigure('Funds authorization, Authorize to the decided screen', { wall: Date.now() - started });
    const decided = other.getByRole('main');
    await expect(decided).toContainText('Authorized and ordered');
    await expect(decided).toContainText(`by ${displayName(approver)}`);
    await expect(decided).toContainText('3A');
    await checkScreen(other);
  } finally {
    await close();
  }

  // The buyer: the decision's email, the order's confirmation, the order in history, the request's state.
  const decision = await mailTo(request, buyer.email, (s) => s === `Your funds-control cart for ${AAC} was authorized`);
  const group = /order group (G\d+)/.exec(decision.text)?.[1] ?? '';
  expect(group).toMatch(/^G\d+$/);
  await mailTo(request, buyer.email, (s) => s.includes(`order confirmation ${group}`));
  await page.goto(FUNDS_URLS.request(id));
  await expect(heading(page, FUNDS_TITLES.orderSummary)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Authorized and ordered');
  await expect(page.getByRole('main')).toContainText(group);
  await checkScreen(page);
  await page.getByRole('link', { name: 'See the order in your order history' }).click();
  await expect(heading(page, 'Order History')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(group);
  // Order History is not a funds-control screen: axe only (its narrow layout is its own spec's).
  await expectNoAxeViolations(page);
});

test('the approver rejects a cart with a reason; the buyer’s cart comes back editable', async ({ page, request, browser }) => {
  const item = await orderableItem(request, 420);
  const reason = 'Use object class 31.0 for equipment and submit again.';
  await signIn(page, buyer);
  const id = await checkOutToFundsControl(page, item);

  const { other, close } = await approverReview(browser, page, id, true);
  try {
    await other.getByRole('button', { name: 'Reject' }).click();
    await expect(other.locator('.adv-error-summary')).toBeFocused();
    await expect(other.locator('#reason-error')).toContainText(FUNDS_TEXT.reasonRequired);
    await checkScreen(other);
    await other.getByLabel('Reason for rejecting').fill(reason);
    await other.getByRole('button', { name: 'Reject' }).click();
    await expect(heading(other, FUNDS_TITLES.decided)).toBeVisible();
    await expect(other.getByRole('main')).toContainText('Rejected');
    await expect(other.getByRole('main')).toContainText(reason);
    await checkScreen(other);
  } finally {
    await close();
  }

  const mail = await mailTo(request, buyer.email, (s) => s === `Your funds-control cart for ${AAC} was rejected`);
  expect(mail.text).toContain(reason);
  // The buyer's list shows the state; the request shows the reason and the way back to the cart.
  await accountMenu(page, buyer).click();
  await page.getByRole('link', { name: 'Funds control requests', exact: true }).click();
  await expect(heading(page, FUNDS_TITLES.requests)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(reason);
  await checkScreen(page);
  await page.goto(FUNDS_URLS.request(id));
  await expect(page.getByRole('main')).toContainText(reason);
  await checkScreen(page);
  await page.getByRole('link', { name: 'Change your cart' }).click();
  await expect(heading(page, 'Shopping Cart')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: literal(item.title) })).toBeVisible();
  const quantity = page.getByLabel(`Quantity of ${item.title}`);
  const next = String(Number(await quantity.inputValue()) + 1);
  await quantity.fill(next);
  await quantity.press('Enter');
  await expect(page.locator('.adv-cart__notice')).toBeVisible();
  await expect(quantity).toHaveValue(next);
  await expectNoAxeViolations(page);
});

/** The analyst's ship-to entry (demo address book): its street changed, then put back. */
async function changeStreet(page: Page, street: string): Promise<void> {
  await page.goto('/ws/ggs/profile/address_book');
  await page.getByRole('link', { name: 'Edit DHS St Elizabeths' }).click();
  await page.locator('#line1').fill(street);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('main')).toContainText(street);
}

test('the approver sees the cart as submitted; a ship-to edited after submission withdraws it instead of shipping there', async ({ page, request, browser }) => {
  const item = await orderableItem(request, 520);
  await signIn(page, buyer);
  const id = await checkOutToFundsControl(page, item);
  await changeStreet(page, '1 Elsewhere Lane');
  try {
    const { other, close } = await approverReview(browser, page, id);
    try {
      const main = other.getByRole('main');
      // The copy: the street as submitted, the AAC's bill-to, the lines; and why it cannot be authorized.
      await expect(main).toContainText('2707 MLK Jr Ave SE');
      await expect(main).not.toContainText('1 Elsewhere Lane');
      await expect(main).toContainText('DHS Finance Center');
      await expect(other.getByRole('rowheader', { name: literal(item.title) })).toBeVisible();
      await expect(main).toContainText(APPROVAL_TEXT.changedPending('shipTo'));
      await other.getByRole('button', { name: 'Authorize' }).click();
      await expect(heading(other, FUNDS_TITLES.decided)).toBeVisible();
      await expect(other.getByRole('status').filter({ hasText: APPROVAL_TEXT.withdrawnNotice('shipTo') })).toBeVisible();
      await expect(other.getByRole('main')).toContainText('Withdrawn by the buyer');
      await checkScreen(other);
    } finally {
      await close();
    }
    const mail = await mailTo(request, buyer.email, (s) => s === `Your funds-control cart for ${AAC} was withdrawn`);
    expect(mail.text).toContain(APPROVAL_TEXT.withdrawnReason('shipTo'));
    await page.goto(FUNDS_URLS.request(id));
    await expect(page.getByRole('main')).toContainText(APPROVAL_TEXT.withdrawnReason('shipTo'));
    await checkScreen(page);
  } finally {
    await changeStreet(page, '2707 MLK Jr Ave SE');
  }
});

/** The analyst's AAC/DoDAAC address for 70B0DH, which a FEDSTRIP cart ships to; deleted again afterwards. */
const AAC_ENTRY = 'DHS funds-control dock';

async function addAacAddress(page: Page): Promise<void> {
  await page.goto('/ws/ggs/profile/address_book?view=newAAC');
  await expect(heading(page, 'Add AAC/DoDAAC Address')).toBeVisible();
  await page.getByLabel('Address name').fill(AAC_ENTRY);
  await page.getByLabel('AAC or DoDAAC').fill(AAC);
  await page.getByRole('textbox', { name: /^Street address(?! line)/ }).fill('245 Murray Lane SW');
  await page.getByRole('textbox', { name: /^City/ }).fill('Washington');
  await page.getByLabel('State or territory').selectOption('DC');
  await page.getByLabel('ZIP code').fill('20528');
  await page.getByLabel('Contact name').fill(displayName(buyer));
  await page.getByLabel('Phone number').fill('202-555-0188');
  await page.getByLabel('Email address').fill(buyer.email);
  const password = page.getByLabel(/^AAC password/);
  if (await password.isVisible()) await password.fill(DEMO_AAC_PASSWORD);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('row').filter({ hasText: AAC_ENTRY })).toContainText('245 Murray Lane SW');
}

/** The line of accounting the analyst pays by: 70B0DH, fund 2F (with the AAC's password where it is asked). */
async function useAccountingCodes(page: Page): Promise<void> {
  await expect(heading(page, 'Requisition Appropriation Data')).toBeVisible();
  await page.getByLabel('AAC/DoDAAC').fill(AAC);
  await page.getByLabel('Fund code').fill('2F');
  await page.getByLabel('Appropriation').fill('070X0100');
  await page.getByLabel('Object class').fill('26.0');
  const password = page.getByLabel(/^AAC password/);
  if (await password.isVisible()) await password.fill(DEMO_AAC_PASSWORD);
  await page.getByRole('button', { name: 'Use these accounting codes' }).click();
}

async function deleteAacAddress(page: Page): Promise<void> {
  await page.goto('/ws/ggs/profile/address_book');
  const row = page.getByRole('row').filter({ hasText: AAC_ENTRY });
  if ((await row.count()) === 0) return;
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: AAC_ENTRY })).toHaveCount(0);
}

test('a FEDSTRIP cart under funds control: the approver reviews each requisition with its document number, NSN, quantity, fund code, ship-to and bill-to', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const [item] = (await nsnItems(request, 1, 900)) as [NsnItem];
  // The analyst's own cart is empty (support/members.ts): a FEDSTRIP cart holds requisitions only.
  await signIn(page, buyer);
  await addAacAddress(page);
  try {
    // The clerk keys one requisition for 70B0DH with fund code 2F on the expanded entry.
    await page.goto('/ws/fedstrip/fedstrip_init');
    await expect(heading(page, FEDSTRIP_TITLES.aacEntry)).toBeVisible();
    await page.getByRole('textbox', { name: /^AAC\/DoDAAC/ }).fill(AAC);
    await expect(page.getByRole('button', { name: `Use ${AAC}` })).toHaveAttribute('aria-pressed', 'true');
    const aacPassword = page.getByLabel(/AAC password/);
    if (await aacPassword.isVisible()) await aacPassword.fill(DEMO_AAC_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(heading(page, FEDSTRIP_TITLES.itemEntry)).toBeVisible();
    await page.getByRole('button', { name: 'All codes and exception data' }).click();
    // The expanded entry replaces the form: what is typed before it is shown would be lost with the old one.
    await expect(page.getByRole('button', { name: 'Fewer fields' })).toBeVisible();
    await page.getByLabel('NSN or part number').fill(item.nsn);
    await page.getByRole('textbox', { name: /^Quantity/ }).fill(String(item.quantity));
    await page.getByLabel('Unit of issue').fill(item.unit);
    await page.getByLabel('Fund code').fill('2F');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('.adv-fs__notice', { hasText: FEDSTRIP_TEXT.added(1) })).toBeVisible();

    // Handed to funds control: the line of accounting, then the cart's funds-control summary lists the requisition.
    await page.getByRole('navigation', { name: 'FEDSTRIP' }).getByRole('link', { name: /^FEDSTRIP cart/ }).click();
    await page.getByRole('button', { name: 'Continue to the line of accounting' }).click();
    await useAccountingCodes(page);
    await page.getByRole('link', { name: 'Continue to review' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(heading(page, FUNDS_TITLES.orderSummary)).toBeVisible();
    const requisitions = (p: Page) => p.getByRole('table', { name: 'Requisitions of the cart' }).getByRole('row').nth(1);
    await expect(requisitions(page)).toContainText('2F');
    await page.getByRole('button', { name: 'Submit for authorization' }).click();
    await expect(page).toHaveURL(/\/ws\/cart\/afc_cart\?id=\d+$/);
    const id = Number(/id=(\d+)$/.exec(page.url())?.[1]);

    const { other, close } = await approverReview(browser, page, id);
    try {
      const row = requisitions(other);
      await expect(row.getByRole('rowheader')).toContainText(new RegExp(`^Document number ${AAC}\\d{8}`));
      await expect(row.getByRole('cell')).toHaveText([
        normalizeStockNumber(item.nsn).slice(0, 13),
        `${item.quantity.toLocaleString('en-US')} ${item.unit}`,
        '2F',
        /^A /,
        `${AAC}: ${AAC_ENTRY}, 245 Murray Lane SW, Washington, DC 20528`,
        AAC,
      ]);
      await expectFitsAtAllWidths(other, 'the funds approver’s review of a FEDSTRIP cart', { axe: true });
      await other.getByRole('button', { name: 'Authorize' }).click();
      await expect(heading(other, FUNDS_TITLES.decided)).toBeVisible();
      await expect(other.getByRole('main')).toContainText('Authorized and ordered');
      await expect(requisitions(other)).toContainText(AAC_ENTRY);
      await checkScreen(other);
    } finally {
      await close();
    }
  } finally {
    await deleteAacAddress(page);
  }
});
