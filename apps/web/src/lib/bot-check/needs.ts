/**
 * docs/product/accounts-and-sign-in.md: "The bot-check token is added to search and product-detail reads only when the server asks
 * for it and the user is not logged in." Kept small: the client imports it on every call; the rest of
 * the bot check loads only when a read is actually asked for a token.
 */
import { BOT_CHECK_PROVIDERS, type BotCheckRequest, CLIENT_STORAGE_KEYS } from '@advantage/contracts';
import type { CallResult } from '../http/types';
import { readStorage } from '../storage';

function isRequest(value: unknown): value is BotCheckRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { provider, action } = value as Record<string, unknown>;
  return typeof action === 'string' && provider !== 'off' && (BOT_CHECK_PROVIDERS as readonly unknown[]).includes(provider);
}

/** What the server asks for, when it asks this (anonymous) visitor for a token; otherwise undefined. */
export function botCheckAsked(result: CallResult): BotCheckRequest | undefined {
  if (result.kind !== 'http-error' || result.envelope?.attributes.getToken !== true) return undefined;
  if (readStorage('session', CLIENT_STORAGE_KEYS.accessToken)) return undefined;
  const request = result.envelope.attributes.botCheck;
  return isRequest(request) ? request : undefined;
}
