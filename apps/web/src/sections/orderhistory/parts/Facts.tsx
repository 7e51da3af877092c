/** Facts, ship-to and payment blocks shared by the order, group and requisition screens. */
import type { PaymentView } from '@advantage/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One term of an `adv-orders__facts` list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="adv-orders__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ShipTo({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <p>No ship-to address was recorded.</p>;
  return (
    <address className="adv-orders__address">
      {lines.map((line, i) => (
        // Address lines may repeat, so the position is part of the key.
        <span key={`${i}:${line}`} className="display-block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function Payment({ payment }: { payment: PaymentView }) {
  if (payment.kind === 'purchaseOrder') return <p>{payment.text}</p>;
  if (payment.kind === 'card') {
    return (
      <p>
        {`Purchase card ${payment.text}`}
        {payment.expiry ? `, expires ${payment.expiry}` : ''}
      </p>
    );
  }
  return (
    <>
      <p>Agency accounting codes</p>
      <dl className="adv-orders__facts">
        {payment.fields.map((f) => (
          <Fact key={f.key} term={f.label}>
            {f.value}
          </Fact>
        ))}
      </dl>
    </>
  );
}

/** The order's and the group's ship-to and payment (with a state or local order's program), side by side. */
export function ShipToAndPayment({ shipTo, payment, program }: { shipTo: string[]; payment: PaymentView; program: string | null }) {
  return (
    <div className="adv-order__columns">
      <section aria-labelledby="ship-to-heading">
        <h2 id="ship-to-heading">Ship to</h2>
        <ShipTo lines={shipTo} />
      </section>
      <section aria-labelledby="payment-heading">
        <h2 id="payment-heading">Payment</h2>
        <Payment payment={payment} />
        {program
          ? (
              <dl className="adv-orders__facts">
                <Fact term="Purchasing program">{program}</Fact>
              </dl>
            )
          : null}
      </section>
    </div>
  );
}

export function BackToOrderHistory() {
  return (
    <p className="adv-orders__back">
      <Link className="usa-link" to="/ws/orderhistory/my_orders">
        Back to Order History
      </Link>
    </p>
  );
}
