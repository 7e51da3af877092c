/**
 * Saved purchase cards (docs/product/README.md profile/manage_payments "Manage Methods of Payment"; docs/product/checkout.md). The
 * number and the expiry are checked with the purchase-card rules; only the brand, the last four digits,
 * the expiry, the cardholder and a nickname are kept. There is no CVV field anywhere.
 */
import { z } from 'zod';
import { CARD_TEXT, cardExpiryError, cardNumberError, type CardBrand } from './purchase-card.js';

export const CARD_LIMITS = { number: 30, expiry: 10, holderName: 80, nickname: 40 } as const;

export const CARD_FORM_TEXT = {
  numberRequired: 'Card number is required.',
  expiryRequired: 'Expiration date is required.',
  holderRequired: 'Name on card is required.',
} as const;

/** A field checked by one of the purchase-card rules, which return the problem or undefined. */
const ruled = (required: string, max: number, tooLong: string, rule: (value: string) => string | undefined) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .superRefine((value, ctx) => {
      const problem = rule(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A new card. The expiry margin is measured when the input is parsed, on the server and again in the form. */
export const cardInputSchema = z.object({
  cardNumber: ruled(CARD_FORM_TEXT.numberRequired, CARD_LIMITS.number, CARD_TEXT.digits, cardNumberError),
  expiry: ruled(CARD_FORM_TEXT.expiryRequired, CARD_LIMITS.expiry, CARD_TEXT.expiryFormat, (v) => cardExpiryError(v)),
  holderName: z
    .string({ error: CARD_FORM_TEXT.holderRequired })
    .trim()
    .min(1, { error: CARD_FORM_TEXT.holderRequired })
    .max(CARD_LIMITS.holderName, { error: `Name on card may have at most ${CARD_LIMITS.holderName} characters.` }),
  nickname: z
    .string()
    .trim()
    .max(CARD_LIMITS.nickname, { error: `Nickname may have at most ${CARD_LIMITS.nickname} characters.` })
    .optional()
    .default(''),
  isDefault: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});
export type CardInput = z.output<typeof cardInputSchema>;

/** A saved card as the member's screens and checkout show it. */
export interface SavedCardView {
  id: number;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** MM/YYYY */
  expiry: string;
  holderName: string;
  nickname: string;
  isDefault: boolean;
  /** Expired, or within the purchase-card margin of expiry: it can no longer pay. */
  expiring: boolean;
}

export const CARD_BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard' };

/** "Visa •••• 1234" */
export function cardLabel(card: Pick<SavedCardView, 'brand' | 'last4'>): string {
  return `${CARD_BRAND_NAMES[card.brand]} •••• ${card.last4}`;
}

export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
