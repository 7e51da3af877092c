/**
 * The punchout the browser's session is in, as every screen answer of such a session carries it
 * (`attributes.punchout`): the banner and the cart's "Return cart" read it here. Null outside a punchout.
 */
import type { PunchoutSessionView } from '@advantage/contracts';
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let latest: PunchoutSessionView | null = null;
const listeners = new Set<Listener>();

function isView(value: unknown): value is PunchoutSessionView {
  const v = value as Partial<PunchoutSessionView> | null | undefined;
  return typeof v?.organization === 'string' && typeof v.operation === 'string' && typeof v.endUser?.name === 'string';
}

/** Takes the punchout from a screen answer; an answer without one leaves the known punchout as it is. */
export function notePunchout(value: unknown): void {
  if (!isView(value) || (latest && JSON.stringify(latest) === JSON.stringify(value))) return;
  latest = value;
  for (const listener of listeners) listener();
}

/** For tests: a new page load. */
export function resetPunchout(): void {
  latest = null;
}

const current = () => latest;
const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePunchout(): PunchoutSessionView | null {
  return useSyncExternalStore(subscribe, current, current);
}

/** An inspect punchout shows the cart and changes nothing (the server refuses every change with 403). */
export function useCartReadOnly(): boolean {
  return usePunchout()?.readOnly === true;
}
