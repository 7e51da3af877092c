/**
 * The quantity entry of one offer and its Add to cart button. The quantity is checked here with the
 * docs/product/validation-rules.md rule (1 to 8 digits) and the offer's minimum order; the item is posted to cart/addCart
 * through the cart section's addToCart, which also refreshes the app's cart data.
 */
import { type AddToCartItem, CATALOG_TEXT, type OfferView } from '@advantage/contracts';
import { useCartReadOnly } from '../../../lib/connection/punchout-data';
import { closedOfferButton } from '../../../shell/components/StateProgramBadges';
import { type CartStatus, QuantityField, quantityError, useQuantityAdd } from '../../cart/QuantityField';

interface AddToCartProps {
  productId: number;
  offer: OfferView;
  /** Shown in one live region under the table, so each row does not need its own. */
  onStatus: (status: CartStatus) => void;
}

/** The note that says whether a state or local member may order the offer, shown next to its button (OffersTable). */
export const accessNoteId = (offer: Pick<OfferView, 'id'>) => `offer-access-${offer.id}`;

export function AddToCart({ productId, offer, onStatus }: AddToCartProps) {
  const id = `qty-${offer.id}`;
  const { value, setValue, error, busy, add } = useQuantityAdd(id, String(Math.max(1, offer.minimumOrderQuantity)), (v) => quantityError(v, offer), onStatus);
  const item = (quantity: string): AddToCartItem => ({ productId, offerId: offer.id, contractNumber: offer.contract.number, quantity });
  // An inspect punchout views its cart and adds nothing to it.
  const readOnly = useCartReadOnly();
  if (readOnly) return null;
  // An offer not open to a state or local member is not sent: its note says why.
  const closed = closedOfferButton(offer.stateAccess, accessNoteId(offer));

  return (
    <form className="adv-add-to-cart" noValidate onSubmit={(event) => (closed ? event.preventDefault() : void add(event, item))}>
      <QuantityField
        id={id}
        labelSuffix={` from ${offer.contractor.name}`}
        hint={CATALOG_TEXT.quantityHint}
        error={error}
        announceError
        inputClass="adv-add-to-cart__qty"
        value={value}
        onChange={setValue}
      />
      <button className="usa-button usa-button--outline adv-add-to-cart__button" type="submit" aria-disabled={busy || undefined} {...closed}>
        {CATALOG_TEXT.addToCart}
        <span className="usa-sr-only">{` from ${offer.contractor.name}`}</span>
      </button>
    </form>
  );
}
