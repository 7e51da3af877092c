/**
 * The form-submission hook on a small form of its own, with the HTTP client mocked: the input schema's
 * messages before any request, one request at a time, a ValidationError on the fields, a Failure
 * answer's errors on the form, and the focus on the error summary.
 */
import type { Envelope } from '@advantage/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callServer } from '../../lib/http/client';
import type { CallResult } from '../../lib/http/types';
import { ErrorSummary, errorFor } from './form/form';
import { type FormRequest, useFormSubmit } from './useFormSubmit';

vi.mock('../../lib/http/client', () => ({ callServer: vi.fn() }));
const call = vi.mocked(callServer);

// information/comment_form_submit has a body schema with clear field messages.
const PATH = 'information/comment_form_submit';
const VALID = { name: 'Pat Buyer', email: 'pat@gsa.gov', phone: '', topic: 'order-status', orderNumber: '', message: 'Where is my order?' };

function envelope(responseName: string, attributes: Record<string, unknown> = {}): CallResult {
  const answer: Envelope = { responseType: 'SCREEN', responseName, pathInfo: PATH, attributes: { storeID: 0, ...attributes } };
  return { kind: 'envelope', status: 200, envelope: answer };
}

function Form({ payload, onScreen }: { payload: Record<string, unknown>; onScreen: FormRequest['onScreen'] }) {
  const { errors, busy, status, summaryRef, onSubmit } = useFormSubmit();
  const [done, setDone] = useState(false);
  const send = onSubmit(() => ({
    path: PATH,
    payload,
    busy: 'Sending ...',
    onScreen: async (answer) => {
      const accepted = await onScreen?.(answer);
      if (accepted !== false) setDone(true);
      return accepted;
    },
  }));
  return (
    <>
      <ErrorSummary errors={errors} fields={['name', 'email']} summaryRef={summaryRef} />
      <form noValidate onSubmit={send}>
        <p>{errorFor(errors, 'email') ?? ''}</p>
        <button type="submit" aria-disabled={busy || undefined}>
          Send
        </button>
        <p role="status">{status ?? ''}</p>
        {done ? <p>Accepted</p> : null}
      </form>
    </>
  );
}

function renderForm(payload: Record<string, unknown>, onScreen: FormRequest['onScreen'] = () => true) {
  const router = createMemoryRouter([{ path: '*', element: <Form payload={payload} onScreen={onScreen} /> }]);
  render(<RouterProvider router={router} />);
}

const summary = () => document.querySelector<HTMLElement>('.adv-error-summary');

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('useFormSubmit', () => {
  it('shows the input schema messages and sends nothing', async () => {
    renderForm({ ...VALID, email: 'not an email' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(summary()).toBe(document.activeElement));
    expect(summary()?.textContent).toMatch(/email/i);
    expect(call).not.toHaveBeenCalled();
  });

  it('sends once while a request is under way, with its status line', async () => {
    let answer: (result: CallResult) => void = () => undefined;
    call.mockImplementation(() => new Promise<CallResult>((resolve) => (answer = resolve)));
    renderForm(VALID);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Sending ...')).toBeTruthy();
    fireEvent.click(button);
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => answer(envelope('Success')));
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('puts a ValidationError on the fields and focuses the summary', async () => {
    call.mockResolvedValue({
      kind: 'http-error',
      status: 400,
      statusText: 'Bad Request',
      message: 'The request did not pass validation.',
      envelope: { responseType: 'ERROR', responseName: 'ValidationError', pathInfo: PATH, attributes: { errors: [{ field: 'email', message: 'No member has this email address.' }] } },
    });
    renderForm(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('No member has this email address.')).toHaveLength(2);
    await waitFor(() => expect(summary()).toBe(document.activeElement));
  });

  it('shows the errors of an answer the screen does not accept', async () => {
    call.mockResolvedValue(envelope('Initial', { errors: [{ field: 'name', message: 'Name is required.' }] }));
    renderForm(VALID, () => false);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(summary()?.textContent).toContain('Name is required.'));
    expect(screen.queryByText('Accepted')).toBeNull();
  });
});
