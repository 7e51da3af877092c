/**
 * profile/registration_submit and ggs/profile/registration_submit (Initial, Failure): the last step.
 * The buyer signed in with the new sign-in account; the server knows the verified address from the
 * token and asks for the member details. With all four it creates the member and answers
 * AUTHENTICATED (signed in, home page); a Failure either names fields to fix or says why this
 * identity cannot be registered.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { showAlert } from '../../kit/alerts/alerts';
import { removeTokens } from '../../shell/auth/session-user';
import { AgencyPicker } from '../../shell/components/AgencyPicker';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf } from '../../kit/screens/types';
import { checkFields, mergeErrors, required, rule } from '../../shell/components/form/checks';
import { clearDetailsDraft, DETAIL_FIELDS, type MemberDetails, peekDetailsDraft } from './details-draft';
import { FEDERAL_STEPS, federalRegistrationHref, STATE_REGISTRATION_HREF } from './FederalRegistration';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, StepIndicator, TextField } from '../../shell/components/form/form';
import { forgetRegistration } from './registration-progress';
import { STATE_STEPS } from './StateRegistration';
import { fieldErrors } from '../../shell/components/form/submit';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props = PropsOf<'profile/registration_submit' | 'ggs/profile/registration_submit', 'Initial' | 'Failure'>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** attributes.memberType, as the buyer reads it. */
export const MEMBER_TYPES: Readonly<Record<string, string>> = {
  federal: 'Federal buyer',
  military: 'Military buyer',
  state: 'State or local government buyer',
};

export const REGISTRATION_COMPLETE = 'Your registration is complete. Welcome to GSA Advantage!';

const CHECKS = {
  firstName: [required('First name')],
  lastName: [required('Last name')],
  phone: [required('Phone'), rule('phone')],
  agency: [required('Agency or organization')],
};

const isDetailField = (field: string) => (DETAIL_FIELDS as readonly string[]).includes(field);

export function RegistrationDetails({ envelope, path, entry, store }: Props) {
  const [emailAddress, setEmailAddress] = useState(() => text(envelope.attributes.emailAddress));
  const [memberType, setMemberType] = useState(() => text(envelope.attributes.memberType));
  const [values, setValues] = useState<MemberDetails>(() => peekDetailsDraft() ?? { firstName: '', lastName: '', phone: '', agency: '' });
  const { errors, busy, status, summaryRef, headingRef, submit, navigate } = useFormSubmit({ initialErrors: () => fieldErrors(envelope.attributes.errors) });
  useEffect(() => clearDetailsDraft(), []);

  // A Failure about the identity itself (already registered, code not confirmed, no registration):
  // nothing on this form can fix it.
  const blocked = errors.length > 0 && !errors.some((e) => isDetailField(e.field));

  // This sign-in has no member, so the token is good for this path only: it goes (as on Access
  // Denied) before the buyer follows a link to start again.
  useEffect(() => {
    if (blocked) {
      removeTokens();
      forgetRegistration();
    }
  }, [blocked]);

  const set = (field: keyof MemberDetails) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({
      path,
      payload: { emailAddress, finalizeRegistration: true, ...values },
      busy: 'Completing your registration ...',
      check: (found) => mergeErrors(checkFields({ ...values }, CHECKS), found),
      // A screen answer is a Failure: its details update the facts, its errors go on the form.
      onScreen: ({ attributes }) => {
        if (text(attributes.emailAddress)) setEmailAddress(text(attributes.emailAddress));
        if (text(attributes.memberType)) setMemberType(text(attributes.memberType));
        return false;
      },
    });
    if (outcome?.kind === 'handed-over' && outcome.signedIn) {
      forgetRegistration();
      showAlert({ type: 'success', msg: REGISTRATION_COMPLETE });
    }
  }

  function cancel() {
    removeTokens();
    forgetRegistration();
    void navigate('/home');
  }

  const steps = memberType === 'state' ? STATE_STEPS : FEDERAL_STEPS;
  return (
    <div className="adv-registration">
      <h1>{entry.title}</h1>
      <StepIndicator steps={steps} current={steps.length} headingRef={headingRef} />
      <ErrorSummary errors={errors} fields={DETAIL_FIELDS} summaryRef={summaryRef} />
      {blocked
        ? (
            <>
              <p>We cannot finish a registration for this sign-in account.</p>
              <ul className="usa-list">
                <li>
                  <Link className="usa-link" to={federalRegistrationHref(store)}>
                    Register as a federal buyer
                  </Link>
                </li>
                <li>
                  <Link className="usa-link" to={STATE_REGISTRATION_HREF}>
                    Register as a state or local buyer
                  </Link>
                </li>
                <li>
                  <Link className="usa-link" to="/home">
                    Go to Home Page
                  </Link>
                </li>
              </ul>
            </>
          )
        : (
            <>
              <p className="usa-intro">You are signed in. Tell us who you are to finish your registration.</p>
              <dl className="adv-registration__facts">
                <dt>Email address</dt>
                <dd>{emailAddress || 'As on your sign-in account'}</dd>
                {MEMBER_TYPES[memberType]
                  ? (
                      <>
                        <dt>Account type</dt>
                        <dd>{MEMBER_TYPES[memberType]}</dd>
                      </>
                    )
                  : null}
              </dl>
              <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
                <RequiredNote />
                <TextField
                  id="firstName"
                  label="First name"
                  autoComplete="given-name"
                  maxLength={60}
                  value={values.firstName}
                  onChange={set('firstName')}
                  error={errorFor(errors, 'firstName')}
                />
                <TextField
                  id="lastName"
                  label="Last name"
                  autoComplete="family-name"
                  maxLength={60}
                  value={values.lastName}
                  onChange={set('lastName')}
                  error={errorFor(errors, 'lastName')}
                />
                <TextField
                  id="phone"
                  label="Phone number"
                  hint="A 10-digit US number, for example 202-555-0142. Add an extension after x, for example 202-555-0142 x123."
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  maxLength={40}
                  value={values.phone}
                  onChange={set('phone')}
                  error={errorFor(errors, 'phone')}
                />
                {memberType === 'state'
                  ? <AgencyPicker id="agency" value={values.agency} onChange={set('agency')} error={errorFor(errors, 'agency')} />
                  : (
                      <TextField
                        id="agency"
                        label="Agency or organization"
                        hint="For example General Services Administration, or the city or county you buy for."
                        autoComplete="organization"
                        maxLength={120}
                        value={values.agency}
                        onChange={set('agency')}
                        error={errorFor(errors, 'agency')}
                      />
                    )}
                <button type="submit" className="usa-button" aria-disabled={busy || undefined}>
                  Complete registration
                </button>
                <BusyStatus message={status} />
              </form>
              <p>
                <button type="button" className="usa-button usa-button--unstyled" onClick={cancel}>
                  Cancel registration
                </button>
              </p>
            </>
          )}
    </div>
  );
}
