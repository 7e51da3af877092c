import { CART_TEXT, type CartItemView, type CartView, type Envelope, type ShoppingCartAttributes } from '@advantage/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { cartData, setCartData } from '../../lib/connection/cart-data';
import { fakeServer, json } from '../../app/test-support';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { ShoppingCart } from './ShoppingCart';

const line = (itemId: number, overrides: Partial<CartItemView> = {}): CartItemView => ({
  itemId,
  productId: 100 + itemId,
  offerId: 1000 + itemId,
  title: `Task Chair ${itemId}`,
  partNumber: `TC-${itemId}`,
  nsn: itemId === 1 ? '7110-01-234-5678' : null,
  contractNumber: 'GS-02F-0001X',
  unitOfIssue: { code: 'EA', meaning: 'each' },
  minimumOrderQuantity: 2,
  quantity: 2,
  unitPriceCents: 19_900,
  acceptedPriceCents: 19_900,
  priceChanged: false,
  unavailable: false,
  extendedCents: 39_800,
  ...overrides,
});

function cartWith(version: number, items: CartItemView[], maximumOrderCents: number | null = null): CartView {
  const subtotal = items.filter((i) => !i.unavailable).reduce((s, i) => s + i.extendedCents, 0);
  return {
    cartId: 7,
    version,
    itemCount: items.length,
    totalCents: subtotal,
    overseas: false,
    groups: [{ contractorId: 3, contractorName: 'Office Depot', contractNumber: 'GS-02F-0001X', items, subtotalCents: subtotal, maximumOrderCents }],
    priceChanges: items.filter((i) => i.priceChanged).length,
  };
}

const shoppingCart = (cart: CartView, message?: string): Envelope<'ShoppingCart', ShoppingCartAttributes> => ({
  responseType: 'SCREEN',
  responseName: 'ShoppingCart',
  pathInfo: 'cart/shopping_cart',
  attributes: { cart, ...(message ? { message } : {}) },
});

// The screen takes its own answer only; the entry, as the dispatcher holds it, takes any.
const entry: ScreenEntry = { layout: 'classic', title: CART_TEXT.title, load: async () => ShoppingCart as ScreenComponent };

function renderCart(cart: CartView) {
  const router = createMemoryRouter([
    { path: '*', element: <ShoppingCart envelope={shoppingCart(cart)} path="cart/shopping_cart" query={{}} entry={entry} store="ADVANTAGE" /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ShoppingCart', () => {
  it('shows each line with its facts, the contractor subtotal and the total, and a changed price to accept', () => {
    renderCart(cartWith(3, [line(1), line(2, { priceChanged: true, unitPriceCents: 18_000, extendedCents: 36_000 })]));
    expect(screen.getByRole('heading', { level: 2, name: 'Office Depot' })).toBeDefined();
    const table = screen.getByRole('table', { name: '2 items from Office Depot, contract GS-02F-0001X' });
    const first = within(table).getByRole('rowheader', { name: /Task Chair 1/ });
    expect(first.textContent).toContain('Part number TC-1');
    expect(first.textContent).toContain('NSN 7110-01-234-5678');
    expect(first.textContent).toContain('Unit of issue EA (each)');
    // A line without an NSN says nothing of it, not "NSN None".
    expect(within(table).getByRole('rowheader', { name: /Task Chair 2/ }).textContent).not.toContain('NSN');
    expect(table.textContent).toContain('Was $199.00');
    expect(table.textContent).toContain('Now $180.00');
    expect(table.textContent).toContain('Subtotal, Office Depot$758.00');
    expect(document.querySelector('[data-total]')?.textContent).toBe('$758.00');
    expect(screen.getByRole('button', { name: 'Accept new price for Task Chair 2' })).toBeDefined();
    // Checkout waits for the new price to be accepted.
    expect(screen.queryByRole('link', { name: CART_TEXT.checkout })).toBeNull();
    expect(screen.getByText(CART_TEXT.priceChangesPending(1))).toBeDefined();
    expect(cartData()).toEqual({ cartId: 7, version: 3, itemCount: 2, totalCents: 75_800 });
  });

  it('shows the product type\'s picture, decorative, and the colour and size the catalog gives', () => {
    const features = [{ name: 'Color', value: 'Black' }, { name: 'Size', value: 'Large' }];
    renderCart(cartWith(3, [line(1, { image: '/images/products/office-seating/black.svg', features }), line(2)]));
    const first = screen.getByRole('rowheader', { name: /Task Chair 1/ });
    const picture = first.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/images/products/office-seating/black.svg');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(first.textContent).toContain('Color Black');
    expect(first.textContent).toContain('Size Large');
    // A line whose product left the catalog has no picture and no features.
    expect(screen.getByRole('rowheader', { name: /Task Chair 2/ }).querySelector('img')).toBeNull();
  });

  it('sends a quantity with the cart version and shows the fresh cart', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      '/rs/cart/update_quantity': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(shoppingCart(cartWith(4, [line(1, { quantity: 5, extendedCents: 99_500 })]), 'The quantity was updated.'));
      },
    });
    renderCart(cartWith(3, [line(1)]));
    fireEvent.change(screen.getByLabelText('Quantity of Task Chair 1'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update quantity of Task Chair 1' }));
    await screen.findByText('The quantity was updated.');
    expect(bodies).toEqual([{ itemId: 1, quantity: '5', version: 3 }]);
    expect(document.querySelector('[data-total]')?.textContent).toBe('$995.00');
    // The header's copy follows in an effect after the render.
    await waitFor(() => expect(cartData()).toMatchObject({ version: 4, totalCents: 99_500 }));
  });

  it('checks the minimum order before sending anything', () => {
    const fetchMock = fakeServer({});
    renderCart(cartWith(3, [line(1)]));
    const input = screen.getByLabelText('Quantity of Task Chair 1');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update quantity of Task Chair 1' }));
    expect(screen.getByText(CART_TEXT.belowMinimum(2, 'EA'))).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('cart-qty-1-error');
    expect(document.activeElement).toBe(input);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reloads the cart when it changed in another window, keeping what the buyer typed', async () => {
    fakeServer({
      '/rs/cart/update_quantity': () =>
        json({ responseType: 'ERROR', responseName: 'CartChanged', pathInfo: 'cart/update_quantity', attributes: { detailedErrorMessage: CART_TEXT.stale } }, 409, 'Conflict'),
      '/rs/cart/shopping_cart': () => json(shoppingCart(cartWith(5, [line(1, { quantity: 3, extendedCents: 59_700 }), line(2)]))),
    });
    renderCart(cartWith(3, [line(1)]));
    const input = screen.getByLabelText('Quantity of Task Chair 1');
    fireEvent.change(input, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update quantity of Task Chair 1' }));
    await screen.findByText(CART_TEXT.stale);
    expect(screen.getByRole('rowheader', { name: /Task Chair 2/ })).toBeDefined();
    expect((screen.getByLabelText('Quantity of Task Chair 1') as HTMLInputElement).value).toBe('8');
    expect(document.activeElement?.classList.contains('adv-cart__notice')).toBe(true);
    await waitFor(() => expect(cartData()).toMatchObject({ version: 5, itemCount: 2 }));
  });

  it('reads the cart again when another tab changed it', async () => {
    fakeServer({ '/rs/cart/shopping_cart': () => json(shoppingCart(cartWith(9, [line(1, { quantity: 6, extendedCents: 119_400 })]))) });
    renderCart(cartWith(3, [line(1)]));
    act(() => setCartData({ cartId: 7, version: 9, itemCount: 1, totalCents: 119_400 }));
    await screen.findByText(CART_TEXT.changedElsewhere);
    expect((screen.getByLabelText('Quantity of Task Chair 1') as HTMLInputElement).value).toBe('6');
  });

  it('removes a line and says so; an emptied cart says it is empty', async () => {
    fakeServer({
      '/rs/cart/delete_item': () => json(shoppingCart({ ...cartWith(4, []), groups: [] }, 'The item was removed from the cart.')),
    });
    renderCart(cartWith(3, [line(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Task Chair 1' }));
    await screen.findByText('The item was removed from the cart.');
    expect(screen.getByText(CART_TEXT.empty)).toBeDefined();
    expect(cartData()).toMatchObject({ itemCount: 0, version: 4 });
  });

  it('flags an order above its contract maximum on its group and holds checkout back', () => {
    renderCart(cartWith(3, [line(1, { quantity: 6, extendedCents: 119_400 })], 100_000));
    const group = screen.getByRole('region', { name: 'Office Depot' });
    expect(within(group).getByText(CART_TEXT.groupAboveMaximum(100_000, 'GS-02F-0001X'))).toBeDefined();
    expect(CART_TEXT.groupAboveMaximum(100_000, 'GS-02F-0001X')).toContain('maximum order of $1,000.00');
    expect(screen.getByText(CART_TEXT.aboveMaximumPending)).toBeDefined();
    expect(screen.queryByRole('link', { name: CART_TEXT.checkout })).toBeNull();
  });

  it('shows no such message for an order within its maximum', () => {
    renderCart(cartWith(3, [line(1, { quantity: 5, extendedCents: 99_500 })], 100_000));
    expect(screen.queryByText(CART_TEXT.aboveMaximumPending)).toBeNull();
    expect(screen.getByRole('link', { name: CART_TEXT.checkout })).toBeDefined();
  });

  it('shows the server’s refusal of a quantity above the contract maximum on the line, the cart unchanged', async () => {
    const refusal = CART_TEXT.aboveMaximum(119_400, 100_000, 'GS-02F-0001X');
    fakeServer({
      '/rs/cart/update_quantity': () =>
        json(
          { responseType: 'ERROR', responseName: 'ValidationError', pathInfo: 'cart/update_quantity', attributes: { detailedErrorMessage: 'The request did not pass validation.', errors: [{ field: 'quantity', message: refusal }] } },
          400,
          'Bad Request',
        ),
    });
    renderCart(cartWith(3, [line(1, { quantity: 5, extendedCents: 99_500 })], 100_000));
    const input = screen.getByLabelText('Quantity of Task Chair 1');
    fireEvent.change(input, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update quantity of Task Chair 1' }));
    expect(await screen.findByText(refusal)).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[data-total]')?.textContent).toBe('$995.00');
  });
});
