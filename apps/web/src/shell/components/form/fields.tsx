/**
 * The textarea and select of the app's forms in their USWDS form group (label, required or optional marker, hint,
 * inline error tied to the control), as `TextField` is for inputs: one markup for every screen that asks for a
 * message, a reason or a choice from a list.
 */
import type { ReactNode } from 'react';
import { FormGroup } from '../FormGroup';

export interface FieldBase {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  /** true: the required marker; false: '(optional)'; undefined: neither (forms where nothing is required). */
  required?: boolean | undefined;
}

export interface TextAreaFieldProps extends FieldBase {
  rows: number;
  maxLength?: number | undefined;
  spellCheck?: boolean;
  /** An extra class for the textarea, next to usa-textarea. */
  className?: string;
}

export function TextAreaField({ id, label, value, onChange, hint, error, required, rows, maxLength, spellCheck, className }: TextAreaFieldProps) {
  return (
    <FormGroup id={id} label={label} required={required} hint={hint} error={error}>
      {(c) => (
        <textarea
          className={[c.className('usa-textarea'), className].filter(Boolean).join(' ')}
          id={id}
          name={id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={required || undefined}
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
          {...(maxLength ? { maxLength } : {})}
          {...(spellCheck === undefined ? {} : { spellCheck })}
        />
      )}
    </FormGroup>
  );
}

export interface SelectFieldProps extends FieldBase {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The text of the first, empty choice (a select has no placeholder attribute). */
  emptyChoice?: string;
}

export function SelectField({ id, label, value, onChange, hint, error, required, options, emptyChoice = '- Select -' }: SelectFieldProps) {
  return (
    <FormGroup id={id} label={label} required={required} hint={hint} error={error}>
      {(c) => (
        <select
          className={c.className('usa-select')}
          id={id}
          name={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={required || undefined}
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
        >
          <option value="">{emptyChoice}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormGroup>
  );
}
