/**
 * fedstrip/sign_out FedstripConfirmLogOff: requisitions are still in the cart, not ordered. Signing out keeps
 * them there (?confirm=true ends the session like login/sign_out); staying returns to the cart.
 */
import { FEDSTRIP_URLS } from '@advantage/contracts';
import { useNavigate } from 'react-router';
import { beginSignOut } from '../../shell/auth/session-user';
import type { ScreenProps } from '../../kit/screens/types';

export function ConfirmSignOut({ envelope }: ScreenProps) {
  const navigate = useNavigate();
  const message = typeof envelope.attributes.message === 'string' ? envelope.attributes.message : 'Your FEDSTRIP cart has requisitions not yet ordered. Sign out anyway?';
  // Like the account menu's sign-out (docs/product/accounts-and-sign-in.md Logout): the tokens are set aside first, so nothing of this tab
  // still speaks for the member while the server ends the session.
  const signOut = () => {
    beginSignOut();
    void navigate(`${FEDSTRIP_URLS.signOut}?confirm=true`, { replace: true });
  };
  return (
    <>
      <p>{message}</p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button" onClick={signOut}>Sign out</button>
        </li>
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--outline" onClick={() => void navigate(FEDSTRIP_URLS.cart, { replace: true })}>Stay and see the cart</button>
        </li>
      </ul>
    </>
  );
}
