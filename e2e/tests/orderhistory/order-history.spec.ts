/**
 * Order history (docs/product/order-history.md orderhistory): a signed-in demo buyer places an order through
 * the real checkout, finds it in Order History (filtered by its number), opens its details and its order
 * group, opens the PDF in a new window (a real application/pdf with the order number and the line),
 * reconciles it against a card statement line, downloads the CSV, and cancels it, with the email the
 * cancellation sends. Every screen passes axe. The buyer is a member of the test's own on the main server
 * (support/members.ts): the analyst persona's cart is also the funds-control spec's, which may run at the same time.
 */
import { ORDERHISTORY_TEXT } from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { WITH_PDF_VIEWER } from '../../support/browser';
import { pdfText, placeCardOrder } from '../../support/orders';
import { mailTo } from '../../support/mailbox';
import { ownMember } from '../../support/members';

// The order's PDF is looked at in a window of its own: the full browser, with its PDF viewer.
test.use({ launchOptions: WITH_PDF_VIEWER });

test('lists, details, prints, reconciles, exports and cancels an order placed at checkout', async ({ page, request }) => {
  const buyer = ownMember('analyst@dhs.gov');
  await signIn(page, buyer);
  const placed = await placeCardOrder(page, request, 'Harper Homeland');

  // Order History: the order is listed; the order-number filter finds exactly it.
  await page.getByRole('link', { name: 'View order history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${placed.order} details` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('From date').fill('2/30/2026');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const summary = page.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter a real date as yyyy-mm-dd or m/d/yyyy.' })).toBeVisible();
  await expect(page.getByLabel('From date')).toHaveAccessibleDescription(/Enter a real date/);
  await expectNoAxeViolations(page);
  await page.getByLabel('From date').fill('');
  await page.getByLabel('Order number').fill(placed.order.toLowerCase());
  await page.getByLabel('Status').selectOption('Submitted');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`orderNumber=${placed.order.toLowerCase()}`));
  await expect(page.getByRole('heading', { level: 2, name: '1 order' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(placed.item.contractor);

  // Order group, then the order's details.
  await page.getByRole('link', { name: `Order group ${placed.group}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order Summary: order group ${placed.group}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2707 MLK Jr Ave SE');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Order ${placed.order} details` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order Details: ${placed.order}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(placed.item.title);
  await expect(page.getByRole('main')).toContainText('Purchase card Visa ••••');
  await expect(page.getByRole('main')).toContainText('Order submitted');
  await expectNoAxeViolations(page);

  // View PDF: a new window with the order as a real PDF.
  const [popup, pdfResponse] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => r.url().includes('/rs/orderhistory/view_pdf')),
    page.getByRole('button', { name: 'View PDF' }).click(),
  ]);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  expect(pdfResponse.headers()['content-disposition']).toBe(`inline; filename="order-${placed.order}.pdf"`);
  // The new window shows a PDF document; its bytes are read again the way the app reads them (bearer + cookies).
  expect(popup.url()).toMatch(/^blob:/);
  await expect.poll(() => popup.evaluate(() => document.contentType)).toBe('application/pdf');
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  const again = await page.request.get(`/rs/orderhistory/view_pdf?orderNumber=${placed.order}`, { headers: { authorization: `Bearer ${token}` } });
  expect(again.headers()['content-type']).toBe('application/pdf');
  const pdf = await again.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(`Order ${placed.order}`);
  expect(text).toContain(placed.item.contractor);
  expect(text).toContain(placed.item.title.split(' ').slice(0, 2).join(' '));
  await popup.close();

  // Reconcile the card order against a statement line, then export the range as CSV.
  await page.goto('/ws/orderhistory/reconcile');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Card Statement Reconciliation' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: `Choose order ${placed.order}` }).check();
  await page.getByRole('button', { name: 'Mark 1 order reconciled' }).click();
  await expect(summary.getByRole('link', { name: ORDERHISTORY_TEXT.statementReference })).toBeVisible();
  await page.getByLabel('Statement reference').fill('Statement line 7');
  await page.getByRole('button', { name: 'Mark 1 order reconciled' }).click();
  const done = page.getByText(ORDERHISTORY_TEXT.reconciled(1, 'Statement line 7'));
  await expect(done).toBeVisible();
  await expect(page.locator('.usa-alert--success')).toBeFocused();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv.split('\r\n')[0]).toContain('Order Number,Order Group,Order Date');
  expect(csv).toContain(`${placed.order},${placed.group},`);
  expect(csv).toContain('Statement line 7');

  // Cancel: only after the second confirmation; the order and its line become Cancelled, and an email goes out.
  await page.goto(`/ws/orderhistory/order_details?orderNumber=${placed.order}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const yes = page.getByRole('button', { name: 'Yes, cancel this order' });
  // The warning's question takes the focus, not the destructive button.
  await expect(page.getByRole('heading', { level: 2, name: `Cancel order ${placed.order}?` })).toBeFocused();
  await expect(yes).toBeVisible();
  await expectNoAxeViolations(page);
  await yes.click();
  const message = page.locator('.usa-alert--success');
  await expect(message).toContainText(ORDERHISTORY_TEXT.cancelled(placed.order));
  await expect(message).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('table').first()).toContainText('Cancelled');
  await expectNoAxeViolations(page);
  await mailTo(request, buyer.email, `Order ${placed.order} is now Cancelled`);
});

test('a signed-out visitor is asked to sign in instead of seeing order history', async ({ page }) => {
  expect((await page.request.get('/rs/orderhistory/my_orders')).status()).toBe(401);
  await page.goto('/ws/orderhistory/my_orders');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toContainText('Please sign in to continue.');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toHaveCount(0);
});
