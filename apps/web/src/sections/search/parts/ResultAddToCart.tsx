/**
 * A search result's quantity and Add to cart button. The result names the product only: the server
 * adds its lowest-priced offer open to the store that takes the quantity (cart/addCart), and says
 * why when none does (for example a contractor's minimum order).
 */
import { CATALOG_TEXT, type SearchResultItem, validate } from '@advantage/contracts';
import { closedOfferButton } from '../../../shell/components/StateProgramBadges';
import { useState } from 'react';
import { useCartReadOnly } from '../../../lib/connection/punchout-data';
import { AddStatusText, type CartStatus, QuantityField, useQuantityAdd } from '../../cart/QuantityField';

export function ResultAddToCart({ item }: { item: Pick<SearchResultItem, 'productId' | 'title' | 'stateAccess'> }) {
  const id = `result-qty-${item.productId}`;
  const [status, setStatus] = useState<CartStatus>();
  // The offer is the server's choice, so only the docs/product/validation-rules.md rule is checked here.
  const { value, setValue, error, busy, add } = useQuantityAdd(id, '1', (v) => validate('productQuantity', v), setStatus);
  // An inspect punchout views its cart and adds nothing to it.
  const readOnly = useCartReadOnly();
  if (readOnly) return null;
  // The note above the form (ResultItem) says why a result is not open to a state or local member; nothing is sent.
  const closed = closedOfferButton(item.stateAccess, `result-access-${item.productId}`);

  return (
    <form
      className="adv-result__cart"
      noValidate
      onSubmit={(event) => (closed ? event.preventDefault() : void add(event, (quantity) => ({ productId: item.productId, quantity })))}
    >
      <QuantityField
        id={id}
        labelSuffix={` of ${item.title}`}
        hint={`${CATALOG_TEXT.quantityHint}. The lowest-priced offer is added.`}
        error={error}
        announceError
        value={value}
        onChange={setValue}
        row={{
          className: 'adv-result__cart-row',
          after: (
            <button className="usa-button usa-button--outline adv-result__cart-button" type="submit" aria-disabled={busy || undefined} {...closed}>
              {CATALOG_TEXT.addToCart}
              <span className="usa-sr-only">{` for ${item.title}`}</span>
            </button>
          ),
        }}
      />
      <p className={`adv-result__cart-status adv-result__cart-status--${status?.kind ?? 'idle'}`} role="status">
        <AddStatusText status={status} />
      </p>
    </form>
  );
}
