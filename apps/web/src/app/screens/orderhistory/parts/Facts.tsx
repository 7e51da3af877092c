/** Ship-to and payment blocks shared by the order, group and requisition screens. */
import type { PaymentView } from '@advantage/contracts';

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
          <div key={f.key} className="adv-orders__fact">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
