import { describe, expect, it } from 'vitest';
import { holdsCardNumber, routeForFailedRequest } from './pending-route';

describe('the route saved when a change answers 401', () => {
  it('keeps an ordinary body to replay after sign-in', () => {
    const request = { path: 'cart/addCart', method: 'POST' as const, payload: { offerId: 3, quantity: '2' } };
    expect(routeForFailedRequest(request, '/ws/catalog/product_detail?productId=1').routeData).toEqual(request);
  });

  it('never keeps a body that carries a card number, by field name or by value', () => {
    const named = { path: 'profile/manage_payments_save', method: 'POST' as const, payload: { cardNumber: '4614 0000 0000 0006' } };
    const unnamed = { path: 'ggs/cart/select_payment', method: 'POST' as const, payload: { card: { n: '4614-0000-0000-0006' } } };
    for (const request of [named, unnamed]) {
      const route = routeForFailedRequest(request, '/ws/ggs/cart/select_payment');
      expect(route.routeData).toBeUndefined();
      expect(route.routeURLWithParams).toBe('/ws/ggs/cart/select_payment');
    }
  });

  it('never keeps a body that carries a password, such as an AAC password request', () => {
    const request = { path: 'aacassignment/aac_password_request', method: 'POST' as const, payload: { aac: '47QSMA', supervisorEmail: 'boss@gsa.gov', password: 'Supply2026', confirmPassword: 'Supply2026' } };
    const route = routeForFailedRequest(request, '/ws/aacassignment/aac_password_request?aac=47QSMA');
    expect(route.routeData).toBeUndefined();
    expect(route.routeURLWithParams).toBe('/ws/aacassignment/aac_password_request?aac=47QSMA');
    expect(routeForFailedRequest({ path: 'checkout/aac_password', method: 'POST' as const, payload: { aac: 'M28542', passcode: 'x' } }, '/ws/checkout/checkout_review').routeData).toBeUndefined();
  });

  it('does not take quantities, zip codes or order numbers for card numbers', () => {
    expect(holdsCardNumber({ quantity: '12345678', zip: '20405-0001', orderNumber: 'A100001', phone: '202 555 0100' })).toBe(false);
  });
});
