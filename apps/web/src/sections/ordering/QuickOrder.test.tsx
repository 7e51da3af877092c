import { QUICK_ORDER_TEXT, type ScreenEnvelope } from '@advantage/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartData } from '../../lib/connection/cart-data';
import { fakeServer, json } from '../../app/test-support';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { QuickOrder } from './QuickOrder';

const entry: ScreenEntry = { layout: 'classic', title: 'Quick Order', load: async () => QuickOrder as ScreenComponent };
const grid: ScreenEnvelope<'ordering/quick_ordering', 'QuickOrder'> = { responseType: 'SCREEN', responseName: 'QuickOrder', pathInfo: 'ordering/quick_ordering', attributes: { storeID: 0, rows: [], added: 0, maxRows: 100 } };

function show() {
  const router = createMemoryRouter([{ path: '*', element: <QuickOrder envelope={grid} path="ordering/quick_ordering" query={{}} entry={entry} store="ADVANTAGE" /> }]);
  render(<RouterProvider router={router} />);
}

describe('QuickOrder', () => {
  it('asks for a row before sending anything', () => {
    const fetchMock = fakeServer({});
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('link', { name: QUICK_ORDER_TEXT.noRows })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the typed and pasted rows, then keeps each row that came back with its message', async () => {
    const bodies: unknown[] = [];
    const message = QUICK_ORDER_TEXT.noMatch('GS-02F-0001X', 'NOPE');
    fakeServer({
      '/rs/ordering/quick_ordering_cart': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({
          responseType: 'SCREEN',
          responseName: 'QuickOrder',
          pathInfo: 'ordering/quick_ordering_cart',
          attributes: {
            storeID: 0,
            rows: [{ contractNumber: 'GS-02F-0001X', partNumber: 'NOPE', quantity: '1', message }],
            added: 2,
            maxRows: 100,
            shoppingCart: { cartId: 5, version: 2, itemCount: 2, totalCents: 9_000 },
          },
        });
      },
    });
    show();
    fireEvent.change(screen.getByLabelText('Contract number, row 1'), { target: { value: 'GS-02F-0001X' } });
    fireEvent.change(screen.getByLabelText('Part number or NSN, row 1'), { target: { value: 'FX-1' } });
    fireEvent.change(screen.getByLabelText('Quantity, row 1'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/Or paste rows/), { target: { value: 'GS-02F-0001X\tNOPE\t1\nGS-FX-GSS01, 7530-01-579-0001, 4\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(QUICK_ORDER_TEXT.added(2))).toBeDefined();
    expect(bodies).toEqual([
      {
        rows: [
          { contractNumber: 'GS-02F-0001X', partNumber: 'FX-1', quantity: '2' },
          { contractNumber: 'GS-02F-0001X', partNumber: 'NOPE', quantity: '1' },
          { contractNumber: 'GS-FX-GSS01', partNumber: '7530-01-579-0001', quantity: '4' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: `Row 1: ${message}` })).toBeDefined();
    const part = screen.getByLabelText('Part number or NSN, row 1') as HTMLInputElement;
    expect(part.value).toBe('NOPE');
    expect(part.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(part.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect((screen.getByLabelText(/Or paste rows/) as HTMLTextAreaElement).value).toBe('');
    expect(cartData()).toEqual({ cartId: 5, version: 2, itemCount: 2, totalCents: 9_000 });
  });

  it('shows the way to the cart when every row went in', async () => {
    fakeServer({
      '/rs/ordering/quick_ordering_cart': () =>
        json({
          responseType: 'SCREEN',
          responseName: 'Success',
          pathInfo: 'ordering/quick_ordering_cart',
          attributes: { storeID: 0, added: 1, cartItemCount: 3, shoppingCart: { cartId: 5, version: 3, itemCount: 3, totalCents: 1 } },
        }),
    });
    show();
    fireEvent.change(screen.getByLabelText(/Or paste rows/), { target: { value: 'GS-02F-0001X FX-1 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { name: 'Items added to your cart' })).toBeDefined();
    expect(screen.getByText(`${QUICK_ORDER_TEXT.added(1)} Your cart now holds 3 items.`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'View your shopping cart' }).getAttribute('href')).toBe('/ws/cart/shopping_cart');
  });
});
