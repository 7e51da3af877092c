/**
 * What the buyer's and the supervisor's screens show of an order for authorization: its state, why, and what it
 * is: the lines, prices and ship-to as sent, which is what an approval orders (ADR 0022).
 */
import { type AddressView, formatDollars, type StateAuthorizationView, type StateAuthState } from '@advantage/contracts';
import { dayOf } from '../common/format';

export { dayOf };
export { Notice } from '../../shell/components/Notice';

const STATE_TEXT: Record<StateAuthState, string> = {
  Pending: 'Waiting for your supervisor',
  Approved: 'Approved, being ordered',
  Ordered: 'Approved and ordered',
  Declined: 'Declined',
  Withdrawn: 'Withdrawn',
};

/** The state in words (a USWDS tag); the colour only repeats it. */
export function AuthorizationTag({ request }: { request: StateAuthorizationView }) {
  const text = request.expired ? 'Link expired without a decision' : STATE_TEXT[request.state];
  const tone = request.state === 'Ordered' ? 'adv-state-tag--ok' : request.state === 'Declined' || request.expired ? 'adv-state-tag--no' : 'adv-state-tag--wait';
  return <span className={`usa-tag adv-state-tag ${tone}`}>{text}</span>;
}

/** The problems that keep an order from going on, as an alert listing each. */
export function Problems({ problems }: { problems: ReadonlyArray<{ message: string }> | undefined }) {
  if (!problems || problems.length === 0) return null;
  return (
    <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
      <div className="usa-alert__body">
        <ul className="usa-list usa-list--unstyled">
          {problems.map((p) => (
            <li key={p.message}>{p.message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const addressText = (a: AddressView) =>
  [a.name, a.aac ? `AAC ${a.aac}` : '', a.contactName, a.organization, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/** Who asks, under which program, for how much, paid how, shipped where, and the items. */
export function AuthorizationFacts({ request: r }: { request: StateAuthorizationView }) {
  const program = [r.program.name, r.program.purpose, r.program.reference].filter(Boolean).join(', ');
  return (
    <>
      <dl className="adv-state-facts">
        <dt>State</dt>
        <dd>
          <AuthorizationTag request={r} />
        </dd>
        <dt>Buyer</dt>
        <dd>{`${r.buyerName} (${r.buyerEmail})`}</dd>
        <dt>Entity</dt>
        <dd>{r.agencyName}</dd>
        <dt>Supervisor</dt>
        <dd>{`${r.supervisorName} (${r.supervisorEmail})`}</dd>
        <dt>Why authorization</dt>
        <dd>{r.needsText.join(' ')}</dd>
        <dt>Program</dt>
        <dd>{program}</dd>
        <dt>Total</dt>
        <dd>{formatDollars(r.totalCents)}</dd>
        <dt>Payment</dt>
        <dd>{r.paymentLabel}</dd>
        {r.shipTo
          ? (
              <>
                <dt>Ship to</dt>
                <dd>{addressText(r.shipTo)}</dd>
              </>
            )
          : null}
        {r.note
          ? (
              <>
                <dt>Note</dt>
                <dd>{r.note}</dd>
              </>
            )
          : null}
        <dt>Sent</dt>
        <dd>{`${dayOf(r.requestedAt)}; the link works until ${dayOf(r.expiresAt)}`}</dd>
        {r.decidedAt
          ? (
              <>
                <dt>Decided</dt>
                <dd>{dayOf(r.decidedAt)}</dd>
              </>
            )
          : null}
        {r.reason
          ? (
              <>
                <dt>Reason</dt>
                <dd>{r.reason}</dd>
              </>
            )
          : null}
        {r.groupNumber
          ? (
              <>
                <dt>Order</dt>
                <dd>{r.groupNumber}</dd>
              </>
            )
          : null}
      </dl>
      <table className="usa-table usa-table--borderless usa-table--stacked adv-state-lines">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Contractor</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l, i) => (
            <tr key={`${i}-${l.title}`}>
              <th scope="row" data-label="Item">{l.title}</th>
              <td data-label="Contractor">{l.contractorName}</td>
              <td data-label="Quantity">{l.quantity}</td>
              <td data-label="Unit price">{formatDollars(l.unitPriceCents)}</td>
              <td data-label="Amount">{formatDollars(l.extendedCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
