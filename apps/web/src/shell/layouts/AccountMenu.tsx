import { memberAccessOf } from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { routeFor } from '../auth/pending-route';
import { recordMemberAccess, useCurrentUser } from '../auth/session-user';
import { callServer } from '../../lib/http/client';
import { accountLinks } from './account-links';
import { openAppDialog } from '../dialogs/dialog-state';
import { useDropdown } from './use-dropdown';

const MENU_ID = 'account-menu';

let askingAccess: Promise<void> | undefined;

/**
 * After a reload no AUTHENTICATED answer told the member's roles (nothing of them is stored on the client):
 * user_container does, once per page load.
 */
function learnAccess(): Promise<void> {
  askingAccess ??= callServer('user_container', { background: true })
    .then((outcome) => {
      if (outcome.kind !== 'envelope') return;
      const access = memberAccessOf(outcome.envelope?.attributes.member);
      if (access) recordMemberAccess(access);
    })
    .finally(() => (askingAccess = undefined));
  return askingAccess;
}

/** The sign-in code is a lazy chunk: the header loads it when a button asks for it. */
const actions = () => import('../auth/actions');

/**
 * The header's account item (docs/product/accounts-and-sign-in.md Sign-in, Logout and switching user, Smart card registration):
 * 'Sign in' when signed out; when signed in, the member's name opening the account pages their roles allow
 * (account-links.ts), 'Register PIV/CAC card', 'Switch user' and 'Sign out'.
 */
export function AccountMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { open, setOpen, itemRef, buttonRef, onKeyDown } = useDropdown();
  const [busy, setBusy] = useState(false);
  const go = (to: string) => void navigate(to);
  useEffect(() => {
    if (user && !user.access) void learnAccess();
  }, [user]);

  async function run(action: (m: Awaited<ReturnType<typeof actions>>) => Promise<void> | void) {
    setOpen(false);
    setBusy(true);
    try {
      await action(await actions());
    } finally {
      setBusy(false);
    }
  }

  if (!user) {
    return (
      <li className="usa-nav__primary-item adv-account">
        <button
          type="button"
          className="usa-button adv-account__sign-in"
          disabled={busy}
          onClick={() => void run((m) => m.signIn(routeFor(`${location.pathname}${location.search}`), go))}
        >
          Sign in
        </button>
      </li>
    );
  }

  return (
    // Escape anywhere in the open menu closes it (USWDS navigation behaviour); the keys come from the buttons inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className="usa-nav__primary-item adv-account" ref={itemRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="usa-accordion__button usa-nav__link adv-account__toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
      >
        {/* The desktop header cuts a long name with an ellipsis; the pointer's tooltip shows it whole. */}
        <span title={user.name}>
          <span className="usa-sr-only">Account menu for </span>
          {user.name}
        </span>
      </button>
      <ul id={MENU_ID} className="usa-nav__submenu adv-account__menu" hidden={!open}>
        {accountLinks(user.access).map(({ label, to }) => (
          <li key={to} className="usa-nav__submenu-item">
            <Link className="adv-account__action" to={to} onClick={() => setOpen(false)}>
              {label}
            </Link>
          </li>
        ))}
        <li className="usa-nav__submenu-item">
          <button
            type="button"
            className="usa-button usa-button--unstyled adv-account__action"
            onClick={() => {
              setOpen(false);
              openAppDialog('smart-card', buttonRef.current);
            }}
          >
            Register PIV/CAC card
          </button>
        </li>
        <li className="usa-nav__submenu-item">
          <button type="button" className="usa-button usa-button--unstyled adv-account__action" onClick={() => void run((m) => m.switchUser(go))}>
            Switch user
          </button>
        </li>
        <li className="usa-nav__submenu-item">
          <button type="button" className="usa-button usa-button--unstyled adv-account__action" onClick={() => void run((m) => m.signOut(go))}>
            Sign out
          </button>
        </li>
      </ul>
    </li>
  );
}
