/**
 * update_profile (EditProfile; Failure, "Profile Member Information"): the member's name, phone and agency.
 * The email address is the sign-in identity's and is shown, not edited. The form posts to the path it was
 * opened from (profile/ or ggs/profile/update_profile) and shows the answer in place.
 */
import { useState } from 'react';
import { envelopeKey } from '../../../shell/components/envelope-key';
import { useFocusLater } from '../../../shell/components/useFocusLater';
import { useFormSubmit } from '../../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, TextField } from '../../../shell/components/form/form';
import { fieldErrors } from '../../../shell/components/form/submit';
import type { PropsOf } from '../../../kit/screens/types';
import { isObject, text } from './attributes';
import { Notice } from './parts';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props = PropsOf<'profile/update_profile' | 'ggs/profile/update_profile', 'EditProfile' | 'Failure'>;

const FIELDS = ['firstName', 'lastName', 'phone', 'agency'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
type ProfilePath = 'profile/update_profile' | 'ggs/profile/update_profile';

function readValues(attributes: Record<string, unknown>): Values {
  const member = isObject(attributes.member) ? attributes.member : {};
  const sent = isObject(attributes.values) ? attributes.values : {};
  const pick = (field: keyof Values) => (sent[field] !== undefined ? text(sent[field]) : text(member[field]));
  return { firstName: pick('firstName'), lastName: pick('lastName'), phone: pick('phone'), agency: pick('agency') };
}

export function EditProfile(props: Props) {
  return <EditProfileView key={envelopeKey(props.envelope)} {...props} />;
}

function EditProfileView({ envelope, path }: Props) {
  const submitPath: ProfilePath = path === 'ggs/profile/update_profile' ? path : 'profile/update_profile';
  const email = envelope.attributes.member.email;
  const [values, setValues] = useState<Values>(() => readValues(envelope.attributes));
  const [notice, setNotice] = useState<string>();
  const { errors, setErrors, busy, status, summaryRef, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(envelope.attributes.errors) });
  const [noticeRef, focusNotice] = useFocusLater<HTMLDivElement>();
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: string) => errorFor(errors, field);

  const save = onSubmit(() => {
    setNotice(undefined);
    return {
      path: submitPath,
      payload: { ...values },
      busy: 'Saving your profile ...',
      onScreen: (answer) => {
        if (answer.responseName !== 'EditProfile' || answer.attributes.saved !== true) return false;
        setErrors([]);
        setValues(readValues(answer.attributes));
        setNotice('Your profile information was saved.');
        focusNotice();
        return true;
      },
    };
  });

  return (
    <div className="adv-account adv-edit-profile">
      <h1>Profile Member Information</h1>
      <p className="usa-intro">Your name, phone and agency appear on your orders and are used to reach you about them.</p>
      <Notice message={notice} noticeRef={noticeRef} />
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={save}>
        <RequiredNote />
        <dl className="adv-account-readonly">
          <dt>Email address</dt>
          <dd>{email}</dd>
        </dl>
        <p className="usa-hint">Your email address is your sign-in; it is changed with your sign-in account.</p>
        <TextField id="firstName" label="First name" value={values.firstName} onChange={set('firstName')} error={error('firstName')} autoComplete="given-name" maxLength={60} />
        <TextField id="lastName" label="Last name" value={values.lastName} onChange={set('lastName')} error={error('lastName')} autoComplete="family-name" maxLength={60} />
        <TextField
          id="phone"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="10 digits, for example 202-555-0142. Add an extension after x."
          value={values.phone}
          onChange={set('phone')}
          error={error('phone')}
        />
        <TextField id="agency" label="Agency or organization" value={values.agency} onChange={set('agency')} error={error('agency')} autoComplete="organization" maxLength={120} />
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Save changes
        </button>
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
