/** catalog/dealer_select: choose the contractor to buy a product from; the product page opens on that offer. */
import { CATALOG_TITLES, productDetailUrl } from '@advantage/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';
import { money } from './format';
import { LowestPriceTag } from './parts/Badges';

export function DealerSelect({ envelope }: PropsOf<'catalog/dealer_select', 'DealerSelect'>) {
  const { product, dealers } = envelope.attributes;
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();
  const firstRadio = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      setError('Choose a contractor to continue.');
      firstRadio.current?.focus();
      return;
    }
    void navigate(productDetailUrl(product.id, chosen));
  };
  return (
    <div className="adv-dealer-select">
      <h1>{CATALOG_TITLES.dealerSelect}</h1>
      <p className="usa-intro">
        {'Contractors offering '}
        <Link className="usa-link" to={productDetailUrl(product.id)}>
          {product.title}
        </Link>
      </p>
      {dealers.length === 0
        ? <p>No contractor offers this item on a current contract.</p>
        : (
            <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
              <fieldset className={`usa-fieldset${error ? ' usa-form-group usa-form-group--error' : ''}`} aria-describedby={error ? 'dealer-error' : undefined}>
                <legend className="usa-legend">Contractor</legend>
                {error
                  ? (
                      <span className="usa-error-message" id="dealer-error" role="alert">
                        {error}
                      </span>
                    )
                  : null}
                {dealers.map((d, i) => (
                  <div className="usa-radio adv-dealer" key={d.offerId}>
                    <input
                      ref={i === 0 ? firstRadio : undefined}
                      className="usa-radio__input usa-radio__input--tile"
                      id={`dealer-${d.offerId}`}
                      type="radio"
                      name="dealer"
                      value={d.contractNumber}
                      checked={chosen === d.contractNumber}
                      onChange={() => {
                        setChosen(d.contractNumber);
                        setError(undefined);
                      }}
                    />
                    <label className="usa-radio__label" htmlFor={`dealer-${d.offerId}`}>
                      {`${d.contractor.name}: ${money(d.priceCents)} `}
                      {d.lowestPrice ? <LowestPriceTag /> : null}
                      <span className="usa-checkbox__label-description">
                        {`Contract ${d.contractNumber}. ${d.deliveryText}. ${d.stockLabel}.`}
                        {d.contractor.socio.length ? ` ${d.contractor.socio.map((b) => b.description).join('; ')}.` : ''}
                      </span>
                    </label>
                  </div>
                ))}
              </fieldset>
              <button className="usa-button" type="submit">
                Continue
              </button>
            </form>
          )}
    </div>
  );
}
