/**
 * The bot check (docs/product/accounts-and-sign-in.md, docs/architecture.md, docs/product/constants.md): reads of
 * search and product detail ask an anonymous visitor for a
 * token; the web app obtains one from the configured provider and repeats the read once with it.
 */
import type { ServerPath } from './methods.js';

/** `off` (the embedded default), the self-hosted proof of work, or reCAPTCHA standard/enterprise. */
export const BOT_CHECK_PROVIDERS = ['off', 'altcha', 'standard', 'enterprise'] as const;
export type BotCheckProviderName = (typeof BOT_CHECK_PROVIDERS)[number];

/** docs/architecture.md: the reads the token protects, each with the action name the token is requested for. */
export const BOT_CHECK_ACTIONS = {
  'search/advantage_search': 'search',
  'catalog/product_detail': 'product_detail',
  'search/mfr_list': 'mfr_list',
  'search/vnd_list': 'vnd_list',
} as const satisfies Partial<Record<ServerPath, string>>;
export type BotCheckPath = keyof typeof BOT_CHECK_ACTIONS;

/** The request header that carries the token when the read is repeated. */
export const BOT_CHECK_HEADER = 'X-Bot-Check-Token';

/** Where the web app fetches a proof-of-work challenge (provider `altcha` only). */
export const BOT_CHECK_CHALLENGE_PATH = 'bot_check/challenge' satisfies ServerPath;

/** HTTP status of a read that needs a token first (428 Precondition Required). */
export const BOT_CHECK_REQUIRED_STATUS = 428;
/** HTTP status when the provider cannot be asked (the check fails closed). */
export const BOT_CHECK_UNAVAILABLE_STATUS = 503;

/** Response names of the two ERROR envelopes the check answers with. */
export const BOT_CHECK_RESPONSES = { required: 'BotCheckRequired', unavailable: 'BotCheckUnavailable' } as const;

/**
 * `attributes.botCheck` next to `getToken: true`: what the client needs to obtain a token. `refused`
 * is set when a token came with the read and did not pass.
 */
export interface BotCheckRequest {
  provider: Exclude<BotCheckProviderName, 'off'>;
  action: string;
  /** reCAPTCHA site key. */
  siteKey?: string;
  /** altcha: the server path of a new challenge. */
  challengePath?: string;
  refused?: boolean;
}

/** Buyer-facing texts of the bot check (the spec gives none; written here once). */
export const BOT_CHECK_MESSAGES = {
  verifying: 'Verifying you are human…',
  title: 'Unable to verify you are human',
  required: 'Please confirm that you are human to see this page.',
  refused: 'We could not confirm that you are human. Reload the page to try again.',
  unavailable: 'The check that you are human is not available right now. Please try again in a few minutes.',
  clientFailure:
    'Your browser could not complete the check that you are human. Reload the page to try again; if it keeps failing, sign in to continue.',
} as const;
