import { CHECKOUT_TEXT, CHECKOUT_TITLES, type Envelope, type SelectPaymentAttributes } from '@advantage/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../app/test-support';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { SelectPayment } from './SelectPayment';

const LIMIT = 1_500_000;
const attributes = (ordersAboveCardLimit: number): SelectPaymentAttributes => ({
  savedCards: [{ id: 4, brand: 'visa', last4: '4242', expMonth: 6, expYear: 2030, expiry: '06/2030', holderName: 'Pat Buyer', nickname: '', isDefault: true, expiring: false }],
  current: null,
  itemCount: 1,
  totalCents: 1_592_000,
  cardLimitCents: LIMIT,
  ordersAboveCardLimit,
});

// The screen takes its own answer only; the entry, as the dispatcher holds it, takes any.
const entry: ScreenEntry = { layout: 'classic', title: CHECKOUT_TITLES.selectPayment, load: async () => SelectPayment as ScreenComponent };

function renderPayment(a: SelectPaymentAttributes) {
  const envelope: Envelope<'SelectPayment', SelectPaymentAttributes> = { responseType: 'SCREEN', responseName: 'SelectPayment', pathInfo: 'ggs/cart/select_payment', attributes: a };
  const router = createMemoryRouter([
    { path: '*', element: <SelectPayment envelope={envelope} path="ggs/cart/select_payment" query={{}} entry={entry} store="ADVANTAGE" /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('SelectPayment and the purchase card single-purchase limit', () => {
  it('says before the choice that an order is above the limit and what pays it', () => {
    renderPayment(attributes(1));
    expect(screen.getByText(CHECKOUT_TEXT.cardLimitNote(1, LIMIT))).toBeDefined();
    expect(CHECKOUT_TEXT.cardLimitNote(1, LIMIT)).toContain('$15,000.00');
  });

  it('says nothing of the limit when every order is within it', () => {
    renderPayment(attributes(0));
    expect(screen.queryByText(CHECKOUT_TEXT.cardLimitNote(1, LIMIT))).toBeNull();
  });

  it('shows the server’s refusal of the card, naming the limit and the accounting codes', async () => {
    const refusal = CHECKOUT_TEXT.aboveCardLimit('Fixture Office Depot', 1_592_000, LIMIT);
    fakeServer({
      '/rs/ggs/cart/select_payment': () =>
        json(
          { responseType: 'ERROR', responseName: 'ValidationError', pathInfo: 'ggs/cart/select_payment', attributes: { detailedErrorMessage: 'The request did not pass validation.', errors: [{ field: 'method', message: refusal }] } },
          400,
          'Bad Request',
        ),
    });
    renderPayment(attributes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(refusal)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeDefined();
  });

  it('says a saved card has expired, and one close to its end that it expires too soon', () => {
    const year = new Date().getUTCFullYear();
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const soonExpiry = `${String(soon.getUTCMonth() + 1).padStart(2, '0')}/${soon.getUTCFullYear()}`;
    const saved = attributes(0).savedCards[0]!;
    renderPayment({
      ...attributes(0),
      savedCards: [
        { ...saved, id: 5, last4: '1111', expMonth: 1, expYear: year - 1, expiry: `01/${year - 1}`, expiring: true },
        { ...saved, id: 6, last4: '2222', expiry: soonExpiry, expiring: true },
      ],
    });
    expect(screen.getByText(`Expired 01/${year - 1}: it cannot pay for an order.`)).toBeDefined();
    expect(screen.getByText(`Expires ${soonExpiry}: too soon to pay for an order (20 days or less).`)).toBeDefined();
  });
});
