import { redirect, replace } from 'react-router';

let initialized: () => boolean = () => false;

/** Lets loaders tell the browser's first load from an in-app navigation. */
export function trackRouter(router: { state: { initialized: boolean } }): void {
  initialized = () => router.state.initialized;
}

export function isFirstLoad(): boolean {
  return !initialized();
}

/**
 * A loader's "go there instead". On the first load it replaces the address the browser opened (so
 * Back never returns to a redirecting URL); in the app, the redirecting URL was never committed to
 * history, so a plain redirect keeps the page the user came from.
 */
export function leaveTo(to: string): Response {
  return isFirstLoad() ? replace(to) : redirect(to);
}

/** Leaves the app for an allow-listed address, with the same history rule as leaveTo. */
export function leaveAppFor(url: string): void {
  if (isFirstLoad()) window.location.replace(url);
  else window.location.assign(url);
}
