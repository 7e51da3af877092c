/**
 * parkcart/save_parkcart (Save Cart): the buyer names the shopping cart and parks it. Parking moves
 * the items into a parked cart under a new cart number and leaves the shopping cart empty; the
 * answer is shown in place with the way to the parked cart.
 */
import { PARKCART_TEXT, PARKCART_TITLES, PARKED_CART_NAME_MAX, type ParkedCartSummary } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { setCartData } from '../../lib/connection/cart-data';
import { ButtonLinks } from '../../shell/components/ButtonGroup';
import { envelopeKey } from '../../shell/components/envelope-key';
import { SuccessAlert } from '../../shell/components/SuccessAlert';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, TextField } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import type { PropsOf } from '../../kit/screens/types';
import { detailUrl, money, MY_PARKED_CARTS_URL, plural } from './format';

const PATH = 'parkcart/save_parkcart';

export function SaveCart(props: PropsOf<typeof PATH, 'SaveCart'>) {
  return <SaveCartView key={envelopeKey(props.envelope)} {...props} />;
}

function SaveCartView({ envelope }: PropsOf<typeof PATH, 'SaveCart'>) {
  const a = envelope.attributes;
  const [name, setName] = useState(a.values?.name ?? '');
  const [saved, setSaved] = useState<ParkedCartSummary | undefined>(a.saved);
  const { errors, setErrors, busy, status, summaryRef, headingRef, focus, onSubmit } = useFormSubmit({ initialErrors: () => fieldErrors(a.errors) });

  const park = onSubmit(() => ({
    path: PATH,
    payload: { name },
    busy: 'Parking your cart ...',
    onScreen: ({ attributes }) => {
      const answer = attributes;
      if (!answer.saved) return false;
      // The header's cart count: the shopping cart is empty now.
      if (answer.shoppingCart) setCartData(answer.shoppingCart);
      setErrors([]);
      setSaved(answer.saved);
      focus('heading');
      return true;
    },
  }));

  if (saved) {
    return (
      <div className="adv-parkcart">
        <h1>{PARKCART_TITLES.saveCart}</h1>
        <SuccessAlert heading="Cart parked" headingRef={headingRef}>
          {PARKCART_TEXT.saved(saved.cartNumber, saved.name)}
        </SuccessAlert>
        <ButtonLinks
          className="adv-parkcart__actions"
          links={[
            { to: detailUrl(saved.cartId), label: 'View parked cart' },
            { to: MY_PARKED_CARTS_URL, label: PARKCART_TITLES.myParkedCarts },
            { to: '/ws/main/home', label: 'Continue shopping' },
          ]}
        />
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
            <form className="usa-form usa-form--large" noValidate onSubmit={park}>
              <p>{`Your shopping cart holds ${plural(a.cart.itemCount, 'item')} totaling ${money(a.cart.totalCents)}.`}</p>
              <RequiredNote />
              <TextField
                id="name"
                label="Cart name"
                hint={`Up to ${PARKED_CART_NAME_MAX} characters, for example “Office supplies, 3rd floor”.`}
                autoComplete="off"
                maxLength={PARKED_CART_NAME_MAX}
                value={name}
                onChange={setName}
                error={errorFor(errors, 'name')}
              />
              <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
                Park cart
              </button>
              <BusyStatus message={status} />
            </form>
          )}
    </div>
  );
}
