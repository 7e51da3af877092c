/**
 * A state and local buyer: validates their entity and programs, sees on a product page which offers
 * are open to them and under which program, is refused an offer that is not with the program it needs, and orders
 * an open one under Disaster Purchasing; the order appears in the order history. Then an order above the buyer's
 * $2,500 limit, paid by the city's purchase order, waits for the demo supervisor, who signs in through the
 * provider (password and authenticator code) from the emailed link and approves it; the buyer is emailed and the
 * order appears in their history. Axe on every screen, the new ones also at 390 px. The buyer and the supervisor
 * are one copy of the personas for the whole file (support/members.ts: the second test orders the product the
 * first picked, as the same buyer), so the buyer's cart and validation are this run's of the spec alone.
 */
import {
  CART_TEXT, CATALOG_TEXT, type Envelope, type OfferView, type ProductDetailAttributes, STATE_AUTH_TEXT, STATE_PROGRAMS, STATE_TEXT,
} from '@advantage/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { accountMenu, type DemoAccount, displayName, expectSignedIn, signIn, signInAtProvider } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { mailTo } from '../../support/mailbox';
import { ownMembersOfFile } from '../../support/members';
import { luhnCard } from '../../support/orders';

/** The demo buyer's limit per order (packages/db/src/seed/demo-state.ts): above it, the supervisor authorizes. */
const LIMIT_CENTS = 250_000;
/** The demo buyer's programs (packages/db/src/seed/demo-state.ts). */
const PROGRAMS: readonly string[] = ['COOPERATIVE', 'DISASTER'];
const CARD = luhnCard('461400555566667');
const EXPIRY = `10/${new Date().getUTCFullYear() + 2}`;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

interface Pick {
  id: number;
  title: string;
  partNumber: string;
  open: OfferView;
  closed: OfferView;
}

/** A product with an offer open to the buyer and one open under none of their programs, both on schedule contracts. */
async function pickProduct(request: APIRequestContext): Promise<Pick> {
  for (let id = 1; id < 600; id++) {
    const envelope = (await (await request.get(`/rs/catalog/product_detail?productId=${id}`)).json()) as Envelope;
    if (envelope.responseName !== 'ProductDetail') continue;
    const a = envelope.attributes as ProductDetailAttributes;
    const usable = a.offers.filter((o) => o.contract.kind !== 'BPA' && o.minimumOrderQuantity === 1);
    // The first order stays within the buyer's limit; the second buys enough of it to go above.
    const open = usable.find((o) => o.statePrograms.includes('DISASTER') && o.priceCents < LIMIT_CENTS);
    const closed = usable.find((o) => o.statePrograms.length > 0 && !o.statePrograms.some((p) => PROGRAMS.includes(p)));
    if (open && closed && open.contractor.name !== closed.contractor.name) {
      return { id, title: a.product.title, partNumber: a.product.partNumber, open, closed };
    }
  }
  throw new Error('No product with both an open and a closed offer');
}

const names = (offer: OfferView) => offer.statePrograms.map((k) => STATE_PROGRAMS[k].name);

test.describe('state and local eligibility and ordering', () => {
  let buyer: DemoAccount;
  let supervisor: DemoAccount;
  let buyerName: string;
  test.beforeAll(() => {
    // Copy k of the state buyer is supervised by copy k of the state supervisor (docs/adr/0030-members-of-their-own.md).
    const member = ownMembersOfFile();
    buyer = member('purchasing@springfield.il.us');
    supervisor = member('supervisor@springfield.il.us');
    buyerName = displayName(buyer);
  });

  async function checkAxe(page: Page) {
    await expectNoAxeViolations(page);
  }
  let item: Pick;

  test('a state buyer validates, sees which offers are open, is refused one with its reason and orders an open one', async ({ page, request }) => {
    item = await pickProduct(request);
    await signIn(page, buyer, '/ws/main/start_page?store=STATE');

    // Eligibility: the demo validation shows; the buyer validates again through the form.
    await page.goto('/ws/state/stateValidation');
    await expect(page.getByRole('heading', { level: 1, name: 'State and Local Eligibility' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your eligibility is validated' })).toBeVisible();
    await checkAxe(page);
    await page.getByRole('button', { name: 'Validate eligibility' }).click();
    await expect(page.locator('.adv-error-summary')).toContainText(STATE_TEXT.certifyRequired);
    await checkAxe(page);
    await page.getByRole('combobox', { name: /^State or territory/ }).selectOption('IL');
    await page.getByRole('combobox', { name: /^Government entity/ }).selectOption({ label: 'City of Springfield' });
    await expect(page.getByRole('checkbox', { name: /^Cooperative Purchasing/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Disaster Purchasing/ })).toBeChecked();
    // USWDS hides the box itself; the buyer selects its label.
    await page.locator('label[for="certify"]').click();
    await expect(page.getByRole('checkbox', { name: /I certify/ })).toBeChecked();
    await page.getByRole('button', { name: 'Validate eligibility' }).click();
    await expect(page.getByText(/Your state and local eligibility is validated until \d{4}-\d{2}-\d{2}\./)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your eligibility is validated' })).toContainText(`Self-certified by ${buyer.email}`);
    await checkAxe(page);

    // Search: the result carries the program badges of its offers.
    await page.goto(`/ws/search/advantage_search?searchText=${encodeURIComponent(item.partNumber)}`);
    const result = page.getByRole('article', { name: item.title }).first();
    await expect(result).toContainText(STATE_PROGRAMS.DISASTER.badge);
    await checkAxe(page);

    // The product page: program badges on every offer, and for this buyer open or not with the program needed.
    await page.goto(`/ws/catalog/product_detail?productId=${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    const openRow = page.locator(`tr[data-offer="${item.open.id}"]`);
    const closedRow = page.locator(`tr[data-offer="${item.closed.id}"]`);
    await expect(openRow).toContainText(STATE_PROGRAMS.DISASTER.badge);
    await expect(openRow).toContainText(/Open to you under .*Disaster Purchasing/);
    await expect(closedRow).toContainText(`Not open to you: ${STATE_TEXT.notOpen(names(item.closed))}`);
    await expectFitsAtAllWidths(page, 'product_detail with a closed offer', { axe: true });

    // The closed offer's Add to cart is aria-disabled, described by the program it needs beside it: a press sends
    // nothing (the server refuses it too: checkout/state-program.test.ts); the open one is added.
    const closedButton = closedRow.getByRole('button', { name: `${CATALOG_TEXT.addToCart} from ${item.closed.contractor.name}` });
    await expect(closedButton).toHaveAttribute('aria-disabled', 'true');
    await expect(closedButton).toHaveAccessibleDescription(`Not open to you: ${STATE_TEXT.notOpen(names(item.closed))}`);
    await closedButton.focus();
    await page.keyboard.press('Enter');
    await expect(closedButton).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: CART_TEXT.notAdded(1) })).toHaveCount(0);
    await openRow.getByRole('button', { name: `${CATALOG_TEXT.addToCart} from ${item.open.contractor.name}` }).click();
    await expect(page.getByText(CART_TEXT.added(1))).toBeVisible();

    // Checkout: card payment to the default address, then the program the order is made under.
    await page.goto('/ws/cart/shopping_cart');
    const line = page.locator('tr[data-item]').filter({ hasText: item.title });
    await expect(line).toContainText(STATE_PROGRAMS.DISASTER.badge);
    await expect(line).toContainText(/Open to you under .*Disaster Purchasing/);
    await checkAxe(page);
    await page.getByRole('link', { name: CART_TEXT.checkout }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
    await page.getByRole('region', { name: 'Method of payment' }).getByRole('link', { name: 'Choose a method of payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Select Method of payment' })).toBeVisible();
    await page.locator('label', { hasText: 'A new purchase card' }).click();
    await page.getByLabel('Card number').fill(CARD);
    await page.getByLabel('Expiration date').fill(EXPIRY);
    await page.getByLabel('Name on card').fill('Sam Statelocal');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Continue to review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Purchasing program' })).toBeVisible();
    await checkAxe(page);

    // Without a program the order is refused with the reason; under Disaster Purchasing for recovery it needs the declaration.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(STATE_TEXT.programRequired)).toBeVisible();
    await page.locator('label[for="order-program-DISASTER"]').click();
    await page.getByLabel('Purpose of the purchase').selectOption('recovery');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(STATE_TEXT.declarationRequired)).toBeVisible();
    await checkAxe(page);
    await page.getByLabel('FEMA declaration number').fill('DR-4673-FL');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(item.title);
    await checkAxe(page);
    const group = /group=(G\d+)/.exec(page.url())?.[1] ?? '';
    expect(group).toMatch(/^G\d+$/);

    // The order history lists it.
    await page.goto('/ws/orderhistory/my_orders');
    await expect(page.getByRole('main')).toContainText(group);
    await checkAxe(page);
  });

  test('an order above the limit, paid by purchase order, waits for the supervisor, who approves it from the email', async ({ browser, page, request }) => {
    await signIn(page, buyer, '/ws/main/start_page?store=STATE');

    // Enough of the open offer to go above the $2,500 limit.
    const quantity = Math.floor(LIMIT_CENTS / item.open.priceCents) + 1;
    await page.goto(`/ws/catalog/product_detail?productId=${item.id}`);
    const openRow = page.locator(`tr[data-offer="${item.open.id}"]`);
    await openRow.getByLabel(`Quantity from ${item.open.contractor.name}`).fill(String(quantity));
    await openRow.getByRole('button', { name: `${CATALOG_TEXT.addToCart} from ${item.open.contractor.name}` }).click();
    await expect(page.getByText(CART_TEXT.added(1))).toBeVisible();

    // Paid by the city's purchase order, whose number is checked on its field first.
    await page.goto('/ws/checkout/checkout_review');
    await page.getByRole('link', { name: 'Pay by your entity’s purchase order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'State and Local Payment' })).toBeVisible();
    await expectFitsAtAllWidths(page, 'select_payments', { axe: true });
    await page.getByLabel('Purchase order number').fill('PO 2026;1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#purchaseOrder-error')).toHaveText(STATE_AUTH_TEXT.purchaseOrderFormat);
    await checkAxe(page);
    await page.getByLabel('Purchase order number').fill('PO-2026-0142');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(STATE_AUTH_TEXT.purchaseOrderSaved('PO-2026-0142'))).toBeVisible();
    await page.getByRole('link', { name: 'Continue to review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Method of payment' })).toContainText('Purchase order PO-2026-0142');
    await page.locator('label[for="order-program-DISASTER"]').click();
    await page.getByLabel('Purpose of the purchase').selectOption('response');
    await page.getByRole('button', { name: 'Place order' }).click();

    // Not ordered: the buyer sees why it needs the supervisor, and sends it with a note.
    await expect(page.getByRole('heading', { level: 1, name: 'Orders for Authorization' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your order needs your supervisor’s authorization' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/The order total \$[\d,.]+ is above your limit of \$2,500\.00 per order\./);
    await expect(page.getByRole('main')).toContainText(supervisor.email);
    await expectFitsAtAllWidths(page, 'request_authorization draft', { axe: true });
    await page.getByLabel(/Note to your supervisor/).fill('Generators for the flood shelter.');
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveText('Cart (1) item');
    await page.getByRole('button', { name: 'Send to my supervisor' }).click();
    await expect(page.getByText(STATE_AUTH_TEXT.sent(supervisor.email))).toBeVisible();
    // The cart went with the request: the header says so at once.
    await expect(cartLink).toHaveText('Cart (0) items');
    await expect(page.getByRole('region', { name: /Order for authorization of/ })).toContainText('Waiting for your supervisor');
    await expectFitsAtAllWidths(page, 'request_authorization sent', { axe: true });

    // The supervisor, signed out in their own browser, opens the emailed link and signs in with the second factor.
    const invite = await mailTo(request, supervisor.email, (subject) => subject.startsWith(`Order authorization for ${buyerName}`));
    const link = /(http\S+\/ws\/state\/supervisor_response\?token=[\w-]+)/.exec(invite.text)?.[1];
    expect(link).toBeDefined();
    expect(invite.text).toContain('Generators for the flood shelter.');
    const supervisorContext = await browser.newContext();
    const approver = await supervisorContext.newPage();
    await approver.goto(link!);
    const dialog = approver.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInAtProvider(approver, supervisor);
    await expectSignedIn(approver, supervisor);
    await expect(approver.getByRole('heading', { level: 1, name: 'Authorize an Order' })).toBeVisible();
    const facts = approver.locator('.adv-state-facts');
    await expect(facts).toContainText(`${buyerName} (${buyer.email})`);
    await expect(facts).toContainText('Purchase order PO-2026-0142');
    await expect(facts).toContainText('Disaster Purchasing, response');
    // What the approval orders, as sent (ADR 0022): the ship-to and each line's unit price.
    await expect(facts).toContainText('Ship to');
    await expect(facts).toContainText(`City Hall, ${buyerName}, City of Springfield, Illinois, 300 S 7th Street, Springfield, IL 62701`);
    await expect(approver.getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
    await expectFitsAtAllWidths(approver, 'supervisor_response', { axe: true });
    // The order is on the supervisor's work list too; they come back to the emailed link to decide.
    await approver.goto('/ws/state/request_authorization');
    await expect(approver.getByRole('heading', { name: 'Orders waiting for your authorization' })).toBeVisible();
    await expect(approver.getByRole('link', { name: new RegExp(`^Request \\d+ from ${buyerName}, \\$[\\d,.]+$`) })).toBeVisible();
    await expectFitsAtAllWidths(approver, 'request_authorization work list', { axe: true });
    await approver.goto(link!);
    await expect(approver.getByRole('heading', { level: 1, name: 'Authorize an Order' })).toBeVisible();
    // Declining needs a reason, on its field; the supervisor approves instead.
    await approver.getByRole('button', { name: 'Decline' }).click();
    await expect(approver.locator('#reason-error')).toHaveText(STATE_AUTH_TEXT.reasonRequired);
    // The buyer's page stays open; the sent notice reached its header long ago (the supervisor signed in since).
    const messagesLink = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
    const unread = Number(/\((\d+)\)/.exec((await messagesLink.textContent()) ?? '')?.[1] ?? 0);
    await approver.getByRole('button', { name: 'Approve and place the order' }).click();
    const notice = approver.getByText(new RegExp(`You approved ${buyerName}’s order\\. It was placed as order G\\d+`));
    await expect(notice).toBeVisible();
    const group = /order (G\d+)/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
    expect(group).toMatch(/^G\d+$/);
    await expect(facts).toContainText('Approved and ordered');
    await expectFitsAtAllWidths(approver, 'supervisor_response decided', { axe: true });
    // The link works once.
    await approver.goto(link!);
    await expect(approver.getByText(STATE_AUTH_TEXT.alreadyDecided('Ordered'))).toBeVisible();
    await supervisorContext.close();

    // The buyer's open page, not reloaded, counts the decision's messages; the cart stays empty.
    await expect.poll(async () => Number(/\((\d+)\)/.exec((await messagesLink.textContent()) ?? '')?.[1] ?? 0)).toBeGreaterThan(unread);
    await expect(cartLink).toHaveText('Cart (0) items');

    // The buyer is emailed, sees the order approved and ordered, and finds it in the order history.
    const decided = await mailTo(request, buyer.email, /^Your order for authorization was approved$/);
    expect(decided.text).toContain(`It was placed as order ${group}.`);
    expect(decided.text).not.toContain('supervisor_response');
    await page.goto('/ws/main/start_page?store=STATE');
    await accountMenu(page, buyer).click();
    await page.getByRole('link', { name: 'State and local orders for authorization' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders for Authorization' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(`Approved and ordered Order ${group}`);
    await checkAxe(page);
    await page.goto('/ws/orderhistory/my_orders');
    await expect(page.getByRole('main')).toContainText(group);
    await checkAxe(page);
  });
});
