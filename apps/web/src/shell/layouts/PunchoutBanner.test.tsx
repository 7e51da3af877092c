/** The punchout banner: shown only in a punchout session, naming the organization and the way back. */
import { CART_TEXT, type CartView, type MyOrdersAttributes, type OrderDetailView, PUNCHOUT_TEXT } from '@advantage/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCartData, resetEnvelopeAnswered } from '../../lib/connection/cart-data';
import { resetPunchout } from '../../lib/connection/punchout-data';
import { routes } from '../../app/router';
import { trackRouter } from '../routes/leave';
import { resetStoreState } from '../../kit/store/store-state';
import { fakeServer, json } from '../../app/test-support';

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
  ...poRow, deliverBy: null, notes: 'PO DOL-PO-1001', program: null, shipTo: ['Receiving Dock 4', '1 Depot Road', 'Landover, MD 20785'],
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

describe('an inspect punchout', () => {
  const item = {
    itemId: 1, productId: 101, offerId: 1001, title: 'Task Chair', partNumber: 'TC-1', nsn: null, contractNumber: 'GS-02F-0001X',
    unitOfIssue: { code: 'EA', meaning: 'each' }, minimumOrderQuantity: 1, quantity: 3, unitPriceCents: 18_000, acceptedPriceCents: 19_900,
    priceChanged: true, unavailable: false, extendedCents: 54_000,
  };
  const cart: CartView = {
    cartId: 7, version: 2, itemCount: 1, totalCents: 54_000, overseas: false, priceChanges: 0,
    groups: [{ contractorId: 3, contractorName: 'Office Depot', contractNumber: 'GS-02F-0001X', items: [item], subtotalCents: 54_000, maximumOrderCents: null }],
  };
  const inspect = { ...PUNCHOUT, operation: 'inspect', readOnly: true };

  it('shows the cart read-only: a notice, the quantities as text, and no control that would change it', async () => {
    summary({ headerCart: { cartId: 7, version: 2, itemCount: 1, totalCents: 54_000 }, punchout: inspect }, {
      '/rs/cart/shopping_cart': () => json({ responseType: 'SCREEN', responseName: 'ShoppingCart', pathInfo: 'cart/shopping_cart', attributes: { storeID: 4, cart, punchout: inspect } }),
    });
    renderAt('/ws/cart/shopping_cart');
    await screen.findByRole('heading', { level: 1, name: CART_TEXT.title });
    expect(screen.getByText(PUNCHOUT_TEXT.readOnly)).toBeTruthy();
    const table = screen.getByRole('table', { name: '1 item from Office Depot, contract GS-02F-0001X' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Item', 'Unit price', 'Quantity', 'Extended price']);
    expect(within(table).getByRole('row', { name: /Task Chair/ }).textContent).toContain('3EA (each)');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    for (const name of [/Update quantity/, /Remove/, /Accept new price/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: CART_TEXT.park })).toBeNull();
    expect(screen.queryByRole('link', { name: CART_TEXT.checkout })).toBeNull();
    // Inspect returns the cart unchanged (operationAllowed inspect), so the way back stays.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Return cart to Department of Labor' })).toBeTruthy();
  });
});
