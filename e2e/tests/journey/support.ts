/**
 * Steps the issue-5 journeys share: a valid purchase card number, the development mailbox, the order
 * confirmation's numbers, and the PDF the View PDF window shows (its bytes and the text it draws).
 */
import { expect, type Page } from '@playwright/test';
export { luhnCard, pdfText } from '../../support/orders';

export type { Mail } from '../../support/mailbox';
export { mailTo } from '../../support/mailbox';

export interface Placed {
  group: string;
  orders: string[];
}

/** On Order Confirmation: the focused result heading and the group and order numbers it names. */
export async function readConfirmation(page: Page): Promise<Placed> {
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page).toHaveURL(/\/ws\/checkout\/order_confirm\?group=G\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you. Your order was placed.' })).toBeFocused();
  const text = (await page.locator('.usa-alert--success').textContent()) ?? '';
  const match = /Order group (G\d+): order numbers? ([A-Z\d, ]+)\./.exec(text);
  if (!match) throw new Error(`no order numbers in: ${text}`);
  return { group: match[1]!, orders: match[2]!.split(', ') };
}

/**
 * On Order Details: View PDF opens a new window showing a PDF document; answers the bytes the app got
 * for it (its GET_PDF answer, passed through unchanged on its way to the app, which hands it to the
 * window as a blob; the browser's own record of a fetched blob's body is not readable).
 */
export async function openOrderPdf(page: Page, orderNumber: string): Promise<Buffer> {
  let answer: { status: number; headers: Record<string, string>; body: Buffer } | undefined;
  const path = '**/rs/orderhistory/view_pdf?*';
  await page.route(path, async (route) => {
    const response = await route.fetch();
    answer = { status: response.status(), headers: response.headers(), body: await response.body() };
    await route.fulfill({ response });
  });
  try {
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'View PDF' }).click()]);
    expect(popup.url()).toMatch(/^blob:/);
    await expect.poll(() => popup.evaluate(() => document.contentType)).toBe('application/pdf');
    await popup.close();
  } finally {
    await page.unroute(path);
  }
  if (!answer) throw new Error('View PDF made no orderhistory/view_pdf call');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.headers['content-disposition']).toBe(`inline; filename="order-${orderNumber}.pdf"`);
  return answer.body;
}

/** A text as a regular expression that matches it literally. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
