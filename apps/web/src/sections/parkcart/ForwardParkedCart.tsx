/**
 * parkcart/my_parkcart Forward (Forward Parked Cart): the email address of a registered colleague and
 * an optional note. The colleague receives a copy of the cart and an email; the buyer returns to My
 * Parked Carts with the confirmation. An address no member has is reported on its field.
 */
import { FORWARD_NOTE_MAX, PARKCART_TITLES } from '@advantage/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { SubmitActions } from '../../shell/components/ButtonGroup';
import { envelopeKey } from '../../shell/components/envelope-key';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, EmailField, errorFor, ErrorSummary, RequiredNote } from '../../shell/components/form/form';
import { fieldErrors } from '../../shell/components/form/submit';
import type { PropsOf } from '../../kit/screens/types';
import { detailUrl, money, MY_PARKED_CARTS_URL, plural } from './format';
import { TextAreaField } from '../../shell/components/form/fields';

const PATH = 'parkcart/forward_submit';

export function ForwardParkedCart(props: PropsOf<'parkcart/my_parkcart', 'Forward'>) {
  return <ForwardView key={envelopeKey(props.envelope)} {...props} />;
}

function ForwardView({ envelope }: PropsOf<'parkcart/my_parkcart', 'Forward'>) {
  const a = envelope.attributes;
  const [email, setEmail] = useState(a.values?.email ?? '');
  const [note, setNote] = useState(a.values?.note ?? '');
  const { errors, busy, status, summaryRef, onSubmit, navigate } = useFormSubmit({ initialErrors: () => fieldErrors(a.errors) });

  const send = onSubmit(() => ({
    path: PATH,
    payload: { cartId: a.cart.cartId, email, ...(note.trim() ? { note } : {}) },
    busy: 'Forwarding the cart ...',
    onScreen: async (answer) => {
      if (answer.responseName !== 'Initial') return false;
      const done = answer.attributes;
      // Back must not return to a form that was already sent.
      await navigate(MY_PARKED_CARTS_URL, { replace: true, state: { notice: done.notice } });
      return true;
    },
  }));

  const { cart } = a;
  return (
    <div className="adv-parkcart">
      <h1>{PARKCART_TITLES.forward}</h1>
      <p className="usa-intro">Send a copy of this parked cart to a colleague registered on GSA Advantage. They receive the copy in their parked carts and an email from us.</p>
      <dl className="adv-parkcart__facts">
        <dt>Cart number</dt>
        <dd>{cart.cartNumber}</dd>
        <dt>Name</dt>
        <dd>
          <Link className="usa-link" to={detailUrl(cart.cartId)}>
            {cart.name}
          </Link>
        </dd>
        <dt>Items</dt>
        <dd>{`${plural(cart.itemCount, 'item')}, ${money(cart.parkedTotalCents)} when parked`}</dd>
      </dl>
      <ErrorSummary errors={errors} fields={['email', 'note']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={send}>
        <RequiredNote />
        <EmailField
          id="email"
          label="Colleague’s email address"
          hint="The address they use to sign in to GSA Advantage."
          value={email}
          onChange={setEmail}
          error={errorFor(errors, 'email')}
          ofAnother
        />
        <TextAreaField
          id="note"
          label="Note"
          required={false}
          hint={`Up to ${FORWARD_NOTE_MAX} characters; it is included in the email.`}
          error={errorFor(errors, 'note')}
          rows={4}
          maxLength={FORWARD_NOTE_MAX}
          value={note}
          onChange={setNote}
        />
        <SubmitActions className="adv-parkcart__actions" label="Forward cart" busy={busy} back={{ to: MY_PARKED_CARTS_URL, label: 'Cancel', outline: true }} />
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
