/**
 * parkcart/save_parkcart (Save Cart): the buyer names the shopping cart and parks it. Parking moves
 * the items into a parked cart under a new cart number and leaves the shopping cart empty; the
 * answer is shown in place with the way to the parked cart.
 */
import { PARKCART_TEXT, PARKCART_TITLES, PARKED_CART_NAME_MAX, type ParkedCartSummary, type SaveCartAttributes } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { setCartData } from '../../../lib/connection/cart-data';
import { FormGroup } from '../../components/FormGroup';
import { schemaErrors } from '../profile/checks';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, useFocusTargets } from '../profile/form';
import { type FieldError, fieldErrors, submitForm } from '../profile/submit';
import type { ScreenProps } from '../types';
import { detailUrl, money, MY_PARKED_CARTS_URL, plural } from './format';
import { envelopeKey } from './parts';

const PATH = 'parkcart/save_parkcart';

export function SaveCart(props: ScreenProps) {
  return <SaveCartView key={envelopeKey(props.envelope)} {...props} />;
}

function SaveCartView({ envelope }: ScreenProps) {
  const a = envelope.attributes as unknown as SaveCartAttributes;
  const navigate = useNavigate();
  const [name, setName] = useState(a.values?.name ?? '');
  const [errors, setErrors] = useState<FieldError[]>(() => fieldErrors(a.errors));
  const [saved, setSaved] = useState<ParkedCartSummary | undefined>(a.saved);
  const [busy, setBusy] = useState(false);
  const { summaryRef, headingRef, focus } = useFocusTargets(errors.length > 0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = schemaErrors(PATH, { name });
    if (found.length) {
      setErrors(found);
      focus('summary');
      return;
    }
    setBusy(true);
    const outcome = await submitForm(PATH, { name }, navigate);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      focus('summary');
      return;
    }
    if (outcome.kind !== 'screen') return;
    const answer = outcome.envelope.attributes as unknown as SaveCartAttributes;
    if (answer.saved) {
      // The header's cart count: the shopping cart is empty now.
      if (answer.shoppingCart) setCartData(answer.shoppingCart);
      setErrors([]);
      setSaved(answer.saved);
      focus('heading');
      return;
    }
    setErrors(fieldErrors(answer.errors));
    focus('summary');
  }

  if (saved) {
    return (
      <div className="adv-parkcart">
        <h1>{PARKCART_TITLES.saveCart}</h1>
        <div className="usa-alert usa-alert--success">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading" tabIndex={-1} ref={headingRef}>
              Cart parked
            </h2>
            <p className="usa-alert__text">{PARKCART_TEXT.saved(saved.cartNumber, saved.name)}</p>
          </div>
        </div>
        <ul className="usa-button-group adv-parkcart__actions">
          <li className="usa-button-group__item">
            <Link className="usa-button" to={detailUrl(saved.cartId)}>
              View parked cart
            </Link>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--outline" to={MY_PARKED_CARTS_URL}>
              {PARKCART_TITLES.myParkedCarts}
            </Link>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--outline" to="/ws/main/home">
              Continue shopping
            </Link>
          </li>
        </ul>
      </div>
    );
  }

  const empty = a.cart.itemCount === 0;
  return (
    <div className="adv-parkcart">
      <h1 ref={headingRef} tabIndex={-1}>
        {PARKCART_TITLES.saveCart}
      </h1>
      <p className="usa-intro">
        Park your shopping cart to keep its items for later or to forward them to a colleague. The items move to the parked cart, and your shopping cart is
        left empty.
      </p>
      <ErrorSummary errors={errors} fields={['name']} summaryRef={summaryRef} />
      {empty && errors.length === 0
        ? (
            <div className="usa-alert usa-alert--info usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{PARKCART_TEXT.emptyCart}</p>
              </div>
            </div>
          )
        : null}
      {empty
        ? (
            <p>
              <Link className="usa-link" to={MY_PARKED_CARTS_URL}>
                Go to My Parked Carts
              </Link>
            </p>
          )
        : (
            <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
              <p>{`Your shopping cart holds ${plural(a.cart.itemCount, 'item')} totaling ${money(a.cart.totalCents)}.`}</p>
              <RequiredNote />
              <FormGroup id="name" label="Cart name" required hint={`Up to ${PARKED_CART_NAME_MAX} characters, for example “Office supplies, 3rd floor”.`} error={errorFor(errors, 'name')}>
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
              <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
                Park cart
              </button>
              <BusyStatus message={busy ? 'Parking your cart ...' : undefined} />
            </form>
          )}
    </div>
  );
}
