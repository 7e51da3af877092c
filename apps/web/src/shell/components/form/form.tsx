/**
 * USWDS form parts of the registration screens, written as markup like the rest of the app's pages
 * (the component library stays in the dialog chunk): text fields with label, hint, required marker and
 * an inline error tied to the input with aria-describedby; the error summary whose links move the
 * focus to the fields; the step indicator whose heading takes the focus on a new step.
 */
import { type ChangeEvent, type MouseEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { aacRequestHref, EMAIL_MAX_LENGTH, noGrantAac } from '@advantage/contracts';
import { Link, useLocation } from 'react-router';
import { FormGroup } from '../FormGroup';
import type { FieldBase } from './fields';
import type { FieldError } from './submit';

export function errorFor(errors: readonly FieldError[], field: string): string | undefined {
  return errors.find((e) => e.field === field)?.message;
}

export interface TextFieldProps extends Omit<FieldBase, 'required'> {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  spellCheck?: boolean;
  /** USWDS input width modifier, e.g. 'md' for a 6-digit code. */
  width?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Marked '(optional)' instead of required. */
  optional?: boolean;
}

/** A text input, required unless `optional` (every registration field is required). */
export function TextField({ id, label, value, onChange, hint, error, type = 'text', autoComplete, inputMode, maxLength, spellCheck, width, optional = false }: TextFieldProps) {
  const inputClass = ['usa-input', error ? 'usa-input--error' : '', width ? `usa-input--${width}` : ''].filter(Boolean).join(' ');
  return (
    <FormGroup id={id} label={label} required={!optional} hint={hint} error={error}>
      {({ describedBy }) => (
        <input
          className={inputClass}
          id={id}
          name={id}
          type={type}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          required={!optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...(autoComplete ? { autoComplete } : {})}
          {...(inputMode ? { inputMode } : {})}
          {...(maxLength ? { maxLength } : {})}
          {...(spellCheck === undefined ? {} : { spellCheck })}
        />
      )}
    </FormGroup>
  );
}

/**
 * An email address field: the email keyboard, no spelling marks, at most EMAIL_MAX_LENGTH characters. `ofAnother`:
 * someone else's address (a supervisor, a colleague), which the browser must not fill with the buyer's own.
 */
export function EmailField({ ofAnother = false, ...props }: Omit<TextFieldProps, 'type' | 'inputMode' | 'spellCheck' | 'autoComplete'> & { ofAnother?: boolean }) {
  return <TextField maxLength={EMAIL_MAX_LENGTH} {...props} type="email" inputMode="email" spellCheck={false} autoComplete={ofAnother ? 'off' : 'email'} />;
}

export function RequiredNote() {
  return (
    <p className="usa-hint">
      A red asterisk (
      <abbr title="required" className="usa-hint usa-hint--required">
        *
      </abbr>
      ) indicates a required field.
    </p>
  );
}

interface ErrorSummaryProps {
  errors: readonly FieldError[];
  /** The fields on the form: their errors link to them; any other error is plain text. */
  fields: readonly string[];
  summaryRef: RefObject<HTMLDivElement | null>;
}

/**
 * A refusal for want of an AAC grant ("…: request one.") is something to do elsewhere, not a field to correct:
 * its entry opens the request for the AAC's password, keeping the way back to this screen as the field's own
 * "request one" link does (aacRequestHref keeps only checkout addresses).
 */
function AacRequestEntry({ aac, message }: { aac: string; message: string }) {
  const here = useLocation();
  return (
    <Link className="usa-link" to={aacRequestHref(aac, `${here.pathname}${here.search}`)}>
      {message}
    </Link>
  );
}

/**
 * The list of problems above the form. It takes the focus when it appears; each message links to its
 * field (the focus moves there without changing the address, which would reload the screen), except a
 * refusal for want of an AAC grant, which opens the request for one.
 */
export function ErrorSummary({ errors, fields, summaryRef }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const field = document.getElementById(id);
    field?.focus();
    field?.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div className="usa-alert usa-alert--error adv-error-summary" tabIndex={-1} ref={summaryRef}>
      <div className="usa-alert__body" role="alert">
        <h2 className="usa-alert__heading">{errors.length === 1 ? 'There is a problem' : `There are ${errors.length} problems`}</h2>
        <ul className="usa-list">
          {errors.map((error) => {
            const noGrant = noGrantAac(error.message);
            return (
              <li key={`${error.field}:${error.message}`}>
                {noGrant
                  ? <AacRequestEntry aac={noGrant} message={error.message} />
                  : fields.includes(error.field)
                    ? (
                        <a className="usa-link" href={`#${error.field}`} onClick={(event) => focusField(event, error.field)}>
                          {error.message}
                        </a>
                      )
                    : error.message}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

interface StepIndicatorProps {
  steps: readonly string[];
  /** 1-based. */
  current: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Earlier steps still to be done (the review opened before a method of payment was chosen). */
  pending?: readonly string[];
}

/** USWDS step indicator; its heading names the current step and takes the focus when the step changes. */
export function StepIndicator({ steps, current, headingRef, pending = [] }: StepIndicatorProps) {
  const label = steps[current - 1] ?? '';
  return (
    <div className="usa-step-indicator usa-step-indicator--counters-sm adv-registration__steps">
      <ol className="usa-step-indicator__segments">
        {steps.map((step, index) => {
          const n = index + 1;
          const state = n === current ? 'current' : n < current && !pending.includes(step) ? 'complete' : 'upcoming';
          return (
            <li
              key={step}
              className={`usa-step-indicator__segment${state === 'complete' ? ' usa-step-indicator__segment--complete' : ''}${state === 'current' ? ' usa-step-indicator__segment--current' : ''}`}
              {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}
            >
              <span className="usa-step-indicator__segment-label">
                {step}
                {state === 'current' ? null : <span className="usa-sr-only">{state === 'complete' ? ' completed' : ' not completed'}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="usa-step-indicator__header">
        <h2 className="usa-step-indicator__heading" tabIndex={-1} ref={headingRef}>
          <span className="usa-step-indicator__heading-counter">
            <span className="usa-sr-only">Step </span>
            <span className="usa-step-indicator__current-step">{current}</span>
            {' '}
            <span className="usa-step-indicator__total-steps">{`of ${steps.length}`}</span>
            <span className="usa-sr-only">: </span>
          </span>
          <span className="usa-step-indicator__heading-text">{label}</span>
        </h2>
      </div>
    </div>
  );
}

export type FocusTarget = 'summary' | 'heading';

/**
 * Moves the focus after the next render: to the error summary when problems appear, to the step
 * heading when a new step shows in place. A screen that opens with errors (a Failure reached by
 * navigation) focuses its summary after the layout has focused <main>.
 */
export function useFocusTargets(openWithErrors: boolean) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [request, setRequest] = useState<{ target: FocusTarget; n: number }>();
  useEffect(() => {
    if (!request) return;
    (request.target === 'summary' ? summaryRef : headingRef).current?.focus();
  }, [request]);
  useEffect(() => {
    if (!openWithErrors) return;
    const timer = setTimeout(() => summaryRef.current?.focus(), 0);
    return () => clearTimeout(timer);
    // Only when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const focus = useCallback((target: FocusTarget) => setRequest((r) => ({ target, n: (r?.n ?? 0) + 1 })), []);
  return { summaryRef, headingRef, focus };
}

/** A polite status line for the request under way. */
export function BusyStatus({ message }: { message: string | undefined }) {
  return (
    <p className="adv-status-text" role="status">
      {message ?? ''}
    </p>
  );
}
