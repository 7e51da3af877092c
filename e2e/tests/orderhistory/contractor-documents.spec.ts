/**
 * Contractor documents (docs/adr/0033-contractor-documents.md) on the main e2e server, with a buyer of the test's
 * own (support/members.ts): the buyer orders two items from one contractor; the contractor's system, with the
 * credential the run's template issued it, acknowledges the order, backorders line 1 with an estimated date and
 * ships line 2 by UPS with a tracking number. The buyer sees each step in Order History, on the order's details
 * (with the link to UPS's tracking page) and in the message center, and gets the email of the shipment. Every
 * screen passes axe and fits 390 and 1280 px without sideways scrolling. Last, an invoice for less than the order is
 * shown beside the order's status and flagged in reconciliation.
 */
import { CONTRACTOR_DOCUMENT_TEXT, type Envelope, type ProductDetailAttributes } from '@advantage/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { mailTo } from '../../support/mailbox';
import { ownMember } from '../../support/members';
import { placeCardOrderOf } from '../../support/orders';
import { confirmation, contractorTokens, invoice, sendDocument, shipNotice } from './contractor-system';

test.describe.configure({ timeout: 180_000 });

/** Two products one contractor offers under one contract (one offer each), and that contractor's credential. */
async function twoItemsOfOneContractor(request: APIRequestContext, tokens: Record<string, string>) {
  const seen = new Map<string, Array<{ id: number; contractor: string; quantity: string }>>();
  for (let id = 200; id < 600; id++) {
    const envelope = (await (await request.get(`/rs/catalog/product_detail?productId=${id}`)).json()) as Envelope;
    if (envelope.responseName !== 'ProductDetail') continue;
    const a = envelope.attributes as ProductDetailAttributes;
    for (const offer of a.offers) {
      if (offer.contract.kind === 'BPA' || !offer.contract.acceptsPurchaseCard || !tokens[offer.contractor.id]) continue;
      if (a.offers.filter((o) => o.contractor.id === offer.contractor.id).length > 1) continue;
      const key = `${offer.contractor.id}:${offer.contract.number}`;
      const item = { id, contractor: offer.contractor.name, quantity: String(Math.max(1, offer.minimumOrderQuantity)) };
      const items = [...(seen.get(key) ?? []), item];
      if (items.length === 2) return { items, token: tokens[offer.contractor.id]! };
      seen.set(key, items);
    }
  }
  throw new Error('no contractor with two products between 200 and 600');
}

const longDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

test('the contractor acknowledges, backorders one line and ships the other; the buyer sees each step', async ({ page, request }) => {
  const header = () => page.getByRole('banner');
  const buyer = ownMember('buyer@gsa.gov');
  const { items, token } = await twoItemsOfOneContractor(request, contractorTokens());
  await signIn(page, buyer, '/ws/main/start_page?store=ADVANTAGE');
  const placed = await placeCardOrderOf(page, items, 'Pat Buyer');
  await expect(header().getByRole('link', { name: /^Messages \(1\)/ })).toBeVisible();

  // Acknowledged: the whole order is Accepted, in Order History too.
  const accepted = await sendDocument(request, token, confirmation(placed.order, 'accept'));
  expect(accepted).toMatchObject({ status: 200, text: CONTRACTOR_DOCUMENT_TEXT.applied('ConfirmationRequest', placed.order, 'Accepted') });
  // The buyer's open tab learns of it over the server connection.
  await expect(header().getByRole('link', { name: /^Messages \(2\)/ })).toBeVisible();
  await page.goto(`/ws/orderhistory/my_orders?orderNumber=${placed.order}`);
  await expect(page.getByRole('heading', { level: 2, name: '1 order' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Accepted');
  await expectNoAxeViolations(page);

  // Line 1 backordered with its estimated date; line 2 shipped by UPS.
  const eta = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  expect((await sendDocument(request, token, confirmation(placed.order, 'detail', [{ line: 1, type: 'backordered', deliveryDate: `${eta}T12:00:00-05:00` }]))).status).toBe(200);
  const tracking = '1Z999AA10123456784';
  const shipped = await sendDocument(request, token, shipNotice(placed.order, 'UPS', tracking, [2]));
  expect(shipped).toMatchObject({ status: 200, text: CONTRACTOR_DOCUMENT_TEXT.applied('ShipNoticeRequest', placed.order, 'Backordered') });
  // The same document again is answered as the first time and changes nothing more.
  const again = await request.post('/cxml/inbound', { headers: { 'content-type': 'text/xml' }, data: shipped.xml });
  expect(again.status()).toBe(200);
  await expect(header().getByRole('link', { name: /^Messages \(4\)/ })).toBeVisible();

  await page.goto(`/ws/orderhistory/my_orders?orderNumber=${placed.order}`);
  await expect(page.getByRole('table')).toContainText('Backordered');
  await page.getByRole('link', { name: `Order ${placed.order} details` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order Details: ${placed.order}` })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Items' });
  await expect(lines.getByRole('row').nth(1)).toContainText(`Backordered, estimated ${longDay.format(new Date(`${eta}T00:00:00Z`))}`);
  await expect(lines.getByRole('row').nth(2)).toContainText(`Shipped by UPS, tracking number ${tracking}`);
  await expect(lines.getByRole('link', { name: /Track line 2 with UPS/ })).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${tracking}`);
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history).toContainText('Accepted');
  await expect(history).toContainText(`Estimated ship date ${eta}.`);
  await expect(history).toContainText(`Shipped by UPS, tracking number ${tracking}.`);
  await expectFitsAtAllWidths(page, 'the order details', { axe: true });

  // The message center lists each step, newest first; the shipment's email links UPS's tracking page.
  await header().getByRole('link', { name: /^Messages \(4\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Message Center' });
  const titles = dialog.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([
    `New Order ${placed.order} line 2 is now Shipped`,
    `New Order ${placed.order} line 1 is now Backordered`,
    `New Order ${placed.order} is now Accepted`,
    `New Order group ${placed.group} was submitted`,
  ]);
  await expectFitsAtAllWidths(page, 'the message center', { axe: true });
  const mail = await mailTo(request, buyer.email, `Order ${placed.order} line 2 is now Shipped`);
  expect(mail.text).toContain(`Track the shipment: https://www.ups.com/track?tracknum=${tracking}`);

  // Line 2 invoiced for $1.00: beside the status on the order, and flagged in reconciliation against the order's amount.
  const invoiceId = `INV-${placed.order}`;
  expect((await sendDocument(request, token, invoice(placed.order, invoiceId, 2, '1.00'))).status).toBe(200);
  await page.goto(`/ws/orderhistory/order_details?orderNumber=${placed.order}`);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('rowheader', { name: invoiceId })).toBeVisible();
  await expect(invoices).toContainText(/The contractor invoiced \$1\.00, \$[\d,.]+ less than the order\./);
  await page.goto('/ws/orderhistory/reconcile');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: placed.order, exact: true }) });
  await expect(row).toContainText(/\$1\.00Differs by −\$[\d,.]+/);
  await expectFitsAtAllWidths(page, 'the reconciliation', { axe: true });
});
