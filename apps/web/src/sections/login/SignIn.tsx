/**
 * login/sign_in's answers (docs/product/accounts-and-sign-in.md): Success (this browser is signed in) and Failure (it is not) lead to the
 * home page, which shows a signed-in member their store and a visitor the way to sign in; the forgotPassword
 * variant is a forgot-user-id form posting sign_in/forgot_user_id, whose answer is shown in place. The marine
 * corps store links the variant from its login page.
 */
import { SIGN_IN_TEXT } from '@advantage/contracts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { HOME_ROUTE } from '../../lib/config';
import { BusyStatus, EmailField, errorFor } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import { SuccessAlert } from '../../shell/components/SuccessAlert';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf, ScreenProps } from '../../kit/screens/types';

const FORGOT_PATH = 'sign_in/forgot_user_id';

/** Success and Failure lead to the home page (docs/product/accounts-and-sign-in.md "/login/sign_in: Success and Failure lead to the home page"). */
export function SignInAnswer(_props: ScreenProps) {
  return <Navigate to={HOME_ROUTE} replace />;
}

/** The message of a forgot_user_id Success; the same whether or not an account uses the address. */
const sentMessage = (attributes: Record<string, unknown>) => (typeof attributes.message === 'string' && attributes.message) || SIGN_IN_TEXT.sent;

export function ForgotUserId({ envelope, entry }: PropsOf<'login/sign_in', 'forgotPassword'> | PropsOf<typeof FORGOT_PATH, 'Success' | 'Failure'>) {
  const [email, setEmail] = useState('');
  const answered = envelope.pathInfo === FORGOT_PATH && envelope.responseName === 'Success';
  const [sent, setSent] = useState<string | undefined>(() => (answered ? sentMessage(envelope.attributes) : undefined));
  const { errors, busy, status, headingRef, focus, onSubmit } = useFormSubmit({
    errorField: 'emailAddress',
    initialErrors: () => fieldErrors(envelope.attributes.errors),
  });

  const send = onSubmit(() => ({
    path: FORGOT_PATH,
    payload: { emailAddress: email },
    busy: 'Sending ...',
    onScreen: ({ responseName, attributes }) => {
      if (responseName !== 'Success') return false;
      setSent(sentMessage(attributes));
      focus('heading');
      return true;
    },
  }));

  return (
    <div className="adv-forgot-user-id">
      <h1>{entry.title}</h1>
      {sent
        ? (
            <SuccessAlert heading="Check your email" headingRef={headingRef}>
              {sent}
            </SuccessAlert>
          )
        : (
            <>
              <p className="usa-intro">{SIGN_IN_TEXT.forgotIntro}</p>
              <form className="usa-form" noValidate onSubmit={send}>
                <EmailField
                  id="emailAddress"
                  label="Email address"
                  value={email}
                  onChange={setEmail}
                  error={errorFor(errors, 'emailAddress')}
                />
                <button type="submit" className="usa-button" disabled={busy}>
                  Send my user ID
                </button>
                <BusyStatus message={status} />
              </form>
            </>
          )}
      <h2>Forgot your password?</h2>
      <p>
        {SIGN_IN_TEXT.passwordHelp}
        {' '}
        <Link to="/ws/information/comment_form">Request Customer Service</Link>
      </p>
      <p>
        <Link to="/authenticate">Back to sign in</Link>
      </p>
    </div>
  );
}
