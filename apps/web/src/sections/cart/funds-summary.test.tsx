import { type Envelope, FUNDS_TEXT, type FundsCartAttributes, type FundsRequisitionView, type FundsState } from '@advantage/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { FundsOrderSummary } from './FundsOrderSummary';
import { FundsReview } from './FundsReview';

const attributes = (status: FundsState): FundsCartAttributes => ({
  request: {
    id: 7, aac: '70B0DH', aacName: 'DHS Office', agency: 'DHS', status, totalCents: 5_000, buyerName: 'Ana Analyst', buyerEmail: 'analyst@dhs.gov',
    submittedAt: '2026-11-27T10:00:00Z', decidedAt: status === 'Pending' ? null : '2026-11-27T11:00:00Z', decidedBy: null,
    reason: status === 'Rejected' ? 'Not this quarter.' : null, groupNumber: null,
  },
  version: 2, cartId: 3, cartVersion: 4, aacName: 'DHS Office', agency: 'DHS', orders: [], requisitions: [], itemCount: 1, totalCents: 5_000,
  accounting: { aac: '70B0DH', fundCode: '21', appropriation: '', objectClass: '', projectJob: '', documentNumber: '' },
  shipTo: null, billTo: null, events: [], problems: [], canSubmit: false, canWithdraw: status === 'Pending', canDecide: false, ownCart: false, notice: null,
});

function show(status: FundsState) {
  const envelope: Envelope<'OrderSummary', FundsCartAttributes> = { responseType: 'SCREEN', responseName: 'OrderSummary', pathInfo: 'cart/afc_cart', attributes: attributes(status) };
  // The screen takes its own answer only; the entry, as the dispatcher holds it, takes any.
  const entry: ScreenEntry = { layout: 'classic', title: 'Order Summary', load: async () => FundsOrderSummary as ScreenComponent };
  const element = <FundsOrderSummary envelope={envelope} path="cart/afc_cart" query={{ id: '7' }} entry={entry} store="DHS" />;
  // The submission handed its notice over in the history state, which a reload keeps.
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [{ pathname: '/ws/cart/afc_cart', search: '?id=7', state: { notice: FUNDS_TEXT.submitted('70B0DH') } }] });
  render(<RouterProvider router={router} />);
}

describe('Funds Control Order Summary', () => {
  it('says the cart was submitted while the request waits, and not once it was rejected', () => {
    show('Pending');
    expect(screen.getByText(FUNDS_TEXT.submitted('70B0DH'))).toBeDefined();
    cleanup();
    show('Rejected');
    expect(screen.queryByText(FUNDS_TEXT.submitted('70B0DH'))).toBeNull();
  });
});

const SHIP_TO = {
  id: 9, kind: 'aac', name: '55th Contracting Squadron', aac: 'FA4600', contactName: 'Sam Supply', phone: '', email: '', organization: '',
  line1: '101 Offutt Blvd', line2: '', city: 'Offutt AFB', state: 'NE', zip: '68113', country: 'US', isDefault: false,
} as unknown as NonNullable<FundsRequisitionView['shipTo']>;

const requisition = (over: Partial<FundsRequisitionView>): FundsRequisitionView => ({
  line: 1, documentNumber: 'M2854263320001', title: 'Copy paper', stockNumber: '7530015790001', quantity: 3, unitOfIssue: 'BX', fundCode: '21',
  signalCode: 'A', contractorName: 'GSA Global Supply', contractNumber: 'GS-00F-0001', shipToAac: 'M28542', shipTo: null, billToAac: 'M28542',
  exceptionRemarks: '', record: '', ...over,
});

describe('Funds Control Cart Review of a FEDSTRIP cart', () => {
  it('lists each requisition with its document number or line, NSN, quantity, fund code, where it ships and whom it bills', () => {
    const a = {
      ...attributes('Pending'),
      canDecide: true,
      requisitions: [
        requisition({}),
        requisition({ line: 2, documentNumber: null, quantity: 1_500, fundCode: '5X', signalCode: 'J', shipToAac: 'FA4600', shipTo: SHIP_TO }),
        requisition({ line: 3, documentNumber: 'M2854263320003', signalCode: 'M', fundCode: '', shipToAac: 'FA4600', shipTo: SHIP_TO, billToAac: null }),
      ],
    };
    const envelope: Envelope<'AFCDataEntry', FundsCartAttributes> = { responseType: 'SCREEN', responseName: 'AFCDataEntry', pathInfo: 'cart/afc_cart', attributes: a as never };
    const entry: ScreenEntry = { layout: 'classic', title: 'Funds Control Cart Review', load: async () => FundsReview as ScreenComponent };
    const element = <FundsReview envelope={envelope} path="cart/afc_cart" query={{ id: '7' }} entry={entry} store="DHS" />;
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/ws/cart/afc_cart?id=7'] })} />);
    const rows = within(screen.getByRole('table', { name: 'Requisitions of the cart' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['7530015790001', '3 BX', '21', 'A (Ship to and bill the requisitioner)', 'M28542 (no address in the address book)', 'M28542'],
      ['7530015790001', '1,500 BX', '5X', 'J (Ship to the supplementary address, bill the requisitioner)', 'FA4600: 55th Contracting Squadron, 101 Offutt Blvd, Offutt AFB, NE 68113', 'M28542'],
      ['7530015790001', '3 BX', 'None', 'M (Ship to the supplementary address, free issue)', 'FA4600: 55th Contracting Squadron, 101 Offutt Blvd, Offutt AFB, NE 68113', 'Free issue: nobody is billed'],
    ]);
    expect(rows.map((r) => within(r).getByRole('rowheader').firstChild?.textContent)).toEqual(['Document number M2854263320001', 'Line 2', 'Document number M2854263320003']);
  });
});
