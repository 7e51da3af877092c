import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HOME_ROUTE } from '../../lib/config';
import { signIn } from '../../shell/auth/actions';
import { loginReturnRoute } from '../../shell/auth/login-required';
import { routeFor } from '../../shell/auth/pending-route';
import { lastPageUrl } from '../../shell/routes/ws-loader';
import type { ScreenProps } from '../../kit/screens/types';

/**
 * The 'Login' screen (docs/product/accounts-and-sign-in.md "/login: DEFAULT, Login"), opened when a call answered 401: a right
 * medium dialog in adv19, a page of the default layout in adv12. 'Sign in' starts the sign-in sequence
 * returning to the failed request's screen (a GET) or to the page it failed on.
 */
export function LoginScreen({ entry }: ScreenProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const page = entry.layout !== 'modal';

  async function onSignIn() {
    setBusy(true);
    const route = loginReturnRoute() ?? routeFor(lastPageUrl() ?? HOME_ROUTE);
    try {
      await signIn(route, (to) => void navigate(to));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="adv-login">
      {page ? <h1>{entry.title}</h1> : null}
      <div className="usa-summary-box" role="region" aria-label="Sign-in required">
        <div className="usa-summary-box__body">
          <p className="usa-summary-box__heading">Please sign in to continue.</p>
          <div className="usa-summary-box__text">
            <p>
              GSA Advantage! signs you in with a multi-factor identity provider. Select Sign in to go to its sign-in page; once you are
              signed in, you come back to what you were doing.
            </p>
          </div>
        </div>
      </div>
      <p>
        <button type="button" className="usa-button" onClick={() => void onSignIn()} disabled={busy}>
          Sign in
        </button>
      </p>
      {busy ? <p className="adv-status-text" role="status">Signing in ...</p> : null}
    </div>
  );
}
