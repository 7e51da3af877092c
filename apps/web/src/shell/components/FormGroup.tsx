/** The one USWDS form group of the app's forms: label, required marker, hint and an inline error tied to the control. */
import type { ReactNode } from 'react';

export interface FormGroupControl {
  /** The hint and error ids for the control's aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  /** `base` plus its USWDS `--error` modifier when the field is in error. */
  className: (base: string) => string;
}

export interface FormGroupProps {
  id: string;
  label: string;
  /** true: the required marker; false: '(optional)'; undefined: neither (forms where nothing is required). */
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: FormGroupControl) => ReactNode;
}

export function FormGroup({ id, label, required, hint, error, children }: FormGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
        {required === true
          ? (
              <>
                {' '}
                <abbr title="required" className="usa-hint usa-hint--required">
                  *
                </abbr>
              </>
            )
          : null}
        {required === false ? <span className="usa-hint"> (optional)</span> : null}
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
