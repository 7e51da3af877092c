/** Alerts (docs/product/README.md "Alert: type, msg, timeout"; docs/product/constants.md: top right, 20 percent width, 5000 ms by default). */
import { ALERT_DEFAULT_TIMEOUT_MS } from '@advantage/contracts';
import { useSyncExternalStore } from 'react';

export type AlertType = 'success' | 'warning' | 'error' | 'info';

export interface Alert {
  type: AlertType;
  msg: string;
  /** Milliseconds before the alert closes itself; 0 keeps it until dismissed. */
  timeout?: number;
}

export interface ShownAlert extends Required<Alert> {
  id: number;
}

let alerts: readonly ShownAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ShownAlert[]): void {
  alerts = next;
  for (const listener of listeners) listener();
}

/**
 * Queues an alert. Its timeout runs from when the alert container shows it (AlertContainer), not from now: an
 * alert raised while the next page still loads (sign-out lands on the start page) would otherwise close before
 * a buyer on a slow connection saw it.
 */
export function showAlert(alert: Alert): number {
  const shown: ShownAlert = { timeout: ALERT_DEFAULT_TIMEOUT_MS, ...alert, id: nextId++ };
  emit([...alerts, shown]);
  return shown.id;
}

export function dismissAlert(id: number): void {
  if (alerts.some((a) => a.id === id)) emit(alerts.filter((a) => a.id !== id));
}

/**
 * For tests: the queue is the page's, and a test's page ends with the test. An alert left queued would be shown again
 * by the next test's page, beside that test's own.
 */
export function clearAlerts(): void {
  if (alerts.length) emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => alerts;

export function useAlerts(): readonly ShownAlert[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
