/** Small parts the account screens share: the success notice, the delete confirmation and a checkbox. */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** A success alert; it takes the focus when it reports the member's own action, so it is read out. */
export function Notice({ message, noticeRef }: { message: string | undefined; noticeRef?: RefObject<HTMLDivElement | null> }) {
  if (!message) return null;
  return (
    <div className="usa-alert usa-alert--success usa-alert--slim adv-account-notice" tabIndex={-1} ref={noticeRef}>
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
}

interface ConfirmActionProps {
  /** What the first button says, e.g. 'Delete'. */
  label: string;
  /** The object's name, for screen readers and the question. */
  subject: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * A destructive action asks first, in place: the button turns into the question with 'Yes' and 'Cancel'.
 * The focus moves to 'Yes' and back to the button on Cancel, so the keyboard never loses its place.
 */
export function ConfirmAction({ label, subject, question, confirmLabel, busy, onConfirm }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (asking) yesRef.current?.focus();
    else if (returning.current) askRef.current?.focus();
    returning.current = false;
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" ref={askRef} className="usa-button usa-button--unstyled adv-account-action" onClick={() => setAsking(true)}>
        {label}
        <span className="usa-sr-only">{` ${subject}`}</span>
      </button>
    );
  }
  return (
    <span className="adv-account-confirm">
      <span>{question}</span>
      {' '}
      <button type="button" ref={yesRef} className="usa-button usa-button--secondary usa-button--small" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
        {confirmLabel}
      </button>
      <button
        type="button"
        className="usa-button usa-button--unstyled adv-account-action"
        onClick={() => {
          returning.current = true;
          setAsking(false);
        }}
      >
        Cancel
      </button>
    </span>
  );
}

interface CheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}

export function Checkbox({ id, label, checked, onChange, hint }: CheckboxProps) {
  return (
    <div className="usa-checkbox adv-account-checkbox">
      <input className="usa-checkbox__input" id={id} name={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label className="usa-checkbox__label" htmlFor={id}>
        {label}
        {hint ? <span className="usa-checkbox__label-description">{hint}</span> : null}
      </label>
    </div>
  );
}
