import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { appHref } from '../../shell/layouts/search-bar/menu-data';
import { formatCount } from './format';

function LinkList({ id, heading, items }: { id: string; heading: string; items: ReadonlyArray<{ key: string; label: string; url: string; note?: string }> }) {
  if (!items.length) return null;
  return (
    <section className="tablet:grid-col-6 desktop:grid-col-3 adv-select__group" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="usa-list usa-list--unstyled">
        {items.map((item) => (
          <li key={item.key}>
            <Link className="usa-link" to={appHref(item.url)}>
              {item.label}
            </Link>
            {item.note ? <span className="adv-select__note">{` ${item.note}`}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Advantage Select: every way into the catalog on one page (categories, services, programs, socio-economic, advanced search). */
export function AdvSelect({ envelope }: PropsOf<'search/adv_select', 'AdvSelect'>) {
  // An older tab's answer may lack a list: each reads as empty.
  const a: Partial<typeof envelope.attributes> = envelope.attributes;
  const products = (a.productCategories ?? []).map((c) => ({ key: c.code, label: c.name, url: c.url, note: `(${formatCount(c.productCount)})` }));
  const services = (a.serviceCategories ?? []).map((c) => ({ key: c.name, label: c.name, url: c.href }));
  const programs = (a.programs ?? []).filter((p) => p.kind === 'program').map((p) => ({ key: p.code, label: p.name, url: p.url }));
  const socio = (a.socio ?? []).map((s) => ({ key: s.value, label: s.label, url: s.url }));
  return (
    <div className="adv-search-page adv-select" data-screen="AdvSelect">
      <h1>{a.heading ?? 'Advantage Select'}</h1>
      {a.intro ? <p className="usa-intro">{a.intro}</p> : null}
      <div className="grid-row grid-gap-4">
        <LinkList id="select-products" heading="Product categories" items={products} />
        <LinkList id="select-services" heading="Services" items={services} />
        <LinkList id="select-programs" heading="Special programs" items={programs} />
        <LinkList id="select-socio" heading="Socio-economic" items={socio} />
      </div>
      <ul className="usa-button-group adv-select__advanced">
        {a.advancedProductsUrl
          ? (
              <li className="usa-button-group__item">
                <Link className="usa-button" to={appHref(a.advancedProductsUrl)}>
                  Advanced product search
                </Link>
              </li>
            )
          : null}
        {a.advancedServicesUrl
          ? (
              <li className="usa-button-group__item">
                <Link className="usa-button usa-button--outline" to={appHref(a.advancedServicesUrl)}>
                  Advanced services search
                </Link>
              </li>
            )
          : null}
        {/* The department advanced select (docs/product/search-and-catalog.md old URL mappings) leads on to the department's own search and to eBuy. */}
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to="/ws/department/main">
            Search your department’s agreements
          </Link>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to="/ws/main/ebuy">
            Request quotes in eBuy
          </Link>
        </li>
      </ul>
    </div>
  );
}
