import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { readBrowse } from './attributes';
import { formatCount } from './format';
import { Breadcrumb } from './parts/Breadcrumb';
import { ResultsBody } from './parts/ResultsBody';
import { requestedStyle } from './SearchResults';

/** Category Browse: the trail down to the category, its subcategories with their counts, then its products. */
export function BrowsePage({ envelope, query }: PropsOf<'search/advantage_search' | 'search/header_search', 'BrowsePage'>) {
  const a = readBrowse(envelope);
  return (
    <div className="adv-search-page adv-browse" data-screen="BrowsePage">
      <Breadcrumb items={a.breadcrumb} />
      <h1 className="adv-search-page__heading">{a.heading || a.category.name}</h1>
      {a.subcategories.length
        ? (
            <nav className="adv-browse__subcategories" aria-labelledby="subcategories-heading">
              <h2 id="subcategories-heading">{`Categories in ${a.category.name}`}</h2>
              <ul className="usa-list--unstyled adv-browse__list">
                {a.subcategories.map((c) => (
                  <li key={c.code}>
                    <Link className="usa-link" to={c.url}>
                      {c.name}
                    </Link>
                    {' '}
                    <span className="adv-browse__count">{`(${formatCount(c.productCount)})`}</span>
                  </li>
                ))}
              </ul>
            </nav>
          )
        : null}
      <ResultsBody attributes={a} requestedStyle={requestedStyle(query)} />
    </div>
  );
}
