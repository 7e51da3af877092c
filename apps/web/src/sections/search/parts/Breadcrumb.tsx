import type { BreadcrumbItem } from '@advantage/contracts';
import { Link } from 'react-router';

/** USWDS breadcrumb; the last crumb is the page itself. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  if (!items.length) return null;
  return (
    <nav className="usa-breadcrumb adv-breadcrumb" aria-label="Breadcrumbs">
      <ol className="usa-breadcrumb__list">
        {items.map((item, index) =>
          index === items.length - 1
            ? (
                <li key={item.url} className="usa-breadcrumb__list-item usa-current" aria-current="page">
                  <span>{item.name}</span>
                </li>
              )
            : (
                <li key={item.url} className="usa-breadcrumb__list-item">
                  <Link to={item.url} className="usa-breadcrumb__link">
                    <span>{item.name}</span>
                  </Link>
                </li>
              ),
        )}
      </ol>
    </nav>
  );
}
