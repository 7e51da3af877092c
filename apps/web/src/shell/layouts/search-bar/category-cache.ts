/**
 * The category lists (docs/architecture.md: "Each cached after first load"): fetched once per page load through
 * the app's HTTP client and shared by every menu and screen that shows them. A failed load is not kept,
 * so the next menu opening tries again.
 */
import type { ServerPath } from '@advantage/contracts';
import { callServer } from '../../../lib/http/client';

export type CategoryListPath = Extract<
  ServerPath,
  'categories/special_category_list' | 'categories/product_category_list' | 'categories/category_list' | 'categories/service_category_list_as_json'
>;

const lists = new Map<CategoryListPath, Promise<unknown>>();

async function load(path: CategoryListPath): Promise<unknown> {
  const outcome = await callServer(path);
  if (outcome.kind !== 'envelope' || !outcome.envelope) throw new Error(`${path} did not answer`);
  return outcome.envelope.attributes;
}

/** The attributes of a category list's answer; the same promise for every caller after the first. */
export function categoryList(path: CategoryListPath): Promise<unknown> {
  let pending = lists.get(path);
  if (!pending) {
    pending = load(path);
    lists.set(path, pending);
    pending.catch(() => lists.delete(path));
  }
  return pending;
}

/** Test hook: forget what was loaded. */
export function clearCategoryLists(): void {
  lists.clear();
}
