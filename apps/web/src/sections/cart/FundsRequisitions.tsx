/**
 * A FEDSTRIP cart's requisitions on the funds-control screens: per requisition its document number (or its line
 * while it has none), NSN, quantity, fund code, where it ships and whom it bills, as the request's copy holds them,
 * so the approver sees what they authorize. On a narrow screen each row stacks its cells with their labels.
 */
import { type FundsRequisitionView, SIGNAL_CODES } from '@advantage/contracts';

/** "FA4600: 55th Contracting Squadron, 1 Main St, Fayetteville, NC 28310"; the AAC alone when the book has no entry. */
function shipToText(r: FundsRequisitionView): string {
  const a = r.shipTo;
  if (!a) return `${r.shipToAac} (no address in the address book)`;
  return [`${r.shipToAac}: ${a.name}`, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
}

const signalText = (code: string) => (code in SIGNAL_CODES ? `${code} (${SIGNAL_CODES[code as keyof typeof SIGNAL_CODES]})` : code || 'None');

export function FundsRequisitions({ requisitions }: { requisitions: FundsRequisitionView[] }) {
  if (requisitions.length === 0) return null;
  return (
    <section aria-labelledby="funds-requisitions">
      <h2 id="funds-requisitions">Requisitions</h2>
      <p>Each requisition is ordered as listed here: its quantity and fund code, shipped and billed as its signal code says.</p>
      <table className="usa-table usa-table--borderless usa-table--stacked adv-funds__table">
        <caption className="usa-sr-only">Requisitions of the cart</caption>
        <thead>
          <tr>
            <th scope="col">Requisition</th>
            <th scope="col">NSN or part number</th>
            <th scope="col">Quantity</th>
            <th scope="col">Fund code</th>
            <th scope="col">Signal code</th>
            <th scope="col">Ships to</th>
            <th scope="col">Bills</th>
          </tr>
        </thead>
        <tbody>
          {requisitions.map((r) => (
            <tr key={r.line} data-testid="funds-requisition">
              <th scope="row" data-label="Requisition">
                {r.documentNumber ? `Document number ${r.documentNumber}` : `Line ${r.line}`}
                <span className="adv-funds__sub">{`${r.title}, ${r.contractorName} (contract ${r.contractNumber})`}</span>
              </th>
              <td data-label="NSN or part number">{r.stockNumber}</td>
              <td data-label="Quantity">{`${r.quantity.toLocaleString('en-US')} ${r.unitOfIssue}`}</td>
              <td data-label="Fund code">{r.fundCode || 'None'}</td>
              <td data-label="Signal code">{signalText(r.signalCode)}</td>
              <td data-label="Ships to" className="adv-funds__wrap">{shipToText(r)}</td>
              <td data-label="Bills">{r.billToAac ?? 'Free issue: nobody is billed'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
