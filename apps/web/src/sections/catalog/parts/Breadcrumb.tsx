import type { CategoryCrumb } from '@advantage/contracts';
import { Link } from 'react-router';
import { searchCategoryUrl } from '../format';

/** The category trail (USWDS breadcrumb); each category opens its browse page. */
export function CategoryBreadcrumb({ trail, current }: { trail: readonly CategoryCrumb[]; current?: string }) {
  if (trail.length === 0) return null;
  return (
    <nav className="usa-breadcrumb adv-breadcrumb" aria-label="Category">
      <ol className="usa-breadcrumb__list">
        {trail.map((c) => (
          <li key={c.code} className="usa-breadcrumb__list-item">
            <Link className="usa-breadcrumb__link" to={searchCategoryUrl(c.code)}>
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
        {current
          ? (
              <li className="usa-breadcrumb__list-item usa-current" aria-current="page">
                <span>{current}</span>
              </li>
            )
          : null}
      </ol>
    </nav>
  );
}
