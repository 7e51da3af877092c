/**
 * Every contractor's offer side by side (one row per offer), sortable by price or delivery. The lowest
 * price is marked with a text label, never colour alone. The contractor opens its details dialog.
 */
import { CATALOG_TEXT, type DeliveryEstimateView, GSA_GLOBAL_SUPPLY, type OfferView } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { StateAccessNote, StateProgramBadges } from '../../../shell/components/StateProgramBadges';
import { money } from '../format';
import { rememberOpener } from '../return-focus';
import { AddStatusText, type CartStatus } from '../../cart/QuantityField';
import { AddToCart, accessNoteId } from './AddToCart';
import { LowestPriceTag, SocioBadges } from './Badges';

export type SortKey = 'price' | 'delivery';

/** The order chosen per product survives the page being drawn again when a dialog over it closes. */
const chosenOrder = new Map<number, SortKey>();

function sorted(offers: readonly OfferView[], key: SortKey): OfferView[] {
  const byPrice = (a: OfferView, b: OfferView) => a.priceCents - b.priceCents;
  const byDelivery = (a: OfferView, b: OfferView) => a.deliveryDays - b.deliveryDays;
  const primary = key === 'price' ? byPrice : byDelivery;
  const secondary = key === 'price' ? byDelivery : byPrice;
  return [...offers].sort((a, b) => primary(a, b) || secondary(a, b) || a.id - b.id);
}

export function contractorLinkId(offer: OfferView): string {
  return `offer-${offer.id}-contractor`;
}

function SortHeader({ label, sortKey, current, onSort }: { label: string; sortKey: SortKey; current: SortKey; onSort: (key: SortKey) => void }) {
  const active = current === sortKey;
  return (
    <th scope="col" aria-sort={active ? 'ascending' : 'none'} className="adv-offers__sortable">
      <button type="button" className="adv-offers__sort" onClick={() => onSort(sortKey)}>
        {label}
        <span aria-hidden="true" className="adv-offers__sort-mark">
          {active ? ' ▲' : ' ↕'}
        </span>
        <span className="usa-sr-only">{active ? ', sorted lowest first' : `, sort by ${label.toLowerCase()}`}</span>
      </button>
    </th>
  );
}

interface OffersTableProps {
  productId: number;
  offers: readonly OfferView[];
  delivery: DeliveryEstimateView | null;
}

export function OffersTable({ productId, offers, delivery }: OffersTableProps) {
  const [order, setOrder] = useState<SortKey>(chosenOrder.get(productId) ?? 'price');
  const [status, setStatus] = useState<CartStatus>();
  const rows = sorted(offers, order);
  const estimates = new Map((delivery?.estimates ?? []).map((e) => [e.offerId, e]));
  const sort = (key: SortKey) => {
    chosenOrder.set(productId, key);
    setOrder(key);
  };

  return (
    <>
      <div className="adv-offers" role="region" aria-labelledby="offers-caption">
        <table className="usa-table usa-table--striped adv-offers__table adv-stack-table">
          <caption id="offers-caption">
            {`${offers.length} ${offers.length === 1 ? 'offer' : 'offers'}, ${order === 'price' ? 'lowest price first' : 'fastest delivery first'}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Contractor</th>
              <th scope="col">Contract and SIN</th>
              <SortHeader label="Price" sortKey="price" current={order} onSort={sort} />
              <SortHeader label="Delivery" sortKey="delivery" current={order} onSort={sort} />
              <th scope="col">Terms</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((offer) => {
              const estimate = estimates.get(offer.id);
              return (
                <tr key={offer.id} className={offer.highlighted ? 'adv-offers__row--highlighted' : undefined} data-offer={offer.id}>
                  <th scope="row" className="adv-offers__contractor">
                    <Link
                      id={contractorLinkId(offer)}
                      className="usa-link"
                      to={`/ws/catalog/contractor_detail?contractorId=${offer.contractor.id}&contractNumber=${encodeURIComponent(offer.contract.number)}`}
                      onClick={() => rememberOpener(contractorLinkId(offer))}
                    >
                      {offer.contractor.name}
                    </Link>
                    {offer.highlighted ? <span className="adv-offers__note">The contract you came from</span> : null}
                    <SocioBadges badges={offer.contractor.socio} />
                  </th>
                  <td data-label="Contract and SIN">
                    <span className="adv-offers__contract">{offer.contract.number}</span>
                    <span className="adv-offers__sub">{`SIN ${offer.contract.sin}`}</span>
                    <span className="adv-offers__sub">{offer.contract.kindLabel}</span>
                    <StateProgramBadges keys={offer.statePrograms ?? []} />
                  </td>
                  <td className="adv-offers__price" data-label="Price">
                    <span className="adv-offers__amount">{money(offer.priceCents)}</span>
                    <span className="adv-offers__sub">{`per ${offer.unitOfIssue.code}${offer.unitOfIssue.meaning ? ` (${offer.unitOfIssue.meaning})` : ''}`}</span>
                    {offer.lowestPrice ? <LowestPriceTag /> : null}
                  </td>
                  <td data-label="Delivery">
                    <span>{offer.gsaStock ? GSA_GLOBAL_SUPPLY.delivery : offer.deliveryText}</span>
                    {estimate ? <span className="adv-offers__sub adv-offers__estimate">{estimate.text}</span> : null}
                  </td>
                  <td data-label="Terms">
                    <ul className="adv-offers__terms">
                      <li>{`Minimum order: ${offer.minimumOrderQuantity} ${offer.unitOfIssue.code}`}</li>
                      <li>{`Stock: ${offer.stockLabel}`}</li>
                      <li>{`FOB: ${offer.contract.fob}`}</li>
                      <li>{offer.contract.acceptsPurchaseCard ? CATALOG_TEXT.purchaseCardYes : CATALOG_TEXT.purchaseCardNo}</li>
                    </ul>
                  </td>
                  <td>
                    {/* Next to the button it describes: whether a state or local member may order this offer. */}
                    <StateAccessNote access={offer.stateAccess} id={accessNoteId(offer)} />
                    <AddToCart productId={productId} offer={offer} onStatus={setStatus} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="adv-offers__status" role="status" aria-live="polite">
        {status
          ? (
              <div className={`usa-alert usa-alert--slim usa-alert--${status.kind === 'failed' ? 'error' : status.kind === 'done' ? 'success' : 'info'}`}>
                <div className="usa-alert__body">
                  <p className="usa-alert__text">
                    <AddStatusText status={status} />
                  </p>
                </div>
              </div>
            )
          : null}
      </div>
    </>
  );
}
