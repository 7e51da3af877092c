import { Modal, ModalHeading, type ModalRef } from '@trussworks/react-uswds';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useKeptScroll } from '../routes/scroll-memory';
import { IndexLayout } from './layouts';
import type { LayoutProps } from './types';

/**
 * A server-driven dialog (USWDS Modal) over the page it was opened from. Non-dismissible dialogs
 * (session expiry, must-acknowledge, registration) have no close button and ignore Escape and the
 * backdrop (`forceAction`); dismissible ones call onDismiss, which leaves the dialog's route.
 * A non-dismissible dialog's screen must contain a control (its answer buttons): the focus trap
 * needs something to focus.
 */
export function ModalLayout({ entry, background, onDismiss, children, ...props }: LayoutProps) {
  const id = `modal-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const dismissible = entry?.dismissible !== false;
  const modalClass = entry?.modalClass ?? 'center';
  const modalRef = useRef<ModalRef>(null);
  const { key: visit } = useLocation();

  // Escape, the close button and the backdrop hide the dialog at once, while leaving its route waits for the
  // server. A link back to this dialog followed meanwhile lands on the same mounted dialog: open it again.
  useEffect(() => {
    const modal = modalRef.current;
    if (modal && !modal.modalIsOpen) modal.toggleModal(undefined, true);
  }, [visit]);

  // The page under the dialog stays scrolled where it was (the new screen's scroll to the top ran first).
  useKeptScroll(Boolean(background));

  useEffect(() => {
    if (!dismissible || !onDismiss) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`#${id}`)) return;
      if (target.classList.contains('usa-modal-overlay') || target.closest('[data-close-modal]')) onDismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [dismissible, onDismiss, id]);

  return (
    <>
      {background ?? <IndexLayout {...props}>{null}</IndexLayout>}
      <Modal
        ref={modalRef}
        id={id}
        isInitiallyOpen
        forceAction={!dismissible}
        className={`adv-modal adv-modal--${modalClass}`}
        aria-labelledby={`${id}-heading`}
        aria-describedby={`${id}-body`}
      >
        {/* data-focus: the dialog's focus trap starts on its heading. */}
        <ModalHeading id={`${id}-heading`} tabIndex={-1} data-focus>
          {entry?.title}
        </ModalHeading>
        <div id={`${id}-body`}>{children}</div>
      </Modal>
    </>
  );
}
