import { RESULT_STYLES, type ResultStyle } from '@advantage/contracts';
import type { PropsOf, ScreenProps } from '../../kit/screens/types';
import { readResults, type ResultsPath } from './attributes';
import { Breadcrumb } from './parts/Breadcrumb';
import { ResultsBody } from './parts/ResultsBody';

export function requestedStyle(query: ScreenProps['query']): ResultStyle | undefined {
  const value = query.searchResultStyle;
  const first = Array.isArray(value) ? value[0] : value;
  return (RESULT_STYLES as readonly unknown[]).includes(first) ? (first as ResultStyle) : undefined;
}

/**
 * SearchResults of every search path (advantage_search, header_search, refine_search, drilldown,
 * advanced_search, special_category_search, gss_search): the heading, the program's description when a
 * special program is searched, and the results with their facets.
 */
export function SearchResults({ envelope, query }: PropsOf<ResultsPath, 'SearchResults'>) {
  const attributes = readResults(envelope);
  return (
    <div className="adv-search-page" data-screen="SearchResults">
      <Breadcrumb items={attributes.breadcrumb} />
      <h1 className="adv-search-page__heading">{attributes.heading}</h1>
      {attributes.program ? <p className="usa-intro adv-search-page__intro">{attributes.program.description}</p> : null}
      <ResultsBody attributes={attributes} requestedStyle={requestedStyle(query)} />
    </div>
  );
}
