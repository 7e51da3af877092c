import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenEntry } from '../../kit/screens/types';
import { fakeServer } from '../../app/test-support';
import { ModalLayout } from './ModalLayout';

const entry = (dismissible: boolean): ScreenEntry => ({
  layout: 'modal',
  modalClass: 'right-medium',
  dismissible,
  title: 'Session about to expire',
  load: async () => () => null,
});

function renderModal(dismissible: boolean, onDismiss: () => void) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ModalLayout store="ADVANTAGE" entry={entry(dismissible)} onDismiss={onDismiss}>
          <p>Are you still working?</p>
          <button type="button">Yes</button>
        </ModalLayout>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

// The layout's header asks the server for its counts; without a fake server those calls reach localhost:3000.
beforeEach(() => fakeServer({}));

describe('ModalLayout', () => {
  it('renders a USWDS modal of the entry class with the title as its heading', async () => {
    renderModal(true, vi.fn());
    const heading = await screen.findByRole('heading', { name: 'Session about to expire' });
    expect(heading.closest('.usa-modal')?.classList.contains('adv-modal--right-medium')).toBe(true);
    expect(screen.getByText('Are you still working?')).toBeDefined();
  });

  it('a non-dismissible dialog ignores Escape and has no close button', async () => {
    const onDismiss = vi.fn();
    renderModal(false, onDismiss);
    await screen.findByRole('heading', { name: 'Session about to expire' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close this window' })).toBeNull();
    expect(document.querySelector('.usa-modal-wrapper.is-visible')).not.toBeNull();
  });

  it('a dismissible dialog closes with Escape and with its close button', async () => {
    const onDismiss = vi.fn();
    renderModal(true, onDismiss);
    await screen.findByRole('heading', { name: 'Session about to expire' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close this window' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('a dialog hidden by Escape opens again when a link leads back to it before its route has left', async () => {
    const router = renderModal(true, vi.fn());
    await screen.findByRole('heading', { name: 'Session about to expire' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.querySelector('.usa-modal-wrapper.is-hidden')).not.toBeNull();
    await act(() => router.navigate('/ws/department/feedback?dept=USDA'));
    expect(document.querySelector('.usa-modal-wrapper.is-visible')).not.toBeNull();
  });
});
