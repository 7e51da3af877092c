/**
 * What the contractor's documents add to an order (docs/adr/0033-contractor-documents.md): a shipped line links
 * to its carrier's tracking page (known carriers only, https URLs built in contracts), and the order's invoices
 * are listed beside its status with the amount they differ from the order by.
 */
import { type InvoiceView, type OrderLineView, trackingUrl } from '@advantage/contracts';
import { day, lineStatus, money, moment } from '../format';

/** A line's status; a shipment by a known carrier with the link to track it. */
export function LineStatus({ line }: { line: OrderLineView }) {
  const url = line.status === 'Shipped' ? trackingUrl(line.carrier, line.trackingNumber) : null;
  return (
    <>
      {lineStatus(line)}
      {url
        ? (
            <a className="usa-link usa-link--external adv-orders__sub" href={url} rel="noreferrer noopener" target="_blank">
              {`Track line ${line.lineNumber} with ${line.carrier ?? 'the carrier'}`}
              <span className="usa-sr-only"> (opens in a new tab)</span>
            </a>
          )
        : null}
    </>
  );
}

/** "$25.50, $1.50 more than the order" — what the buyer checks against the card statement. */
export function invoicedText(invoicedCents: number, orderCents: number): string {
  const difference = invoicedCents - orderCents;
  if (difference === 0) return `${money(invoicedCents)}, as ordered`;
  return `${money(invoicedCents)}, ${money(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than the order`;
}

export function Invoices({ invoices, orderCents }: { invoices: InvoiceView[]; orderCents: number }) {
  if (invoices.length === 0) return null;
  const invoiced = invoices.reduce((sum, i) => sum + i.totalCents, 0);
  return (
    <section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Invoices</h2>
      {invoiced !== orderCents
        ? (
            <div className="usa-alert usa-alert--warning usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{`The contractor invoiced ${invoicedText(invoiced, orderCents)}. Check the charge before you reconcile it.`}</p>
              </div>
            </div>
          )
        : null}
      <table className="usa-table usa-table--borderless adv-orders__table adv-stack-table">
        <caption className="usa-sr-only">Invoices the contractor sent for this order</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Invoice date</th>
            <th scope="col">Lines</th>
            <th scope="col" className="text-right">Amount</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => (
            <tr key={i.invoiceNumber}>
              <th scope="row" data-label="Invoice">{i.invoiceNumber}</th>
              <td data-label="Invoice date">{day(i.invoiceDate)}</td>
              <td data-label="Lines">{i.lines.map((l) => `Line ${l.lineNumber}: ${money(l.amountCents)}`).join('; ')}</td>
              <td data-label="Amount" className="text-right">{money(i.totalCents)}</td>
              <td data-label="Received">{moment(i.receivedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Reconciliation's invoiced cell: the invoiced amount, flagged when it is not the order's. */
export function Invoiced({ cents, orderCents }: { cents: number | null; orderCents: number }) {
  if (cents === null) return <>Not yet</>;
  if (cents === orderCents) return <>{money(cents)}</>;
  const difference = cents - orderCents;
  return (
    <>
      {money(cents)}
      <span className="usa-tag adv-orders__differs">{`Differs by ${difference > 0 ? '+' : '−'}${money(Math.abs(difference))}`}</span>
    </>
  );
}
