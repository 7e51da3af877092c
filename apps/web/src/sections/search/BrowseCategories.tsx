import type { CategoryNode } from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ScreenProps } from '../../kit/screens/types';
import { asCategoryNodes } from '../../shell/layouts/search-bar/menu-data';
import { categoryList } from '../../shell/layouts/search-bar/category-cache';
import { formatCount } from './format';

type Tree = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; roots: CategoryNode[] };

/** The tree from the answer when it carries one, else the cached category list (docs/architecture.md). */
function useTree(fromAnswer: CategoryNode[]): Tree {
  const [loaded, setLoaded] = useState<Tree>({ status: 'loading' });
  const needed = fromAnswer.length === 0;
  useEffect(() => {
    if (!needed) return;
    categoryList('categories/category_list').then(
      (a) => setLoaded({ status: 'ready', roots: asCategoryNodes((a as { categories?: unknown }).categories) }),
      () => setLoaded({ status: 'failed' }),
    );
  }, [needed]);
  return needed ? loaded : { status: 'ready', roots: fromAnswer };
}

/** main/start_page's browse-categories dialog: every category, top level first, each with its item count. */
export function BrowseCategories({ envelope }: ScreenProps) {
  const tree = useTree(asCategoryNodes(envelope.attributes.categories));
  if (tree.status !== 'ready') {
    return <p role="status">{tree.status === 'failed' ? 'The categories could not be loaded. Close this window and try again.' : 'Loading categories ...'}</p>;
  }
  return (
    <nav className="adv-browse-categories" aria-label="Product and service categories" data-screen="BrowseCategories">
      {tree.roots.map((root) => (
        <section key={root.code} className="adv-browse-categories__group" aria-labelledby={`browse-${root.code}`}>
          <h3 id={`browse-${root.code}`}>
            <Link className="usa-link" to={root.url}>
              {root.name}
            </Link>
            {' '}
            <span className="adv-browse__count">{`(${formatCount(root.productCount)})`}</span>
          </h3>
          <ul className="usa-list--unstyled adv-browse-categories__children">
            {root.children.map((child) => (
              <li key={child.code}>
                <Link className="usa-link" to={child.url}>
                  {child.name}
                </Link>
                {' '}
                <span className="adv-browse__count">{`(${formatCount(child.productCount)})`}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
