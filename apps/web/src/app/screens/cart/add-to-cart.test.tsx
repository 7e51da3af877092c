import { CART_TEXT } from '@advantage/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cartData } from '../../../lib/connection/cart-data';
import { fakeServer, json } from '../../test-support';
import { ResultAddToCart } from '../search/parts/ResultAddToCart';

function renderResult() {
  const router = createMemoryRouter([{ path: '*', element: <ResultAddToCart item={{ productId: 42, title: 'Copy Paper' }} /> }]);
  render(<RouterProvider router={router} />);
}

const MINIMUM = CART_TEXT.belowMinimum(2, 'BX');

afterEach(() => cleanup());

describe('Add to cart from a search result', () => {
  it('posts the product and quantity, says it was added with a link to the cart, and updates the cart data', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      '/rs/cart/addCart': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({
          responseType: 'SCREEN',
          responseName: 'Success',
          pathInfo: 'cart/addCart',
          attributes: { message: CART_TEXT.added(1), cart: { cartId: 3, version: 2, itemCount: 1, totalCents: 3_999 }, problems: [] },
        });
      },
    });
    renderResult();
    fireEvent.change(screen.getByLabelText('Quantity of Copy Paper'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart for Copy Paper' }));
    await screen.findByText(CART_TEXT.added(1));
    expect(bodies).toEqual([{ productId: 42, quantity: '3' }]);
    expect(screen.getByRole('link', { name: CART_TEXT.viewCart }).getAttribute('href')).toBe('/ws/cart/shopping_cart');
    expect(cartData()).toEqual({ cartId: 3, version: 2, itemCount: 1, totalCents: 3_999 });
  });

  it('shows the server’s reason when nothing was added, and checks the quantity before posting', async () => {
    const fetchMock = fakeServer({
      '/rs/cart/addCart': () =>
        json({
          responseType: 'SCREEN',
          responseName: 'Failure',
          pathInfo: 'cart/addCart',
          attributes: {
            message: CART_TEXT.notAdded(1),
            cart: { cartId: 0, version: 0, itemCount: 0, totalCents: 0 },
            problems: [{ offerId: 5, message: MINIMUM }],
          },
        }),
    });
    renderResult();
    const input = screen.getByLabelText('Quantity of Copy Paper');
    fireEvent.change(input, { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart for Copy Paper' }));
    expect(screen.getByRole('alert').textContent).toBe('Quantity must be a whole number of 1 to 8 digits.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart for Copy Paper' }));
    await screen.findByText(`${CART_TEXT.notAdded(1)} ${MINIMUM}`);
    expect(screen.queryByRole('link', { name: CART_TEXT.viewCart })).toBeNull();
  });
});
