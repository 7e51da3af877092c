import { CARD_TEXT, type CartView, CHECKOUT_TEXT, unitOfIssue } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { orderProblems } from './review-model.js';
import type { StoredAccounting, StoredCard } from './checkout-state.js';

const item = { itemId: 1, productId: 1, offerId: 1, title: 'Copy paper', partNumber: 'P-1', nsn: null, contractNumber: 'GS-1', unitOfIssue: unitOfIssue('BX') };
const cart: CartView = {
  cartId: 1,
  version: 1,
  itemCount: 1,
  totalCents: 1000,
  overseas: false,
  priceChanges: 0,
  groups: [{ contractorId: 1, contractorName: 'A', contractNumber: 'GS-1', subtotalCents: 1000, maximumOrderCents: null, items: [{ ...item, minimumOrderQuantity: 1, quantity: 1, unitPriceCents: 1000, acceptedPriceCents: 1000, priceChanged: false, unavailable: false, extendedCents: 1000 }] }],
};
const address = { id: 1, name: 'HQ', kind: 'standard', aac: null, contactName: 'Pat', phone: '202-555-0142', email: 'p@gsa.gov', organization: '', line1: '1 Main', line2: '', city: 'Washington', state: 'DC', zip: '20405', country: 'US', isDefault: true } as const;
const card: StoredCard = { kind: 'card', brand: 'visa', last4: '1111', expMonth: 6, expYear: 2030, holderName: 'Pat', paymentMethodId: null };
/** The purchase card's single-purchase limit these cases run with: $10,000.00. */
const LIMIT = 1_000_000;

describe('what keeps an order from being placed', () => {
  it('nothing, for a priced cart with an address and a card valid long enough', () => {
    expect(orderProblems(cart, address, card, LIMIT, new Date('2030-01-15T12:00:00Z'))).toEqual([]);
  });

  it('applies the 20-day card rule again at the moment of ordering', () => {
    // The card was fine when chosen; by the time the order is sent it expires within 20 days.
    expect(orderProblems(cart, address, card, LIMIT, new Date('2030-06-15T12:00:00Z'))).toEqual([{ code: 'cardExpiring', message: CARD_TEXT.expiring }]);
  });

  it('names changed prices and unavailable items per item, then a missing address and payment', () => {
    const [group] = cart.groups;
    const changed: CartView = {
      ...cart,
      groups: [{ ...group!, items: [{ ...group!.items[0]!, priceChanged: true }, { ...group!.items[0]!, itemId: 2, title: 'Toner', unavailable: true }] }],
    };
    expect(orderProblems(changed, undefined, undefined, LIMIT)).toEqual([
      { code: 'priceChanged', message: CHECKOUT_TEXT.priceChanged('Copy paper'), itemId: 1 },
      { code: 'unavailable', message: CHECKOUT_TEXT.unavailable('Toner'), itemId: 2 },
      { code: 'noAddress', message: CHECKOUT_TEXT.noAddress },
      { code: 'noPayment', message: CHECKOUT_TEXT.noPayment },
    ]);
    expect(orderProblems(undefined, address, card, LIMIT, new Date('2030-01-01T00:00:00Z'))).toEqual([{ code: 'empty', message: CHECKOUT_TEXT.empty }]);
  });

  it('holds each order to its contract maximum, and to the single-purchase limit only when a card pays it', () => {
    const now = new Date('2030-01-15T12:00:00Z');
    const [group] = cart.groups;
    const big = (maximumOrderCents: number | null): CartView => ({
      ...cart,
      totalCents: 1_200_000,
      groups: [{ ...group!, subtotalCents: 1_200_000, maximumOrderCents }],
    });
    const codes: StoredAccounting = {
      kind: 'accounting',
      codes: { aac: 'M67001', fundCode: '21', appropriation: '017X1106', objectClass: '26.0', projectJob: '', documentNumber: '' },
    };
    expect(orderProblems(big(1_100_000), address, card, LIMIT, now)).toEqual([
      { code: 'aboveMaximum', message: CHECKOUT_TEXT.aboveMaximum('A', 'GS-1', 1_200_000, 1_100_000) },
      { code: 'aboveCardLimit', message: CHECKOUT_TEXT.aboveCardLimit('A', 1_200_000, LIMIT) },
    ]);
    expect(orderProblems(big(1_200_000), address, codes, LIMIT, now)).toEqual([]);
    expect(orderProblems(big(null), address, codes, LIMIT, now)).toEqual([]);
    expect(orderProblems(big(null), address, card, 1_200_000, now)).toEqual([]);
  });
});
