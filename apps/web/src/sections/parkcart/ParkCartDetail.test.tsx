import { type Envelope, PARKCART_TEXT, type ParkedCartDetailAttributes, type ParkedCartItemView } from '@advantage/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartData } from '../../lib/connection/cart-data';
import { fakeServer, json } from '../../app/test-support';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { ParkCartDetail } from './ParkCartDetail';

const line = (itemId: number, overrides: Partial<ParkedCartItemView> = {}): ParkedCartItemView => ({
  itemId,
  productId: 100 + itemId,
  offerId: 1000 + itemId,
  title: `Copy Paper ${itemId}`,
  partNumber: `CP-${itemId}`,
  nsn: null,
  contractNumber: 'GS-02F-0001X',
  contractorName: 'Office Depot',
  unitOfIssue: { code: 'BX', meaning: 'box' },
  minimumOrderQuantity: 2,
  quantity: 2,
  parkedPriceCents: 5_000,
  todayPriceCents: 5_000,
  priceChange: 'same',
  unavailable: false,
  extendedCents: 10_000,
  ...overrides,
});

function detail(items: ParkedCartItemView[], extra: Partial<ParkedCartDetailAttributes> = {}): ParkedCartDetailAttributes {
  return {
    storeID: 0,
    cart: {
      cartId: 7,
      cartNumber: 'P2611-001001',
      name: 'Front office',
      itemCount: items.length,
      parkedTotalCents: 99_999,
      createdAt: '2026-11-21T10:00:00Z',
      updatedAt: '2026-11-21T10:00:00Z',
      forwardedBy: null,
      forwardNote: null,
    },
    items,
    todayTotalCents: 12_000,
    priceChanges: items.filter((i) => i.priceChange === 'up' || i.priceChange === 'down').length,
    unavailableCount: items.filter((i) => i.unavailable).length,
    ...extra,
  };
}

const envelope = <N extends string>(responseName: N, attributes: ParkedCartDetailAttributes, pathInfo = 'parkcart/parkcart_detail'): Envelope<N, ParkedCartDetailAttributes> => ({
  responseType: 'SCREEN',
  responseName,
  pathInfo,
  attributes,
});

// The screen takes its own answer only; the entry, as the dispatcher holds it, takes any.
const entry: ScreenEntry = { layout: 'classic', title: 'Parked Carts', load: async () => ParkCartDetail as ScreenComponent };

function show(attributes: ParkedCartDetailAttributes) {
  const router = createMemoryRouter([
    { path: '*', element: <ParkCartDetail envelope={envelope('ParkCartDetail', attributes)} path="parkcart/parkcart_detail" query={{}} entry={entry} store="ADVANTAGE" /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ParkCartDetail', () => {
  it('shows today’s price beside the parked one, in words, and flags a line no longer available', () => {
    show(detail([line(1, { todayPriceCents: 6_000, priceChange: 'up', extendedCents: 12_000 }), line(2, { todayPriceCents: null, priceChange: null, unavailable: true })]));
    expect(screen.getByRole('heading', { level: 1, name: 'Front office' })).toBeDefined();
    const changed = screen.getByRole('rowheader', { name: /Copy Paper 1/ }).closest('tr') as HTMLElement;
    expect(changed.textContent).toContain('$60.00 up from $50.00');
    expect(changed.textContent).toContain(PARKCART_TEXT.priceChanged);
    const gone = screen.getByRole('rowheader', { name: /Copy Paper 2/ }).closest('tr') as HTMLElement;
    expect(within(gone).getByText('No longer available')).toBeDefined();
    expect((screen.getByLabelText('Choose Copy Paper 2 for the shopping cart') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/1 price changed since the cart was parked\. 1 item is no longer available\./)).toBeDefined();
  });

  it('checks the minimum order before sending, then saves and shows the cart again with the notice', async () => {
    const bodies: unknown[] = [];
    const fetchMock = fakeServer({
      '/rs/parkcart/updatecart': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        const saved = detail([line(1, { quantity: 5, extendedCents: 25_000 })], { notice: PARKCART_TEXT.updated });
        return json(envelope('Success', { ...saved, cart: { ...saved.cart, name: 'Renamed' } }, 'parkcart/updatecart'));
      },
    });
    show(detail([line(1), line(2)]));
    const quantity = screen.getByLabelText(/Quantity of Copy Paper 1/);
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('link', { name: PARKCART_TEXT.belowMinimum(2, 'BX (box)') })).toBeDefined();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/Cart name/), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByLabelText('Remove Copy Paper 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PARKCART_TEXT.updated)).toBeDefined();
    expect(bodies).toEqual([{ cartId: 7, name: 'Renamed', items: [{ itemId: 1, quantity: '5' }, { itemId: 2, quantity: '2', remove: true }] }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Renamed' })).toBeDefined();
    expect(screen.queryByRole('rowheader', { name: /Copy Paper 2/ })).toBeNull();
  });

  it('adds the chosen lines to the shopping cart and reports each line that could not be added', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      '/rs/parkcart/addcart': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({
          responseType: 'SCREEN',
          responseName: 'Failure',
          pathInfo: 'parkcart/addcart',
          attributes: {
            cart: detail([]).cart,
            added: 1,
            problems: [{ itemId: 2, title: 'Copy Paper 2', partNumber: 'CP-2', message: 'This offer is no longer in the catalog.' }],
            shoppingCart: { cartId: 3, version: 4, itemCount: 1, totalCents: 10_000 },
          },
        });
      },
    });
    show(detail([line(1), line(2)]));
    fireEvent.click(screen.getByLabelText('Choose Copy Paper 1 for the shopping cart'));
    fireEvent.click(screen.getByLabelText('Choose Copy Paper 2 for the shopping cart'));
    fireEvent.click(screen.getByRole('button', { name: 'Add chosen items to cart' }));
    expect(await screen.findByText(PARKCART_TEXT.added(1), { exact: false })).toBeDefined();
    expect(screen.getByText('Copy Paper 2 (part number CP-2): This offer is no longer in the catalog.')).toBeDefined();
    expect(bodies).toEqual([{ cartId: 7, itemIds: [1, 2] }]);
    expect(cartData()).toEqual({ cartId: 3, version: 4, itemCount: 1, totalCents: 10_000 });
  });
});
