/**
 * Focus return for the catalog dialogs. A dialog is its own route: closing it loads the page under it
 * again, so the link that opened it is a new element by then. The opener's id is remembered with the
 * page's address; the page, once shown without a dialog over it, focuses that element again.
 */
import { useEffect } from 'react';

let pending: { id: string; url: string } | undefined;

const here = () => `${window.location.pathname}${window.location.search}`;

/** Call from the opener's click handler. */
export function rememberOpener(id: string): void {
  pending = { id, url: here() };
}

/** Runs on the page that may have opened a dialog. */
export function useReturnFocus(): void {
  useEffect(() => {
    // After the layout has moved the focus to <main> on navigation.
    const timer = setTimeout(() => {
      if (!pending) return;
      // Still under the dialog: the page is its background.
      if (document.querySelector('.usa-modal-wrapper.is-visible')) return;
      if (pending.url !== here()) {
        pending = undefined;
        return;
      }
      const element = document.getElementById(pending.id);
      pending = undefined;
      element?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
}
