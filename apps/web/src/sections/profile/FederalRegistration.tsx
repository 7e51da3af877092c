/**
 * profile/registration and ggs/profile/registration (docs/product/accounts-and-sign-in.md "Member Registration": Initial, Failure,
 * Pre-Register): the federal buyer's government email address, then the way to the sign-in account.
 */
import type { StoreName } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf } from '../../kit/screens/types';
import { checkFields, mergeErrors, required, rule } from '../../shell/components/form/checks';
import { BusyStatus, EmailField, errorFor, ErrorSummary, RequiredNote, StepIndicator } from '../../shell/components/form/form';
import { SignUpStep } from './SignUpStep';
import { fieldErrors } from '../../shell/components/form/submit';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props = PropsOf<'profile/registration' | 'ggs/profile/registration', 'Initial' | 'Failure' | 'Pre-Register'>;

export const FEDERAL_STEPS = ['Email address', 'Sign-in account', 'Your details'] as const;

const FIELDS = ['emailAddress'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const STATE_REGISTRATION_HREF = '/ws/profile/state_registration';

/** FSS and USMC (the GGS stores) register through their ggs path (docs/product/accounts-and-sign-in.md "Registration finalization"). */
export function federalRegistrationHref(store: StoreName): string {
  return store === 'FSS' || store === 'USMC' ? '/ws/ggs/profile/registration' : '/ws/profile/registration';
}

type View = { step: 'email' } | { step: 'account'; emailAddress: string; signUpUrl: unknown };

function viewOf(responseName: string | undefined, attributes: Record<string, unknown>): View {
  return responseName === 'Pre-Register'
    ? { step: 'account', emailAddress: text(attributes.emailAddress), signUpUrl: attributes.signUpUrl }
    : { step: 'email' };
}

export function FederalRegistration({ envelope, path, entry }: Props) {
  const [view, setView] = useState<View>(() => viewOf(envelope.responseName, envelope.attributes));
  const [emailAddress, setEmailAddress] = useState(() => text(envelope.attributes.emailAddress));
  const { errors, setErrors, busy, status, summaryRef, headingRef, focus, onSubmit } = useFormSubmit({
    initialErrors: () => fieldErrors(envelope.attributes.errors),
  });

  const send = onSubmit(() => ({
    path,
    payload: { emailAddress: emailAddress.trim(), directRegistration: 1, validate: true },
    busy: 'Checking your email address ...',
    check: (found) => mergeErrors(checkFields({ emailAddress }, { emailAddress: [required('Email address'), rule('governmentEmail')] }), found),
    onScreen: ({ responseName, attributes }) => {
      const next = viewOf(responseName, attributes);
      if (next.step !== 'account') return false;
      setErrors([]);
      setView(next);
      focus('heading');
      return true;
    },
  }));

  function differentEmail() {
    setErrors([]);
    setView({ step: 'email' });
    focus('heading');
  }

  return (
    <div className="adv-registration">
      <h1>{entry.title}</h1>
      <StepIndicator steps={FEDERAL_STEPS} current={view.step === 'email' ? 1 : 2} headingRef={headingRef} />
      {view.step === 'account'
        ? <SignUpStep kind="federal" emailAddress={view.emailAddress} signUpUrl={view.signUpUrl} onDifferentEmail={differentEmail} />
        : (
            <>
              <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
              <p className="usa-intro">Federal, military and agency buyers register with their government email address.</p>
              <p>
                Registering takes three steps: your email address, a sign-in account with a password and an authenticator app, then your
                name, phone number and agency.
              </p>
              <form className="usa-form usa-form--large" noValidate onSubmit={send}>
                <RequiredNote />
                <EmailField
                  id="emailAddress"
                  label="Government email address"
                  hint="It ends in .gov, .mil or .us, for example name@agency.gov."
                  value={emailAddress}
                  onChange={setEmailAddress}
                  error={errorFor(errors, 'emailAddress')}
                />
                <button type="submit" className="usa-button" aria-disabled={busy || undefined}>
                  Continue
                </button>
                <BusyStatus message={status} />
              </form>
              <p>
                State or local government buyer?
                {' '}
                <Link className="usa-link" to={STATE_REGISTRATION_HREF}>
                  Register as a state or local buyer
                </Link>
              </p>
            </>
          )}
    </div>
  );
}
