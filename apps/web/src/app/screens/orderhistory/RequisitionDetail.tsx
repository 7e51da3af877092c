/**
 * orderhistory/requisition_detail (RequisitionDetail): the requisition and appropriation data an order
 * was paid with (AAC/DoDAAC, fund code, appropriation, document number ...).
 */
import { ORDERHISTORY_TEXT, ORDERHISTORY_TITLES, type RequisitionDetailAttributes } from '@advantage/contracts';
import { Link } from 'react-router';
import type { ScreenProps } from '../types';
import { day, money, orderDetailsUrl } from './format';
import { Payment, ShipTo } from './parts/Facts';

export function RequisitionDetail({ envelope }: ScreenProps) {
  const a = envelope.attributes as unknown as RequisitionDetailAttributes;
  return (
    <div className="adv-orders">
      <h1>{`${ORDERHISTORY_TITLES.requisitionDetail}: order ${a.orderNumber}`}</h1>
      <dl className="adv-orders__facts">
        <div className="adv-orders__fact">
          <dt>Order</dt>
          <dd>
            <Link className="usa-link" to={orderDetailsUrl(a.orderNumber)}>
              {a.orderNumber}
            </Link>
          </dd>
        </div>
        <div className="adv-orders__fact">
          <dt>Order group</dt>
          <dd>{a.groupNumber}</dd>
        </div>
        <div className="adv-orders__fact">
          <dt>Order date</dt>
          <dd>{day(a.orderDate)}</dd>
        </div>
        <div className="adv-orders__fact">
          <dt>Contractor</dt>
          <dd>{a.contractorName}</dd>
        </div>
        <div className="adv-orders__fact">
          <dt>Status</dt>
          <dd>{a.status}</dd>
        </div>
        <div className="adv-orders__fact">
          <dt>Order total</dt>
          <dd>{money(a.totalCents)}</dd>
        </div>
      </dl>
      <h2>Requisition and appropriation data</h2>
      {a.payment.kind === 'accounting'
        ? <Payment payment={a.payment} />
        : (
            <div className="usa-alert usa-alert--info usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{ORDERHISTORY_TEXT.noAccountingCodes}</p>
              </div>
            </div>
          )}
      <h2>Ship to</h2>
      <ShipTo lines={a.shipTo} />
    </div>
  );
}
