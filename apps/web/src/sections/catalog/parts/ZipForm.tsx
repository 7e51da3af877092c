/**
 * The ZIP code field of a delivery estimate. It is checked with the docs/product/validation-rules.md zip rule before the page
 * is asked again with the ZIP, and a message from the server (a ZIP it refused) shows the same way.
 */
import { validate } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';

interface ZipFormProps {
  idPrefix: string;
  initial: string;
  serverError?: string | null;
  label?: string;
  submitLabel: string;
  onZip: (zip: string) => void;
}

export function ZipForm({ idPrefix, initial, serverError, label = 'ZIP code', submitLabel, onZip }: ZipFormProps) {
  const id = `${idPrefix}-zip`;
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(serverError ?? undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate('zip', value);
    setError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    onZip(value.trim());
  };
  return (
    <form className="usa-form adv-zip-form" noValidate onSubmit={submit}>
      <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
        <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
          {label}
        </label>
        <span className="usa-hint" id={`${id}-hint`}>
          5 digits, or 5 digits, a hyphen and 4 digits
        </span>
        {error
          ? (
              <span className="usa-error-message" id={`${id}-error`} role="alert">
                {error}
              </span>
            )
          : null}
        {/* The button sits beside its field (beside the long hint it floated away from it). */}
        <div className="adv-zip-form__row">
          <input
            className={`usa-input usa-input--small${error ? ' usa-input--error' : ''}`}
            id={id}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => setValue(event.target.value)}
          />
          <button className="usa-button" type="submit">
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
