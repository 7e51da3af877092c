/**
 * The retry policy (docs/adr/0032-purchase-orders-out.md): exponential backoff from `baseMs`, doubled per attempt
 * up to an hour, with "equal jitter" (half fixed, half random) so that instances and orders that failed together
 * do not come back together; no retry is planned past `retryHours` from the order's commit (or an operator's retry): then it is `failed`.
 */
const MAX_DELAY_MS = 60 * 60_000;

export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** The next attempt's time, or null when it would fall after the retry window. */
export function nextAttempt(retryFrom: Date, attempts: number, now: number, options: { baseMs: number; retryHours: number }): Date | null {
  const at = now + retryDelayMs(attempts, options.baseMs);
  return at > retryFrom.getTime() + options.retryHours * 3_600_000 ? null : new Date(at);
}
