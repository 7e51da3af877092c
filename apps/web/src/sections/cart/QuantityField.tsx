/**
 * The quantity entry of the three places a buyer types one: an offer of the product page, a search
 * result and a line of the Shopping Cart. The quantity is checked here with the docs/product/validation-rules.md rule (1 to 8
 * digits) and the item's minimum order; an add posts cart/addCart through addToCart, which also
 * refreshes the app's cart data.
 */
import { CART_PATH, CART_TEXT, CATALOG_TEXT, loadingMessageFor, type UnitOfIssue, validate } from '@advantage/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { addToCart } from './add-to-cart';

export type CartStatus = { kind: 'busy' | 'done' | 'failed'; text: string } | undefined;

/** What an add says in its status line; once the item is in, the way to the cart. */
export function AddStatusText({ status }: { status: CartStatus }) {
  return (
    <>
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
    </>
  );
}

export function quantityError(value: string, item: { minimumOrderQuantity: number; unitOfIssue: Pick<UnitOfIssue, 'code'> }): string | undefined {
  const rule = validate('productQuantity', value);
  if (rule) return rule;
  if (Number(value) < item.minimumOrderQuantity) return CATALOG_TEXT.belowMinimum(item.minimumOrderQuantity, item.unitOfIssue.code);
  return undefined;
}

interface QuantityFieldProps {
  id: string;
  /** Read after "Quantity" by screen readers: which product or offer the field is for. */
  labelSuffix: string;
  /** Read by screen readers only: the hint is what the visible column heading says. */
  hint: string;
  error: string | undefined;
  /** Where the error appears on its own (an add), it is announced at once. */
  announceError?: boolean;
  /** An extra class of the input (its width in a table row). */
  inputClass?: string;
  value: string;
  onChange: (value: string) => void;
  /** A search result keeps the field and its button on one row. */
  row?: { className: string; after: ReactNode };
}

export function QuantityField({ id, labelSuffix, hint, error, announceError = false, inputClass, value, onChange, row }: QuantityFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = (
    <input
      className={`usa-input usa-input--2xs${inputClass ? ` ${inputClass}` : ''}${error ? ' usa-input--error' : ''}`}
      id={id}
      name="quantity"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={12}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {CATALOG_TEXT.quantityLabel}
        <span className="usa-sr-only">{labelSuffix}</span>
      </label>
      <span className="usa-sr-only" id={hintId}>
        {hint}
      </span>
      {error
        ? (
            <span className="usa-error-message" id={errorId} {...(announceError ? { role: 'alert' } : {})}>
              {error}
            </span>
          )
        : null}
      {row
        ? (
            <div className={row.className}>
              {input}
              {row.after}
            </div>
          )
        : input}
    </div>
  );
}

/**
 * The state and submit of an add: the quantity is checked, then sent once (a second submit while one
 * is under way does nothing); a quantity the server refuses comes back on the field, which takes the
 * focus; the rest is the caller's status line.
 */
export function useQuantityAdd(id: string, initial: string, check: (value: string) => string | undefined, onStatus: (status: CartStatus) => void) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const focusField = () => document.getElementById(id)?.focus();

  async function add(event: FormEvent<HTMLFormElement>, payload: (quantity: string) => Record<string, unknown>) {
    event.preventDefault();
    if (busy) return;
    const problem = check(value);
    setError(problem);
    if (problem) {
      focusField();
      return;
    }
    setBusy(true);
    onStatus({ kind: 'busy', text: loadingMessageFor('cart/addCart') });
    const outcome = await addToCart(payload(value.trim()));
    setBusy(false);
    if (outcome.kind === 'field') {
      setError(outcome.message);
      onStatus(undefined);
      focusField();
      return;
    }
    // A 401 opens the login dialog; the client has remembered the request.
    onStatus(outcome.kind === 'handed-over' ? undefined : outcome);
  }

  return { value, setValue, error, busy, add };
}
