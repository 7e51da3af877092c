import nextIcon from '@uswds/uswds/img/usa-icons/navigate_next.svg';
import previousIcon from '@uswds/uswds/img/usa-icons/navigate_before.svg';
import { Link } from 'react-router';

type Slot = number | 'gap';

/** The USWDS pattern: first, last, the current page and its neighbours, gaps between (at most 7 slots). */
export function pageSlots(current: number, last: number): Slot[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'gap', last];
  if (current >= last - 3) return [1, 'gap', last - 4, last - 3, last - 2, last - 1, last];
  return [1, 'gap', current - 1, current, current + 1, 'gap', last];
}

interface Props {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
}

/** USWDS pagination of a result list; every page is a link (the results are a server screen per page). */
export function Pagination({ page, pageCount, hrefFor, label = 'Pagination' }: Props) {
  if (pageCount <= 1) return null;
  const slots = pageSlots(page, pageCount);
  return (
    <nav aria-label={label} className="usa-pagination">
      <ul className="usa-pagination__list">
        {page > 1
          ? (
              <li className="usa-pagination__item usa-pagination__arrow">
                <Link to={hrefFor(page - 1)} className="usa-pagination__link usa-pagination__previous-page" aria-label="Previous page">
                  <img className="usa-icon" src={previousIcon} alt="" />
                  <span className="usa-pagination__link-text">Previous</span>
                </Link>
              </li>
            )
          : null}
        {slots.map((slot, index) =>
          slot === 'gap'
            ? (
                <li key={`gap-${index}`} className="usa-pagination__item usa-pagination__overflow" aria-label="ellipsis indicating non-visible pages">
                  <span>…</span>
                </li>
              )
            : (
                <li key={slot} className="usa-pagination__item usa-pagination__page-no">
                  <Link
                    to={hrefFor(slot)}
                    className={`usa-pagination__button${slot === page ? ' usa-current' : ''}`}
                    aria-label={slot === pageCount ? `Last page, page ${slot}` : `Page ${slot}`}
                    aria-current={slot === page ? 'page' : undefined}
                  >
                    {slot}
                  </Link>
                </li>
              ),
        )}
        {page < pageCount
          ? (
              <li className="usa-pagination__item usa-pagination__arrow">
                <Link to={hrefFor(page + 1)} className="usa-pagination__link usa-pagination__next-page" aria-label="Next page">
                  <span className="usa-pagination__link-text">Next</span>
                  <img className="usa-icon" src={nextIcon} alt="" />
                </Link>
              </li>
            )
          : null}
      </ul>
    </nav>
  );
}
