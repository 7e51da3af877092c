/**
 * parkcart/parkcart_detail (Retrieving Parked Cart ...) and the updatecart answers: the parked cart
 * with prices refreshed on retrieval, changes and unavailable lines shown. The buyer renames it, changes
 * quantities or removes lines (updatecart), or adds all or the chosen lines to the shopping cart (addcart).
 */
import { loadingMessageFor, PARKCART_TEXT, PARKCART_TITLES, PARKED_CART_NAME_MAX, type ParkedCartDetailAttributes, type ParkedCartItemView, unitOfIssueText, validate, type ScreenEnvelope } from '@advantage/contracts';
import { useState } from 'react';
import { setCartData } from '../../lib/connection/cart-data';
import { LinkList } from '../../shell/components/ButtonGroup';
import { envelopeKey } from '../../shell/components/envelope-key';
import { useFocusLater } from '../../shell/components/useFocusLater';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { mergeErrors } from '../../shell/components/form/checks';
import { BusyStatus, ErrorSummary, errorFor, TextField } from '../../shell/components/form/form';
import { type FieldError, fieldErrors } from '../../shell/components/form/submit';
import type { ScreenProps } from '../../kit/screens/types';

/** The retrieved cart, and the same view after a change (updatecart). */
type DetailProps = ScreenProps<ScreenEnvelope<'parkcart/parkcart_detail'> | ScreenEnvelope<'parkcart/updatecart'>>;
import { dayOf, deleteUrl, forwardUrl, money, MY_PARKED_CARTS_URL, plural } from './format';
import { ParkedItemsTable, quantityField } from './ParkedItemsTable';
import { type AddResult, AddResultAlert, SuccessNotice } from './parts';

type Detail = ParkedCartDetailAttributes;

export function ParkCartDetail(props: DetailProps) {
  return <DetailView key={envelopeKey(props.envelope)} {...props} />;
}

const quantitiesOf = (items: readonly ParkedCartItemView[]) => Object.fromEntries(items.map((i) => [i.itemId, String(i.quantity)]));

/** Each kept line's minimum order, with the message the server would send (the schema checks the rest). */
function minimumErrors(detail: Detail, quantities: Record<number, string>, removed: ReadonlySet<number>): FieldError[] {
  const errors: FieldError[] = [];
  detail.items.forEach((item, index) => {
    const value = quantities[item.itemId] ?? '';
    if (removed.has(item.itemId) || validate('productQuantity', value) || Number(value) >= item.minimumOrderQuantity) return;
    errors.push({ field: quantityField(index), message: PARKCART_TEXT.belowMinimum(item.minimumOrderQuantity, unitOfIssueText(item.unitOfIssue.code)) });
  });
  return errors;
}

function DetailView({ envelope }: DetailProps) {
  const [detail, setDetail] = useState<Detail>(() => envelope.attributes);
  const [name, setName] = useState(detail.cart.name);
  const [quantities, setQuantities] = useState<Record<number, string>>(() => quantitiesOf(detail.items));
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState(detail.notice);
  const [added, setAdded] = useState<AddResult>();
  const { errors, setErrors, busy, status, summaryRef, submit, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(detail.errors) });
  const [noticeRef, focusNotice] = useFocusLater<HTMLDivElement>();

  const toggle = (kind: 'removed' | 'selected', itemId: number, on: boolean) => {
    const set = kind === 'removed' ? setRemoved : setSelected;
    set((s) => {
      const next = new Set(s);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  };

  const save = onSubmit(() => ({
    path: 'parkcart/updatecart',
    payload: {
      cartId: detail.cart.cartId,
      name,
      items: detail.items.map((i) => ({ itemId: i.itemId, quantity: (quantities[i.itemId] ?? '').trim(), ...(removed.has(i.itemId) ? { remove: true } : {}) })),
    },
    busy: loadingMessageFor('parkcart/updatecart'),
    check: (found) => mergeErrors(found, minimumErrors(detail, quantities, removed)),
    onScreen: ({ responseName, attributes }) => {
      if (responseName !== 'Success') return false;
      const answer = attributes;
      setDetail(answer);
      setName(answer.cart.name);
      setQuantities(quantitiesOf(answer.items));
      setRemoved(new Set());
      setSelected(new Set());
      setErrors([]);
      setAdded(undefined);
      setNotice(answer.notice);
      focusNotice();
      return true;
    },
  }));

  const addToCart = (chosen: number[] | undefined) => void submit({
    path: 'parkcart/addcart',
    payload: { cartId: detail.cart.cartId, ...(chosen ? { itemIds: chosen } : {}) },
    busy: loadingMessageFor('parkcart/addcart'),
    check: () => (chosen && chosen.length === 0 ? [{ field: '', message: 'Choose at least one item to add, or add all items.' }] : []),
    onScreen: ({ attributes }) => {
      const answer = attributes;
      if (answer.shoppingCart) setCartData(answer.shoppingCart);
      setErrors([]);
      setNotice(undefined);
      setAdded({ added: answer.added, problems: answer.problems, cartName: detail.cart.name });
      focusNotice();
    },
  });

  const { cart } = detail;
  return (
    <div className="adv-parkcart">
      <p className="adv-parkcart__eyebrow">{`Parked cart ${cart.cartNumber}`}</p>
      <h1 className="adv-parkcart__heading">{cart.name}</h1>
      <dl className="adv-parkcart__facts">
        <dt>Parked on</dt>
        <dd>{dayOf(cart.createdAt)}</dd>
        {cart.forwardedBy ? <dt>Forwarded by</dt> : null}
        {cart.forwardedBy ? <dd>{cart.forwardedBy}</dd> : null}
        {cart.forwardNote ? <dt>Note</dt> : null}
        {cart.forwardNote ? <dd>{cart.forwardNote}</dd> : null}
        <dt>Total when parked</dt>
        <dd>{money(cart.parkedTotalCents)}</dd>
        <dt>Total at today’s prices</dt>
        <dd>{`${money(detail.todayTotalCents)}${detail.unavailableCount ? ' (items still available only)' : ''}`}</dd>
      </dl>
      {detail.priceChanges > 0 || detail.unavailableCount > 0
        ? (
            <div className="usa-alert usa-alert--warning usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">
                  {`Prices were checked again today. ${detail.priceChanges ? `${plural(detail.priceChanges, 'price')} changed since the cart was parked. ` : ''}${
                    detail.unavailableCount ? `${plural(detail.unavailableCount, 'item is', 'items are')} no longer available.` : ''}`}
                </p>
              </div>
            </div>
          )
        : null}
      {added ? <AddResultAlert result={added} noticeRef={noticeRef} /> : <SuccessNotice message={notice} noticeRef={noticeRef} />}
      <ErrorSummary errors={errors} fields={['name', ...detail.items.map((_, i) => quantityField(i))]} summaryRef={summaryRef} />
      <form className="usa-form adv-parkcart__form" noValidate onSubmit={save}>
        <TextField id="name" label="Cart name" autoComplete="off" maxLength={PARKED_CART_NAME_MAX} value={name} onChange={setName} error={errorFor(errors, 'name')} />
        <ParkedItemsTable
          items={detail.items}
          edits={{ quantities, removed, selected }}
          errorOf={(field) => errorFor(errors, field)}
          onQuantity={(itemId, value) => setQuantities((q) => ({ ...q, [itemId]: value }))}
          onToggle={toggle}
        />
        <ul className="usa-button-group adv-parkcart__actions">
          <li className="usa-button-group__item">
            <button className="usa-button" type="button" aria-disabled={busy || undefined} onClick={() => addToCart(undefined)}>
              Add all items to cart
            </button>
          </li>
          <li className="usa-button-group__item">
            <button className="usa-button usa-button--outline" type="button" aria-disabled={busy || undefined} onClick={() => addToCart([...selected])}>
              Add chosen items to cart
            </button>
          </li>
          <li className="usa-button-group__item">
            <button className="usa-button usa-button--outline" type="submit" aria-disabled={busy || undefined}>
              Save changes
            </button>
          </li>
        </ul>
        <BusyStatus message={status} />
      </form>
      <LinkList
        className="adv-parkcart__links"
        links={[
          { to: forwardUrl(cart.cartId), label: 'Forward this cart to a colleague' },
          { to: deleteUrl(cart.cartId), label: 'Delete this cart' },
          { to: MY_PARKED_CARTS_URL, label: `Back to ${PARKCART_TITLES.myParkedCarts}` },
        ]}
      />
    </div>
  );
}
