/**
 * A USWDS modal for the app's own dialogs (session expiry, PIV/CAC card): written as markup so it
 * stays small (the component library's modal and its focus trap are the modal layout's chunk).
 *
 * - role=dialog, aria-modal, labelled by its heading and described by its body;
 * - the heading takes the focus on open (and again when `focusKey` changes: a new step of the dialog);
 * - Tab and Shift+Tab stay inside; Escape closes only a dismissible dialog (`onDismiss`); the
 *   backdrop never closes it (session-expiry and must-acknowledge dialogs, docs/product/README.md);
 * - on close the focus returns to `returnFocus`, else to what had it before, else to the main content.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/** Dialogs open at once (a session warning over a card dialog): the page stays locked until the last closes. */
let openCount = 0;

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

export interface AppDialogProps {
  title: string;
  children: ReactNode;
  /** Escape closes the dialog when given; without it the dialog must be answered. */
  onDismiss?: () => void;
  returnFocus?: HTMLElement | null;
  focusKey?: string;
  className?: string;
}

export function AppDialog({ title, children, onDismiss, returnFocus, focusKey, className }: AppDialogProps) {
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  const returnRef = useRef(returnFocus);

  useEffect(() => {
    dismissRef.current = onDismiss;
    returnRef.current = returnFocus;
  });

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openCount += 1;
    document.body.classList.add('usa-js-modal--active');
    const onKey = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        if (dismissRef.current) {
          event.preventDefault();
          dismissRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
      const first = tabbable[0];
      const last = tabbable.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        headingRef.current?.focus();
      } else if (event.shiftKey && (active === first || active === headingRef.current || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openCount -= 1;
      if (openCount === 0) document.body.classList.remove('usa-js-modal--active');
      const target = [returnRef.current, before, document.getElementById('main-content')].find((el) => el?.isConnected);
      target?.focus();
    };
  }, []);

  useEffect(() => {
    headingRef.current?.focus();
  }, [focusKey]);

  return createPortal(
    <div className="usa-modal-wrapper is-visible adv-dialog">
      <div className="usa-modal-overlay">
        <div
          ref={dialogRef}
          className={['usa-modal', 'adv-modal', 'adv-modal--center', className].filter(Boolean).join(' ')}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-heading`}
          aria-describedby={`${id}-body`}
        >
          <div className="usa-modal__content">
            <div className="usa-modal__main">
              <h2 className="usa-modal__heading" id={`${id}-heading`} tabIndex={-1} ref={headingRef}>
                {title}
              </h2>
              <div id={`${id}-body`}>{children}</div>
            </div>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
