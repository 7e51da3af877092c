/** The punchout banner (issue 16): shown only in a punchout session, naming the organization and the way back. */
import type { MyOrdersAttributes, OrderDetailView } from '@advantage/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCartData, resetEnvelopeAnswered } from '../../lib/connection/cart-data';
import { resetPunchout } from '../../lib/connection/punchout-data';
import { routes } from '../router';
import { trackRouter } from '../routes/leave';
import { resetStoreState } from '../store/store-state';
import { fakeServer, json } from '../test-support';

const PUNCHOUT = { organization: 'Department of Labor', operation: 'create', endUser: { name: 'Dana Labor', email: 'dana@dol.gov' }, readOnly: false };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
}

const summary = (attributes: Record<string, unknown>, more: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({ '/rs/cart/summary': () => json({ responseType: 'SCREEN', responseName: 'CartSummary', pathInfo: 'cart/summary', attributes }), ...more });

const screenAnswer = (pathInfo: string, responseName: string, attributes: object) => () =>
  json({ responseType: 'SCREEN', responseName, pathInfo, attributes: { storeID: 4, punchout: PUNCHOUT, ...attributes } });

const poRow = {
  orderId: 7, orderNumber: '100007', groupNumber: '10007', orderDate: '2026-11-27', contractorName: 'Office Depot Federal',
  contractNumber: 'GS-02F-0001A', status: 'Submitted', totalCents: 10_000, paymentKind: 'accounting', poNumber: 'DOL-PO-1001',
} as const;
const myOrders: MyOrdersAttributes = {
  filters: { from: null, to: null, status: null, orderNumber: null }, page: 1, pageSize: 25, pageCount: 1, totalOrders: 1, orders: [poRow],
};
const poOrder: OrderDetailView = {
  ...poRow, deliverBy: null, notes: 'PO DOL-PO-1001', shipTo: ['Receiving Dock 4', '1 Depot Road', 'Landover, MD 20785'],
  payment: { kind: 'accounting', fields: [{ key: 'documentNumber', label: 'Document number', value: 'DOL-PO-1001' }], text: 'Document number DOL-PO-1001' },
  lines: [], history: [], canCancel: false, reconciledAt: null, statementReference: null,
};

beforeEach(() => {
  sessionStorage.clear();
  resetStoreState();
  setCartData(undefined);
  resetEnvelopeAnswered();
  resetPunchout();
});

afterEach(() => cleanup());

describe('the punchout banner', () => {
  it('names the organization and the shopper, with Return cart to the server’s return page', async () => {
    summary({ headerCart: { cartId: 1, version: 1, itemCount: 2, totalCents: 100 }, punchout: PUNCHOUT });
    renderAt('/ws/bogus/screen');
    const banner = await screen.findByRole('region', { name: 'Punchout session' });
    expect(banner.textContent).toContain('Punchout from Department of Labor for Dana Labor.');
    expect(within(banner).getByRole('link', { name: 'Return cart to Department of Labor' }).getAttribute('href')).toBe('/rs/punchout/return_cart');
  });

  it('is not shown outside a punchout', async () => {
    summary({ headerCart: { cartId: 1, version: 1, itemCount: 0, totalCents: 0 } });
    renderAt('/ws/bogus/screen');
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Error' });
    expect(screen.queryByRole('region', { name: 'Punchout session' })).toBeNull();
  });
});

describe('the organization’s purchase orders in a punchout session', () => {
  it('opens order history from the banner: each order with its PO number, no card reconciliation', async () => {
    summary({ headerCart: { cartId: 1, version: 1, itemCount: 0, totalCents: 0 }, punchout: PUNCHOUT }, {
      '/rs/orderhistory/my_orders': screenAnswer('orderhistory/my_orders', 'MyOrders', myOrders),
    });
    renderAt('/ws/bogus/screen');
    const banner = await screen.findByRole('region', { name: 'Punchout session' });
    fireEvent.click(within(banner).getByRole('link', { name: 'Purchase orders' }));
    await screen.findByRole('heading', { level: 1, name: 'Order History' });
    expect(screen.getByText('Purchase orders Department of Labor sent from its procurement system, with their PO numbers.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reconcile purchase card statements' })).toBeNull();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'PO number' })).toBeTruthy();
    const row = within(table).getByRole('rowheader', { name: 'Order 100007 details' }).closest('tr')!;
    expect(within(row).getByText('DOL-PO-1001')).toBeTruthy();
  });

  it('shows an order’s PO number on its details, with no way to cancel it here', async () => {
    summary({ headerCart: { cartId: 1, version: 1, itemCount: 0, totalCents: 0 }, punchout: PUNCHOUT }, {
      '/rs/orderhistory/order_details': screenAnswer('orderhistory/order_details', 'OrderDetails', { order: poOrder, message: null }),
    });
    renderAt('/ws/orderhistory/order_details?orderNumber=100007');
    await screen.findByRole('heading', { level: 1, name: 'Order Details: 100007' });
    const po = screen.getByText('PO number');
    expect(po.nextElementSibling?.textContent).toBe('DOL-PO-1001');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
