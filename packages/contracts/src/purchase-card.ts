/**
 * Purchase-card rules (docs/product/validation-rules.md "Credit card: 16 digits"; docs/product/checkout.md): 16 digits, Luhn, a GSA SmartPay
 * purchase-account prefix, and not within 20 days of expiry. Only the brand, the last four digits and
 * the expiry are ever kept.
 */
import { CARD_DIGITS } from './constants.js';

export const PURCHASE_CARD_PREFIXES = { visa: ['4614', '4716', '4486'], mastercard: ['5565', '5568'] } as const;
export type CardBrand = keyof typeof PURCHASE_CARD_PREFIXES;
/** MAS orders are charged at shipment, so a card this close to expiry is refused (docs/product/checkout.md). */
export const CARD_EXPIRY_MARGIN_DAYS = 20;

export const CARD_TEXT = {
  digits: `Card number must be exactly ${CARD_DIGITS} digits.`,
  luhn: 'This card number is not valid. Check the digits and enter it again.',
  prefix: 'This is not a government purchase card. Enter a GSA SmartPay purchase card number (Visa 4614, 4716 or 4486; Mastercard 5565 or 5568).',
  expiryFormat: 'Enter the expiry month and year as MM/YYYY.',
  expiring: `This card expires within ${CARD_EXPIRY_MARGIN_DAYS} days. Use a card that is valid for at least ${CARD_EXPIRY_MARGIN_DAYS} more days.`,
  expired: `This card has expired. Use a card that is valid for at least ${CARD_EXPIRY_MARGIN_DAYS} more days.`,
} as const;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand | undefined {
  for (const brand of Object.keys(PURCHASE_CARD_PREFIXES) as CardBrand[]) {
    if (PURCHASE_CARD_PREFIXES[brand].some((p) => digits.startsWith(p))) return brand;
  }
  return undefined;
}

/** Spaces and hyphens people type between groups are dropped before the rule is applied. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The number's problem, or undefined when it is a valid purchase card number. */
export function cardNumberError(value: string): string | undefined {
  const digits = cardDigits(value);
  if (!new RegExp(`^\\d{${CARD_DIGITS}}$`).test(digits)) return CARD_TEXT.digits;
  if (!luhnValid(digits)) return CARD_TEXT.luhn;
  if (!cardBrand(digits)) return CARD_TEXT.prefix;
  return undefined;
}

/** Parses MM/YYYY (or MM/YY) into month and year, or undefined. */
export function parseCardExpiry(value: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/**
 * A card is good through the last day of its expiry month; refused when that is within the margin, and
 * told apart when that day has passed (an expired card is not one that "expires within 20 days").
 */
export function cardExpiryError(value: string, now: Date = new Date()): string | undefined {
  const expiry = parseCardExpiry(value);
  if (!expiry) return CARD_TEXT.expiryFormat;
  const lastDay = Date.UTC(expiry.year, expiry.month, 0, 23, 59, 59);
  if (lastDay < now.getTime()) return CARD_TEXT.expired;
  if (lastDay - now.getTime() < CARD_EXPIRY_MARGIN_DAYS * 86_400_000) return CARD_TEXT.expiring;
  return undefined;
}

/** What may be stored and shown of a card. */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export function summarizeCard(number: string, expiry: string): CardSummary {
  const digits = cardDigits(number);
  const e = parseCardExpiry(expiry);
  const brand = cardBrand(digits);
  if (!e || !brand) throw new Error('summarizeCard needs a validated card');
  return { brand, last4: digits.slice(-4), expMonth: e.month, expYear: e.year };
}
