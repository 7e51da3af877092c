/**
 * vs/restricted and vs/access_denied (docs/product/agency-stores.md "restricted and vs/access_denied pages"; docs/adr/0016): what a
 * restricted store is and the way forward. The server's store gate answers these in place of any store content
 * it refuses, so they also show at the address the visitor asked for.
 */
import { storeName, VS_TEXT, VS_URLS } from '@advantage/contracts';
import { Link } from 'react-router';
import { STORE_LABELS } from '../../lib/config';
import { readStartData } from '../../kit/store/start-data';
import type { PropsOf } from '../../kit/screens/types';

/** The two pages read the same answer (the store gate's refusals carry it too). */
type RestrictedProps = PropsOf<'vs/restricted', 'Restricted'> | PropsOf<'vs/access_denied', 'AccessDenied'>;

/** The department domains, for the visitor to see whether their address counts. */
function DomainList({ domains }: { domains: readonly string[] }) {
  if (!domains.length) return null;
  return (
    <>
      <p id="restricted-domains">{`${VS_TEXT.domainsLabel}:`}</p>
      <ul className="usa-list adv-restricted__domains" aria-labelledby="restricted-domains">
        {domains.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </>
  );
}

function useRestricted({ envelope, store }: RestrictedProps) {
  const a = envelope.attributes;
  const restricted = storeName(a.restrictedStoreID ?? a.storeID);
  const data = readStartData(a, store);
  const title = data.settings && data.store === restricted ? data.title : STORE_LABELS[restricted];
  return { restricted, title, domains: a.domains.filter((d) => d !== ''), email: a.email ?? '' };
}

export function RestrictedStore(props: PropsOf<'vs/restricted', 'Restricted'>) {
  const { restricted, title, domains } = useRestricted(props);
  return (
    <div className="grid-container adv-page adv-restricted" data-store={restricted}>
      <h1>{title}</h1>
      <div className="usa-alert usa-alert--warning">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">{props.entry.title}</h2>
          <p className="usa-alert__text">{VS_TEXT.restrictedLead}</p>
        </div>
      </div>
      <p className="usa-intro">{VS_TEXT.restrictedWhat}</p>
      <h2>{VS_TEXT.signInAction}</h2>
      <p>{VS_TEXT.restrictedSignIn}</p>
      <p>
        <Link className="usa-button" to="/authenticate">
          {VS_TEXT.signInAction}
        </Link>
      </p>
      <h2>How to get access</h2>
      <p>{VS_TEXT.restrictedHowTo}</p>
      <DomainList domains={domains} />
      <p>
        <Link to={VS_URLS.generalStore}>{VS_TEXT.generalAction}</Link>
      </p>
    </div>
  );
}

export function StoreAccessDenied(props: PropsOf<'vs/access_denied', 'AccessDenied'>) {
  const { restricted, title, domains, email } = useRestricted(props);
  return (
    <div className="grid-container adv-page adv-restricted" data-store={restricted}>
      <h1>{title}</h1>
      <div className="usa-alert usa-alert--error" role="alert">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">{props.entry.title}</h2>
          <p className="usa-alert__text">{VS_TEXT.accessDeniedLead}</p>
        </div>
      </div>
      {email ? <p>{VS_TEXT.accessDeniedWhy(email)}</p> : null}
      <h2>Work for the department?</h2>
      <p>{VS_TEXT.accessDeniedValidate}</p>
      <DomainList domains={domains} />
      <p>
        <Link className="usa-button" to={VS_URLS.emailValidation}>
          {VS_TEXT.validateAction}
        </Link>
      </p>
      <h2>Shop elsewhere</h2>
      <p>{VS_TEXT.accessDeniedGeneral}</p>
      <p>
        <Link className="usa-button usa-button--outline" to={VS_URLS.generalStore}>
          {VS_TEXT.generalAction}
        </Link>
      </p>
    </div>
  );
}
