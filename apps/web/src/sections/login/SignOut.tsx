/** login/sign_out answers (docs/product/accounts-and-sign-in.md): SignedOff (logout), AdvantageConfirmLogOff (Confirm Logout), LogoutFromAuthServer. */
import { loadingMessageFor, MESSAGES } from '@advantage/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { STORE_LABELS } from '../../lib/config';
import { showAlert } from '../../kit/alerts/alerts';
import { logoutFromAuthServer } from '../../shell/auth/actions';
import { finishSignOut } from '../../shell/auth/session-user';
import { currentStore } from '../../kit/store/store-state';
import { showTakeover } from '../../shell/takeover';
import { asStoreSettings } from '../../kit/store/start-data';
import type { PropsOf } from '../../kit/screens/types';

/** login/sign_out's answers; the FEDSTRIP session's sign-out answers the same screens. */
type SignOutPath = 'login/sign_out' | 'fedstrip/sign_out';

/** SignedOff: the tab forgets the member; the store's logout image and the way back to its start page. */
export function SignedOff({ envelope, store }: PropsOf<SignOutPath, 'SignedOff'>) {
  useEffect(() => finishSignOut(), []);
  const settings = asStoreSettings(envelope.attributes.store) ?? currentStore().settings;
  const image = settings?.logoutHomeImage ?? { src: `/images/stores/${store.toLowerCase()}-logout.svg`, alt: '' };
  return (
    <div className="adv-signed-off">
      <h1>{MESSAGES.signedOut}</h1>
      <p>
        Thank you for using
        {' '}
        {settings?.title || STORE_LABELS[store]}
        . To keep your account safe, close your browser when you are done.
      </p>
      <img className="adv-signed-off__image" src={image.src} alt={image.alt} />
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <Link className="usa-button" to={`/ws/main/start_page?store=${store}`}>
            {MESSAGES.accessDenied.homeLink}
          </Link>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to="/authenticate">
            Sign in again
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** Our wording when the server sends no message of its own. */
export const CONFIRM_LOGOUT_TEXT
  = 'You were signed out of GSA Advantage!. Do you also want to end your session with your sign-in provider, so that the next person at this computer must sign in again?';

function leaveThroughProvider() {
  void logoutFromAuthServer().then((outcome) => {
    if ('url' in outcome) window.location.assign(outcome.url);
    else void showTakeover(outcome.error);
  });
}

/**
 * AdvantageConfirmLogOff, after a forced logout (confirmLogout=true): the marketplace session has already
 * ended on the server. 'Yes' also ends the provider session (end_session → /pkce/logout); 'No' leaves it and
 * returns to the store's start page signed out.
 */
export function ConfirmLogout({ envelope, store }: PropsOf<SignOutPath, 'AdvantageConfirmLogOff'>) {
  const navigate = useNavigate();
  const message = typeof envelope.attributes.message === 'string' && envelope.attributes.message ? envelope.attributes.message : CONFIRM_LOGOUT_TEXT;
  return (
    <>
      <p>{message}</p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button" onClick={leaveThroughProvider}>
            Yes
          </button>
        </li>
        <li className="usa-button-group__item">
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => {
              finishSignOut();
              showAlert({ type: 'success', msg: MESSAGES.signedOut });
              void navigate(`/ws/main/start_page?store=${store}`);
            }}
          >
            No
          </button>
        </li>
      </ul>
    </>
  );
}

/**
 * LogoutFromAuthServer: the tokens go (the id token only as id_token_hint), then the browser goes to
 * the provider's end_session_endpoint, which returns to /pkce/logout.
 */
export function AuthServerLogout() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    leaveThroughProvider();
  }, []);
  return (
    <div className="adv-signing-out">
      <h1>Signing out</h1>
      <p className="adv-status-text">{loadingMessageFor('sign_out')}</p>
    </div>
  );
}
