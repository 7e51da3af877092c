/**
 * A search result's quantity and Add to cart button. The result names the product only: the server
 * adds its lowest-priced offer open to the store that takes the quantity (cart/addCart), and says
 * why when none does (for example a contractor's minimum order).
 */
import { CART_PATH, CART_TEXT, CATALOG_TEXT, loadingMessageFor, type SearchResultItem, validate } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { type AddOutcome, addToCart } from '../../cart/add-to-cart';

type Status = { kind: 'busy' | 'done' | 'failed'; text: string } | undefined;

export function ResultAddToCart({ item }: { item: Pick<SearchResultItem, 'productId' | 'title'> }) {
  const id = `result-qty-${item.productId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [value, setValue] = useState('1');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<Status>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status?.kind === 'busy') return;
    const problem = validate('productQuantity', value);
    setError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    setStatus({ kind: 'busy', text: loadingMessageFor('cart/addCart') });
    const outcome: AddOutcome = await addToCart({ productId: item.productId, quantity: value.trim() });
    if (outcome.kind === 'field') {
      setError(outcome.message);
      setStatus(undefined);
      document.getElementById(id)?.focus();
      return;
    }
    setStatus(outcome.kind === 'handed-over' ? undefined : outcome);
  };

  return (
    <form className="adv-result__cart" noValidate onSubmit={(event) => void submit(event)}>
      <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
        <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
          {CATALOG_TEXT.quantityLabel}
          <span className="usa-sr-only">{` of ${item.title}`}</span>
        </label>
        <span className="usa-sr-only" id={hintId}>
          {`${CATALOG_TEXT.quantityHint}. The lowest-priced offer is added.`}
        </span>
        {error
          ? (
              <span className="usa-error-message" id={errorId} role="alert">
                {error}
              </span>
            )
          : null}
        <div className="adv-result__cart-row">
          <input
            className={`usa-input usa-input--2xs${error ? ' usa-input--error' : ''}`}
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
          <button className="usa-button usa-button--outline adv-result__cart-button" type="submit" disabled={status?.kind === 'busy'}>
            {CATALOG_TEXT.addToCart}
            <span className="usa-sr-only">{` for ${item.title}`}</span>
          </button>
        </div>
      </div>
      <p className={`adv-result__cart-status adv-result__cart-status--${status?.kind ?? 'idle'}`} role="status">
        {status?.text}
        {status?.kind === 'done'
          ? (
              <>
                {' '}
                <Link className="usa-link" to={CART_PATH}>
                  {CART_TEXT.viewCart}
                </Link>
              </>
            )
          : null}
      </p>
    </form>
  );
}
