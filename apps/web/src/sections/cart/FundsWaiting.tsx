/** On the Shopping Cart: the buyer's carts frozen while they wait for funds authorization, with the way to them. */
import { FUNDS_TEXT, FUNDS_URLS } from '@advantage/contracts';
import { Link } from 'react-router';

export function FundsWaiting({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <div className="usa-alert usa-alert--info usa-alert--slim adv-cart__funds">
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          {`${FUNDS_TEXT.waiting(count)} `}
          <Link className="usa-link" to={FUNDS_URLS.requests}>
            See your funds control requests
          </Link>
        </p>
      </div>
    </div>
  );
}
