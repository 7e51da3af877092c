/**
 * parkcart/parkcart_detail (Retrieving Parked Cart ...) and the updatecart answers: the parked cart
 * with prices refreshed on retrieval, changes and unavailable lines shown. The buyer renames it, changes
 * quantities or removes lines (updatecart), or adds all or the chosen lines to the shopping cart (addcart).
 */
import {
  type AddParkedCartAttributes, loadingMessageFor, PARKCART_TEXT, PARKCART_TITLES, PARKED_CART_NAME_MAX, type ParkedCartDetailAttributes,
  type ParkedCartItemView, unitOfIssueText, validate,
} from '@advantage/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { setCartData } from '../../../lib/connection/cart-data';
import { FormGroup } from '../../components/FormGroup';
import { mergeErrors, schemaErrors } from '../profile/checks';
import { BusyStatus, ErrorSummary, errorFor, useFocusTargets } from '../profile/form';
import { type FieldError, fieldErrors, submitForm } from '../profile/submit';
import type { ScreenProps } from '../types';
import { dayOf, deleteUrl, forwardUrl, money, MY_PARKED_CARTS_URL, plural } from './format';
import { ParkedItemsTable, quantityField } from './ParkedItemsTable';
import { type AddResult, AddResultAlert, envelopeKey, SuccessNotice } from './parts';

type Detail = ParkedCartDetailAttributes;

export function ParkCartDetail(props: ScreenProps) {
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

function DetailView({ envelope }: ScreenProps) {
  const navigate = useNavigate();
  const [detail, setDetail] = useState<Detail>(() => envelope.attributes as unknown as Detail);
  const [name, setName] = useState(detail.cart.name);
  const [quantities, setQuantities] = useState<Record<number, string>>(() => quantitiesOf(detail.items));
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<FieldError[]>(() => fieldErrors(detail.errors));
  const [notice, setNotice] = useState(detail.notice);
  const [added, setAdded] = useState<AddResult>();
  const [busy, setBusy] = useState<string>();
  const { summaryRef, focus } = useFocusTargets(errors.length > 0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [focusNotice, setFocusNotice] = useState(0);
  useEffect(() => {
    if (focusNotice > 0) noticeRef.current?.focus();
  }, [focusNotice]);

  const toggle = (kind: 'removed' | 'selected', itemId: number, on: boolean) => {
    const set = kind === 'removed' ? setRemoved : setSelected;
    set((s) => {
      const next = new Set(s);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const items = detail.items.map((i) => ({ itemId: i.itemId, quantity: (quantities[i.itemId] ?? '').trim(), ...(removed.has(i.itemId) ? { remove: true } : {}) }));
    const payload = { cartId: detail.cart.cartId, name, items };
    const found = mergeErrors(schemaErrors('parkcart/updatecart', payload), minimumErrors(detail, quantities, removed));
    if (found.length) {
      setErrors(found);
      focus('summary');
      return;
    }
    setBusy(loadingMessageFor('parkcart/updatecart'));
    const outcome = await submitForm('parkcart/updatecart', payload, navigate);
    setBusy(undefined);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      focus('summary');
      return;
    }
    if (outcome.kind !== 'screen') return;
    const answer = outcome.envelope.attributes as unknown as Detail;
    if (outcome.envelope.responseName === 'Success') {
      setDetail(answer);
      setName(answer.cart.name);
      setQuantities(quantitiesOf(answer.items));
      setRemoved(new Set());
      setSelected(new Set());
      setErrors([]);
      setAdded(undefined);
      setNotice(answer.notice);
      setFocusNotice((n) => n + 1);
      return;
    }
    setErrors(fieldErrors(answer.errors));
    focus('summary');
  }

  async function addToCart(chosen: number[] | undefined) {
    if (busy) return;
    if (chosen && chosen.length === 0) {
      setErrors([{ field: '', message: 'Choose at least one item to add, or add all items.' }]);
      focus('summary');
      return;
    }
    setBusy(loadingMessageFor('parkcart/addcart'));
    const outcome = await submitForm('parkcart/addcart', { cartId: detail.cart.cartId, ...(chosen ? { itemIds: chosen } : {}) }, navigate);
    setBusy(undefined);
    if (outcome.kind !== 'screen') return;
    const answer = outcome.envelope.attributes as unknown as AddParkedCartAttributes;
    if (answer.shoppingCart) setCartData(answer.shoppingCart);
    setErrors([]);
    setNotice(undefined);
    setAdded({ added: answer.added, problems: answer.problems, cartName: detail.cart.name });
    setFocusNotice((n) => n + 1);
  }

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
      <form className="usa-form adv-parkcart__form" noValidate onSubmit={(event) => void save(event)}>
        <FormGroup id="name" label="Cart name" required error={errorFor(errors, 'name')}>
          {(c) => (
            <input
              className={c.className('usa-input')}
              id="name"
              name="name"
              autoComplete="off"
              maxLength={PARKED_CART_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </FormGroup>
        <ParkedItemsTable
          items={detail.items}
          edits={{ quantities, removed, selected }}
          errorOf={(field) => errorFor(errors, field)}
          onQuantity={(itemId, value) => setQuantities((q) => ({ ...q, [itemId]: value }))}
          onToggle={toggle}
        />
        <ul className="usa-button-group adv-parkcart__actions">
          <li className="usa-button-group__item">
            <button className="usa-button" type="button" aria-disabled={Boolean(busy) || undefined} onClick={() => void addToCart(undefined)}>
              Add all items to cart
            </button>
          </li>
          <li className="usa-button-group__item">
            <button className="usa-button usa-button--outline" type="button" aria-disabled={Boolean(busy) || undefined} onClick={() => void addToCart([...selected])}>
              Add chosen items to cart
            </button>
          </li>
          <li className="usa-button-group__item">
            <button className="usa-button usa-button--outline" type="submit" aria-disabled={Boolean(busy) || undefined}>
              Save changes
            </button>
          </li>
        </ul>
        <BusyStatus message={busy} />
      </form>
      <ul className="usa-list usa-list--unstyled adv-parkcart__links">
        <li>
          <Link className="usa-link" to={forwardUrl(cart.cartId)}>
            Forward this cart to a colleague
          </Link>
        </li>
        <li>
          <Link className="usa-link" to={deleteUrl(cart.cartId)}>
            Delete this cart
          </Link>
        </li>
        <li>
          <Link className="usa-link" to={MY_PARKED_CARTS_URL}>
            {`Back to ${PARKCART_TITLES.myParkedCarts}`}
          </Link>
        </li>
      </ul>
    </div>
  );
}
