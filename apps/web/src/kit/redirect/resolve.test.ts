import type { LegacyUrlMapping } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { findLegacyMapping, resolveRedirect } from './resolve';

const MAP: LegacyUrlMapping[] = [
  { oldPath: 'search.do', newPath: '/search/advantage_search' },
  { oldPath: 'advantage/search/advSearch.do', newPath: 'search/advanced', query: 'formType=products' },
  { oldPath: 'advantage/search/advServiceSearch.do', newPath: 'search/advanced', query: 'formType=services' },
  { oldPath: 'advantage/main/ebuy.do', newPath: 'main/ebuy' },
  { oldPath: 'advantage/catalog/contractor_detail.do', newPath: 'catalog/contractor_detail' },
];

const ctx = { origin: 'https://app.example.gov', allowedOrigins: ['https://app.example.gov', 'https://www.gsa.gov'] };
const at = (pathAndQuery: string) => {
  const url = new URL(pathAndQuery, 'https://app.example.gov');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('findLegacyMapping', () => {
  it('matches the full path first, then the path without advantage/, then the last segment', () => {
    expect(findLegacyMapping('/advantage/search/advSearch.do', MAP)?.query).toBe('formType=products');
    expect(findLegacyMapping('/search/advSearch.do', MAP)?.query).toBe('formType=products');
    expect(findLegacyMapping('/advantage/search/search.do', MAP)?.newPath).toBe('/search/advantage_search');
    expect(findLegacyMapping('/search.do', MAP)?.newPath).toBe('/search/advantage_search');
    expect(findLegacyMapping('/ebuy.do', MAP)?.newPath).toBe('main/ebuy');
    expect(findLegacyMapping('/advantage/nothing.do', MAP)).toBeUndefined();
  });
});

describe('resolveRedirect', () => {
  it('sends a legacy .do address to /ws plus the new path, keeping the query', () => {
    expect(resolveRedirect(at('/advantage/search/search.do?q=pens&x=1'), MAP, ctx)).toEqual({
      kind: 'internal',
      to: '/ws/search/advantage_search?q=pens&x=1',
    });
  });

  it('merges the mapping\'s fixed query with the original one; the original wins a clash', () => {
    expect(resolveRedirect(at('/advantage/search/advServiceSearch.do?cat=9'), MAP, ctx)).toEqual({
      kind: 'internal',
      to: '/ws/search/advanced?formType=services&cat=9',
    });
    expect(resolveRedirect(at('/advantage/search/advSearch.do?formType=services'), MAP, ctx)).toEqual({
      kind: 'internal',
      to: '/ws/search/advanced?formType=services',
    });
  });

  it('sends an unmapped .do, or any .do when the map could not be loaded, to /404 with the original url', () => {
    expect(resolveRedirect(at('/advantage/unknown.do?a=1'), MAP, ctx)).toEqual({
      kind: 'not-found',
      to: `/404?url=${encodeURIComponent('/advantage/unknown.do?a=1')}`,
    });
    expect(resolveRedirect(at('/search.do'), undefined, ctx).kind).toBe('not-found');
  });

  it('opens an allow-listed external target directly, from the path or from url/target', () => {
    expect(resolveRedirect(at('/https://www.gsa.gov/buy?x=1'), MAP, ctx)).toEqual({
      kind: 'external',
      url: 'https://www.gsa.gov/buy?x=1',
    });
    expect(resolveRedirect(at(`/go?url=${encodeURIComponent('https://www.gsa.gov/a')}`), MAP, ctx)).toEqual({
      kind: 'external',
      url: 'https://www.gsa.gov/a',
    });
    expect(resolveRedirect(at(`/go?target=${encodeURIComponent('https://www.gsa.gov/b')}`), MAP, ctx)).toEqual({
      kind: 'external',
      url: 'https://www.gsa.gov/b',
    });
  });

  it('stays in the app for its own origin', () => {
    expect(resolveRedirect(at('/https://app.example.gov/ws/main/home?x=1'), MAP, ctx)).toEqual({
      kind: 'internal',
      to: '/ws/main/home?x=1',
    });
  });

  it('refuses an origin that is not allow-listed', () => {
    const original = `/go?url=${encodeURIComponent('https://evil.example.com/')}`;
    expect(resolveRedirect(at(original), MAP, ctx)).toEqual({
      kind: 'not-found',
      to: `/404?url=${encodeURIComponent(original)}`,
    });
    expect(resolveRedirect(at('/http://evil.example.com/x'), MAP, ctx).kind).toBe('not-found');
  });

  it('sends an unknown path to /404 with the original path and query', () => {
    expect(resolveRedirect(at('/nowhere/page?a=1&b=2'), MAP, ctx)).toEqual({
      kind: 'not-found',
      to: `/404?url=${encodeURIComponent('/nowhere/page?a=1&b=2')}`,
    });
  });
});
