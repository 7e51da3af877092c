/**
 * The one way a form of the app posts (the skeleton every form screen shared): the server's own input
 * schema checks the payload first, so the buyer sees the server's messages without a round trip; then
 * one request at a time (a second click while one is under way does nothing); a 400 ValidationError
 * lands on the fields; a screen answer goes to the screen's own handler; anything else is settled by
 * submitForm (sign-in, redirect, error screen). Problems move the focus to the error summary, or to
 * the one field of a small form without a summary.
 */
import { isServerPath, type ScreenOf } from '@advantage/contracts';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { schemaErrors } from './form/checks';
import { useFocusTargets } from './form/form';
import { type FieldError, fieldErrors, type SubmitOutcome, submitForm } from './form/submit';

/** `P`: the path posted to; its screen answers reach `onScreen` with their attributes typed by the contracts. */
export interface FormRequest<P extends string = string> {
  /** A path without an input schema of its own (a registration path of a store) is checked by `check` alone. */
  path: P;
  payload: Record<string, unknown>;
  /** The status line while the request is under way (BusyStatus). */
  busy?: string;
  /** What to report before sending, given what the input schema refuses; by default exactly that. */
  check?: (schemaFound: FieldError[]) => FieldError[];
  /** The server's field names as the ids of the controls they are shown on (e.g. `address.zip` → `zip`). */
  mapErrors?: (errors: FieldError[]) => FieldError[];
  /** Called once the checks passed, just before the request goes. */
  onSend?: () => void;
  /**
   * The screen answer. Return false when it is not the one hoped for (a Failure): its attributes.errors
   * are then shown on the form.
   */
  onScreen?: (envelope: ScreenOf<P>) => boolean | void | Promise<boolean | void>;
}

export interface FormSubmitOptions {
  /** The errors the screen opens with (a Failure reached by navigation); the summary takes the focus. */
  initialErrors?: () => FieldError[];
  /** Forms without an error summary: the id of the field that takes the focus when errors come back. */
  errorField?: string;
  /**
   * The answer the screen shows (its envelope). A message the answer brought ("saved", "added") belongs to it and
   * leaves with it: `answerIsCurrent` turns false as soon as the buyer submits again or the form shows new errors,
   * so a success never stands above the problem that came after it.
   */
  answer?: unknown;
}

const same = (errors: FieldError[]) => errors;

export function useFormSubmit({ initialErrors, errorField, answer }: FormSubmitOptions = {}) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldError[]>(() => initialErrors?.() ?? []);
  // Attempts since the screen opened; the answer shown is current while no attempt came after it.
  const [attempts, setAttempts] = useState(0);
  const [answerSeen, setAnswerSeen] = useState({ answer, attempts: 0 });
  if (answerSeen.answer !== answer) setAnswerSeen({ answer, attempts });
  const answerIsCurrent = answerSeen.answer !== answer || answerSeen.attempts === attempts;
  const [status, setStatus] = useState<string>();
  const { summaryRef, headingRef, focus } = useFocusTargets(errors.length > 0);
  // The guard is a ref, not the rendered state, so two clicks before a re-render still send once.
  const sending = useRef(false);

  const showErrors = useCallback((found: FieldError[]) => {
    setAttempts((n) => n + 1);
    setErrors(found);
    if (errorField) document.getElementById(errorField)?.focus();
    else focus('summary');
  }, [errorField, focus]);

  /** Checks, posts and hands the answer on; undefined when nothing was sent. */
  async function submit<P extends string>(request: FormRequest<P>): Promise<SubmitOutcome<P> | undefined> {
    if (sending.current) return undefined;
    const { path, payload, busy = '', check = same, mapErrors = same, onSend, onScreen } = request;
    const found = check(mapErrors(isServerPath(path) ? schemaErrors(path, payload) : []));
    if (found.length) {
      showErrors(found);
      return undefined;
    }
    onSend?.();
    setAttempts((n) => n + 1);
    sending.current = true;
    setStatus(busy);
    const outcome = await submitForm(path, payload, navigate).finally(() => {
      sending.current = false;
      setStatus(undefined);
    });
    if (outcome.kind === 'invalid') {
      showErrors(mapErrors(outcome.errors));
    } else if (outcome.kind === 'screen' && (await onScreen?.(outcome.envelope)) === false) {
      showErrors(mapErrors(fieldErrors(outcome.envelope.attributes.errors)));
    }
    return outcome;
  }

  /** A form's onSubmit: `build` runs only when no request is under way; it may return undefined to send nothing. */
  const onSubmit = <P extends string>(build: () => FormRequest<P> | undefined) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const request = build();
    if (request) void submit(request);
  };

  return { errors, setErrors, showErrors, busy: status !== undefined, status, summaryRef, headingRef, focus, submit, onSubmit, navigate, answerIsCurrent };
}
