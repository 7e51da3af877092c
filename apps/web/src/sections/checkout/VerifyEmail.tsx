/**
 * VerifyEmail (ggs/cart/select_payment): the method of payment just chosen and the email address the
 * order confirmation goes to (the member's address on file; changed in the account information).
 */
import { CHECKOUT_TITLES, type VerifyEmailAttributes } from '@advantage/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLinks } from '../../shell/components/ButtonGroup';
import type { PropsOf } from '../../kit/screens/types';
import { URLS } from './flow';
import { CheckoutSteps } from './parts';

export function VerifyEmailBody({ attributes: a }: { attributes: VerifyEmailAttributes }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="adv-checkout">
      <h1 ref={headingRef} tabIndex={-1}>
        {CHECKOUT_TITLES.verifyEmail}
      </h1>
      <CheckoutSteps step="Payment" />
      <div className="usa-alert usa-alert--success adv-checkout__alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{`Method of payment: ${a.payment.label}.`}</p>
        </div>
      </div>
      <p>
        {'We will send the order confirmation to '}
        <strong>{a.email}</strong>
        .
      </p>
      <p className="usa-hint">
        {'This is the email address of your account. To use another one, change it in '}
        <Link className="usa-link" to="/ws/ggs/profile/update_profile">
          your account information
        </Link>
        {' before you place the order.'}
      </p>
      <ButtonLinks links={[{ to: URLS.review, label: 'Continue to review' }, { to: URLS.payment, label: 'Change the method of payment' }]} />
    </div>
  );
}

export function VerifyEmail({ envelope }: PropsOf<'ggs/cart/select_payment', 'VerifyEmail'>) {
  return <VerifyEmailBody attributes={envelope.attributes} />;
}
