/**
 * The error summary: an entry links to its field, except a refusal for want of an AAC grant ("…: request one."),
 * which opens the request for the AAC's password with the way back to the screen, as the field's own link does.
 */
import { AAC_ACCESS_TEXT, AAC_TITLES, aacRequestHref } from '@advantage/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './form';
import type { FieldError } from './submit';

const HERE = '/ws/checkout/requisition';

function Summary({ errors }: { errors: FieldError[] }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <ErrorSummary errors={errors} fields={['aac', 'fundCode']} summaryRef={summaryRef} />
      <input id="aac" aria-label="AAC/DoDAAC" />
      <input id="fundCode" aria-label="Fund code" />
    </>
  );
}

function renderAt(errors: FieldError[]) {
  const router = createMemoryRouter(
    [
      { path: HERE, element: <Summary errors={errors} /> },
      { path: '/ws/aacassignment/aac_supervisor_email', element: <h1>{AAC_TITLES.password}</h1> },
    ],
    { initialEntries: [HERE] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ErrorSummary', () => {
  it('opens the AAC password request from a "request one." entry, keeping the way back; other entries go to their field', async () => {
    const noGrant = AAC_ACCESS_TEXT.noGrant('FA4600');
    const router = renderAt([
      { field: 'aac', message: noGrant },
      { field: 'fundCode', message: 'Enter the fund code.' },
    ]);
    const request = screen.getByRole('link', { name: noGrant });
    expect(request.getAttribute('href')).toBe(aacRequestHref('FA4600', HERE));
    expect(request.getAttribute('href')).toContain('return=%2Fws%2Fcheckout%2Frequisition');

    // The other entry still moves the focus to its field, in place.
    fireEvent.click(screen.getByRole('link', { name: 'Enter the fund code.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Fund code'));
    expect(router.state.location.pathname).toBe(HERE);

    fireEvent.click(request);
    expect(await screen.findByRole('heading', { level: 1, name: AAC_TITLES.password })).toBeTruthy();
    expect(router.state.location.search).toBe(`?aac=FA4600&return=${encodeURIComponent(HERE)}`);
  });
});
