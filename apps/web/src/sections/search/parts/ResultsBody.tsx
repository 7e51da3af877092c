import { type ResultStyle, type SearchResultsAttributes, searchHref } from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { totalText } from '../format';
import { useResultStyle } from '../result-style';
import { Chips } from './Chips';
import { Facets } from './Facets';
import { Pagination } from '../../../shell/components/Pagination';
import { ResultItem } from './ResultItem';
import { RefineForm } from './RefineForm';
import { SortForm, StyleToggle } from './Toolbar';

function programNames(attributes: SearchResultsAttributes): Map<string, string> {
  const facet = attributes.facets.find((f) => f.param === 'program');
  const names = new Map((facet?.values ?? []).map((v) => [v.value, v.label]));
  if (attributes.program) names.set(attributes.program.code, attributes.program.name);
  return names;
}

/** "Showing 1–24 of 10,000+ results". */
export function ResultCount({ attributes }: { attributes: SearchResultsAttributes }) {
  const { paging, total, totalCapped } = attributes;
  const noun = total === 1 && !totalCapped ? 'result' : 'results';
  return (
    <p className="adv-results__count" data-total={total} data-capped={totalCapped}>
      {`Showing ${paging.from}–${paging.to} of `}
      <strong>{totalText(total, totalCapped)}</strong>
      {` ${noun}`}
    </p>
  );
}

/**
 * The refinements: beside the results from tablet width on; on a phone behind a "Filters" button, so the
 * results come first instead of after a screenful of facets.
 */
function FiltersToggle({ attributes }: { attributes: SearchResultsAttributes }) {
  const [open, setOpen] = useState(false);
  const applied = attributes.selected.length;
  if (!attributes.facets.some((f) => f.values.length > 0)) return null;
  return (
    <>
      <button type="button" className="usa-button usa-button--outline adv-filters__toggle" aria-expanded={open} aria-controls="search-filters" onClick={() => setOpen(!open)}>
        {applied ? `Filters (${applied} applied)` : 'Filters'}
      </button>
      <div id="search-filters" className={`adv-filters${open ? ' adv-filters--open' : ''}`}>
        <Facets facets={attributes.facets} selected={attributes.selected} />
      </div>
    </>
  );
}

interface Props {
  attributes: SearchResultsAttributes;
  /** `searchResultStyle=` in the address, which wins over the remembered style once. */
  requestedStyle?: ResultStyle | undefined;
}

/** Facets beside the results: chips, the toolbar, the list or grid, pagination. Shared by every results screen. */
export function ResultsBody({ attributes, requestedStyle }: Props) {
  const [style, setStyle] = useResultStyle();
  useEffect(() => {
    if (requestedStyle) setStyle(requestedStyle);
    // Only a new address applies its style; later toggles are the buyer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestedStyle]);
  const names = programNames(attributes);
  const { paging, params, linkPath } = attributes;
  const sortKey = attributes.sort.find((s) => s.selected)?.value ?? 'relevance';
  return (
    <>
      {attributes.notice
        ? (
            <div className="usa-alert usa-alert--info usa-alert--slim adv-results__notice">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{attributes.notice}</p>
              </div>
            </div>
          )
        : null}
      <Chips selected={attributes.selected} clearAllUrl={attributes.clearAllUrl} />
      <div className="grid-row grid-gap-4 adv-results-layout">
        <div className="tablet:grid-col-4 desktop:grid-col-3">
          <FiltersToggle attributes={attributes} />
        </div>
        <section className="tablet:grid-col-8 desktop:grid-col-9" aria-labelledby="results-heading">
          <h2 id="results-heading" className="usa-sr-only">
            Results
          </h2>
          <div className="adv-results__toolbar">
            <ResultCount attributes={attributes} />
            <SortForm key={sortKey} choices={attributes.sort} />
            <StyleToggle style={style} onChange={setStyle} />
          </div>
          <RefineForm attributes={attributes} />
          <ul className={`usa-list--unstyled adv-results adv-results--${style}`} data-style={style}>
            {attributes.results.map((item) => (
              <ResultItem key={item.productId} item={item} programNames={names} headingLevel="h3" />
            ))}
          </ul>
          <Pagination
            page={paging.page}
            pageCount={paging.pageCount}
            hrefFor={(page) => searchHref(linkPath, { ...params, page })}
            label="Result pages"
          />
        </section>
      </div>
    </>
  );
}
