/**
 * Select Shipping Address (ggs/cart/select_shipping, select_aac_shipping, edit_shipping Initial): the
 * member's addresses to choose from, a way to ship to a consignee by its AAC/DoDAAC, and links to add an
 * address. Continue opens Verify Purchase Information for the chosen address. An AAC/DoDAAC address
 * whose AAC the buyer holds no password for (or whose password is locked) says so and cannot be chosen.
 */
import { CHECKOUT_TEXT, CHECKOUT_TITLES, type ScreenEnvelope, type ShippingListAttributes } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LinkList } from '../../shell/components/ButtonGroup';
import type { ScreenProps } from '../../kit/screens/types';
import { AacStanding } from './AacPassword';
import { DodaacForm } from './DodaacForm';
import { afterShipping, URLS } from './flow';
import { AddressBlock, Alert, CheckoutSteps, noticeFromState } from './parts';

/** The addresses to choose from (select_shipping, select_aac_shipping), or after one was added (edit_shipping). */
type ListProps = ScreenProps<ScreenEnvelope<'ggs/cart/select_shipping' | 'ggs/cart/select_aac_shipping' | 'ggs/cart/edit_shipping', 'Initial'>>;

export function SelectShipping({ envelope, path }: ListProps) {
  const a = envelope.attributes;
  const location = useLocation();
  const blocked = (address: ShippingListAttributes['addresses'][number]) => address.aacAccess === 'none' || address.aacAccess === 'locked';
  const choosable = a.addresses.filter((address) => !blocked(address));
  const [chosen, setChosen] = useState<number | null>(choosable.find((x) => x.id === a.selectedId)?.id ?? choosable[0]?.id ?? null);
  const navigate = useNavigate();
  const notice = a.notice ?? noticeFromState(location.state);
  const listPath = path === 'ggs/cart/select_aac_shipping' ? URLS.aacShipping : URLS.shipping;

  function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen !== null) void navigate(`${listPath}?addressId=${chosen}`);
  }

  return (
    <div className="adv-checkout">
      <h1>{a.aacOnly ? 'Select AAC/DoDAAC Shipping Address' : CHECKOUT_TITLES.selectShipping}</h1>
      <CheckoutSteps step="Shipping" />
      {notice ? <Alert notice={{ kind: 'success', body: <p>{notice}</p> }} focus /> : null}
      {a.addresses.length === 0
        ? <p>{a.aacOnly ? 'Your address book has no AAC/DoDAAC addresses yet.' : 'Your address book has no addresses yet. Add the address to ship to.'}</p>
        : (
            <form className="usa-form usa-form--large" onSubmit={onContinue}>
              <fieldset className="usa-fieldset">
                <legend className="usa-legend usa-legend--large">Ship this order to</legend>
                {a.addresses.map((address) => (
                  <div key={address.id} className="usa-radio">
                    <input
                      className="usa-radio__input usa-radio__input--tile"
                      id={`address-${address.id}`}
                      type="radio"
                      name="address"
                      value={address.id}
                      checked={chosen === address.id}
                      disabled={blocked(address)}
                      onChange={() => setChosen(address.id)}
                    />
                    <label className="usa-radio__label" htmlFor={`address-${address.id}`}>
                      {`${address.name}${address.isDefault ? ' (default)' : ''}`}
                      <span className="usa-radio__label-description">
                        <AddressBlock address={address} inline />
                      </span>
                    </label>
                    <AacStanding aac={address.aac} access={address.aacAccess} />
                  </div>
                ))}
              </fieldset>
              <button className="usa-button" type="submit">
                Continue
              </button>
            </form>
          )}
      <section className="adv-checkout__section" aria-labelledby="more-addresses-heading">
        <h2 id="more-addresses-heading">Another address</h2>
        <LinkList
          className="adv-checkout__links"
          links={[
            { to: URLS.newAddress, label: 'Add a shipping address' },
            { to: URLS.newAacAddress, label: 'Add an AAC/DoDAAC address' },
            { to: a.aacOnly ? URLS.shipping : URLS.aacShipping, label: a.aacOnly ? 'Show all my addresses' : 'Show only my AAC/DoDAAC addresses' },
          ]}
        />
        <DodaacForm
          withAacPassword
          path="checkout/select_consigneeaac"
          id="consignee-aac"
          name="aac"
          label="Ship to a consignee by AAC/DoDAAC"
          hint="Six letters or digits of an AAC/DoDAAC address in your address book."
          submitLabel="Ship to this AAC/DoDAAC"
          onSaved={({ attributes }, go) => afterShipping(go, Boolean(attributes.payment), CHECKOUT_TEXT.addressSaved)}
        />
      </section>
      <p>
        <Link className="usa-link" to={URLS.review}>
          Back to the order review
        </Link>
      </p>
    </div>
  );
}
