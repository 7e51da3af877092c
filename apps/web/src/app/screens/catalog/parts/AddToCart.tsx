/**
 * The quantity entry of one offer and its Add to cart button. The quantity is checked here with the
 * spec §5 rule (1 to 8 digits) and the offer's minimum order; the item is posted to cart/addCart, the
 * cart issue's path, through the app's one HTTP client.
 */
import { type AddToCartItem, CATALOG_TEXT, loadingMessageFor, type OfferView, validate } from '@advantage/contracts';
import { type FormEvent, useId, useState } from 'react';
import { callServer } from '../../../../lib/http/client';

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

function resultText(envelope: { responseName?: string; attributes: Record<string, unknown> } | undefined): string {
  const message = envelope?.attributes.message;
  if (typeof message === 'string' && message) return message;
  return envelope?.responseName === 'Failure' ? 'The item could not be added to the cart.' : 'The item was added to the cart.';
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
    const outcome = await callServer('cart/addCart', { payload: item });
    setBusy(false);
    if (outcome.kind === 'envelope') {
      onStatus({ kind: outcome.envelope?.responseName === 'Failure' ? 'failed' : 'done', text: resultText(outcome.envelope) });
      return;
    }
    if (outcome.kind === 'http-error') {
      const fieldError = (outcome.envelope?.attributes.errors as Array<{ field?: string; message?: string }> | undefined)?.find((e) => e.field === 'quantity');
      if (fieldError?.message) {
        setError(fieldError.message);
        onStatus(undefined);
        return;
      }
      onStatus({ kind: 'failed', text: `The item could not be added to the cart: ${outcome.message}` });
      return;
    }
    // A 401 opens the login dialog; the client has remembered the request.
    if (outcome.kind === 'login-required' || outcome.kind === 'session-expired') onStatus(undefined);
    else onStatus({ kind: 'failed', text: 'The item could not be added to the cart: the server could not be reached.' });
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
