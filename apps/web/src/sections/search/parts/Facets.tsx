import type { Facet, SelectedRefinement } from '@advantage/contracts';
import { Link } from 'react-router';
import { formatCount } from '../format';

const key = (param: string, value: string) => `${param}:${value}`;

/** What the "See all" link of a long facet lists. */
const MORE_NOUNS: Readonly<Record<string, string>> = { mfr: 'manufacturers', vnd: 'contractors' };

interface Props {
  facets: readonly Facet[];
  selected: readonly SelectedRefinement[];
}

/**
 * The refinement sidebar: each facet value is a link to the search with it applied, showing how many
 * results that search has; a value in force links to the search without it.
 */
export function Facets({ facets, selected }: Props) {
  const removal = new Map(selected.map((s) => [key(String(s.param), s.value), s.removeUrl]));
  const shown = facets.filter((f) => f.values.length > 0);
  if (!shown.length) return null;
  return (
    <nav className="adv-facets" aria-labelledby="facets-heading">
      <h2 id="facets-heading" className="adv-facets__heading">
        Refine results
      </h2>
      {shown.map((facet) => {
        const headingId = `facet-${String(facet.param)}`;
        return (
          <section key={String(facet.param)} className="adv-facet" aria-labelledby={headingId}>
            <h3 id={headingId} className="adv-facet__heading">
              {facet.label}
            </h3>
            <ul className="usa-list--unstyled adv-facet__values">
              {facet.values.map((value) => {
                const remove = value.selected ? removal.get(key(String(facet.param), value.value)) : undefined;
                return (
                  <li key={value.value}>
                    <Link
                      to={remove ?? value.url}
                      className={`adv-facet__link${value.selected ? ' adv-facet__link--selected' : ''}`}
                      data-facet={String(facet.param)}
                      data-count={value.count}
                    >
                      <span className="adv-facet__box" aria-hidden="true" />
                      {value.selected ? <span className="usa-sr-only">Remove refinement: </span> : null}
                      <span className="adv-facet__label">{value.label}</span>
                      {' '}
                      <span className="adv-facet__count">
                        (
                        {formatCount(value.count)}
                        )
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            {facet.moreUrl
              ? (
                  <Link className="usa-link adv-facet__more" to={facet.moreUrl}>
                    {`See all ${formatCount(facet.totalValues)} ${MORE_NOUNS[String(facet.param)] ?? facet.label.toLowerCase()}`}
                  </Link>
                )
              : null}
          </section>
        );
      })}
    </nav>
  );
}
