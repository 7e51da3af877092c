/**
 * Console logging (docs/product/constants.md: "Console logging is suppressed in production unless forced"). Forcing:
 * `localStorage.setItem('advantage.debug.console', 'on')` in the browser's developer tools.
 */
import { readStorage } from './storage';

export const FORCE_CONSOLE_KEY = 'advantage.debug.console';

function enabled(): boolean {
  return !import.meta.env.PROD || readStorage('local', FORCE_CONSOLE_KEY) === 'on';
}

export function logError(message: string, ...details: unknown[]): void {
  if (enabled()) console.error(message, ...details); // eslint-disable-line no-console
}
