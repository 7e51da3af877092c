/** USWDS form groups for the customer service form: label, hint, inline error tied to the control. */
import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error?: string | undefined;
  /** Renders the control with the ids it must reference. */
  children: (control: { describedBy: string | undefined; invalid: boolean; className: (base: string) => string }) => ReactNode;
}

export function Field({ id, label, required, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
        {required
          ? (
              <>
                {' '}
                <abbr title="required" className="usa-hint usa-hint--required">
                  *
                </abbr>
              </>
            )
          : <span className="usa-hint"> (optional)</span>}
      </label>
      {hint
        ? (
            <div className="usa-hint" id={hintId}>
              {hint}
            </div>
          )
        : null}
      {error
        ? (
            <span className="usa-error-message" id={errorId}>
              {error}
            </span>
          )
        : null}
      {children({ describedBy, invalid: Boolean(error), className: (base) => `${base}${error ? ` ${base}--error` : ''}` })}
    </div>
  );
}
