/**
 * Steps the issue-5 journeys share: a valid purchase card number, the development mailbox, the order
 * confirmation's numbers, and the PDF the View PDF window shows (its bytes and the text it draws).
 */
import { inflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A purchase card number valid by the rules: a SmartPay prefix, 16 digits, Luhn check digit. */
export function luhnCard(prefix: string): string {
  const body = prefix.padEnd(15, '0').slice(0, 15);
  for (let check = 0; check <= 9; check++) {
    const digits = `${body}${check}`;
    const sum = [...digits].reverse().reduce((s, c, i) => {
      const d = Number(c) * (i % 2 === 1 ? 2 : 1);
      return s + (d > 9 ? d - 9 : d);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest message to `to` whose subject passes `subject`, waiting for the outbox to deliver it. */
export async function mailTo(request: APIRequestContext, to: string, subject: (s: string) => boolean, what: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await request.get('/dev/mailbox/messages.json')).json()) as Mail[];
        // Newest first (the mailbox's order).
        found = all.find((m) => m.to === to && subject(m.subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: what },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

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
 * On Order Details: View PDF opens a new window; answers that window's document type and the bytes it
 * shows (read from its blob address in the app's page, which made it, before the app revokes it).
 */
export async function openOrderPdf(page: Page, orderNumber: string): Promise<{ contentType: string; bytes: Buffer }> {
  const [popup, response] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => r.url().includes('/rs/orderhistory/view_pdf')),
    page.getByRole('button', { name: 'View PDF' }).click(),
  ]);
  expect(response.headers()['content-disposition']).toBe(`inline; filename="order-${orderNumber}.pdf"`);
  expect(popup.url()).toMatch(/^blob:/);
  await expect.poll(() => popup.evaluate(() => document.contentType)).toBe('application/pdf');
  const base64 = await page.evaluate(async (url) => {
    const blob = await (await fetch(url)).blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, popup.url());
  const contentType = await popup.evaluate(() => document.contentType);
  await popup.close();
  return { contentType, bytes: Buffer.from(base64, 'base64') };
}

/**
 * The text a PDF draws: every content stream inflated, each `<hex> Tj` string decoded (pdf-lib writes
 * Helvetica text as hex strings in flate-compressed streams).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    let ops: string;
    try {
      ops = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a flate stream
    }
    for (const t of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

/** A text as a regular expression that matches it literally. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
