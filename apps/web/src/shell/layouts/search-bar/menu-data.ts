/** The header menus' data: category lists from the client cache, read defensively. */
import type { CategoryNode, ServiceCategory } from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { categoryList, type CategoryListPath } from './category-cache';

export type MenuState<T> = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; items: T[] };

/**
 * An in-app address for a link the server gives: `/search/...` (docs/product/search-and-catalog.md legacy form, without /ws) gets
 * the /ws prefix; http(s) addresses stay as they are (an external page).
 */
export function appHref(href: string): string {
  if (/^https?:\/\//i.test(href) || href.startsWith('/ws/')) return href;
  return `/ws/${href.replace(/^\/+/, '')}`;
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function asCategoryNodes(value: unknown): CategoryNode[] {
  if (!Array.isArray(value)) return [];
  return value.filter((n): n is CategoryNode => isRecord(n) && typeof n.code === 'string' && typeof n.name === 'string' && typeof n.url === 'string')
    .map((n) => ({ ...n, children: asCategoryNodes(n.children) }));
}

export function asServiceCategories(value: unknown): ServiceCategory[] {
  if (!Array.isArray(value)) return [];
  return value.filter((c): c is ServiceCategory => isRecord(c) && typeof c.name === 'string' && typeof c.href === 'string');
}

const READERS = {
  'categories/product_category_list': (a: unknown) => (isRecord(a) ? asCategoryNodes(a.categories) : []),
  'categories/service_category_list_as_json': (a: unknown) => (isRecord(a) ? asServiceCategories(a.serviceCategories) : []),
} as const;

type MenuPath = keyof typeof READERS;
type ItemOf<P extends MenuPath> = ReturnType<(typeof READERS)[P]>[number];

/** Loads the list the first time `wanted` turns true (the menu opens or is about to); a failure is retried on the next want. */
export function useMenuData<P extends MenuPath & CategoryListPath>(path: P, wanted: boolean): MenuState<ItemOf<P>> {
  const [state, setState] = useState<MenuState<ItemOf<P>>>({ status: 'idle' });
  const status = state.status;
  useEffect(() => {
    if (!wanted) {
      if (status === 'failed') setState({ status: 'idle' });
      return;
    }
    if (status !== 'idle') return;
    setState({ status: 'loading' });
    categoryList(path).then(
      (attributes) => setState({ status: 'ready', items: READERS[path](attributes) as ItemOf<P>[] }),
      () => setState({ status: 'failed' }),
    );
  }, [path, wanted, status]);
  return state;
}
