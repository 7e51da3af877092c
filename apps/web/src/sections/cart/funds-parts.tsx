/**
 * Parts the funds-control screens share: the state in words, who did what and when, the facts of a request,
 * the cart's lines by order (stacked on a narrow screen), the line of accounting and the alerts.
 */
import {
  type AccountingCodes,
  type CheckoutOrderView,
  type CheckoutProblem,
  FUNDS_STATE_LABELS,
  type FundsCartAttributes,
  type FundsEventView,
  type FundsState,
  type PostalAddress,
  usdText,
} from '@advantage/contracts';
import { Notice as SharedNotice, useHandedNotice } from '../../shell/components/Notice';
import { moment } from '../common/format';

// With its time zone.
export const timeOf = moment;

export const money = usdText;

const TONES: Record<FundsState, string> = {
  Pending: 'adv-funds__tag--waiting',
  Authorized: 'adv-funds__tag--done',
  Ordered: 'adv-funds__tag--done',
  Rejected: 'adv-funds__tag--rejected',
  Withdrawn: 'adv-funds__tag--neutral',
};

/** The state as a USWDS tag: the words carry the meaning, the colour only repeats it. */
export function StateTag({ status }: { status: FundsState }) {
  return <span className={`usa-tag adv-funds__tag ${TONES[status]}`}>{FUNDS_STATE_LABELS[status]}</span>;
}

export { useHandedNotice };

/** An info alert that takes the focus once shown, so a screen reader hears what just happened. */
export function Notice({ message }: { message: string | null | undefined }) {
  return <SharedNotice message={message} tone="info" className="adv-funds__notice" role="status" />;
}

export function Problems({ problems }: { problems: CheckoutProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="usa-alert usa-alert--warning adv-funds__notice">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading">This cart cannot be ordered as it stands</h2>
        <ul className="usa-alert__text">
          {problems.map((p) => (
            <li key={`${p.code}-${p.itemId ?? p.message}`}>{p.message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What happened to the request, oldest first, each with who and when. */
export function Events({ events }: { events: FundsEventView[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="funds-history">
      <h2 id="funds-history">History</h2>
      <ol className="adv-funds__events">
        {events.map((e) => (
          <li key={`${e.what}-${e.at}`}>
            <strong>{FUNDS_STATE_LABELS[e.what]}</strong>
            {` by ${e.by}, ${timeOf(e.at)}`}
            {e.note ? <span className="adv-funds__event-note">{e.what === 'Rejected' ? `Reason: ${e.note}` : e.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An address on one line: a submitted request's ship-to as it was submitted (with its AAC), or the AAC's bill-to. */
function addressText(a: PostalAddress & { name?: string; aac?: string | null; contactName?: string }): string {
  return [a.name, a.aac ? `AAC ${a.aac}` : '', a.contactName, a.organization, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
}

/** The request's facts (what the order ships to and bills to as submitted), or the AAC's when not submitted yet. */
export function Facts({ a }: { a: FundsCartAttributes }) {
  const r = a.request;
  return (
    <dl className="adv-funds__facts">
      {r ? <dt>State</dt> : null}
      {r ? <dd><StateTag status={r.status} /></dd> : null}
      <dt>AAC</dt>
      <dd>{`${a.accounting.aac}: ${a.aacName} (${a.agency})`}</dd>
      {r ? <dt>Buyer</dt> : null}
      {r ? <dd>{`${r.buyerName} (${r.buyerEmail})`}</dd> : null}
      {r ? <dt>Submitted</dt> : null}
      {r ? <dd>{timeOf(r.submittedAt)}</dd> : null}
      {r?.decidedAt ? <dt>Decided</dt> : null}
      {r?.decidedAt ? <dd>{`${timeOf(r.decidedAt)} by ${r.decidedBy ?? ''}`}</dd> : null}
      {r?.reason ? <dt>Reason</dt> : null}
      {r?.reason ? <dd>{r.reason}</dd> : null}
      {r?.groupNumber ? <dt>Order group</dt> : null}
      {r?.groupNumber ? <dd>{r.groupNumber}</dd> : null}
      <dt>Items</dt>
      <dd>{a.itemCount.toLocaleString('en-US')}</dd>
      <dt>Total</dt>
      <dd>
        <strong>{money(a.totalCents)}</strong>
      </dd>
      {a.shipTo ? <dt>Ship to</dt> : null}
      {a.shipTo ? <dd>{addressText(a.shipTo)}</dd> : null}
      {a.billTo ? <dt>Bill to</dt> : null}
      {a.billTo ? <dd>{addressText(a.billTo)}</dd> : null}
    </dl>
  );
}

export const LOA_LABELS: Record<keyof Omit<AccountingCodes, 'aac'>, string> = {
  fundCode: 'Fund code',
  appropriation: 'Appropriation',
  objectClass: 'Object class',
  projectJob: 'Project',
  documentNumber: 'Document number',
};

export function AccountingFacts({ codes }: { codes: AccountingCodes }) {
  return (
    <section aria-labelledby="funds-loa">
      <h2 id="funds-loa">Line of accounting</h2>
      <dl className="adv-funds__facts">
        {(Object.keys(LOA_LABELS) as Array<keyof typeof LOA_LABELS>).map((key) => (
          <div key={key} className="adv-funds__pair">
            <dt>{LOA_LABELS[key]}</dt>
            <dd>{codes[key] || (key === 'documentNumber' ? 'Numbered when the order is placed' : 'None')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One table per contractor's order; on a narrow screen each line stacks its cells with their labels. */
export function Orders({ orders }: { orders: CheckoutOrderView[] }) {
  return (
    <section aria-labelledby="funds-lines">
      <h2 id="funds-lines">Items</h2>
      {orders.map((o) => (
        <div key={o.key} className="adv-funds__order">
          <h3>{`${o.contractorName}, contract ${o.contractNumber}`}</h3>
          <table className="usa-table usa-table--borderless usa-table--stacked adv-funds__table">
            <caption className="usa-sr-only">{`Items from ${o.contractorName}`}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Quantity</th>
                <th scope="col">Unit price</th>
                <th scope="col">Extended</th>
              </tr>
            </thead>
            <tbody>
              {o.items.map((item) => (
                <tr key={item.itemId}>
                  <th scope="row" data-label="Item">
                    {item.title}
                    <span className="adv-funds__sub">{`Part number ${item.partNumber}${item.nsn ? `, NSN ${item.nsn}` : ''}`}</span>
                  </th>
                  <td data-label="Quantity">{`${item.quantity.toLocaleString('en-US')} ${item.unitOfIssue.code}`}</td>
                  <td data-label="Unit price">{money(item.unitPriceCents)}</td>
                  <td data-label="Extended">{money(item.extendedCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="adv-funds__subtotal">{`Order subtotal: ${money(o.subtotalCents)}`}</p>
        </div>
      ))}
    </section>
  );
}
