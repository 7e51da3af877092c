/**
 * The inactivity timer of docs/product/accounts-and-sign-in.md Session and docs/product/constants.md: after 80 % of the session timeout without an API
 * call a warning opens with a 300-second countdown; the countdown's end expires the session. Any API
 * call but end_session (lib/activity.ts) starts the wait again, also while the warning is open: the
 * server session was extended by that call.
 */
import { GGS_CONFIRM_VALID_MS, SESSION_COUNTDOWN_SECONDS, SESSION_WARNING_FRACTION, type StoreName } from '@advantage/contracts';

export type WatchState
  = | { phase: 'idle' }
    | { phase: 'watching'; warnAt: number }
    | { phase: 'warning'; shownAt: number; deadline: number }
    | { phase: 'expired' };

export interface WatchDeps {
  /** The session timeout in seconds (sessionTimeoutOrDefault of the stored value). */
  timeoutSeconds: () => number;
  lastActivity: () => number;
  onActivity: (listener: () => void) => () => void;
  now?: () => number;
}

/**
 * The countdown: 300 seconds, but never past the server's own expiry (a short test timeout of 60 s
 * warns at 48 s and counts the remaining 12 s down).
 */
export function countdownSeconds(timeoutSeconds: number): number {
  return Math.max(1, Math.min(SESSION_COUNTDOWN_SECONDS, Math.round(timeoutSeconds * (1 - SESSION_WARNING_FRACTION))));
}

/** docs/product/accounts-and-sign-in.md: "For FSS and USMC a confirm counts as valid only if answered in under 5 minutes." */
export function confirmCounts(store: StoreName, shownAt: number, answeredAt: number): boolean {
  if (store !== 'FSS' && store !== 'USMC') return true;
  return answeredAt - shownAt < GGS_CONFIRM_VALID_MS;
}

export class InactivityWatch {
  private current: WatchState = { phase: 'idle' };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(private readonly deps: WatchDeps) {
    this.now = deps.now ?? Date.now;
  }

  get state(): WatchState {
    return this.current;
  }

  readonly snapshot = (): WatchState => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts (or restarts) watching from the last API call. */
  start(): void {
    this.unsubscribe ??= this.deps.onActivity(() => {
      if (this.current.phase === 'watching' || this.current.phase === 'warning') this.schedule();
    });
    this.schedule();
  }

  stop(): void {
    this.clear();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.set({ phase: 'idle' });
  }

  /** The timeout changed (extend_session answered): wait again with it. */
  reschedule(): void {
    if (this.current.phase !== 'idle' && this.current.phase !== 'expired') this.schedule();
  }

  private set(next: WatchState): void {
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  private clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.clear();
    const warnAt = this.deps.lastActivity() + this.deps.timeoutSeconds() * 1000 * SESSION_WARNING_FRACTION;
    this.set({ phase: 'watching', warnAt });
    this.timer = setTimeout(() => this.warn(), Math.max(0, warnAt - this.now()));
  }

  private warn(): void {
    this.timer = undefined;
    const shownAt = this.now();
    const deadline = shownAt + countdownSeconds(this.deps.timeoutSeconds()) * 1000;
    this.set({ phase: 'warning', shownAt, deadline });
    this.timer = setTimeout(() => this.expire(), deadline - shownAt);
  }

  /** The countdown ended without an answer (or an answer came too late). */
  expire(): void {
    this.clear();
    this.set({ phase: 'expired' });
  }
}
