/**
 * Where the page was scrolled when the last navigation began. Every new screen opens at the top
 * (ScrollRestoration in the app frame; Back and Forward restore), except a dialog: it opens over the page
 * it came from, and a call that answered nothing (a 401 opening the login) keeps the page on screen: both
 * must stay where the buyer left them.
 */
import { useLayoutEffect } from 'react';

let atLeave = 0;

export function rememberScroll(): void {
  atLeave = window.scrollY;
}

/** Scrolls the page back to where it was when the navigation began, once, as the component mounts. */
export function useKeptScroll(keep: boolean): void {
  useLayoutEffect(() => {
    if (keep) window.scrollTo(0, atLeave);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
}
