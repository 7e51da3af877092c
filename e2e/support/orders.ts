/** What the order specs share: a purchase card number the rules accept, placing a card order, emptying the cart, and the text an order PDF draws. */
import { inflateSync } from 'node:zlib';
import { CART_PATH, CART_TEXT, CATALOG_TEXT, type Envelope, luhnValid, type ProductDetailAttributes } from '@advantage/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A purchase card number valid by the rules: a SmartPay prefix, 16 digits, Luhn check digit. */
export function luhnCard(prefix: string): string {
  const body = prefix.padEnd(15, '0').slice(0, 15);
  for (let check = 0; check <= 9; check++) {
    if (luhnValid(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error('unreachable');
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

/** A product with an offer on a schedule or Global Supply contract, and that offer's contractor. */
export async function orderable(request: APIRequestContext, firstId: number) {
  for (let id = firstId; id < firstId + 200; id++) {
    const envelope = (await (await request.get(`/rs/catalog/product_detail?productId=${id}`)).json()) as Envelope;
    if (envelope.responseName !== 'ProductDetail') continue;
    const a = envelope.attributes as ProductDetailAttributes;
    const offer = a.offers.find((o) => o.contract.kind !== 'BPA');
    if (offer) return { id, title: a.product.title, contractor: offer.contractor.name, quantity: String(Math.max(1, offer.minimumOrderQuantity)) };
  }
  throw new Error(`no orderable product from ${firstId}`);
}

/** Adds one item and places the order by a new purchase card to the buyer's default address. */
export async function placeCardOrder(page: Page, request: APIRequestContext, holderName: string) {
  const item = await orderable(request, 120);
  return { item, ...(await placeCardOrderOf(page, [item], holderName)) };
}

/** Adds these items (each from its product page) and places the order by a new purchase card to the default address. */
export async function placeCardOrderOf(page: Page, items: ReadonlyArray<{ id: number; contractor: string; quantity: string }>, holderName: string) {
  for (const item of items) {
    await page.goto(`/ws/catalog/product_detail?productId=${item.id}`);
    await page.getByLabel(`${CATALOG_TEXT.quantityLabel} from ${item.contractor}`).first().fill(item.quantity);
    await page.getByRole('button', { name: `${CATALOG_TEXT.addToCart} from ${item.contractor}` }).first().click();
    await expect(page.getByText(CART_TEXT.added(1))).toBeVisible();
  }

  await page.goto('/ws/checkout/checkout_review');
  await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
  await page.getByRole('region', { name: 'Method of payment' }).getByRole('link', { name: 'Choose a method of payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select Method of payment' })).toBeVisible();
  await page.getByRole('radio', { name: /A new purchase card/ }).check();
  await page.getByLabel('Card number').fill(luhnCard('471600123456789'));
  await page.getByLabel('Expiration date').fill(`10/${new Date().getUTCFullYear() + 2}`);
  await page.getByLabel('Name on card').fill(holderName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue to review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Process Your Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  const text = (await page.locator('.usa-alert--success').textContent()) ?? '';
  const match = /Order group (G\d+): order numbers? ([A\d, ]+)\./.exec(text);
  if (!match) throw new Error(`no order numbers in: ${text}`);
  return { group: match[1]!, order: match[2]!.split(', ')[0]! };
}

/** Starts from an empty cart, whatever an earlier test or run left in it. */
export async function emptyTheCart(page: Page): Promise<void> {
  await page.goto(CART_PATH);
  await expect(page.getByRole('heading', { level: 1, name: CART_TEXT.title })).toBeVisible();
  const remove = page.getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) {
    await remove.first().click();
    await expect(page.locator('.adv-cart__notice')).toContainText(CART_TEXT.removed);
  }
  await expect(page.getByText(CART_TEXT.empty)).toBeVisible();
}
