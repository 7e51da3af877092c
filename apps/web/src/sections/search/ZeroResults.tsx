import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { readZero, type ResultsPath } from './attributes';
import { Breadcrumb } from './parts/Breadcrumb';
import { Chips } from './parts/Chips';

/** No match: what was searched, "Did you mean", the refinements that may be in the way, and tips. */
export function ZeroResults({ envelope }: PropsOf<ResultsPath, 'ZeroResults'>) {
  const a = readZero(envelope);
  return (
    <div className="adv-search-page adv-zero" data-screen="ZeroResults">
      <Breadcrumb items={a.breadcrumb} />
      <h1>{a.heading}</h1>
      {a.message ? <p className="usa-intro">{a.message}</p> : null}
      {a.didYouMean.length
        ? (
            <section aria-labelledby="did-you-mean-heading">
              <h2 id="did-you-mean-heading">Did you mean</h2>
              <ul className="usa-list adv-zero__suggestions">
                {a.didYouMean.map((s) => (
                  <li key={s.term}>
                    <Link className="usa-link" to={s.url}>
                      {s.term}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )
        : null}
      {a.selected.length
        ? (
            <section aria-labelledby="zero-refinements-heading">
              <h2 id="zero-refinements-heading">Remove a refinement</h2>
              <Chips selected={a.selected} clearAllUrl={a.clearAllUrl} />
            </section>
          )
        : null}
      {a.tips.length
        ? (
            <section aria-labelledby="search-tips-heading">
              <h2 id="search-tips-heading">Search tips</h2>
              <ul className="usa-list">
                {a.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </section>
          )
        : null}
      <p>
        <Link className="usa-link" to="/ws/search/advanced?formType=products">
          Try an advanced product search
        </Link>
        {' or '}
        <Link className="usa-link" to="/ws/search/advanced?formType=services">
          an advanced services search
        </Link>
        .
      </p>
    </div>
  );
}
