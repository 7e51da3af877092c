/**
 * Verify Purchase Information (Destination of ggs/cart/select_shipping and select_aac_shipping): the
 * address chosen and what ships there; "Ship to this address" makes it the order's ship-to address. An
 * AAC/DoDAAC address needs the AAC password once per session (asked here), or says the buyer holds none.
 */
import { AAC_ACCESS_TEXT, CHECKOUT_TEXT, CHECKOUT_TITLES, type ScreenEnvelope } from '@advantage/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorFor } from '../../shell/components/form/form';
import { submitForm } from '../../shell/components/form/submit';
import type { ScreenProps } from '../../kit/screens/types';
import { AacPasswordField } from '../../shell/components/AacPasswordField';
import { AacStanding } from './AacPassword';
import { afterShipping, URLS } from './flow';
import { AddressBlock, Alert, CheckoutSteps, money } from './parts';

/** The address chosen on either list (select_shipping, select_aac_shipping). */
type DestinationProps = ScreenProps<ScreenEnvelope<'ggs/cart/select_shipping', 'Destination'> | ScreenEnvelope<'ggs/cart/select_aac_shipping', 'Destination'>>;

export function Destination({ envelope, path }: DestinationProps) {
  const a = envelope.attributes;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [password, setPassword] = useState('');
  const aac = a.address.kind === 'aac' ? a.address.aac : null;
  const access = a.address.aacAccess;
  const needsPassword = aac !== null && access === 'password';
  const blocked = access === 'none' || access === 'locked';

  async function onConfirm() {
    if (busy) return;
    setBusy(true);
    const payload = needsPassword ? { addressId: a.address.id, aacPassword: password } : { addressId: a.address.id };
    const outcome = await submitForm('checkout/select_shipping', payload, navigate);
    setBusy(false);
    if (outcome.kind === 'screen') await afterShipping(navigate, Boolean(outcome.envelope.attributes.payment), CHECKOUT_TEXT.addressSaved);
    else if (outcome.kind === 'invalid') {
      const { errors } = outcome;
      const onPassword = errorFor(errors, 'aacPassword');
      setFailed(onPassword ?? errors[0]?.message ?? 'This address could not be chosen. Choose another one.');
      if (onPassword) document.getElementById('aacPassword')?.focus();
    }
  }

  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.destination}</h1>
      <CheckoutSteps step="Shipping" />
      {failed && !needsPassword ? <Alert notice={{ kind: 'error', body: <p>{failed}</p> }} focus /> : null}
      <section className="adv-checkout__section" aria-labelledby="destination-heading">
        <h2 id="destination-heading">Ship to</h2>
        <AddressBlock address={a.address} />
        <AacStanding aac={aac} access={access} />
        {needsPassword
          ? <AacPasswordField id="aacPassword" aac={aac} value={password} onChange={setPassword} error={failed} required />
          : null}
        {aac && access === 'unlocked' ? <p>{AAC_ACCESS_TEXT.unlocked(aac)}</p> : null}
      </section>
      <section className="adv-checkout__section" aria-labelledby="destination-orders-heading">
        <h2 id="destination-orders-heading">What ships to this address</h2>
        <table className="usa-table usa-table--borderless adv-stack-table">
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
                <td data-label="Contract">{o.contractNumber}</td>
                <td className="adv-checkout__number" data-label="Items">{o.itemCount}</td>
                <td className="adv-checkout__number" data-label="Subtotal">{money(o.subtotalCents)}</td>
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
        {blocked
          ? null
          : (
              <li className="usa-button-group__item">
                <button className="usa-button" type="button" aria-disabled={busy || undefined} onClick={() => void onConfirm()}>
                  Ship to this address
                </button>
              </li>
            )}
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to={path === 'ggs/cart/select_aac_shipping' ? URLS.aacShipping : URLS.shipping}>
            Choose another address
          </Link>
        </li>
      </ul>
    </div>
  );
}
