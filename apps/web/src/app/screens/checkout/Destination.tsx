/**
 * Verify Purchase Information (Destination of ggs/cart/select_shipping and select_aac_shipping): the
 * address chosen and what ships there; "Ship to this address" makes it the order's ship-to address.
 */
import { CHECKOUT_TEXT, CHECKOUT_TITLES, type DestinationAttributes } from '@advantage/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { submitForm } from '../profile/submit';
import type { ScreenProps } from '../types';
import { afterShipping, URLS } from './flow';
import { AddressBlock, Alert, CheckoutSteps, money } from './parts';

export function Destination({ envelope, path }: ScreenProps) {
  const a = envelope.attributes as unknown as DestinationAttributes;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function onConfirm() {
    if (busy) return;
    setBusy(true);
    const outcome = await submitForm('checkout/select_shipping', { addressId: a.address.id }, navigate);
    setBusy(false);
    if (outcome.kind === 'screen') await afterShipping(navigate, Boolean(outcome.envelope.attributes.payment), CHECKOUT_TEXT.addressSaved);
    else if (outcome.kind === 'invalid') setFailed(true);
  }

  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.destination}</h1>
      <CheckoutSteps step="Shipping" />
      {failed ? <Alert notice={{ kind: 'error', body: <p>This address could not be chosen. Choose another one.</p> }} focus /> : null}
      <section className="adv-checkout__section" aria-labelledby="destination-heading">
        <h2 id="destination-heading">Ship to</h2>
        <AddressBlock address={a.address} />
      </section>
      <section className="adv-checkout__section" aria-labelledby="destination-orders-heading">
        <h2 id="destination-orders-heading">What ships to this address</h2>
        <table className="usa-table usa-table--borderless">
          <caption className="usa-sr-only">Orders of this checkout</caption>
          <thead>
            <tr>
              <th scope="col">Contractor</th>
              <th scope="col">Contract</th>
              <th scope="col" className="adv-checkout__number">
                Items
              </th>
              <th scope="col" className="adv-checkout__number">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody>
            {a.orders.map((o) => (
              <tr key={o.key}>
                <th scope="row">{o.contractorName}</th>
                <td>{o.contractNumber}</td>
                <td className="adv-checkout__number">{o.itemCount}</td>
                <td className="adv-checkout__number">{money(o.subtotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="adv-checkout__total">
          <span>Total: </span>
          <strong>{money(a.totalCents)}</strong>
        </p>
      </section>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button className="usa-button" type="button" aria-disabled={busy || undefined} onClick={() => void onConfirm()}>
            Ship to this address
          </button>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to={path === 'ggs/cart/select_aac_shipping' ? URLS.aacShipping : URLS.shipping}>
            Choose another address
          </Link>
        </li>
      </ul>
    </div>
  );
}
