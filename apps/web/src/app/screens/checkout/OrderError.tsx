/** OrderError ('Checkout Review'): the order was not placed, why, and the way back to fix it. */
import { CHECKOUT_TITLES, type OrderErrorAttributes } from '@advantage/contracts';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { ScreenProps } from '../types';
import { URLS } from './flow';
import { Alert } from './parts';
import { Problems } from './Problems';

export function OrderError({ envelope }: ScreenProps) {
  const a = envelope.attributes as unknown as OrderErrorAttributes;
  const problemsRef = useRef<HTMLDivElement>(null);
  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.orderError}</h1>
      {a.problems.length > 0 ? <Problems problems={a.problems} refused problemsRef={problemsRef} /> : <Alert notice={{ kind: 'info', body: <p>{a.message}</p> }} />}
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <Link className="usa-button" to={URLS.review}>
            Review your order
          </Link>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to={URLS.orders}>
            View order history
          </Link>
        </li>
      </ul>
    </div>
  );
}
