/**
 * orderhistory/requisition_detail (RequisitionDetail): the requisition and appropriation data an order
 * was paid with (AAC/DoDAAC, fund code, appropriation, document number ...). A FEDSTRIP order lists each
 * requisition field by field with its 80-position record, and offers the records as the plain-text file
 * agencies feed to their supply systems (orderhistory/requisition_records), and their supply and shipment status as
 * the records a supply system reads back (orderhistory/requisition_status_records).
 */
import { ORDERHISTORY_TEXT, ORDERHISTORY_TITLES } from '@advantage/contracts';
import { Link } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { day, money, orderDetailsUrl } from './format';
import { Fact, Payment, ShipTo } from './parts/Facts';
import { FileButton } from '../common/FileButton';
import { Requisitions } from './parts/Requisitions';

export function RequisitionDetail({ envelope }: PropsOf<'orderhistory/requisition_detail', 'RequisitionDetail'>) {
  const a = envelope.attributes;
  return (
    <div className="adv-orders">
      <h1>{`${ORDERHISTORY_TITLES.requisitionDetail}: order ${a.orderNumber}`}</h1>
      <dl className="adv-orders__facts">
        <Fact term="Order">
          <Link className="usa-link" to={orderDetailsUrl(a.orderNumber)}>
            {a.orderNumber}
          </Link>
        </Fact>
        <Fact term="Order group">{a.groupNumber}</Fact>
        <Fact term="Order date">{day(a.orderDate)}</Fact>
        <Fact term="Contractor">{a.contractorName}</Fact>
        <Fact term="Status">{a.status}</Fact>
        <Fact term="Order total">{money(a.totalCents)}</Fact>
        {a.program ? <Fact term="Purchasing program">{a.program}</Fact> : null}
      </dl>
      <h2>Requisition and appropriation data</h2>
      {a.payment.kind !== 'card'
        ? <Payment payment={a.payment} />
        : (
            <div className="usa-alert usa-alert--info usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{ORDERHISTORY_TEXT.noAccountingCodes}</p>
              </div>
            </div>
          )}
      {a.requisitions.length > 0 && (
        <>
          <h2>FEDSTRIP requisitions</h2>
          <Requisitions requisitions={a.requisitions} />
          <FileButton
            path="orderhistory/requisition_records"
            query={{ orderNumber: a.orderNumber }}
            label="Download requisition file"
            busyLabel="Preparing the file ..."
          />
          <FileButton
            path="orderhistory/requisition_status_records"
            query={{ orderNumber: a.orderNumber }}
            label="Download status records"
            busyLabel="Preparing the file ..."
          />
          <FileButton
            path="orderhistory/requisition_records"
            query={{ group: a.groupNumber }}
            label={`Download the requisitions of order group ${a.groupNumber}`}
            busyLabel="Preparing the file ..."
          />
        </>
      )}
      <h2>Ship to</h2>
      <ShipTo lines={a.shipTo} />
    </div>
  );
}
