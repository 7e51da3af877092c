/**
 * Funds Control Shopping Cart (docs/product/funds-control.md cart/authorize_funds Success): the cart as decided, authorized and
 * ordered (with its order group) or rejected (with the reason), who decided it and when.
 */
import { FUNDS_TITLES, FUNDS_URLS, type FundsCartAttributes } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { FundsRequisitions } from './FundsRequisitions';
import { AccountingFacts, Events, Facts, Notice, Orders } from './funds-parts';

export function FundsDecided({ envelope }: PropsOf<'cart/authorize_funds', 'Success'>) {
  return <FundsDecidedView envelope={envelope} />;
}

export function FundsDecidedView({ envelope }: { envelope: { attributes: FundsCartAttributes } }) {
  const a = envelope.attributes;
  return (
    <div className="adv-funds">
      <h1>{FUNDS_TITLES.decided}</h1>
      <Notice message={a.notice} />
      <Facts a={a} />
      <Events events={a.events} />
      <AccountingFacts codes={a.accounting} />
      <Orders orders={a.orders} />
      <FundsRequisitions requisitions={a.requisitions} />
      <p>
        <Link className="usa-link" to={FUNDS_URLS.workList}>
          All funds-control carts for your AACs
        </Link>
      </p>
    </div>
  );
}
