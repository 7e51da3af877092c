/**
 * One line of the Shopping Cart: the item's facts, its price (a changed price shows the accepted and
 * today's price in words, with "Accept new price"), the quantity with its Update button, the extended
 * price and Remove. What the buyer types stays in the field until their own update is saved, so a
 * reload after a change elsewhere loses nothing. An inspect punchout's line is shown without its controls.
 */
import { CART_TEXT, CATALOG_TEXT, type CartItemView, productDetailUrl } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { StateAccessNote, StateProgramBadges } from '../../shell/components/StateProgramBadges';
import { money, unitText } from './format';
import { QuantityField, quantityError } from './QuantityField';

export interface CartLineProps {
  item: CartItemView;
  busy: boolean;
  /** A quantity error the server gave for this line. */
  error: string | undefined;
  onUpdate: (item: CartItemView, quantity: string) => Promise<boolean>;
  onRemove: (item: CartItemView) => void;
  onAccept: (item: CartItemView) => void;
  /** An inspect punchout: the line is shown without its quantity form, Accept new price and Remove. */
  readOnly?: boolean;
}

export function quantityId(itemId: number): string {
  return `cart-qty-${itemId}`;
}

function PriceCell({ item, busy, onAccept, readOnly }: Pick<CartLineProps, 'item' | 'busy' | 'onAccept' | 'readOnly'>) {
  if (!item.priceChanged) return <span className="adv-cart__amount">{money(item.unitPriceCents)}</span>;
  return (
    <div className="adv-cart__changed">
      <span className="adv-cart__sub">{`Was ${money(item.acceptedPriceCents)}`}</span>
      <span className="adv-cart__amount">{`Now ${money(item.unitPriceCents)}`}</span>
      <span className="adv-cart__note">{CART_TEXT.priceChangedNote}</span>
      {readOnly
        ? null
        : (
            <button type="button" className="usa-button usa-button--secondary adv-cart__accept" aria-disabled={busy || undefined} onClick={() => onAccept(item)}>
              {CART_TEXT.acceptNewPrice}
              <span className="usa-sr-only">{` for ${item.title}`}</span>
            </button>
          )}
    </div>
  );
}

export function CartLine({ item, busy, error, onUpdate, onRemove, onAccept, readOnly = false }: CartLineProps) {
  const id = quantityId(item.itemId);
  // null: not edited, so the field follows the cart (another tab's change shows at once).
  const [draft, setDraft] = useState<string | null>(null);
  const [ownError, setOwnError] = useState<string>();
  const value = draft ?? String(item.quantity);
  const shownError = ownError ?? error;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = quantityError(value, item);
    setOwnError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    if (await onUpdate(item, value.trim())) setDraft(null);
  };

  return (
    <tr data-item={item.itemId} className={item.unavailable ? 'adv-cart__row--unavailable' : undefined}>
      <th scope="row" className="adv-cart__item">
        {/* The product type's picture: decorative (alt=""), the title beside it names the item. */}
        {item.image ? <img className="adv-cart__image" src={item.image} alt="" width={48} height={48} loading="lazy" /> : null}
        <Link className="usa-link adv-cart__title" to={productDetailUrl(item.productId, item.contractNumber)}>
          {item.title}
        </Link>
        {item.features?.map((f) => <span key={f.name} className="adv-cart__sub">{`${f.name} ${f.value}`}</span>)}
        <span className="adv-cart__sub">{`Part number ${item.partNumber}`}</span>
        {/* A line without an NSN says nothing of it (not "NSN None"). */}
        {item.nsn ? <span className="adv-cart__sub">{`NSN ${item.nsn}`}</span> : null}
        <span className="adv-cart__sub">{`Unit of issue ${unitText(item.unitOfIssue)}`}</span>
        {item.minimumOrderQuantity > 1 ? <span className="adv-cart__sub">{`Minimum order ${item.minimumOrderQuantity} ${item.unitOfIssue.code}`}</span> : null}
        <StateProgramBadges keys={item.statePrograms ?? []} />
        <StateAccessNote access={item.stateAccess} />
        {item.unavailable
          ? (
              <span className="adv-cart__unavailable">
                <span className="usa-tag adv-cart__tag">Unavailable</span>
                {` ${CART_TEXT.unavailable}`}
              </span>
            )
          : null}
      </th>
      <td className="adv-cart__price" data-label="Unit price">
        <PriceCell item={item} busy={busy} onAccept={onAccept} readOnly={readOnly} />
      </td>
      {readOnly
        ? (
            <td className="adv-cart__quantity" data-label="Quantity">
              <span className="adv-cart__amount">{item.quantity}</span>
              <span className="adv-cart__sub">{unitText(item.unitOfIssue)}</span>
            </td>
          )
        : (
            <td className="adv-cart__quantity">
              <form className="adv-cart__qty-form" noValidate onSubmit={(event) => void submit(event)}>
                <QuantityField
                  id={id}
                  labelSuffix={` of ${item.title}`}
                  hint={`${CATALOG_TEXT.quantityHint}, in ${unitText(item.unitOfIssue)}`}
                  error={shownError}
                  value={value}
                  onChange={(quantity) => {
                    setDraft(quantity);
                    setOwnError(undefined);
                  }}
                />
                <button type="submit" className="usa-button usa-button--outline adv-cart__update" aria-disabled={busy || undefined}>
                  {CART_TEXT.updateQuantity}
                  <span className="usa-sr-only">{` quantity of ${item.title}`}</span>
                </button>
              </form>
            </td>
          )}
      <td className="adv-cart__extended" data-label="Extended price">
        {item.unavailable
          ? (
              <span className="adv-cart__sub">Not counted</span>
            )
          : (
              <span className="adv-cart__amount">{money(item.extendedCents)}</span>
            )}
      </td>
      {readOnly
        ? null
        : (
            <td className="adv-cart__remove">
              <button type="button" className="usa-button usa-button--unstyled adv-cart__remove-button" aria-disabled={busy || undefined} onClick={() => onRemove(item)}>
                {CART_TEXT.remove}
                <span className="usa-sr-only">{` ${item.title}`}</span>
              </button>
            </td>
          )}
    </tr>
  );
}
