/**
 * The quantity entry of one offer and its Add to cart button. The quantity is checked here with the
 * spec §5 rule (1 to 8 digits) and the offer's minimum order; the item is posted to cart/addCart
 * through the cart section's addToCart, which also refreshes the app's cart data.
 */
import { type AddToCartItem, CATALOG_TEXT, loadingMessageFor, type OfferView, validate } from '@advantage/contracts';
import { type FormEvent, useId, useState } from 'react';
import { addToCart } from '../../cart/add-to-cart';

export type CartStatus = { kind: 'busy' | 'done' | 'failed'; text: string } | undefined;

interface AddToCartProps {
  productId: number;
  offer: OfferView;
  /** Shown in one live region under the table, so each row does not need its own. */
  onStatus: (status: CartStatus) => void;
}

export function quantityError(value: string, offer: OfferView): string | undefined {
  const rule = validate('productQuantity', value);
  if (rule) return rule;
  if (Number(value) < offer.minimumOrderQuantity) return CATALOG_TEXT.belowMinimum(offer.minimumOrderQuantity, offer.unitOfIssue.code);
  return undefined;
}

export function AddToCart({ productId, offer, onStatus }: AddToCartProps) {
  const id = `qty-${offer.id}`;
  const errorId = `${id}-error`;
  const hintId = useId();
  const [value, setValue] = useState(String(Math.max(1, offer.minimumOrderQuantity)));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = quantityError(value, offer);
    setError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    const item: AddToCartItem = { productId, offerId: offer.id, contractNumber: offer.contract.number, quantity: value.trim() };
    setBusy(true);
    onStatus({ kind: 'busy', text: loadingMessageFor('cart/addCart') });
    const outcome = await addToCart(item);
    setBusy(false);
    if (outcome.kind === 'field') {
      setError(outcome.message);
      onStatus(undefined);
      document.getElementById(id)?.focus();
      return;
    }
    // A 401 opens the login dialog; the client has remembered the request.
    onStatus(outcome.kind === 'handed-over' ? undefined : outcome);
  };

  return (
    <form className="adv-add-to-cart" noValidate onSubmit={(event) => void submit(event)}>
      <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
        <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
          {CATALOG_TEXT.quantityLabel}
          <span className="usa-sr-only">{` from ${offer.contractor.name}`}</span>
        </label>
        <span className="usa-sr-only" id={hintId}>
          {CATALOG_TEXT.quantityHint}
        </span>
        {error
          ? (
              <span className="usa-error-message" id={errorId} role="alert">
                {error}
              </span>
            )
          : null}
        <input
          className={`usa-input usa-input--2xs adv-add-to-cart__qty${error ? ' usa-input--error' : ''}`}
          id={id}
          name="quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button className="usa-button usa-button--outline adv-add-to-cart__button" type="submit" disabled={busy}>
        {CATALOG_TEXT.addToCart}
        <span className="usa-sr-only">{` from ${offer.contractor.name}`}</span>
      </button>
    </form>
  );
}
