import { CHECKOUT_TEXT, CHECKOUT_TITLES, type Envelope, type ProcessYourOrderAttributes } from '@advantage/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { ProcessYourOrder } from './ProcessYourOrder';

// The screen takes its own answer only; the entry, as the dispatcher holds it, takes any.
const entry: ScreenEntry = { layout: 'classic', title: CHECKOUT_TITLES.processYourOrder, load: async () => ProcessYourOrder as ScreenComponent };
const SHIP_TO: NonNullable<ProcessYourOrderAttributes['shipTo']> = {
  id: 1, name: 'GSA Headquarters', kind: 'standard', aac: null, contactName: 'Pat Buyer', phone: '202-555-0100', email: '', organization: 'GSA',
  line1: '1800 F Street NW', line2: '', city: 'Washington', state: 'DC', zip: '20405', country: 'US', isDefault: true,
};

function review(overrides: Partial<ProcessYourOrderAttributes>): ProcessYourOrderAttributes {
  return {
    cartId: 1, version: 2, itemCount: 1, totalCents: 1_000, overseas: false, orders: [], shipTo: null, payment: null,
    breakbulkPoint: null, confirmationEmail: 'pat@gsa.gov', problems: [], notice: null, ...overrides,
  } as ProcessYourOrderAttributes;
}

function renderReview(a: ProcessYourOrderAttributes) {
  const envelope: Envelope<'ProcessYourOrder', ProcessYourOrderAttributes> = { responseType: 'SCREEN', responseName: 'ProcessYourOrder', pathInfo: 'checkout/checkout_review', attributes: a };
  const router = createMemoryRouter([{ path: '*', element: <ProcessYourOrder envelope={envelope} path="checkout/checkout_review" query={{}} entry={entry} store="ADVANTAGE" /> }]);
  render(<RouterProvider router={router} />);
}

/** Each step's words as a screen reader hears them: its name and, but for the current one, its state. */
const steps = () => [...document.querySelectorAll('.usa-step-indicator__segment')].map((li) => li.textContent);

describe('the checkout step indicator on Process Your Order', () => {
  it('does not mark Payment done before a method of payment is chosen', () => {
    renderReview(review({ shipTo: SHIP_TO, problems: [{ code: 'noPayment', message: CHECKOUT_TEXT.noPayment }] }));
    expect(steps()).toEqual(['Shipping completed', 'Payment not completed', 'Review', 'Confirmation not completed']);
    expect(document.querySelectorAll('.usa-step-indicator__segment--complete')).toHaveLength(1);
  });

  it('marks Shipping and Payment done once both are chosen', () => {
    const payment = { kind: 'card', brand: 'visa', last4: '4242', expMonth: 6, expYear: 2030, holderName: 'Pat Buyer', label: 'Visa •••• 4242' } as const;
    renderReview(review({ shipTo: SHIP_TO, payment }));
    expect(steps()).toEqual(['Shipping completed', 'Payment completed', 'Review', 'Confirmation not completed']);
  });
});
