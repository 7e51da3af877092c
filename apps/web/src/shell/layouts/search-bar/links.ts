/** Addresses of the search screens the header and the menus link to. */

/** The header search (docs/architecture.md POST /search/header_search) for a keyword. */
export function keywordSearchHref(keyword: string): string {
  return `/ws/search/header_search?searchText=${encodeURIComponent(keyword.trim())}`;
}
