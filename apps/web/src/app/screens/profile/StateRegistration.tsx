/**
 * State and local registration (spec §2 profile: state_registration, validatestateemail in two
 * steps): the work email address, the 6-digit code emailed to it (Step1), then the way to the sign-in
 * account (Step2). One screen serves both paths, so the steps follow each other in place and a
 * reload starts again from the email form instead of losing the address the code was sent to.
 */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ScreenProps } from '../types';
import { checkFields, mergeErrors, required, rule, schemaErrors } from './checks';
import { federalRegistrationHref } from './FederalRegistration';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, StepIndicator, TextField, useFocusTargets } from './form';
import { SignUpStep } from './SignUpStep';
import { type FieldError, fieldErrors, type SubmitOutcome, submitForm } from './submit';

export const STATE_STEPS = ['Email address', 'Validation code', 'Sign-in account', 'Your details'] as const;

const STATE_PATH = 'profile/state_registration';
const VALIDATE_PATH = 'profile/validatestateemail';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

type View = { step: 'email' } | { step: 'code'; emailAddress: string } | { step: 'account'; emailAddress: string; signUpUrl: unknown };

function viewOf(responseName: string | undefined, attributes: Record<string, unknown>): View {
  switch (responseName) {
    case 'Step2':
      return { step: 'account', emailAddress: text(attributes.emailAddress), signUpUrl: attributes.signUpUrl };
    case 'Pre-Register':
    case 'Step1':
      return { step: 'code', emailAddress: text(attributes.emailAddress) };
    default:
      // Initial and Failure of either path: the email form (a Failure of the code step says to start again).
      return { step: 'email' };
  }
}

const STEP_NUMBER: Record<View['step'], number> = { email: 1, code: 2, account: 3 };

const sentNotice = (email: string) => `We emailed a 6-digit validation code to ${email}. It expires in 30 minutes.`;

export function StateRegistration({ envelope, entry, store }: ScreenProps) {
  const navigate = useNavigate();
  const [view, setView] = useState<View>(() => viewOf(envelope.responseName, envelope.attributes));
  const [emailAddress, setEmailAddress] = useState(() => text(envelope.attributes.emailAddress));
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldError[]>(() => fieldErrors(envelope.attributes.errors));
  const [notice, setNotice] = useState<string | undefined>(() =>
    envelope.responseName === 'Pre-Register' ? sentNotice(text(envelope.attributes.emailAddress)) : undefined,
  );
  const [busy, setBusy] = useState<string>();
  const { summaryRef, headingRef, focus } = useFocusTargets(errors.length > 0);

  function showErrors(found: FieldError[]) {
    setErrors(found);
    focus('summary');
  }

  /** Applies a screen answer of either path: a new step in place, or its errors. */
  function apply(outcome: SubmitOutcome, typedEmail: string) {
    if (outcome.kind === 'invalid') {
      showErrors(outcome.errors);
      return;
    }
    if (outcome.kind !== 'screen') return;
    const { responseName, attributes } = outcome.envelope;
    const next = viewOf(responseName, attributes);
    const problems = fieldErrors(attributes.errors);
    if (next.step !== view.step) {
      setView(next);
      setErrors(problems);
      if (next.step === 'email') setEmailAddress(text(attributes.emailAddress) || typedEmail);
      if (next.step === 'code') {
        setCode('');
        setNotice(sentNotice(next.emailAddress));
      }
      focus(problems.length ? 'summary' : 'heading');
      return;
    }
    if (responseName === 'Pre-Register') {
      // "Send a new code" on the code step.
      setErrors([]);
      setCode('');
      setNotice(`We sent a new code to ${next.step === 'code' ? next.emailAddress : typedEmail}. Enter the newest code; it expires in 30 minutes.`);
      return;
    }
    if (problems.length) showErrors(problems);
  }

  async function post(path: string, payload: Record<string, unknown>, message: string, typedEmail: string) {
    if (busy) return;
    setBusy(message);
    const outcome = await submitForm(path, payload, navigate);
    setBusy(undefined);
    apply(outcome, typedEmail);
  }

  function onEmailSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = { emailAddress: emailAddress.trim() };
    const found = mergeErrors(
      checkFields({ emailAddress }, { emailAddress: [required('Email address'), rule('email')] }),
      schemaErrors(STATE_PATH, payload),
    );
    if (found.length) {
      showErrors(found);
      return;
    }
    void post(STATE_PATH, payload, 'Sending your validation code ...', emailAddress);
  }

  function onCodeSubmit(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    const payload = { emailAddress: email, code: code.trim() };
    const found = schemaErrors(VALIDATE_PATH, payload);
    if (found.length) {
      showErrors(found);
      return;
    }
    void post(VALIDATE_PATH, payload, 'Checking your code ...', email);
  }

  function differentEmail() {
    setErrors([]);
    setNotice(undefined);
    setView({ step: 'email' });
    focus('heading');
  }

  let body;
  if (view.step === 'account') {
    body = <SignUpStep kind="state" emailAddress={view.emailAddress} signUpUrl={view.signUpUrl} onDifferentEmail={differentEmail} />;
  } else if (view.step === 'code') {
    const email = view.emailAddress;
    body = (
      <>
        <ErrorSummary errors={errors} fields={['code']} summaryRef={summaryRef} />
        <div className="usa-alert usa-alert--info usa-alert--slim">
          <div className="usa-alert__body">
            <p className="usa-alert__text" role="status">
              {notice ?? `Enter the 6-digit validation code we emailed to ${email}.`}
            </p>
          </div>
        </div>
        <form className="usa-form usa-form--large" noValidate onSubmit={(event) => onCodeSubmit(event, email)}>
          <RequiredNote />
          <TextField
            id="code"
            label="Validation code"
            hint="The 6 digits from the email, for example 123456."
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            width="md"
            value={code}
            onChange={setCode}
            error={errorFor(errors, 'code')}
          />
          <button type="submit" className="usa-button" aria-disabled={busy ? true : undefined}>
            Confirm email address
          </button>
          <BusyStatus message={busy} />
        </form>
        <ul className="usa-list usa-list--unstyled adv-registration__options">
          <li>
            No email?
            {' '}
            <button
              type="button"
              className="usa-button usa-button--unstyled"
              onClick={() => void post(STATE_PATH, { emailAddress: email }, 'Sending a new code ...', email)}
            >
              Send a new code
            </button>
          </li>
          <li>
            <button type="button" className="usa-button usa-button--unstyled" onClick={differentEmail}>
              Use a different email address
            </button>
          </li>
        </ul>
      </>
    );
  } else {
    body = (
      <>
        <ErrorSummary errors={errors} fields={['emailAddress']} summaryRef={summaryRef} />
        <p className="usa-intro">State and local government buyers register with their work email address.</p>
        <p>We email you a 6-digit code to confirm the address. Then you create a sign-in account and give your name, phone number and agency.</p>
        <form className="usa-form usa-form--large" noValidate onSubmit={onEmailSubmit}>
          <RequiredNote />
          <TextField
            id="emailAddress"
            label="Work email address"
            hint="For example name@springfield.il.us or name@countyname.gov."
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={254}
            value={emailAddress}
            onChange={setEmailAddress}
            error={errorFor(errors, 'emailAddress')}
          />
          <button type="submit" className="usa-button" aria-disabled={busy ? true : undefined}>
            Send validation code
          </button>
          <BusyStatus message={busy} />
        </form>
        <p>
          Federal buyer?
          {' '}
          <Link className="usa-link" to={federalRegistrationHref(store)}>
            Register with your government email address
          </Link>
        </p>
      </>
    );
  }

  return (
    <div className="adv-registration">
      <h1>{entry.title}</h1>
      <StepIndicator steps={STATE_STEPS} current={STEP_NUMBER[view.step]} headingRef={headingRef} />
      {body}
    </div>
  );
}
