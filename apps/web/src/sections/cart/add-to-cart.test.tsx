import { CART_TEXT, type OfferView, type SearchResultItem } from '@advantage/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartData } from '../../lib/connection/cart-data';
import { fakeServer, json } from '../../app/test-support';
import { AddToCart } from '../catalog/parts/AddToCart';
import { OffersTable } from '../catalog/parts/OffersTable';
import { ResultAddToCart } from '../search/parts/ResultAddToCart';
import { ResultItem } from '../search/parts/ResultItem';

function renderResult() {
  const router = createMemoryRouter([{ path: '*', element: <ResultAddToCart item={{ productId: 42, title: 'Copy Paper' }} /> }]);
  render(<RouterProvider router={router} />);
}

const MINIMUM = CART_TEXT.belowMinimum(2, 'BX');

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

/** The fields of an offer the product page's Add to cart reads. */
const OFFER = {
  id: 5,
  contractor: { name: 'Paper Co' },
  contract: { number: 'GS-02F-0001X' },
  minimumOrderQuantity: 1,
  unitOfIssue: { code: 'BX' },
} as unknown as OfferView;

const ADDED = {
  responseType: 'SCREEN',
  responseName: 'Success',
  pathInfo: 'cart/addCart',
  attributes: { message: CART_TEXT.added(1), cart: { cartId: 3, version: 2, itemCount: 1, totalCents: 3_999 }, problems: [] },
};

describe('Add to cart keeps the keyboard focus while the add runs', () => {
  it.each([
    ['a search result', 'Add to cart for Copy Paper', () => <ResultAddToCart item={{ productId: 42, title: 'Copy Paper' }} />],
    ['an offer of the product page', 'Add to cart from Paper Co', () => <AddToCart productId={42} offer={OFFER} onStatus={() => undefined} />],
  ])('%s: the button stays focusable (aria-disabled, not disabled), ignores presses meanwhile and keeps the focus after', async (_what, name, element) => {
    let answer: (response: Response) => void = () => undefined;
    const posts = fakeServer({ '/rs/cart/addCart': () => new Promise<Response>((resolve) => (answer = resolve)) });
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: element() }])} />);
    const button = screen.getByRole('button', { name });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(posts).toHaveBeenCalledTimes(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    // A second press while the first add runs sends nothing.
    fireEvent.click(button);
    expect(posts).toHaveBeenCalledTimes(1);
    answer(json(ADDED));
    await waitFor(() => expect(button.hasAttribute('aria-disabled')).toBe(false));
    expect(document.activeElement).toBe(button);
    expect(posts).toHaveBeenCalledTimes(1);
  });
});

/** A search result and an offer row with every field their screens read. */
const RESULT = {
  productId: 42, title: 'Copy Paper', summary: '', manufacturerId: 1, manufacturerName: 'Paper Mill', partNumber: 'CP-1', nsn: null,
  unitOfIssue: 'BX', categoryCode: 'paper', categoryName: 'Paper', imageUrl: '/images/x.svg', minPriceCents: 3_999, maxPriceCents: 3_999,
  offerCount: 1, fastestDeliveryDays: 3, gsaStock: false, programs: [], socio: [], exactMatch: false, url: '/ws/catalog/product_detail?productId=42',
  statePrograms: ['PUBLIC_HEALTH'],
} as unknown as SearchResultItem;
const OFFER_ROW = {
  ...OFFER, contractor: { id: 7, name: 'Paper Co', socio: [] }, priceCents: 3_999, lowestPrice: true, unitOfIssue: { code: 'BX', meaning: 'Box' },
  deliveryDays: 3, deliveryText: '3 days', stockStatus: 'in', stockLabel: 'In stock', gsaStock: false, highlighted: false, statePrograms: ['PUBLIC_HEALTH'],
  contract: { number: 'GS-02F-0001X', sin: '1', kind: 'SCHEDULE', kindLabel: 'Schedule', fob: 'Destination', acceptsPurchaseCard: true },
} as unknown as OfferView;

describe('Add to cart of an offer that is not open to a state or local member', () => {
  const reason = 'This offer is open to state and local buyers only under Public Health Emergencies. Add that program to your eligibility first.';
  const closed = { open: false, programs: [], message: reason };
  it.each([
    ['a search result', 'Add to cart for Copy Paper', () => <ResultItem item={{ ...RESULT, stateAccess: closed }} programNames={new Map()} headingLevel="h2" />],
    ['an offer of the product page', 'Add to cart from Paper Co', () => <OffersTable productId={42} offers={[{ ...OFFER_ROW, stateAccess: closed }]} delivery={null} />],
  ])('%s: the button is aria-disabled, says why beside it, and a press sends nothing', (_what, name, element) => {
    const posts = fakeServer({ '/rs/cart/addCart': () => json(ADDED) });
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: element() }])} />);
    const button = screen.getByRole('button', { name });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(`Not open to you: ${reason}`);
    // Beside the button: in the same result, or the same cell of the offer's row.
    expect(note?.parentElement?.contains(button)).toBe(true);
    fireEvent.click(button);
    expect(posts).not.toHaveBeenCalled();
  });
});
