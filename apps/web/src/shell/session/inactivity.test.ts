import { GGS_CONFIRM_VALID_MS } from '@advantage/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastActivity, onActivity, touchActivity } from '../../lib/activity';
import { callServer } from '../../lib/http/client';
import { fakeServer } from '../../app/test-support';
import { confirmCounts, countdownSeconds, InactivityWatch } from './inactivity';

const T0 = Date.parse('2026-05-01T12:00:00Z');

function watchWith(timeoutSeconds: number) {
  return new InactivityWatch({ timeoutSeconds: () => timeoutSeconds, lastActivity, onActivity: (l) => onActivity(() => l()) });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  touchActivity(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('inactivity timer (docs/product/accounts-and-sign-in.md Session, docs/product/constants.md)', () => {
  it('warns at 80 % of the timeout and counts 300 seconds down, then expires', () => {
    const watch = watchWith(1800);
    watch.start();
    expect(watch.state).toEqual({ phase: 'watching', warnAt: T0 + 1_440_000 });
    vi.advanceTimersByTime(1_440_000 - 1);
    expect(watch.state.phase).toBe('watching');
    vi.advanceTimersByTime(1);
    expect(watch.state).toEqual({ phase: 'warning', shownAt: T0 + 1_440_000, deadline: T0 + 1_440_000 + 300_000 });
    vi.advanceTimersByTime(300_000 - 1);
    expect(watch.state.phase).toBe('warning');
    vi.advanceTimersByTime(1);
    expect(watch.state).toEqual({ phase: 'expired' });
    watch.stop();
  });

  it('uses the default 1800 s when the stored value is 0 or missing (via sessionTimeoutOrDefault)', async () => {
    const { storedSessionTimeout } = await import('./SessionHost');
    sessionStorage.removeItem('sessionTimeout');
    expect(storedSessionTimeout()).toBe(1800);
    sessionStorage.setItem('sessionTimeout', '0');
    expect(storedSessionTimeout()).toBe(1800);
    sessionStorage.setItem('sessionTimeout', '600');
    expect(storedSessionTimeout()).toBe(600);
  });

  it('resets on every API call except main/end_session', async () => {
    fakeServer({
      '/rs/main/home': () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
      '/rs/main/end_session': () => new Response('ended', { headers: { 'Content-Type': 'text/plain' } }),
    });
    const watch = watchWith(1800);
    watch.start();
    vi.advanceTimersByTime(1_000_000);
    await callServer('main/home');
    expect(watch.state).toEqual({ phase: 'watching', warnAt: T0 + 1_000_000 + 1_440_000 });
    vi.advanceTimersByTime(1_000_000);
    await callServer('main/end_session');
    expect(watch.state).toEqual({ phase: 'watching', warnAt: T0 + 1_000_000 + 1_440_000 });
    vi.advanceTimersByTime(440_000);
    expect(watch.state.phase).toBe('warning');
    watch.stop();
  });

  it('an API call while the warning is open closes it and starts the wait again', async () => {
    fakeServer({ '/rs/main/extend_session': () => new Response('1800', { headers: { 'Content-Type': 'text/plain' } }) });
    const watch = watchWith(1800);
    watch.start();
    vi.advanceTimersByTime(1_440_000 + 10_000);
    expect(watch.state.phase).toBe('warning');
    await callServer('main/extend_session');
    expect(watch.state).toEqual({ phase: 'watching', warnAt: T0 + 1_450_000 + 1_440_000 });
    vi.advanceTimersByTime(300_000);
    expect(watch.state.phase).toBe('watching');
    watch.stop();
  });

  it('stops watching when stopped (signed out)', () => {
    const watch = watchWith(1800);
    watch.start();
    watch.stop();
    vi.advanceTimersByTime(3_600_000);
    expect(watch.state).toEqual({ phase: 'idle' });
    touchActivity();
    expect(watch.state).toEqual({ phase: 'idle' });
  });

  it('a short timeout from the server counts down only the time the server session has left', () => {
    expect(countdownSeconds(1800)).toBe(300);
    expect(countdownSeconds(3600)).toBe(300);
    expect(countdownSeconds(60)).toBe(12);
    const watch = watchWith(60);
    watch.start();
    vi.advanceTimersByTime(48_000);
    expect(watch.state).toEqual({ phase: 'warning', shownAt: T0 + 48_000, deadline: T0 + 60_000 });
    vi.advanceTimersByTime(12_000);
    expect(watch.state.phase).toBe('expired');
    watch.stop();
  });

  it('FSS and USMC: a confirm counts only if answered in under 5 minutes', () => {
    expect(GGS_CONFIRM_VALID_MS).toBe(300_000);
    for (const store of ['FSS', 'USMC'] as const) {
      expect(confirmCounts(store, T0, T0 + 299_999)).toBe(true);
      expect(confirmCounts(store, T0, T0 + 300_000)).toBe(false);
      expect(confirmCounts(store, T0, T0 + 3_600_000)).toBe(false);
    }
    for (const store of ['ADVANTAGE', 'VA', 'DHS'] as const) expect(confirmCounts(store, T0, T0 + 3_600_000)).toBe(true);
  });
});
