import { SEARCH_TEXTS } from '@advantage/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../app/test-support';
import { SearchBar } from '../../../shell/layouts/SearchBar';
import { SUGGEST_DEBOUNCE_MS } from '../../../shell/layouts/search-bar/use-combobox';

function suggestions(term: string) {
  return json({
    responseType: 'SCREEN',
    responseName: 'Suggestions',
    pathInfo: 'autocomplete',
    attributes: {
      term,
      suggestions: [
        { term: 'paper', kind: 'type' },
        { term: 'paper clips', kind: 'type' },
        { term: 'PA-1234', kind: 'part', url: '/ws/catalog/product_detail?productId=7' },
      ],
    },
  });
}

function renderBar() {
  const router = createMemoryRouter([
    { path: '/', element: <SearchBar /> },
    { path: '/ws/*', element: <p>navigated</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const input = () => screen.getByRole('combobox', { name: 'Search products and services' });

async function typeAndWait(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('header search combobox', () => {
  it('asks for suggestions after typing settles and lists them as options', async () => {
    const fetchMock = fakeServer({ '/rs/autocomplete': (url) => suggestions(url.searchParams.get('term') ?? '') });
    renderBar();
    await typeAndWait('pap');
    const calls = fetchMock.mock.calls.map(([u]) => new URL(u, 'http://localhost'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get('term')).toBe('pap');
    expect(calls[0]?.searchParams.get('maxResults')).toBe('8');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['paperProduct type', 'paper clipsProduct type', 'PA-1234Part number']);
    expect(screen.getByRole('status').textContent).toContain('3 suggestions available');
  });

  it('moves through the options with the arrows and searches the highlighted one with Enter', async () => {
    fakeServer({ '/rs/autocomplete': () => suggestions('pap') });
    const router = renderBar();
    await typeAndWait('pap');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('paper clips');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/search/header_search'));
    expect(router.state.location.search).toBe('?searchText=paper');
  });

  it('opens the product of a part-number suggestion', async () => {
    fakeServer({ '/rs/autocomplete': () => suggestions('pa-') });
    const router = renderBar();
    await typeAndWait('pa-1');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/catalog/product_detail'));
    expect(router.state.location.search).toBe('?productId=7');
  });

  it('closes the list with Escape and clears the box with a second Escape', async () => {
    fakeServer({ '/rs/autocomplete': () => suggestions('pap') });
    renderBar();
    await typeAndWait('pap');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('pap');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('shows the keyword rule for a keyword not starting with a letter or digit, without calling the server', async () => {
    const fetchMock = fakeServer({});
    const router = renderBar();
    // The suggestions' wait after typing runs on a clock the test moves past it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input(), { target: { value: '%toner' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe(SEARCH_TEXTS.invalidKeyword);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('submits what was typed when no option is highlighted', async () => {
    fakeServer({ '/rs/autocomplete': () => suggestions('toner') });
    const router = renderBar();
    fireEvent.change(input(), { target: { value: ' toner cartridge ' } });
    await act(async () => {
      fireEvent.submit(input().closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?searchText=toner%20cartridge'));
  });

  describe('late answers and navigation', () => {
    /** The header stays mounted over the pages, as in the app's shell. */
    function renderShell() {
      const router = createMemoryRouter([
        {
          element: (
            <>
              <SearchBar />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/ws/*', element: <p>navigated</p> },
          ],
        },
      ]);
      render(<RouterProvider router={router} />);
      return router;
    }

    it('ignores a suggestion answer that arrives after the search was sent: the list stays closed on the next page', async () => {
      let answer: (response: Response) => void = () => undefined;
      const asked = new Promise<void>((resolve) => {
        fakeServer({
          '/rs/autocomplete': () =>
            new Promise<Response>((r) => {
              answer = r;
              resolve();
            }),
        });
      });
      const router = renderShell();
      fireEvent.change(input(), { target: { value: 'toner' } });
      await asked; // the debounce passed: the question is on its way
      await act(async () => {
        fireEvent.submit(input().closest('form')!);
      });
      await waitFor(() => expect(router.state.location.search).toBe('?searchText=toner'));
      await act(async () => {
        answer(suggestions('toner'));
      });
      expect(input().getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryAllByRole('option')).toHaveLength(0);
    });

    it('closes an open list when the page changes', async () => {
      fakeServer({ '/rs/autocomplete': () => suggestions('pap') });
      const router = renderShell();
      await typeAndWait('pap');
      await act(async () => {
        await router.navigate('/ws/cart/shopping_cart');
      });
      expect(input().getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    });
  });
});
