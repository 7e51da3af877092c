import { PUNCHOUT_PATHS } from '@advantage/contracts';
import { Link } from 'react-router';
import { usePunchout } from '../../lib/connection/punchout-data';

/** "Return cart to <organization>": the label of the banner's button and the cart's, one text. */
export const returnCartLabel = (organization: string) => `Return cart to ${organization}`;

/** The organization's purchase orders placed here from its system (order history of the punchout session). */
const PUNCHOUT_ORDERS_ROUTE = '/ws/orderhistory/my_orders';
const PUNCHOUT_ORDERS_LABEL = 'Purchase orders';

/**
 * The punchout banner: whose procurement system the shopper came from and as whom, and the way
 * back. "Return cart" is a full page load of the server's Return cart page, which posts the cart to that system.
 * "Purchase orders" opens order history, where the organization's orders show with their PO numbers.
 */
export function PunchoutBanner() {
  const punchout = usePunchout();
  if (!punchout) return null;
  const who = punchout.endUser.name || punchout.endUser.email;
  return (
    <section className="usa-site-alert usa-site-alert--info usa-site-alert--slim adv-punchout-banner" aria-label="Punchout session">
      <div className="usa-alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {`Punchout from ${punchout.organization}${who ? ` for ${who}` : ''}. `}
            {punchout.readOnly ? 'This cart can be viewed, not changed. ' : ''}
            <a className="usa-link" href={PUNCHOUT_PATHS.returnCart}>{returnCartLabel(punchout.organization)}</a>
            {' '}
            <Link className="usa-link" to={PUNCHOUT_ORDERS_ROUTE}>{PUNCHOUT_ORDERS_LABEL}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
