/**
 * The FEDSTRIP requisitions of an order (requisition_detail): each one's fields as the record positions name
 * them, and the 80-position record itself on one line, in a box that scrolls sideways on its own where the line
 * does not fit (a phone), so the page never does. One list entry per requisition, so a phone stacks them. Each
 * also shows where it stands in MILSTRIP terms: its supply status and, once shipped, its shipment status, with their records.
 */
import { type RequisitionDetailView, routingText, stockNumberText, SUPPLY_STATUS_TEXT } from '@advantage/contracts';
import { RecordBox } from '../../common/RecordBox';
import { day } from '../format';

function supplyText(s: NonNullable<RequisitionDetailView['supplyStatus']>): string {
  const estimated = s.estimatedShippingDate ? `, estimated shipping date ${day(s.estimatedShippingDate)}` : '';
  return `${s.code}: ${SUPPLY_STATUS_TEXT[s.code]}${estimated} (status of ${day(s.date)})`;
}

function shipmentText(s: NonNullable<RequisitionDetailView['shipmentStatus']>): string {
  const by = s.carrier ? ` by ${s.carrier}` : '';
  return `Shipped ${day(s.shippedDate)}${by}${s.trackingNumber ? `, tracking number ${s.trackingNumber}` : ''}`;
}

function codesText(f: RequisitionDetailView['fields']): string {
  return `Routing ${f.routingIdentifier}, signal ${f.signalCode}, fund ${f.fundCode || 'none'}, priority ${f.priority}`
    + `${f.adviceCode ? `, advice ${f.adviceCode}` : ''}${f.projectCode ? `, project ${f.projectCode}` : ''}`;
}

export function Requisitions({ requisitions }: { requisitions: RequisitionDetailView[] }) {
  return (
    <ol className="usa-list usa-list--unstyled adv-orders__requisitions">
      {requisitions.map((r) => (
        <li key={r.documentNumber} className="adv-orders__requisition">
          <h3 className="adv-orders__requisition-title">{`Requisition ${r.documentNumber}`}</h3>
          <dl className="adv-orders__requisition-facts">
            <dt>Item</dt>
            <dd>{r.title}</dd>
            <dt>Document identifier</dt>
            <dd>{r.fields.documentIdentifier}</dd>
            <dt>NSN or part number</dt>
            <dd>{stockNumberText(r.fields.stockNumber)}</dd>
            <dt>Quantity</dt>
            <dd>{`${r.fields.quantity.toLocaleString('en-US')} ${r.fields.unitOfIssue}`}</dd>
            <dt>Codes</dt>
            <dd>{codesText(r.fields)}</dd>
            <dt>Ships to, bills</dt>
            <dd>{routingText(r.fields, r.exceptionShipTo)}</dd>
            {r.exceptionShipTo
              ? (
                  <>
                    <dt>Exception ship-to</dt>
                    <dd>{r.exceptionShipTo}</dd>
                  </>
                )
              : null}
            {r.exceptionRemarks
              ? (
                  <>
                    <dt>Exception remarks</dt>
                    <dd>{r.exceptionRemarks}</dd>
                  </>
                )
              : null}
            {r.supplyStatus
              ? (
                  <>
                    <dt>Supply status</dt>
                    <dd>{supplyText(r.supplyStatus)}</dd>
                  </>
                )
              : null}
            {r.shipmentStatus
              ? (
                  <>
                    <dt>Shipment status</dt>
                    <dd>{shipmentText(r.shipmentStatus)}</dd>
                  </>
                )
              : null}
          </dl>
          <RecordBox record={r.record} label={`Record of requisition ${r.documentNumber}`} />
          {r.supplyStatus ? <RecordBox record={r.supplyStatus.record} label={`Supply status record of requisition ${r.documentNumber}`} /> : null}
          {r.shipmentStatus ? <RecordBox record={r.shipmentStatus.record} label={`Shipment status record of requisition ${r.documentNumber}`} /> : null}
        </li>
      ))}
    </ol>
  );
}
