import type { ScreenEnvelope, SearchResultsAttributes } from '@advantage/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScreenComponent, ScreenEntry } from '../../../kit/screens/types';
import { SearchResults } from '../SearchResults';

const item = (id: number, overrides: Partial<SearchResultsAttributes['results'][number]> = {}): SearchResultsAttributes['results'][number] => ({
  productId: id,
  title: `Task Chair ${id}`,
  summary: 'A chair.',
  manufacturerId: 3,
  manufacturerName: 'Acme Seating',
  partNumber: `AC-${id}`,
  nsn: id === 1 ? '7110-01-234-5678' : null,
  unitOfIssue: 'EA',
  categoryCode: 'office-seating',
  categoryName: 'Office Seating',
  imageUrl: '/images/products/office-seating/black.svg',
  minPriceCents: 12999,
  maxPriceCents: 15999,
  offerCount: id === 1 ? 3 : 1,
  fastestDeliveryDays: 5,
  gsaStock: false,
  programs: ['ENV'],
  socio: ['SB', 'WO'],
  exactMatch: false,
  url: `/ws/catalog/product_detail?productId=${id}`,
  ...overrides,
});

const attributes: SearchResultsAttributes = {
  linkPath: 'search/advantage_search',
  params: { searchText: 'chair', mfr: 3 },
  searchText: 'chair',
  heading: 'Search results for "chair"',
  results: [item(1), item(2, { gsaStock: true })],
  total: 10_000,
  totalCapped: true,
  sampled: true,
  notice: 'More than 10,000 items match.',
  exactMatches: 0,
  paging: { page: 1, pageSize: 24, pageCount: 5, from: 1, to: 24, pageSizeOptions: [12, 24] },
  sort: [
    { value: 'relevance', label: 'Relevance', url: '/ws/search/advantage_search?searchText=chair&mfr=3', selected: true },
    { value: 'price_asc', label: 'Price: Low to High', url: '/ws/search/advantage_search?searchText=chair&mfr=3&sort=price_asc', selected: false },
  ],
  searchResultStyle: 'list',
  styleUrls: { list: '', grid: '' },
  facets: [
    {
      param: 'mfr',
      label: 'Manufacturer',
      totalValues: 40,
      moreUrl: '/ws/search/mfr_list?searchText=chair',
      values: [{ value: '3', label: 'Acme Seating', count: 12, url: '/ws/search/advantage_search?searchText=chair&mfr=3', selected: true }],
    },
    {
      param: 'program',
      label: 'Special Programs',
      totalValues: 1,
      values: [{ value: 'ENV', label: 'Environmental', count: 4, url: '/ws/search/advantage_search?searchText=chair&mfr=3&program=ENV', selected: false }],
    },
  ],
  selected: [{ param: 'mfr', value: '3', label: 'Manufacturer: Acme Seating', removeUrl: '/ws/search/advantage_search?searchText=chair' }],
  clearAllUrl: '/ws/search/advantage_search?searchText=chair',
  breadcrumb: [],
};

const entry: ScreenEntry = { layout: 'classic', title: 'Search Results', load: async () => SearchResults as ScreenComponent };

function renderResults(query: Record<string, string> = {}) {
  const envelope: ScreenEnvelope<'search/advantage_search', 'SearchResults'> = { responseType: 'SCREEN', responseName: 'SearchResults', pathInfo: 'search/advantage_search', attributes };
  const router = createMemoryRouter([
    { path: '*', element: <SearchResults envelope={envelope} path="search/advantage_search" query={query} entry={entry} store="ADVANTAGE" /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => localStorage.clear());

describe('SearchResults', () => {
  it('shows the capped total, the sampling notice and each result with price, offers, delivery and badges', () => {
    renderResults();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for "chair"');
    expect(document.querySelector('.adv-results__count')?.textContent).toBe('Showing 1–24 of 10,000+ results');
    expect(screen.getByText('More than 10,000 items match.')).toBeDefined();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Task Chair 1' }).getAttribute('href')).toBe('/ws/catalog/product_detail?productId=1');
    expect(first?.textContent).toContain('from $129.99, 3 offers');
    expect(first?.textContent).toContain('7110-01-234-5678');
    expect(first?.textContent).toContain('EA (each)');
    expect(second?.textContent).toContain('$129.99, 1 offer');
    expect(second?.textContent).toContain('2–7 day delivery');
    const badges = within(first as HTMLElement).getByRole('list', { name: 'Programs and socio-economic status' });
    expect(within(badges).getAllByRole('listitem').map((b) => b.textContent)).toEqual(['Environmental', 'Small business', 'Woman-owned']);
  });

  it('links a selected facet value and its chip to the search without it, and offers every manufacturer', () => {
    renderResults();
    const facet = screen.getByRole('link', { name: /Remove refinement: Acme Seating/ });
    expect(facet.getAttribute('href')).toBe('/ws/search/advantage_search?searchText=chair');
    expect(screen.getByRole('link', { name: 'Remove Manufacturer: Acme Seating' }).getAttribute('href')).toBe('/ws/search/advantage_search?searchText=chair');
    expect(screen.getByRole('link', { name: 'See all 40 manufacturers' }).getAttribute('href')).toBe('/ws/search/mfr_list?searchText=chair');
    expect(screen.getByRole('link', { name: /Environmental \(4\)/ }).getAttribute('href')).toContain('program=ENV');
  });

  it('pages keep the search and its refinements', () => {
    renderResults();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/ws/search/advantage_search?searchText=chair&mfr=3&page=2');
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('remembers the grid or list choice as searchResultStyle (list by default)', () => {
    renderResults();
    const list = () => document.querySelector('.adv-results');
    expect(list()?.getAttribute('data-style')).toBe('list');
    fireEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(list()?.getAttribute('data-style')).toBe('grid');
    expect(localStorage.getItem('searchResultStyle')).toBe('grid');
    expect(screen.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    renderResults();
    expect(list()?.getAttribute('data-style')).toBe('grid');
  });

  it('tells a state or local member which results are open to them, and filters by state and local program', () => {
    const closed = 'This offer is open to state and local buyers only under Public Health Emergencies. Add that program to your eligibility first.';
    const stateAttributes: SearchResultsAttributes = {
      ...attributes,
      results: [
        item(1, { statePrograms: ['COOPERATIVE', 'DISASTER'], stateAccess: { open: true, programs: ['DISASTER'], message: null } }),
        item(2, { statePrograms: ['PUBLIC_HEALTH'], stateAccess: { open: false, programs: [], message: closed } }),
      ],
      facets: [{
        param: 'stateProgram',
        label: 'State and Local Programs',
        totalValues: 1,
        values: [{ value: 'DISASTER', label: 'Disaster Purchasing', count: 7, url: '/ws/search/advantage_search?searchText=chair&mfr=3&stateProgram=DISASTER', selected: false }],
      }],
    };
    const envelope: ScreenEnvelope<'search/advantage_search', 'SearchResults'> = { responseType: 'SCREEN', responseName: 'SearchResults', pathInfo: 'search/advantage_search', attributes: stateAttributes };
    const router = createMemoryRouter([
      { path: '*', element: <SearchResults envelope={envelope} path="search/advantage_search" query={{}} entry={entry} store="STATE" /> },
    ]);
    render(<RouterProvider router={router} />);
    const [first, second] = screen.getAllByRole('article');
    expect(first?.textContent).toContain('Open to you under Disaster Purchasing.');
    expect(second?.textContent).toContain(`Not open to you: ${closed}`);
    expect(screen.getByRole('link', { name: /Disaster Purchasing \(7\)/ }).getAttribute('href')).toContain('stateProgram=DISASTER');
  });

  it('sorts only when the buyer presses Sort', async () => {
    const router = renderResults();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchText=chair&mfr=3&sort=price_asc'));
  });
});
