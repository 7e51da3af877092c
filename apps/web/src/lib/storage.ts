/** Storage access that never throws (private mode, disabled storage or no DOM). */

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working with in-memory state.
  }
}

export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}
