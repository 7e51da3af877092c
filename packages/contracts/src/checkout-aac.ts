/**
 * Ordering to an AAC: an approved grant for the member and the AAC, and the AAC password
 * once per server session. The texts a buyer sees where an AAC is chosen (checkout, address book) and when
 * the order is submitted, and the rules of the password field.
 */
import { z } from 'zod';
import { aacSchema } from './account-address.js';
import { AAC_URLS } from './aacassignment-titles.js';
import { schemas } from './validation.js';

/** Wrong passwords in a row that lock a grant, and for how long. */
export const AAC_LOCK_ATTEMPTS = 5;
export const AAC_LOCK_MINUTES = 15;
const AAC_PASSWORD_ENTRY_MAX = 64;

/**
 * What a member may do with an AAC now: none (no approved, unrevoked grant), locked (too many wrong
 * passwords), password (granted, the password not yet entered in this session), unlocked.
 */
export const AAC_ACCESS_STATES = ['none', 'locked', 'password', 'unlocked'] as const;
export type AacAccess = (typeof AAC_ACCESS_STATES)[number];

/** The checkout screens a buyer may leave to request an AAC password and come back to (checkout, shipping, the funds cart). */
const CHECKOUT_RETURN = /^\/ws\/(?:checkout|ggs\/cart|cart\/afc_cart)\/?[\w/-]*(?:\?[\w=&%.+-]*)?$/;

/** `value` when it is a checkout screen of this app (an address the request screens may send the buyer back to), else undefined. */
export function checkoutReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 300 && CHECKOUT_RETURN.test(value) ? value : undefined;
}

/** Where a buyer without a grant asks for the AAC password (the aacassignment screens); `returnTo`: the checkout screen to come back to. */
export const aacRequestHref = (aac: string, returnTo?: string): string => {
  const back = checkoutReturnPath(returnTo);
  return `${AAC_URLS.request}?aac=${encodeURIComponent(aac)}${back ? `&return=${encodeURIComponent(back)}` : ''}`;
};

/**
 * The AAC a refusal for want of a grant names ("You hold no password for AAC M28542: request one."), else undefined:
 * wherever that text is shown (a field, an error summary) it leads to the request for that AAC's password.
 */
export function noGrantAac(message: string): string | undefined {
  const [head = '', tail = ''] = AAC_ACCESS_TEXT.noGrant('\u0000').split('\u0000');
  if (!message.startsWith(head) || !message.endsWith(tail)) return undefined;
  const aac = message.slice(head.length, message.length - tail.length);
  return /^[A-Z0-9]{6}$/.test(aac) ? aac : undefined;
}

const clockTime = (iso: string) => new Date(iso).toISOString().slice(11, 16);

export const AAC_ACCESS_TEXT = {
  noGrant: (aac: string) => `You hold no password for AAC ${aac}: request one.`,
  requestLink: (aac: string) => `Request the password for AAC ${aac}`,
  returnToCheckout: 'Return to checkout',
  requestHint: 'Your supervisor approves AAC passwords by email.',
  locked: (aac: string, untilIso: string) =>
    `AAC ${aac} is locked after ${AAC_LOCK_ATTEMPTS} wrong passwords. Try again after ${clockTime(untilIso)} UTC (${AAC_LOCK_MINUTES} minutes).`,
  lockedNow: (aac: string) => `AAC ${aac} is locked after ${AAC_LOCK_ATTEMPTS} wrong passwords; it cannot be ordered to for up to ${AAC_LOCK_MINUTES} minutes.`,
  passwordNeeded: (aac: string) => `Enter the AAC password for ${aac} to order to it (once per session).`,
  wrongPassword: (aac: string, triesLeft: number) =>
    `The AAC password for ${aac} is not correct. ${triesLeft === 1 ? '1 more wrong try locks' : `${triesLeft} more wrong tries lock`} it for ${AAC_LOCK_MINUTES} minutes.`,
  unlocked: (aac: string) => `AAC ${aac} is unlocked for this session.`,
  passwordLabel: 'AAC password',
} as const;

/**
 * The password as typed where an AAC is used: the activity-code password rule (docs/product/validation-rules.md); a
 * wrong one is counted, a malformed one is not.
 */
export const aacPasswordEntrySchema = schemas.activityCodePassword.max(AAC_PASSWORD_ENTRY_MAX, {
  error: `The AAC password has at most ${AAC_PASSWORD_ENTRY_MAX} characters.`,
});

/** An optional password field of a checkout form: blank means not entered. */
export const optionalAacPassword = z.preprocess((v) => (v === '' || v === null ? undefined : v), aacPasswordEntrySchema.optional());

/** checkout/aac_password: unlock an AAC for this session. */
export const aacUnlockSchema = z.object({ aac: aacSchema, password: aacPasswordEntrySchema });
export type AacUnlockInput = z.output<typeof aacUnlockSchema>;

/** Unlocked (checkout/aac_password): the AAC the password was right for. */
export interface AacUnlockedAttributes {
  aac: string;
  notice: string;
  [key: string]: unknown;
}
