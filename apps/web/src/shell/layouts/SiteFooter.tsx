import { LANDING_STORES, type StoreName } from '@advantage/contracts';
import { Link } from 'react-router';
import { STORE_LABELS } from '../../lib/config';

export const HELP_PATH = '/ws/information/help';
export const CUSTOMER_SERVICE_PATH = '/ws/information/comment_form';

/** Site paths (help, customer service, the accessibility statement and privacy policy) stay in the app; the rest leave it. */
const AGENCY_LINKS: ReadonlyArray<readonly [label: string, href: string]> = [
  // Help on every page (they were reachable from the start page only).
  ['Help', HELP_PATH],
  ['Request Customer Service', CUSTOMER_SERVICE_PATH],
  ['GSA.gov', 'https://www.gsa.gov'],
  ['Accessibility', '/ws/information/content_page?keyName=ACCESSIBILITY'],
  ['Privacy policy', '/ws/information/content_page?keyName=PRIVACY'],
  ['FOIA', 'https://www.gsa.gov/reference/freedom-of-information-act-foia'],
  ['USA.gov', 'https://www.usa.gov'],
];

/** "Change store": each link goes through the landing route, which applies the store rules (docs/product/accounts-and-sign-in.md). */
export function StoreList({ current }: { current: StoreName }) {
  return (
    <nav className="adv-store-list" aria-labelledby="change-store-heading">
      <h2 id="change-store-heading" className="adv-store-list__heading">
        Change store
      </h2>
      <ul className="usa-list usa-list--unstyled adv-store-list__items">
        {LANDING_STORES.map((store) => (
          <li key={store}>
            <Link to={`/home?store=${store}`} aria-current={store === current ? 'true' : undefined}>
              {STORE_LABELS[store]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The USWDS slim footer: agency links, the store list, the agency line. */
export function SiteFooter({ store, simple = false }: { store: StoreName; simple?: boolean }) {
  return (
    <footer className="usa-footer usa-footer--slim adv-footer">
      <div className="usa-footer__primary-section">
        <div className="usa-footer__primary-container grid-row">
          <div className="grid-col-12">
            <nav className="usa-footer__nav" aria-label="Agency links">
              <ul className="grid-row grid-gap">
                {AGENCY_LINKS.map(([label, href]) => (
                  <li key={href} className="mobile-lg:grid-col-4 desktop:grid-col-auto usa-footer__primary-content">
                    {href.startsWith('/')
                      ? (
                          <Link className="usa-footer__primary-link" to={href}>
                            {label}
                          </Link>
                        )
                      : (
                          <a className="usa-footer__primary-link" href={href}>
                            {label}
                          </a>
                        )}
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
      <div className="usa-footer__secondary-section">
        <div className="grid-container">
          <div className="grid-row grid-gap">
            <div className="grid-col-12 tablet:grid-col-8">{simple ? null : <StoreList current={store} />}</div>
            <div className="grid-col-12 tablet:grid-col-4">
              <p className="adv-footer__agency">GSA Advantage! is a service of the U.S. General Services Administration.</p>
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
