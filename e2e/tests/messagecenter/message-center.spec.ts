/**
 * The message center, with a member of the test's own on the main server (support/members.ts), so the member's
 * count is this test's alone: a
 * buyer places an order and cancels it (an order status change); each event's message arrives in the header's
 * count as it happens (a push over the server connection), the dialog lists both with links, and opening one and
 * marking the rest read empties the count. Every screen passes axe at 390 and 1280 px.
 */
import { MESSAGE_CENTER_TEXT, ORDERHISTORY_TEXT } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../support/auth';
import { expectFitsAtAllWidths } from '../../support/layout';
import { ownMember } from '../../support/members';
import { placeCardOrder } from '../../support/orders';

test.describe.configure({ timeout: 180_000 });

test('an order and its cancellation reach the message center as they happen; reading them empties the count', async ({ page }: { page: Page }) => {
  const header = () => page.getByRole('banner');
  const buyer = ownMember('buyer@gsa.gov');
  await signIn(page, buyer, '/ws/main/start_page?store=ADVANTAGE');
  await expect(header().getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  const placed = await placeCardOrder(page, page.request, 'Pat Buyer');
  // The order's message is pushed to the open tab: the header counts it without a reload.
  await expect(header().getByRole('link', { name: /^Messages \(1\)/ })).toBeVisible();

  await page.goto(`/ws/orderhistory/order_details?orderNumber=${placed.order}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
  await expect(page.locator('.usa-alert--success')).toContainText(ORDERHISTORY_TEXT.cancelled(placed.order));
  await expect(header().getByRole('link', { name: /^Messages \(2\)/ })).toBeVisible();

  await header().getByRole('link', { name: /^Messages \(2\)/ }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGE_CENTER_TEXT.title });
  await expect(dialog.getByRole('heading', { name: MESSAGE_CENTER_TEXT.title })).toBeVisible();
  await expect(dialog.getByText('2 unread messages')).toBeVisible();
  const items = dialog.getByRole('listitem');
  // "New" is a word of its own in each unread title, and each message's link is named by its subject.
  await expect(items.nth(0).getByRole('heading', { level: 2, name: `New Order ${placed.order} is now Cancelled`, exact: true })).toBeVisible();
  await expect(items.nth(1).getByRole('heading', { level: 2, name: `New Order group ${placed.group} was submitted`, exact: true })).toBeVisible();
  await expect(items.nth(0).getByRole('link', { name: `Open: Order ${placed.order} is now Cancelled`, exact: true })).toBeVisible();
  await expectFitsAtAllWidths(page, 'the message center', { axe: true });

  // One message read by opening it with the keyboard, then the rest at once.
  await items.nth(1).getByRole('link', { name: `Open: Order group ${placed.group} was submitted`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ws/orderhistory/order_summary\\?group=${placed.group}$`));
  await expect(header().getByRole('link', { name: /^Messages \(1\)/ })).toBeVisible();
  await header().getByRole('link', { name: /^Messages \(1\)/ }).click();
  await expect(dialog.getByText('1 unread message')).toBeVisible();
  await expect(items.nth(1).getByRole('heading', { level: 2, name: `Order group ${placed.group} was submitted`, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: MESSAGE_CENTER_TEXT.markAllRead }).click();
  await expect(dialog.getByText('No unread messages.')).toBeVisible();
  await expect(header().getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // A message opens what it is about.
  await items.nth(0).getByRole('link', { name: `Open: Order ${placed.order} is now Cancelled` }).click();
  await expect(page).toHaveURL(new RegExp(`/ws/orderhistory/order_details\\?orderNumber=${placed.order}$`));
  await expect(page.getByRole('table').first()).toContainText('Cancelled');
});
