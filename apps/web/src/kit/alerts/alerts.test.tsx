import { ALERT_DEFAULT_TIMEOUT_MS } from '@advantage/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertContainer } from './AlertContainer';
import { dismissAlert, showAlert } from './alerts';

describe('alerts', () => {
  const shown: number[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    for (const id of shown.splice(0)) dismissAlert(id);
    vi.useRealTimers();
  });

  it('an alert raised while the next page loads stays its full time once shown (sign-out lands on the start page)', () => {
    shown.push(showAlert({ type: 'success', msg: 'You have signed out' }));
    // The page that shows it takes longer than the alert's time to load.
    act(() => {
      vi.advanceTimersByTime(ALERT_DEFAULT_TIMEOUT_MS * 2);
    });
    render(<AlertContainer />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.textContent).toContain('You have signed out');
    act(() => {
      vi.advanceTimersByTime(ALERT_DEFAULT_TIMEOUT_MS - 1);
    });
    expect(region.textContent).toContain('You have signed out');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region.textContent).not.toContain('You have signed out');
  });

  it('an alert with timeout 0 stays until dismissed', () => {
    const id = showAlert({ type: 'error', msg: 'Kept', timeout: 0 });
    shown.push(id);
    render(<AlertContainer />);
    act(() => {
      vi.advanceTimersByTime(ALERT_DEFAULT_TIMEOUT_MS * 10);
    });
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Kept');
    act(() => {
      dismissAlert(id);
    });
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).not.toContain('Kept');
  });
});
