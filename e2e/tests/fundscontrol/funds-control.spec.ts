/**
 * Funds-control carts end to end (issue 12 item 4), signed in through the real provider, every screen checked
 * with axe, mail read from the captured mailbox:
 * 1. the DHS analyst checks out by accounting codes charged to 70B0DH (funds control) and lands on the funds
 *    control summary instead of an order, submits it; the funds approver opens the emailed link, corrects the
 *    fund code (a wrong one is reported on its field) and authorizes; the order is placed once and the buyer
 *    finds it in order history;
 * 2. the approver, at the Global Supply address of the review (ggs/cart/process_order), rejects the next cart
 *    with a reason (required); the buyer's cart comes back editable.
 * Each screen is also checked at 390 px for content past the right edge.
 * Both journeys use the analyst's cart, so they run in order.
 */
import { FUNDS_TEXT, FUNDS_TITLES, FUNDS_URLS } from '@advantage/contracts';
import { DEMO_AAC_PASSWORD } from '@advantage/db';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accountMenu, demoAccount, displayName, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { reportFigure } from '../../support/report';
import { cartLink, heading } from '../journey/steps';
import { literal, mailTo } from '../journey/support';
import { orderableItem } from '../ordering/orderable';
import { checkScreen } from './screen-check';

test.describe.configure({ mode: 'serial' });

const buyer = demoAccount('analyst@dhs.gov');
const approver = demoAccount('aac.supervisor@army.mil');
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
  await expect(heading(page, 'Requisition Appropriation Data')).toBeVisible();
  await page.getByLabel('AAC/DoDAAC').fill(AAC);
  await page.getByLabel('Fund code').fill('2F');
  await page.getByLabel('Appropriation').fill('070X0100');
  await page.getByLabel('Object class').fill('26.0');
  const password = page.getByLabel(/^AAC password/);
  if (await password.isVisible()) await password.fill(DEMO_AAC_PASSWORD);
  await page.getByRole('button', { name: 'Use these accounting codes' }).click();
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
  test.setTimeout(120_000);
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
  test.setTimeout(120_000);
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
