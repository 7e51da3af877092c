import { type Envelope, type EnvelopeAttributes, STATE_AUTH_TEXT, type StateAuthorizationView } from '@advantage/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartData, setCartData } from '../../lib/connection/cart-data';
import { fakeServer, json } from '../../app/test-support';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { RequestAuthorization } from './RequestAuthorization';
import { SelectPayments } from './SelectPayments';
import { StateValidation } from './StateValidation';
import { SupervisorResponse } from './SupervisorResponse';

const envelope = (pathInfo: string, responseName: string, attributes: EnvelopeAttributes): Envelope => ({ responseType: 'SCREEN', responseName, pathInfo, attributes });

function show(Screen: ScreenComponent, e: Envelope, query: Record<string, string> = {}) {
  const entry: ScreenEntry = { layout: 'classic', title: 'State', load: async () => Screen };
  const router = createMemoryRouter([{ path: '*', element: <Screen envelope={e} path={e.pathInfo} query={query} entry={entry} store="STATE" /> }]);
  render(<RouterProvider router={router} />);
}

const request: StateAuthorizationView = {
  id: 7,
  state: 'Pending',
  buyerName: 'Sam Statelocal',
  buyerEmail: 'purchasing@springfield.il.us',
  supervisorName: 'Sid Supervisor',
  supervisorEmail: 'supervisor@springfield.il.us',
  agencyName: 'City of Springfield',
  program: { key: 'DISASTER', name: 'Disaster Purchasing', purpose: 'response', reference: null },
  needs: ['limit'],
  needsText: [STATE_AUTH_TEXT.aboveLimit(312_000, 250_000)],
  totalCents: 312_000,
  limitCents: 250_000,
  paymentLabel: 'Purchase order PO-2026-0142',
  shipTo: {
    id: 3, name: 'Shelter', kind: 'standard', aac: null, contactName: 'Dana Dock', phone: '217-555-0100', email: 'dock@springfield.il.us',
    organization: 'Springfield shelter', line1: '12 Depot St', line2: '', city: 'Springfield', state: 'IL', zip: '62701', country: 'US', isDefault: true,
  },
  lines: [{ title: 'Portable generator, 7500 W', contractorName: 'Acme Power', quantity: 2, unitPriceCents: 156_000, extendedCents: 312_000 }],
  note: 'For the shelter.',
  requestedAt: '2026-11-27T10:00:00Z',
  expiresAt: '2026-12-04T10:00:00Z',
  expired: false,
  decidedAt: null,
  reason: null,
  groupNumber: null,
};

describe('Authorize an Order', () => {
  it('shows what the supervisor decides on, asks for the reason before declining, and approves with the link’s token', async () => {
    const bodies: unknown[] = [];
    const fetchMock = fakeServer({
      '/rs/state/supervisor_response': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        const ordered = { ...request, state: 'Ordered', groupNumber: 'G000123', decidedAt: '2026-11-27T11:00:00Z' };
        return json(envelope('state/supervisor_response', 'SupervisorResponse', { request: ordered, canDecide: false, notice: STATE_AUTH_TEXT.approved('Sam Statelocal', 'G000123') }));
      },
    });
    show(SupervisorResponse as ScreenComponent, envelope('state/supervisor_response', 'SupervisorResponse', { request, canDecide: true }), { token: 'tok_en' });
    expect(screen.getByText('Sam Statelocal (purchasing@springfield.il.us)')).toBeDefined();
    expect(screen.getByText(STATE_AUTH_TEXT.aboveLimit(312_000, 250_000))).toBeDefined();
    expect(screen.getByText('Purchase order PO-2026-0142')).toBeDefined();
    expect(screen.getByText('Waiting for your supervisor')).toBeDefined();
    // What ships where, as sent: the supervisor approves this address and these prices.
    expect(screen.getByText('Shelter, Dana Dock, Springfield shelter, 12 Depot St, Springfield, IL 62701')).toBeDefined();
    expect(screen.getByText('$1,560.00')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('link', { name: STATE_AUTH_TEXT.reasonRequired })).toBeDefined();
    expect(screen.getByLabelText(/Reason for declining/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Approve and place the order' }));
    expect(await screen.findByText(STATE_AUTH_TEXT.approved('Sam Statelocal', 'G000123'))).toBeDefined();
    expect(bodies).toEqual([{ token: 'tok_en', decision: 'approve' }]);
    expect(screen.queryByRole('button', { name: 'Approve and place the order' })).toBeNull();
    expect(screen.getByText('Approved and ordered')).toBeDefined();
  });
});

describe('Orders for Authorization', () => {
  const draft = { cartId: 4, version: 9, supervisorEmail: 'supervisor@springfield.il.us', totalCents: 312_000, limitCents: 250_000, needsText: request.needsText, program: 'Disaster Purchasing', problems: [] };

  it('sends the held order with the note and shows it waiting', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      '/rs/state/request_authorization': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(envelope('state/request_authorization', 'RequestAuthorization', { draft: null, request, requests: [request], notice: STATE_AUTH_TEXT.sent(request.supervisorEmail) }));
      },
    });
    setCartData({ cartId: 4, version: 9, itemCount: 1, totalCents: 312_000 });
    show(RequestAuthorization as ScreenComponent, envelope('state/request_authorization', 'RequestAuthorization', { draft, request: null, requests: [] }));
    expect(screen.getByRole('heading', { name: 'Your order needs your supervisor’s authorization' })).toBeDefined();
    expect(screen.getByText('You have no orders waiting for or decided by your supervisor.')).toBeDefined();
    fireEvent.change(screen.getByLabelText(/Note to your supervisor/), { target: { value: 'For the shelter.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to my supervisor' }));
    expect(await screen.findByText(STATE_AUTH_TEXT.sent(request.supervisorEmail))).toBeDefined();
    expect(bodies).toEqual([{ send: { cartId: 4, version: 9, note: 'For the shelter.' } }]);
    // The header's count (cart data) moves with the answer: the cart went to the supervisor.
    expect(cartData()).toEqual({ cartId: 4, version: 10, itemCount: 0, totalCents: 0 });
    expect(screen.getByRole('link', { name: 'Request 7' }).getAttribute('href')).toBe('/ws/state/request_authorization?request=7');
    expect(screen.getByRole('button', { name: 'Withdraw and return the items to my cart' })).toBeDefined();
  });

  it('points a buyer without a supervisor to their eligibility instead of sending', () => {
    show(RequestAuthorization as ScreenComponent, envelope('state/request_authorization', 'RequestAuthorization', {
      draft: { ...draft, supervisorEmail: null, problems: [{ code: 'stateProgram', message: STATE_AUTH_TEXT.needsSupervisor }] }, request: null, requests: [],
    }));
    expect(screen.getByRole('alert').textContent).toContain(STATE_AUTH_TEXT.needsSupervisor);
    expect(screen.getByRole('link', { name: 'See your eligibility, with your supervisor and limit' }).getAttribute('href')).toBe('/ws/state/stateValidation');
    expect(screen.queryByRole('button', { name: 'Send to my supervisor' })).toBeNull();
  });
});

describe('The supervisor’s work list', () => {
  it('links each waiting order to its decision, which is then sent by the order’s id', async () => {
    show(RequestAuthorization as ScreenComponent, envelope('state/request_authorization', 'RequestAuthorization', { draft: null, request: null, requests: [], toDecide: [request] }));
    const link = screen.getByRole('link', { name: 'Request 7 from Sam Statelocal, $3,120.00' });
    expect(link.getAttribute('href')).toBe('/ws/state/supervisor_response?request=7');
    cleanup();
    const bodies: unknown[] = [];
    fakeServer({
      '/rs/state/supervisor_response': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(envelope('state/supervisor_response', 'SupervisorResponse', { request: { ...request, state: 'Declined', reason: 'Not now.' }, canDecide: false }));
      },
    });
    show(SupervisorResponse as ScreenComponent, envelope('state/supervisor_response', 'SupervisorResponse', { request, canDecide: true }), { request: '7' });
    fireEvent.change(screen.getByLabelText(/Reason for declining/), { target: { value: 'Not now.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined')).toBeDefined();
    expect(bodies).toEqual([{ requestId: 7, decision: 'decline', reason: 'Not now.' }]);
  });
});

describe('State and Local Payment', () => {
  it('checks the purchase order number by the server’s rule before sending, then saves it', async () => {
    const bodies: unknown[] = [];
    const fetchMock = fakeServer({
      '/rs/state/select_payments': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(envelope('state/select_payments', 'SelectPayments', {
          agencyName: 'City of Springfield', current: { kind: 'purchaseOrder', label: 'Purchase order PO-2026-0142' }, purchaseOrder: 'PO-2026-0142', saved: true,
          notice: STATE_AUTH_TEXT.purchaseOrderSaved('PO-2026-0142'),
        }));
      },
    });
    show(SelectPayments as ScreenComponent, envelope('state/select_payments', 'SelectPayments', { agencyName: 'City of Springfield', current: null, purchaseOrder: '' }));
    const po = screen.getByLabelText(/Purchase order number/);
    fireEvent.change(po, { target: { value: 'po 2026;1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: STATE_AUTH_TEXT.purchaseOrderFormat })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(po, { target: { value: 'po-2026-0142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(STATE_AUTH_TEXT.purchaseOrderSaved('PO-2026-0142'))).toBeDefined();
    expect(bodies).toEqual([{ method: 'purchaseOrder', purchaseOrder: 'PO-2026-0142' }]);
    expect(screen.getByRole('link', { name: 'Continue to review' })).toBeDefined();
    // The saved notice belongs to that answer: a new problem does not stand below "will be paid by".
    fireEvent.change(screen.getByLabelText(/Purchase order number/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: STATE_AUTH_TEXT.purchaseOrderRequired })).toBeDefined();
    expect(screen.queryByText(STATE_AUTH_TEXT.purchaseOrderSaved('PO-2026-0142'))).toBeNull();
  });
});

describe('State and Local Eligibility: supervisor and limit', () => {
  const eligibility = {
    agencyId: 'il-city-city-of-springfield', agencyName: 'City of Springfield', entityType: 'city', jurisdiction: 'IL', programs: ['COOPERATIVE', 'DISASTER'],
    dodaac1122: null, validatedBy: 'Demo data', validatedAt: '2026-11-27T08:00:00Z', expiresAt: '2027-11-27T08:00:00Z', status: 'valid',
    supervisorEmail: 'supervisor@springfield.il.us', purchaseLimitCents: 250_000,
  };
  const programs = [
    { key: 'COOPERATIVE', name: 'Cooperative Purchasing', badge: 'COOP PURCH', description: 'IT.', evidence: 'none' },
    { key: 'DISASTER', name: 'Disaster Purchasing', badge: 'DISAST RECOV', description: 'All.', evidence: 'none' },
  ];

  it('shows the supervisor and the limit, which the member’s form cannot change', () => {
    fakeServer({
      '/rs/profile/agency_list': () => json(envelope('profile/agency_list', 'AgencyList', {
        agencies: [{ id: 'il-city-city-of-springfield', name: 'City of Springfield', state: 'IL', entityType: 'city' }],
      })),
    });
    show(StateValidation as ScreenComponent, envelope('state/stateValidation', 'StateValidation', { eligibility, programs, entityTypes: { city: 'City' }, jurisdictions: { IL: 'Illinois' } }));
    const summary = screen.getByRole('region', { name: 'Your eligibility is validated' });
    expect(summary.textContent).toContain('supervisor@springfield.il.us');
    expect(summary.textContent).toContain('$2,500.00');
    expect(screen.queryByLabelText(/Supervisor’s email address/)).toBeNull();
    expect(screen.queryByLabelText(/Your limit per order/)).toBeNull();
    expect(screen.getByText(STATE_AUTH_TEXT.setByOthers)).toBeDefined();
  });
});
