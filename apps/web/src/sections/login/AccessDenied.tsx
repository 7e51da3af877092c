import { MESSAGES, type StoreName } from '@advantage/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { allowedOrigins } from '../../lib/config';
import { absoluteHttpUrl, isAllowedOrigin } from '../../lib/external-url';
import { isAppPath } from '../../shell/auth/pending-route';
import { removeTokens } from '../../shell/auth/session-user';
import type { PropsOf } from '../../kit/screens/types';

export interface RegistrationLink {
  label: string;
  href: string;
  external: boolean;
}

/** Our wording: the spec names the screen and its links, not its text. */
export const ACCESS_DENIED_TEXT
  = 'You signed in with the identity provider, but your account does not have access to GSA Advantage! yet. Register to get access.';

function defaultRegistration(store: StoreName): RegistrationLink {
  const ggs = store === 'FSS' || store === 'USMC';
  return { label: 'Register for an account', href: ggs ? '/ws/ggs/profile/registration' : '/ws/profile/registration', external: false };
}

/** attributes.registrationLinks, keeping in-app paths and allow-listed https addresses only. */
export function registrationLinks(value: unknown, store: StoreName): RegistrationLink[] {
  const links: RegistrationLink[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item !== 'object' || item === null) continue;
      const { label, href } = item as Record<string, unknown>;
      if (typeof label !== 'string' || !label.trim() || typeof href !== 'string') continue;
      if (isAppPath(href)) {
        links.push({ label: label.trim(), href, external: false });
        continue;
      }
      const url = absoluteHttpUrl(href);
      if (url && isAllowedOrigin(url, allowedOrigins())) links.push({ label: label.trim(), href: url.href, external: true });
    }
  }
  return links.length ? links : [defaultRegistration(store)];
}

/** login/mfa_sign_in accessDenied and Forbidden (docs/product/accounts-and-sign-in.md): links to registration and 'Go to Home Page'. */
export function AccessDenied({ envelope, store }: PropsOf<'login/mfa_sign_in', 'accessDenied' | 'Forbidden'>) {
  // The member may not use the marketplace: the tokens go (the login stays, registration needs it).
  useEffect(() => removeTokens(), []);
  const message = envelope.attributes.message || ACCESS_DENIED_TEXT;
  const links = registrationLinks(envelope.attributes.registrationLinks, store);
  return (
    <div className="adv-access-denied">
      <h1>{MESSAGES.accessDenied.title}</h1>
      <div className="usa-alert usa-alert--warning">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{message}</p>
        </div>
      </div>
      <nav aria-labelledby="access-denied-registration">
        <h2 id="access-denied-registration">Registration</h2>
        <ul className="usa-list">
          {links.map((link) => (
            <li key={link.href}>{link.external ? <a href={link.href}>{link.label}</a> : <Link to={link.href}>{link.label}</Link>}</li>
          ))}
        </ul>
      </nav>
      <p>
        <Link className="usa-button" to="/home">
          {MESSAGES.accessDenied.homeLink}
        </Link>
      </p>
    </div>
  );
}
