/**
 * Federal Pre-Register and state/local Step2: the address is accepted; the buyer now creates the
 * sign-in account at the identity provider (signUpUrl, which returns to /authenticate), verifies the
 * address, signs in, and comes back here to give the member details.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { absoluteHttpUrl } from '../../lib/external-url';
import { rememberRegistration, type RegistrationKind } from './registration-progress';

/** The sign-in code is a lazy chunk (as in the header): loaded when the button asks for it. */
const actions = () => import('../../shell/auth/actions');

interface SignUpStepProps {
  kind: RegistrationKind;
  emailAddress: string;
  signUpUrl: unknown;
  onDifferentEmail: () => void;
}

export function SignUpStep({ kind, emailAddress, signUpUrl, onDifferentEmail }: SignUpStepProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signUp = typeof signUpUrl === 'string' ? absoluteHttpUrl(signUpUrl)?.href : undefined;

  // From here on, the sign-in this browser makes for this address finishes the registration.
  useEffect(() => {
    if (emailAddress) rememberRegistration(emailAddress, kind);
  }, [emailAddress, kind]);

  async function signIn() {
    setBusy(true);
    try {
      // No pending route: once registered, the member lands on the home page.
      await (await actions()).signIn(undefined, (to) => void navigate(to));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="usa-alert usa-alert--success">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {kind === 'state' ? 'Your email address is confirmed: ' : 'Your email address is accepted: '}
            <strong>{emailAddress}</strong>
          </p>
        </div>
      </div>
      <h3>What happens next</h3>
      <ol className="usa-process-list">
        <li className="usa-process-list__item">
          <h4 className="usa-process-list__heading">Create your sign-in account</h4>
          <p>
            {signUp
              ? 'Create a GSA Advantage! sign-in account with the same email address and a password. We will send you an email with a link to verify the address.'
              : 'Create a sign-in account with the same email address at your identity provider.'}
          </p>
        </li>
        <li className="usa-process-list__item">
          <h4 className="usa-process-list__heading">Verify your email address and sign in</h4>
          <p>Open the link in that email, then sign in with your password. The first time, you also set up an authenticator app for a one-time code.</p>
        </li>
        <li className="usa-process-list__item">
          <h4 className="usa-process-list__heading">Come back here to finish</h4>
          <p>
            After you sign in, you return to this registration to enter your name, phone number and agency. Your registration is complete
            when you submit them.
          </p>
        </li>
      </ol>
      {signUp
        ? (
            <>
              <p>
                <a className="usa-button usa-button--big" href={signUp}>
                  Create your sign-in account
                </a>
              </p>
              <p>
                Already have a sign-in account for this address?
                {' '}
                <button type="button" className="usa-button usa-button--unstyled" disabled={busy} onClick={() => void signIn()}>
                  Sign in to finish your registration
                </button>
              </p>
            </>
          )
        : (
            <p>
              <button type="button" className="usa-button usa-button--big" disabled={busy} onClick={() => void signIn()}>
                Sign in to finish your registration
              </button>
            </p>
          )}
      {busy ? <p className="adv-status-text" role="status">Signing in ...</p> : null}
      <p>
        <button type="button" className="usa-button usa-button--unstyled" onClick={onDifferentEmail}>
          Use a different email address
        </button>
      </p>
    </>
  );
}
