/**
 * The order-history screens through the router, with the HTTP client mocked: what each screen shows,
 * the filter checks and their messages, and what the cancel and reconcile actions post.
 */
import type { Envelope, MyOrdersAttributes, OrderDetailView, OrderRowView, ReconcileAttributes } from '@advantage/contracts';
import { ORDERHISTORY_TEXT } from '@advantage/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const calls: Array<{ path: string; options: CallOptions }> = [];
function server(answers: Record<string, (options: CallOptions) => CallResult>) {
  call.mockImplementation(async (path: string, options: CallOptions = {}) => {
    calls.push({ path, options });
    const handler = answers[path];
    if (!handler) return unexpectedCall(path, options);
    return handler(options);
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

const row = (n: number): OrderRowView => ({
  orderId: n,
  orderNumber: String(100_000 + n),
  groupNumber: String(10_000 + n),
  orderDate: '2026-10-05',
  contractorName: `Supplier ${n}`,
  contractNumber: 'GS-02F-0001A',
  status: 'Submitted',
  totalCents: 2_500,
  paymentKind: 'card',
});

const myOrders = (overrides: Partial<MyOrdersAttributes> = {}): MyOrdersAttributes => ({
  filters: { from: null, to: null, status: null, orderNumber: null },
  page: 1,
  pageSize: 25,
  pageCount: 2,
  totalOrders: 27,
  orders: [row(2), row(1)],
  ...overrides,
});

const order: OrderDetailView = {
  program: null,
  orderId: 7,
  orderNumber: '100007',
  groupNumber: '10007',
  orderDate: '2026-10-05',
  status: 'Submitted',
  contractorName: 'Office Depot Federal',
  contractNumber: 'GS-02F-0001A',
  deliverBy: '2026-12-01',
  notes: 'Dock B',
  totalCents: 12_897,
  shipTo: ['Pat Buyer', '1800 F Street NW', 'Washington, DC 20405'],
  payment: { kind: 'card', brand: 'visa', last4: '4242', expiry: '12/2030', text: 'Visa •••• 4242' },
  lines: [
    { lineId: 1, lineNumber: 1, productId: 5, partNumber: 'PPR-8511', nsn: null, title: 'Copy paper', unitOfIssue: 'BX', quantity: 3, unitPriceCents: 4_299, extendedCents: 12_897, status: 'Backordered', estimatedDate: '2099-03-01', carrier: null, trackingNumber: null },
  ],
  history: [{ at: '2026-10-05T14:00:00.000Z', status: 'Submitted', lineNumber: null, note: 'Order submitted.' }],
  canCancel: true,
  reconciledAt: null,
  statementReference: null,
};

beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  resetStoreState();
  resetSessionUser();
  resetTakeover();
});

describe('My Orders', () => {
  it('lists the orders with links and pages, and checks the filters with the server’s messages before opening them', async () => {
    server({ 'orderhistory/my_orders': (o) => answer('orderhistory/my_orders', 'MyOrders', myOrders(o.query?.status ? { totalOrders: 1, pageCount: 1, orders: [row(2)], filters: { from: '2026-10-01', to: null, status: 'Submitted', orderNumber: null } } : {})) });
    const router = renderAt('/ws/orderhistory/my_orders');
    await screen.findByRole('heading', { level: 1, name: 'Order History' });
    expect(screen.getByRole('heading', { level: 2, name: '27 orders' })).toBeDefined();
    const table = screen.getByRole('table', { name: /Your orders, page 1 of 2/ });
    expect(within(table).getByRole('link', { name: 'Order 100002 details' }).getAttribute('href')).toBe('/ws/orderhistory/order_details?orderNumber=100002');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/ws/orderhistory/my_orders?page=2');

    fireEvent.change(screen.getByLabelText(/From date/), { target: { value: '2026-02-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const summary = await screen.findByRole('link', { name: 'Enter a real date as yyyy-mm-dd or m/d/yyyy.' });
    await waitFor(() => expect(document.activeElement).toBe(summary.closest('.adv-error-summary')));
    expect(calls).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(/From date/), { target: { value: '10/1/2026' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Submitted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('heading', { level: 2, name: '1 order' });
    expect(router.state.location.search).toBe('?from=10%2F1%2F2026&status=Submitted');
    // The form shows the filters as the server read them, and starts afresh with each new answer.
    expect((screen.getByLabelText(/From date/) as HTMLInputElement).value).toBe('2026-10-01');
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('heading', { level: 2, name: '27 orders' });
    expect((screen.getByLabelText(/From date/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('says when there are no orders', async () => {
    server({ 'orderhistory/my_orders': () => answer('orderhistory/my_orders', 'MyOrders', myOrders({ totalOrders: 0, pageCount: 1, orders: [] })) });
    renderAt('/ws/orderhistory/my_orders');
    expect(await screen.findByRole('heading', { level: 2, name: ORDERHISTORY_TEXT.noOrders })).toBeDefined();
  });
});

describe('Order Details', () => {
  it('shows the line status with its estimated date, and cancels only after a second confirmation', async () => {
    server({
      'orderhistory/order_details': () => answer('orderhistory/order_details', 'OrderDetails', { order, message: null }),
      'orderhistory/cancel_order': () =>
        answer('orderhistory/order_details', 'OrderDetails', {
          order: { ...order, status: 'Cancelled', canCancel: false, lines: order.lines.map((l) => ({ ...l, status: 'Cancelled' })) },
          message: ORDERHISTORY_TEXT.cancelled('100007'),
        }),
    });
    renderAt('/ws/orderhistory/order_details?orderNumber=100007');
    await screen.findByRole('heading', { level: 1, name: 'Order Details: 100007' });
    expect(screen.getByText('Backordered, estimated Mar 1, 2099')).toBeDefined();
    expect(screen.getByText('Purchase card Visa •••• 4242, expires 12/2030')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const yes = await screen.findByRole('button', { name: 'Yes, cancel this order' });
    // The warning's question takes the focus, not the destructive button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Cancel order 100007?' })));
    expect(calls.filter((c) => c.path === 'orderhistory/cancel_order')).toHaveLength(0);
    fireEvent.click(yes);
    const message = await screen.findByText(ORDERHISTORY_TEXT.cancelled('100007'));
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.usa-alert')));
    expect(calls.filter((c) => c.path === 'orderhistory/cancel_order').map((c) => c.options.payload)).toEqual([{ orderId: 7 }]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('a state or local order shows its purchase order and its program, not agency accounting codes', async () => {
    const stateOrder: OrderDetailView = {
      ...order,
      payment: { kind: 'purchaseOrder', number: 'PO-2026-0412', text: 'Purchase order PO-2026-0412' },
      program: 'Cooperative Purchasing',
    };
    server({ 'orderhistory/order_details': () => answer('orderhistory/order_details', 'OrderDetails', { order: stateOrder, message: null }) });
    renderAt('/ws/orderhistory/order_details?orderNumber=100007');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Purchase order PO-2026-0412')).toBeDefined();
    expect(within(payment).getByText('Cooperative Purchasing')).toBeDefined();
    expect(within(payment).queryByText('Agency accounting codes')).toBeNull();
  });

  it('View PDF reads the file through the client', async () => {
    server({
      'orderhistory/order_details': () => answer('orderhistory/order_details', 'OrderDetails', { order, message: null }),
      'orderhistory/view_pdf': () => ({ kind: 'pdf', status: 200 }),
    });
    renderAt('/ws/orderhistory/order_details?orderNumber=100007');
    fireEvent.click(await screen.findByRole('button', { name: 'View PDF' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'orderhistory/view_pdf')?.options.query).toEqual({ orderNumber: '100007' }));
  });
});

describe('Reconcile', () => {
  const attributes: ReconcileAttributes = {
    filters: { from: '2026-10-01', to: '2026-10-31', state: 'all' },
    orders: [{ ...row(3), cardText: 'Visa •••• 4242', reconciledAt: null, statementReference: null }],
    truncated: false,
    totalCents: 2_500,
    message: null,
  };

  it('asks for the statement reference, then posts the chosen orders and shows the result', async () => {
    server({
      'orderhistory/reconcile': () => answer('orderhistory/reconcile', 'Reconcile', attributes),
      'orderhistory/reconcile_submit': () => answer('orderhistory/reconcile', 'Reconcile', { ...attributes, message: ORDERHISTORY_TEXT.reconciled(1, 'Oct line 4') }),
    });
    renderAt('/ws/orderhistory/reconcile');
    await screen.findByRole('heading', { level: 1, name: 'Credit Card Statement Reconciliation' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose order 100003' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark 1 order reconciled' }));
    expect(await screen.findByRole('link', { name: ORDERHISTORY_TEXT.statementReference })).toBeDefined();
    fireEvent.change(screen.getByLabelText(/Statement reference/), { target: { value: 'Oct line 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark 1 order reconciled' }));
    expect(await screen.findByText(ORDERHISTORY_TEXT.reconciled(1, 'Oct line 4'))).toBeDefined();
    expect(calls.filter((c) => c.path === 'orderhistory/reconcile_submit').map((c) => c.options.payload)).toEqual([
      { orderIds: [3], reconciled: true, statementReference: 'Oct line 4', from: '2026-10-01', to: '2026-10-31', state: 'all' },
    ]);
  });
});
