/** Screens the journeys pass through more than once: the cart's way to checkout, the confirmation, order history. */
import { CART_TEXT } from '@advantage/contracts';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { mailTo, openOrderPdf, type Placed, pdfText, readConfirmation } from './support';

export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** From the cart: Process Your Order, checked with axe. */
export async function proceedToCheckout(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: CART_TEXT.checkout }).click();
  await expect(heading(page, 'Process Your Order')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(title);
  await expectNoAxeViolations(page);
}

/** Place order on Process Your Order: the confirmation names the order, and its email arrives. */
export async function placeAndConfirm(page: Page, email: string, title: string): Promise<Placed & { mail: string }> {
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = await readConfirmation(page);
  expect(placed.orders).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Order ${placed.orders[0]}: `) })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(title);
  await expectNoAxeViolations(page);
  await expect(cartLink(page)).toHaveText(/^Cart \(0\)/);
  const mail = await mailTo(page.request, email, (s) => s.includes(placed.group));
  expect(mail.subject).toContain(placed.orders[0]!);
  expect(mail.text).toContain(placed.orders[0]!);
  return { ...placed, mail: mail.text };
}

/** Order History lists the order; its details open; View PDF shows a PDF with its number and the line's part number. */
export async function historyDetailsAndPdf(page: Page, order: string, partNumber: string, title: string): Promise<string> {
  await page.getByRole('link', { name: 'View order history' }).click();
  await expect(heading(page, 'Order History')).toBeVisible();
  const details = page.getByRole('link', { name: `Order ${order} details` });
  await expect(details).toBeVisible();
  await expectNoAxeViolations(page);
  await details.click();
  await expect(heading(page, `Order Details: ${order}`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(title);
  await expect(page.getByRole('main')).toContainText(partNumber);
  await expectNoAxeViolations(page);
  const pdf = await openOrderPdf(page, order);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(`Order ${order}`);
  expect(text.split('\n')).toContain(partNumber);
  return text;
}
