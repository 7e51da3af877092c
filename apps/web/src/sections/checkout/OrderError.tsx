/** OrderError ('Checkout Review'): the order was not placed, why, and the way back to fix it. */
import { CHECKOUT_TITLES, type ScreenEnvelope } from '@advantage/contracts';
import { useRef } from 'react';
import { ButtonLinks } from '../../shell/components/ButtonGroup';
import type { ScreenProps } from '../../kit/screens/types';
import { URLS } from './flow';
import { Alert } from './parts';
import { Problems } from './Problems';

export function OrderError({ envelope }: ScreenProps<ScreenEnvelope<'checkout/checkout_review_submit' | 'checkout/order_confirm', 'OrderError'>>) {
  const a = envelope.attributes;
  const problemsRef = useRef<HTMLDivElement>(null);
  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.orderError}</h1>
      {a.problems.length > 0 ? <Problems problems={a.problems} refused problemsRef={problemsRef} /> : <Alert notice={{ kind: 'info', body: <p>{a.message}</p> }} />}
      <ButtonLinks links={[{ to: URLS.review, label: 'Review your order' }, { to: URLS.orders, label: 'View order history' }]} />
    </div>
  );
}
