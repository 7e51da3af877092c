/** login/sign_out answers (spec §2): SignedOff (logout), AdvantageConfirmLogOff (Confirm Logout), LogoutFromAuthServer. */
import { loadingMessageFor, MESSAGES } from '@advantage/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { HOME_ROUTE, SIGN_OUT_ROUTE, STORE_LABELS } from '../../../config';
import { logoutFromAuthServer } from '../../auth/actions';
import { cancelSignOut, finishSignOut } from '../../auth/session-user';
import { lastPageUrl } from '../../routes/ws-loader';
import { currentStore } from '../../store/store-state';
import { showTakeover } from '../../takeover';
import { asStoreSettings } from '../common/start-data';
import type { ScreenProps } from '../types';

/** SignedOff: the tab forgets the member; the store's logout image and the way back to its start page. */
export function SignedOff({ envelope, store }: ScreenProps) {
  useEffect(() => finishSignOut(), []);
  const settings = asStoreSettings(envelope.attributes.store) ?? currentStore().settings;
  const image = settings?.logoutHomeImage ?? { src: `/images/stores/${store.toLowerCase()}-logout.svg`, alt: '' };
  return (
    <div className="adv-signed-off">
      <h1>You have signed out</h1>
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
export const CONFIRM_LOGOUT_TEXT = 'Are you sure you want to sign out of GSA Advantage!?';

/** AdvantageConfirmLogOff: 'Yes' signs out for good (confirmLogout=true), 'No' keeps the member signed in. */
export function ConfirmLogout({ envelope }: ScreenProps) {
  const navigate = useNavigate();
  const message = typeof envelope.attributes.message === 'string' && envelope.attributes.message ? envelope.attributes.message : CONFIRM_LOGOUT_TEXT;
  return (
    <>
      <p>{message}</p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button" onClick={() => void navigate(`${SIGN_OUT_ROUTE}?confirmLogout=true`)}>
            Yes
          </button>
        </li>
        <li className="usa-button-group__item">
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => {
              cancelSignOut();
              void navigate(lastPageUrl() ?? HOME_ROUTE);
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
    void logoutFromAuthServer().then((outcome) => {
      if ('url' in outcome) window.location.assign(outcome.url);
      else void showTakeover(outcome.error);
    });
  }, []);
  return (
    <div className="adv-signing-out">
      <h1>Signing out</h1>
      <p className="adv-status-text">{loadingMessageFor('sign_out')}</p>
    </div>
  );
}
