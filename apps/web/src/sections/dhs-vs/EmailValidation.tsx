/**
 * dhs/email_validation (Initial: the form; Success: check your email; Failure: why not) and dhs/validate_email
 * (Success, Failure): department staff whose sign-in address is not a department one prove a department
 * address by an emailed single-use link (docs/adr/0016).
 */
import { type EmailValidationAttributes, VS_TEXT, VS_URLS } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { BusyStatus, EmailField, errorFor } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import { SuccessAlert } from '../../shell/components/SuccessAlert';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf } from '../../kit/screens/types';

const PATH = 'dhs/email_validation';

/** What the screen shows of an answer: which one, where the member stands, and its message and field errors. */
const answerOf = (responseName: string | undefined, a: EmailValidationAttributes) => ({
  name: responseName,
  status: a.status,
  email: a.email ?? '',
  message: a.message ?? '',
  errors: a.errors,
});

function StoreLink() {
  return (
    <p>
      <Link className="usa-button" to={VS_URLS.dhsStore}>
        {VS_TEXT.dhsStoreAction}
      </Link>
    </p>
  );
}

/** A message of the answer that is about no field (too many links, already a member). */
function Notice({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div className="usa-alert usa-alert--warning usa-alert--slim" role="status">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
}

export function EmailValidation({ envelope, entry }: PropsOf<typeof PATH, 'Initial' | 'Success' | 'Failure'>) {
  const a = envelope.attributes;
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState(() => answerOf(envelope.responseName, a));
  const { errors, busy, status, headingRef, focus, onSubmit } = useFormSubmit({ errorField: 'emailAddress', initialErrors: () => fieldErrors(a.errors) });

  const send = onSubmit(() => ({
    path: PATH,
    payload: { emailAddress: email },
    busy: 'Sending ...',
    onScreen: ({ responseName, attributes }) => {
      setAnswer(answerOf(responseName, attributes));
      if (responseName !== 'Success') return fieldErrors(attributes.errors).length ? false : undefined;
      focus('heading');
      return true;
    },
  }));

  const fieldless = answer.name === 'Failure' && !fieldErrors(answer.errors).length ? answer.message : '';
  return (
    <div className="grid-container adv-page adv-dhs-validation">
      <h1>{entry.title}</h1>
      {answer.status === 'member' && answer.name !== 'Success'
        ? (
            <>
              <p className="usa-intro">{VS_TEXT.alreadyMember}</p>
              <StoreLink />
            </>
          )
        : answer.name === 'Success'
          ? (
              <SuccessAlert heading={VS_TEXT.checkEmail} headingRef={headingRef}>
                {answer.message || VS_TEXT.sent(answer.email)}
              </SuccessAlert>
            )
          : (
              <>
                <p className="usa-intro">{VS_TEXT.formLead}</p>
                {answer.status === 'pending' && answer.email ? <p>{`A link sent to ${answer.email} is still open. You can ask for a new one below.`}</p> : null}
                <Notice message={fieldless} />
                <p id="dhs-domains">{`${VS_TEXT.domainsLabel}:`}</p>
                <ul className="usa-list" aria-labelledby="dhs-domains">
                  {a.domains.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
                <form className="usa-form" noValidate onSubmit={send}>
                  <EmailField
                    id="emailAddress"
                    label="Department email address"
                    value={email}
                    onChange={setEmail}
                    error={errorFor(errors, 'emailAddress')}
                  />
                  <button type="submit" className="usa-button" disabled={busy}>
                    Send validation link
                  </button>
                  <BusyStatus message={status} />
                </form>
              </>
            )}
      <p>
        <Link to={VS_URLS.generalStore}>{VS_TEXT.generalAction}</Link>
      </p>
    </div>
  );
}

export function ValidateEmail({ envelope, entry }: PropsOf<'dhs/validate_email', 'Success' | 'Failure'>) {
  const { message } = envelope.attributes;
  const ok = envelope.responseName === 'Success';
  return (
    <div className="grid-container adv-page adv-dhs-validation">
      <h1>{entry.title}</h1>
      <div className={`usa-alert ${ok ? 'usa-alert--success' : 'usa-alert--error'}`} role={ok ? 'status' : 'alert'}>
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">{ok ? 'Email address validated' : 'The link did not work'}</h2>
          <p className="usa-alert__text">{message}</p>
        </div>
      </div>
      {ok
        ? <StoreLink />
        : (
            <p>
              <Link className="usa-button" to={VS_URLS.emailValidation}>
                {VS_TEXT.validateAction}
              </Link>
            </p>
          )}
    </div>
  );
}
