import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './ErrorView';
import { SiteFooter } from './SiteFooter';

function renderAt(element: React.ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

describe('help from every page', () => {
  it('the error and not-found pages link Help and Request Customer Service', () => {
    renderAt(<ErrorView title="Page not found" text="The page does not exist." />);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/ws/information/help');
    expect(screen.getByRole('link', { name: 'Request Customer Service' }).getAttribute('href')).toBe('/ws/information/comment_form');
  });

  it('the footer of every page links them, the simple footer too', () => {
    renderAt(<SiteFooter store="ADVANTAGE" simple />);
    const nav = screen.getByRole('navigation', { name: 'Agency links' });
    expect([...nav.querySelectorAll('a')].slice(0, 2).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Help', '/ws/information/help'],
      ['Request Customer Service', '/ws/information/comment_form'],
    ]);
  });
});
