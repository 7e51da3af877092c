/**
 * The FEDSTRIP requisitions of an order (requisition_detail): each one's fields as the record positions name
 * them, and the 80-position record itself. Stacked rows on a phone (USWDS stacked table), so nothing scrolls sideways.
 */
import { type RequisitionDetailView, stockNumberText } from '@advantage/contracts';

export function Requisitions({ requisitions }: { requisitions: RequisitionDetailView[] }) {
  return (
    <table className="usa-table usa-table--stacked usa-table--borderless adv-orders__requisitions">
      <caption className="usa-sr-only">Requisitions of this order, with their 80-position records</caption>
      <thead>
        <tr>
          <th scope="col">Document number</th>
          <th scope="col">Item</th>
          <th scope="col">Document identifier</th>
          <th scope="col">NSN or part number</th>
          <th scope="col">Quantity</th>
          <th scope="col">Codes</th>
          <th scope="col">Record</th>
        </tr>
      </thead>
      <tbody>
        {requisitions.map((r) => (
          <tr key={r.documentNumber}>
            <th scope="row" data-label="Document number">{r.documentNumber}</th>
            <td data-label="Item">{r.title}</td>
            <td data-label="Document identifier">{r.fields.documentIdentifier}</td>
            <td data-label="NSN or part number">{stockNumberText(r.fields.stockNumber)}</td>
            <td data-label="Quantity">{`${r.fields.quantity.toLocaleString('en-US')} ${r.fields.unitOfIssue}`}</td>
            <td data-label="Codes">
              {`Routing ${r.fields.routingIdentifier}, signal ${r.fields.signalCode}, fund ${r.fields.fundCode || 'none'}, priority ${r.fields.priority}`
                + `${r.fields.adviceCode ? `, advice ${r.fields.adviceCode}` : ''}${r.fields.projectCode ? `, project ${r.fields.projectCode}` : ''}`}
            </td>
            <td data-label="Record">
              <code className="adv-orders__record">{r.record}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
