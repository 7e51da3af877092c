import {
  AAC_ACCESS_TEXT, AAC_TEXT, AAC_TITLES, type AacApprovalAttributes, type AacSupervisorEmailAttributes, checkoutReturnPath, type Envelope,
  type EnvelopeAttributes,
  screenOf,
} from '@advantage/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../app/test-support';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { AacApproval } from './AacApproval';
import { AacPassword } from './AacPassword';
import { MyAacRequests } from './MyAacRequests';

const AACS = [{ code: '12K3AG', name: 'USDA Field Operations', agency: 'U.S. Department of Agriculture', kind: 'civil' as const }];

const envelope = (pathInfo: string, responseName: string, attributes: EnvelopeAttributes): Envelope => ({ responseType: 'SCREEN', responseName, pathInfo, attributes });

function show(Screen: ScreenComponent, e: Envelope, query: Record<string, string> = {}) {
  const entry: ScreenEntry = { layout: 'classic', title: 'AAC', load: async () => Screen };
  const router = createMemoryRouter([{ path: '*', element: <Screen envelope={e} path={e.pathInfo} query={query} entry={entry} store="ADVANTAGE" /> }]);
  render(<RouterProvider router={router} />);
}

describe('AAC Password', () => {
  it('shows the supervisor the server refused on its field, then the password step, whose rule is checked before sending', async () => {
    const bodies: unknown[] = [];
    const fetchMock = fakeServer({
      '/rs/aacassignment/aac_supervisor_email': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { supervisorEmail: string };
        bodies.push(body);
        if (body.supervisorEmail === 'boss@usda.gov') {
          return json(envelope('aacassignment/aac_supervisor_email', 'Success', { aac: AACS[0], supervisor: { email: 'boss@usda.gov', name: 'Pat Boss' } }));
        }
        const refused: AacSupervisorEmailAttributes = {
          aacs: AACS,
          values: { aac: '12K3AG', supervisorEmail: body.supervisorEmail },
          errors: [{ field: 'supervisorEmail', message: AAC_TEXT.notSupervisor(body.supervisorEmail, '12K3AG') }],
        };
        return json(envelope('aacassignment/aac_supervisor_email', 'Initial', refused));
      },
    });
    show(AacPassword, envelope('aacassignment/aac_supervisor_email', 'Initial', { aacs: AACS, values: { aac: '', supervisorEmail: '' } }));

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: AAC_TEXT.aacRequired })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^AAC/), { target: { value: '12K3AG' } });
    const email = screen.getByLabelText(/Supervisor’s email address/);
    fireEvent.change(email, { target: { value: 'clerk@usda.gov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: AAC_TEXT.notSupervisor('clerk@usda.gov', '12K3AG') })).toBeDefined();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'boss@usda.gov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText(/^AAC password \*/);
    expect(screen.getByText('Pat Boss (boss@usda.gov)')).toBeDefined();
    expect(bodies).toEqual([{ aac: '12K3AG', supervisorEmail: 'clerk@usda.gov' }, { aac: '12K3AG', supervisorEmail: 'boss@usda.gov' }]);

    fireEvent.change(password, { target: { value: 'ab-12' } });
    fireEvent.change(screen.getByLabelText(/^AAC password again/), { target: { value: 'ab-13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('link', { name: 'Activity address code password must be at least 6 letters or digits.' })).toBeDefined();
    expect(screen.getByRole('link', { name: AAC_TEXT.confirmMismatch })).toBeDefined();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('AAC Password Approval', () => {
  const request: AacApprovalAttributes['request'] = {
    requestId: 9, buyerName: 'Avery Agriculture', buyerEmail: 'field.office@usda.gov', aac: '12K3AG', aacName: 'USDA Field Operations',
    agency: 'U.S. Department of Agriculture', requestedAt: '2026-11-20T10:00:00Z', expiresAt: '2026-11-27T10:00:00Z', state: 'Initial', decidedAt: null, reason: null,
  };

  it('asks for the reason before a rejection is sent, and approves with the link’s token', async () => {
    const bodies: unknown[] = [];
    const fetchMock = fakeServer({
      '/rs/aacassignment/aac_approval': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(envelope('aacassignment/aac_approval', 'Approved', { request: { ...request, state: 'Approved' }, notice: AAC_TEXT.approved('12K3AG', 'Avery Agriculture') }));
      },
    });
    show(AacApproval as ScreenComponent, envelope('aacassignment/aac_approval', 'Initial', { request }), { token: 'tok_en' });
    expect(screen.getByText('Avery Agriculture (field.office@usda.gov)')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('link', { name: AAC_TEXT.reasonRequired })).toBeDefined();
    expect(screen.getByLabelText(/Reason for rejecting/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(AAC_TEXT.approved('12K3AG', 'Avery Agriculture'))).toBeDefined();
    expect(bodies).toEqual([{ token: 'tok_en', decision: 'approve' }]);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('Approved')).toBeDefined();
  });
});

describe('AAC Password requested from checkout', () => {
  const CHECKOUT = '/ws/checkout/requisition';
  const SENT = 'Your request for the AAC 12K3AG password was sent to boss@usda.gov.';

  function showFlow(query: Record<string, string>) {
    const entry: ScreenEntry = { layout: 'classic', title: 'AAC', load: async () => AacPassword };
    const first = envelope('aacassignment/aac_supervisor_email', 'Initial', { aacs: AACS, values: { aac: '12K3AG', supervisorEmail: '' } });
    const router = createMemoryRouter(
      [
        { path: '/ws/aacassignment/aac_supervisor_email', element: <AacPassword envelope={first} path={first.pathInfo} query={query} entry={entry} store="ADVANTAGE" /> },
        {
          path: '/ws/aacassignment/my_requests',
          element: <MyAacRequests envelope={screenOf('aacassignment/my_requests', envelope('aacassignment/my_requests', 'Initial', { requests: [] }))} path="aacassignment/my_requests" query={{}} entry={entry} store="ADVANTAGE" />,
        },
      ],
      { initialEntries: ['/ws/aacassignment/aac_supervisor_email'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('leads back to the checkout screen it came from: instead of Cancel, and after the request was sent', async () => {
    fakeServer({
      '/rs/aacassignment/aac_supervisor_email': () => json(envelope('aacassignment/aac_supervisor_email', 'Success', { aac: AACS[0], supervisor: { email: 'boss@usda.gov', name: 'Pat Boss' } })),
      '/rs/aacassignment/aac_password_request': () => json(envelope('aacassignment/aac_password_request', 'Success', { request: {}, notice: SENT })),
    });
    showFlow({ aac: '12K3AG', return: CHECKOUT });
    expect(screen.getByRole('link', { name: AAC_ACCESS_TEXT.returnToCheckout }).getAttribute('href')).toBe(CHECKOUT);
    fireEvent.change(screen.getByLabelText(/Supervisor’s email address/), { target: { value: 'boss@usda.gov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText(/^AAC password \*/), { target: { value: 'Depot2026' } });
    fireEvent.change(screen.getByLabelText(/^AAC password again/), { target: { value: 'Depot2026' } });
    expect(screen.getByRole('link', { name: AAC_ACCESS_TEXT.returnToCheckout }).getAttribute('href')).toBe(CHECKOUT);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(SENT)).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: AAC_TITLES.myRequests })).toBeDefined();
    expect(screen.getByRole('link', { name: AAC_ACCESS_TEXT.returnToCheckout }).getAttribute('href')).toBe(CHECKOUT);
  });

  it('takes only a checkout address of the app as the way back', () => {
    for (const foreign of ['https://evil.example/ws/checkout', '//evil.example', '/ws/main/start_page', 'javascript:alert(1)']) {
      expect(checkoutReturnPath(foreign)).toBeUndefined();
    }
    expect(checkoutReturnPath('/ws/ggs/cart/edit_shipping?view=newAAC')).toBe('/ws/ggs/cart/edit_shipping?view=newAAC');
    showFlow({ aac: '12K3AG', return: 'https://evil.example/ws/checkout' });
    expect(screen.queryByRole('link', { name: AAC_ACCESS_TEXT.returnToCheckout })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/ws/aacassignment/my_requests');
  });
});
