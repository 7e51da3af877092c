/**
 * Reconnect settings: docs/product/constants.md by default (10000 ms, 60 attempts, 4000 ms give-up message). Tests may
 * shorten them with a debug key, stored so it survives the reload a reconnect causes:
 *
 * - query `?debugReconnect=<intervalMs>,<maxAttempts>[,<giveUpMs>]` on any page load saves it;
 *   `?debugReconnect=off` removes it;
 * - or directly `localStorage['advantage.debug.reconnect'] = '{"intervalMs":500,"maxAttempts":3,"giveUpMs":1000}'`.
 */
import { RECONNECT_GIVE_UP_MESSAGE_MS, RECONNECT_INTERVAL_MS, RECONNECT_MAX_ATTEMPTS } from '@advantage/contracts';
import { readStorage, removeStorage, writeStorage } from '../storage';
import type { ReconnectSettings } from './machine';

export const RECONNECT_DEBUG_KEY = 'advantage.debug.reconnect';
export const RECONNECT_DEBUG_PARAM = 'debugReconnect';

export const DEFAULT_RECONNECT: ReconnectSettings = {
  intervalMs: RECONNECT_INTERVAL_MS,
  maxAttempts: RECONNECT_MAX_ATTEMPTS,
  giveUpMs: RECONNECT_GIVE_UP_MESSAGE_MS,
};

function positive(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Reads (and, from the query, saves) the debug override; anything malformed keeps the defaults. */
export function reconnectSettings(search: string = typeof location === 'undefined' ? '' : location.search): ReconnectSettings {
  const param = new URLSearchParams(search).get(RECONNECT_DEBUG_PARAM);
  if (param === 'off') removeStorage('local', RECONNECT_DEBUG_KEY);
  else if (param) {
    const [intervalMs, maxAttempts, giveUpMs] = param.split(',').map((part) => positive(part.trim()));
    writeStorage('local', RECONNECT_DEBUG_KEY, JSON.stringify({ intervalMs, maxAttempts, giveUpMs }));
  }
  const raw = readStorage('local', RECONNECT_DEBUG_KEY);
  if (!raw) return DEFAULT_RECONNECT;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      intervalMs: positive(value.intervalMs) ?? DEFAULT_RECONNECT.intervalMs,
      maxAttempts: positive(value.maxAttempts) ?? DEFAULT_RECONNECT.maxAttempts,
      giveUpMs: positive(value.giveUpMs) ?? DEFAULT_RECONNECT.giveUpMs,
    };
  } catch {
    return DEFAULT_RECONNECT;
  }
}
