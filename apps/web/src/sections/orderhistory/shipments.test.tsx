/**
 * What a contractor's documents show the buyer (docs/adr/0033-contractor-documents.md): a shipped line's link to
 * its carrier's tracking page, the order's invoices with the difference from the order, and reconciliation's flag.
 */
import type { Envelope, OrderDetailView, ReconcileAttributes } from '@advantage/contracts';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callServer } from '../../lib/http/client';
import type { CallOptions, CallResult } from '../../lib/http/types';
import { resetSessionUser } from '../../shell/auth/session-user';
import { routes } from '../../app/router';
import { trackRouter } from '../../shell/routes/leave';
import { resetStoreState } from '../../kit/store/store-state';
import { resetTakeover } from '../../shell/takeover';
import { unexpectedCall } from '../../app/test-support';

vi.mock('../../lib/http/client', () => ({ callServer: vi.fn() }));
const call = vi.mocked(callServer);

function answer(pathInfo: string, responseName: string, attributes: object): CallResult {
  const envelope: Envelope = { responseType: 'SCREEN', responseName, pathInfo, attributes: { storeID: 0, ...attributes } };
  return { kind: 'envelope', status: 200, envelope };
}

function server(answers: Record<string, () => CallResult>) {
  call.mockImplementation(async (path: string, options: CallOptions = {}) => answers[path]?.() ?? unexpectedCall(path, options));
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
}

const line = { productId: 5, nsn: null, unitOfIssue: 'EA', quantity: 1, estimatedDate: null, carrier: null, trackingNumber: null } as const;
const order: OrderDetailView = {
  program: null,
  orderId: 8,
  orderNumber: '100008',
  groupNumber: '10008',
  orderDate: '2026-11-20',
  status: 'Shipped',
  contractorName: 'Office Depot Federal',
  contractNumber: 'GS-02F-0001A',
  deliverBy: null,
  notes: '',
  totalCents: 2_400,
  shipTo: ['Pat Buyer'],
  payment: { kind: 'card', brand: 'visa', last4: '4242', expiry: '12/2030', text: 'Visa •••• 4242' },
  lines: [
    { ...line, lineId: 1, lineNumber: 1, partNumber: 'A-1', title: 'Stapler', unitPriceCents: 900, extendedCents: 900, status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    { ...line, lineId: 2, lineNumber: 2, partNumber: 'A-2', title: 'Staples', unitPriceCents: 1_500, extendedCents: 1_500, status: 'Shipped', carrier: 'Acme Freight', trackingNumber: 'AF-1' },
  ],
  history: [{ at: '2026-11-29T14:00:00.000Z', status: 'Invoiced', lineNumber: null, note: 'Invoice INV-7001 dated 2026-11-29 for $25.50.' }],
  canCancel: false,
  reconciledAt: null,
  statementReference: null,
  invoices: [{ invoiceNumber: 'INV-7001', invoiceDate: '2026-11-29', totalCents: 2_550, receivedAt: '2026-11-29T14:00:00.000Z', lines: [{ lineNumber: 1, quantity: 1, amountCents: 900 }, { lineNumber: 2, quantity: 1, amountCents: 1_650 }] }],
};

beforeEach(() => {
  sessionStorage.clear();
  resetStoreState();
  resetSessionUser();
  resetTakeover();
});

describe('an order the contractor shipped and invoiced', () => {
  it('links a known carrier\'s tracking page (https), not an unknown one, and lists the invoice with its difference', async () => {
    server({ 'orderhistory/order_details': () => answer('orderhistory/order_details', 'OrderDetails', { order, message: null }) });
    renderAt('/ws/orderhistory/order_details?orderNumber=100008');
    const track = await screen.findByRole('link', { name: /Track line 1 with UPS/ });
    expect(track.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(screen.queryByRole('link', { name: /Track line 2/ })).toBeNull();
    expect(screen.getByText('Shipped by Acme Freight, tracking number AF-1')).toBeDefined();
    expect(screen.getByText('The contractor invoiced $25.50, $1.50 more than the order. Check the charge before you reconcile it.')).toBeDefined();
    const invoices = screen.getByRole('table', { name: 'Invoices the contractor sent for this order' });
    expect(within(invoices).getByRole('rowheader', { name: 'INV-7001' })).toBeDefined();
    expect(within(invoices).getByText('Line 1: $9.00; Line 2: $16.50')).toBeDefined();
  });
});

describe('reconciliation', () => {
  it('shows the invoiced amount beside the order\'s and flags a difference', async () => {
    const base = { groupNumber: '1', orderDate: '2026-11-20', contractorName: 'Supplier', contractNumber: 'GS-1', status: 'Shipped' as const, totalCents: 2_400, paymentKind: 'card' as const, cardText: 'Visa •••• 4242', reconciledAt: null, statementReference: null };
    const attributes: ReconcileAttributes = {
      filters: { from: '2026-11-01', to: '2026-11-30', state: 'all' },
      orders: [
        { ...base, orderId: 1, orderNumber: '100001', invoicedCents: 2_550 },
        { ...base, orderId: 2, orderNumber: '100002', invoicedCents: 2_400 },
        { ...base, orderId: 3, orderNumber: '100003', invoicedCents: null },
      ],
      truncated: false,
      totalCents: 7_200,
      message: null,
    };
    server({ 'orderhistory/reconcile': () => answer('orderhistory/reconcile', 'Reconcile', attributes) });
    renderAt('/ws/orderhistory/reconcile');
    const table = await screen.findByRole('table', { name: 'Purchase card orders of the period' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[6]?.textContent)).toEqual(['$25.50Differs by +$1.50', '$24.00', 'Not yet']);
  });
});
