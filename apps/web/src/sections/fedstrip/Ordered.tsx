/**
 * process_Order Success and fedstrip_shopping_cart Success (?group=): the requisitions ordered, each with its
 * document number and record, grouped by the order they went with, and where to find them in order history.
 * park_cart Success: the cart parked under its name.
 */
import { confirmedShipTo, FEDSTRIP_TEXT, FEDSTRIP_TITLES, FEDSTRIP_URLS, type FedstripOrderAttributes, usdText } from '@advantage/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FileButton } from '../common/FileButton';
import type { ViewProps } from './view';
import { FedstripNav, Notice, RecordBox } from './parts';

const requisitionDetailUrl = (orderNumber: string) => `/ws/orderhistory/requisition_detail?orderNumber=${encodeURIComponent(orderNumber)}`;

/** "Fort Bragg supply (W91QUZ), 1 Main St, Fayetteville NC 28310" */
function shipToText(shipTo: Record<string, string>): string {
  const s = confirmedShipTo(shipTo);
  const place = [s.line1, s.line2, `${s.city} ${s.state} ${s.zip}`.trim()].filter(Boolean).join(', ');
  return `${s.name}${s.aac ? ` (${s.aac})` : ''}${place ? `, ${place}` : ''}`;
}

export function Ordered({ envelope }: ViewProps<FedstripOrderAttributes>) {
  const a = envelope.attributes;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <h1>{FEDSTRIP_TITLES.ordered}</h1>
      <FedstripNav />
      <div className="usa-alert usa-alert--success adv-fs__notice">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading" tabIndex={-1} ref={headingRef}>{FEDSTRIP_TEXT.ordered(a.groupNumber)}</h2>
          <p className="usa-alert__text">{`${a.requisitions.length === 1 ? '1 requisition' : `${a.requisitions.length} requisitions`}, total ${usdText(a.totalCents)}. A confirmation was sent to ${a.confirmationEmail}.`}</p>
        </div>
      </div>
      {a.orders.map((order) => {
        const mine = a.requisitions.filter((r) => r.orderNumber === order.orderNumber);
        return (
          <section key={order.orderNumber} className="adv-fs__list" aria-labelledby={`fs-order-${order.orderNumber}`}>
            <h2 id={`fs-order-${order.orderNumber}`}>{`Order ${order.orderNumber}: ${order.contractorName}`}</h2>
            <dl className="adv-fs__facts">
              <dt>Ships to</dt>
              <dd>{shipToText(order.shipTo ?? a.shipTo)}</dd>
              <dt>Billed to</dt>
              <dd>{order.paymentLabel ?? a.paymentLabel}</dd>
            </dl>
            <ol className="usa-list usa-list--unstyled">
              {mine.map((r) => (
                <li key={r.documentNumber} className="adv-fs__line">
                  <h3 className="adv-fs__line-title">{`Document number ${r.documentNumber}`}</h3>
                  <RecordBox record={r.record} label={`Record of requisition ${r.documentNumber}`} />
                </li>
              ))}
            </ol>
            <p>
              <Link className="usa-link" to={requisitionDetailUrl(order.orderNumber)}>{`Requisitions of order ${order.orderNumber} in order history`}</Link>
            </p>
          </section>
        );
      })}
      <p>
        <FileButton
          path="orderhistory/requisition_records"
          query={{ group: a.groupNumber }}
          label={`Download the requisitions of order group ${a.groupNumber}`}
          busyLabel="Preparing the file ..."
        />
      </p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item"><Link className="usa-button" to={FEDSTRIP_URLS.init}>Key new requisitions</Link></li>
        <li className="usa-button-group__item"><Link className="usa-button usa-button--outline" to="/ws/orderhistory/my_orders">Order history</Link></li>
      </ul>
    </>
  );
}

export function Parked({ envelope }: ViewProps) {
  const message = typeof envelope.attributes.message === 'string' ? envelope.attributes.message : '';
  return (
    <>
      <h1>{FEDSTRIP_TITLES.parked}</h1>
      <FedstripNav cartCount={0} />
      <Notice message={message} />
      <ul className="usa-button-group">
        <li className="usa-button-group__item"><Link className="usa-button" to={FEDSTRIP_URLS.parkedCarts}>My parked carts</Link></li>
        <li className="usa-button-group__item"><Link className="usa-button usa-button--outline" to={FEDSTRIP_URLS.init}>Key new requisitions</Link></li>
      </ul>
    </>
  );
}
