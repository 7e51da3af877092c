/**
 * State and local registration (docs/product/state-and-local.md profile: state_registration, validatestateemail in two
 * steps): the work email address, the 6-digit code emailed to it (Step1), then the way to the sign-in
 * account (Step2). One screen serves both paths, so the steps follow each other in place and a
 * reload starts again from the email form instead of losing the address the code was sent to.
 */
import type { Envelope } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf } from '../../kit/screens/types';
import { checkFields, mergeErrors, required, rule } from '../../shell/components/form/checks';
import { federalRegistrationHref } from './FederalRegistration';
import { BusyStatus, EmailField, errorFor, ErrorSummary, RequiredNote, StepIndicator, TextField } from '../../shell/components/form/form';
import { SignUpStep } from './SignUpStep';
import { type FieldError, fieldErrors } from '../../shell/components/form/submit';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props = PropsOf<'profile/state_registration', 'Initial' | 'Failure' | 'Pre-Register'> | PropsOf<'profile/validatestateemail', 'Step1' | 'Step2' | 'Failure'>;

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

export function StateRegistration({ envelope, entry, store }: Props) {
  const [view, setView] = useState<View>(() => viewOf(envelope.responseName, envelope.attributes));
  const [emailAddress, setEmailAddress] = useState(() => text(envelope.attributes.emailAddress));
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | undefined>(() =>
    envelope.responseName === 'Pre-Register' ? sentNotice(text(envelope.attributes.emailAddress)) : undefined,
  );
  const { errors, setErrors, showErrors, busy, status, summaryRef, headingRef, focus, submit } = useFormSubmit({
    initialErrors: () => fieldErrors(envelope.attributes.errors),
  });

  /** Applies a screen answer of either path: a new step in place, or its errors. */
  function apply({ responseName, attributes }: Envelope, typedEmail: string) {
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

  /** Either path. `check` as in FormRequest: the email form adds its own rules, "Send a new code" checks nothing. */
  function post(path: string, payload: Record<string, unknown>, message: string, typedEmail: string, check?: (found: FieldError[]) => FieldError[]) {
    void submit({ path, payload, busy: message, ...(check ? { check } : {}), onScreen: (answer) => apply(answer, typedEmail) });
  }

  function onEmailSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rules = checkFields({ emailAddress }, { emailAddress: [required('Email address'), rule('email')] });
    post(STATE_PATH, { emailAddress: emailAddress.trim() }, 'Sending your validation code ...', emailAddress, (found) => mergeErrors(rules, found));
  }

  function onCodeSubmit(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    post(VALIDATE_PATH, { emailAddress: email, code: code.trim() }, 'Checking your code ...', email);
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
          <button type="submit" className="usa-button" aria-disabled={busy || undefined}>
            Confirm email address
          </button>
          <BusyStatus message={status} />
        </form>
        <ul className="usa-list usa-list--unstyled adv-registration__options">
          <li>
            No email?
            {' '}
            <button
              type="button"
              className="usa-button usa-button--unstyled"
              onClick={() => post(STATE_PATH, { emailAddress: email }, 'Sending a new code ...', email, () => [])}
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
          <EmailField
            id="emailAddress"
            label="Work email address"
            hint="For example name@springfield.il.us or name@countyname.gov."
            value={emailAddress}
            onChange={setEmailAddress}
            error={errorFor(errors, 'emailAddress')}
          />
          <button type="submit" className="usa-button" aria-disabled={busy || undefined}>
            Send validation code
          </button>
          <BusyStatus message={status} />
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
