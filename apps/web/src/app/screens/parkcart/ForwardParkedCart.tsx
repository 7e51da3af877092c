/**
 * parkcart/my_parkcart Forward (Forward Parked Cart): the email address of a registered colleague and
 * an optional note. The colleague receives a copy of the cart and an email; the buyer returns to My
 * Parked Carts with the confirmation. An address no member has is reported on its field.
 */
import { FORWARD_NOTE_MAX, type ForwardParkedCartAttributes, type MyParkedCartsAttributes, PARKCART_TITLES } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormGroup } from '../../components/FormGroup';
import { schemaErrors } from '../profile/checks';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, useFocusTargets } from '../profile/form';
import { type FieldError, fieldErrors, submitForm } from '../profile/submit';
import type { ScreenProps } from '../types';
import { detailUrl, money, MY_PARKED_CARTS_URL, plural } from './format';
import { envelopeKey } from './parts';

const PATH = 'parkcart/forward_submit';

export function ForwardParkedCart(props: ScreenProps) {
  return <ForwardView key={envelopeKey(props.envelope)} {...props} />;
}

function ForwardView({ envelope }: ScreenProps) {
  const a = envelope.attributes as unknown as ForwardParkedCartAttributes;
  const navigate = useNavigate();
  const [email, setEmail] = useState(a.values?.email ?? '');
  const [note, setNote] = useState(a.values?.note ?? '');
  const [errors, setErrors] = useState<FieldError[]>(() => fieldErrors(a.errors));
  const [busy, setBusy] = useState(false);
  const { summaryRef, focus } = useFocusTargets(errors.length > 0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const payload = { cartId: a.cart.cartId, email, ...(note.trim() ? { note } : {}) };
    const found = schemaErrors(PATH, payload);
    if (found.length) {
      setErrors(found);
      focus('summary');
      return;
    }
    setBusy(true);
    const outcome = await submitForm(PATH, payload, navigate);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      focus('summary');
      return;
    }
    if (outcome.kind !== 'screen') return;
    if (outcome.envelope.responseName === 'Initial') {
      const done = outcome.envelope.attributes as unknown as MyParkedCartsAttributes;
      // Back must not return to a form that was already sent.
      await navigate(MY_PARKED_CARTS_URL, { replace: true, state: { notice: done.notice } });
      return;
    }
    setErrors(fieldErrors(outcome.envelope.attributes.errors));
    focus('summary');
  }

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
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
        <RequiredNote />
        <FormGroup id="email" label="Colleague’s email address" required hint="The address they use to sign in to GSA Advantage." error={errorFor(errors, 'email')}>
          {(c) => (
            <input
              className={c.className('usa-input')}
              id="email"
              name="email"
              type="email"
              autoComplete="off"
              inputMode="email"
              spellCheck={false}
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </FormGroup>
        <FormGroup id="note" label="Note" required={false} hint={`Up to ${FORWARD_NOTE_MAX} characters; it is included in the email.`} error={errorFor(errors, 'note')}>
          {(c) => (
            <textarea
              className={c.className('usa-textarea')}
              id="note"
              name="note"
              maxLength={FORWARD_NOTE_MAX}
              rows={4}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </FormGroup>
        <ul className="usa-button-group adv-parkcart__actions">
          <li className="usa-button-group__item">
            <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
              Forward cart
            </button>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--outline" to={MY_PARKED_CARTS_URL}>
              Cancel
            </Link>
          </li>
        </ul>
        <BusyStatus message={busy ? 'Forwarding the cart ...' : undefined} />
      </form>
    </div>
  );
}
