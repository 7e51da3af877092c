import { type Envelope, FUNDS_TEXT, type FundsCartAttributes, type FundsState } from '@advantage/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScreenEntry } from '../types';
import { FundsOrderSummary } from './FundsOrderSummary';

const attributes = (status: FundsState): FundsCartAttributes => ({
  request: {
    id: 7, aac: '70B0DH', aacName: 'DHS Office', agency: 'DHS', status, totalCents: 5_000, buyerName: 'Ana Analyst', buyerEmail: 'analyst@dhs.gov',
    submittedAt: '2026-11-27T10:00:00Z', decidedAt: status === 'Pending' ? null : '2026-11-27T11:00:00Z', decidedBy: null,
    reason: status === 'Rejected' ? 'Not this quarter.' : null, groupNumber: null,
  },
  version: 2, cartId: 3, cartVersion: 4, aacName: 'DHS Office', agency: 'DHS', orders: [], itemCount: 1, totalCents: 5_000,
  accounting: { aac: '70B0DH', fundCode: '21', appropriation: '', objectClass: '', projectJob: '', documentNumber: '' },
  shipTo: null, events: [], problems: [], canSubmit: false, canWithdraw: status === 'Pending', canDecide: false, ownCart: false, notice: null,
});

function show(status: FundsState) {
  const envelope: Envelope = { responseType: 'SCREEN', responseName: 'OrderSummary', pathInfo: 'cart/afc_cart', attributes: attributes(status) };
  const entry: ScreenEntry = { layout: 'classic', title: 'Order Summary', load: async () => FundsOrderSummary };
  const element = <FundsOrderSummary envelope={envelope} path="cart/afc_cart" query={{ id: '7' }} entry={entry} store="DHS" />;
  // The submission handed its notice over in the history state, which a reload keeps.
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [{ pathname: '/ws/cart/afc_cart', search: '?id=7', state: { notice: FUNDS_TEXT.submitted('70B0DH') } }] });
  render(<RouterProvider router={router} />);
}

afterEach(() => cleanup());

describe('Funds Control Order Summary', () => {
  it('says the cart was submitted while the request waits, and not once it was rejected', () => {
    show('Pending');
    expect(screen.getByText(FUNDS_TEXT.submitted('70B0DH'))).toBeDefined();
    cleanup();
    show('Rejected');
    expect(screen.queryByText(FUNDS_TEXT.submitted('70B0DH'))).toBeNull();
  });
});
