import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { readItSecurity } from './attributes';
import { plural } from './format';
import { Breadcrumb } from './parts/Breadcrumb';
import { ResultsBody } from './parts/ResultsBody';
import { requestedStyle } from './SearchResults';

/** The IT security landing: the program's sections as cards, then its items with facets. */
export function ItSecurity({ envelope, query }: PropsOf<'search/itsecurity', 'ItSecurity'>) {
  const a = readItSecurity(envelope);
  return (
    <div className="adv-search-page adv-itsecurity" data-screen="ItSecurity">
      <Breadcrumb items={a.breadcrumb} />
      <h1 className="adv-search-page__heading">{a.heading}</h1>
      {a.intro ? <p className="usa-intro">{a.intro}</p> : null}
      {a.sections.length
        ? (
            <ul className="usa-card-group adv-itsecurity__sections">
              {a.sections.map((s) => (
                <li key={s.url} className="usa-card tablet:grid-col-6 desktop:grid-col-4">
                  <div className="usa-card__container">
                    <div className="usa-card__header">
                      <h2 className="usa-card__heading">
                        <Link className="usa-link" to={s.url}>
                          {s.name}
                        </Link>
                      </h2>
                    </div>
                    <div className="usa-card__body">
                      <p>{s.description}</p>
                      <p className="adv-itsecurity__count">{plural(s.productCount, 'item')}</p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )
        : null}
      <ResultsBody attributes={a} requestedStyle={requestedStyle(query)} />
    </div>
  );
}
