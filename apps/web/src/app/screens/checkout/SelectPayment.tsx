/**
 * Select Method of payment (ggs/cart/select_payment): a saved purchase card, a new one (number, expiry,
 * cardholder; checked by the purchase-card rules here and on the server, never stored in full), or
 * agency accounting codes (the requisition form). A choice accepted answers VerifyEmail, shown in place.
 */
import { CARD_BRAND_NAMES, CHECKOUT_TITLES, type SelectPaymentAttributes, type VerifyEmailAttributes } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormGroup as Field } from '../../components/FormGroup';
import { schemaErrors } from '../profile/checks';
import { BusyStatus, ErrorSummary, errorFor, useFocusTargets } from '../profile/form';
import { type FieldError, submitForm } from '../profile/submit';
import type { ScreenProps } from '../types';
import { URLS } from './flow';
import { CheckoutSteps, money } from './parts';
import { VerifyEmailBody } from './VerifyEmail';

const PATH = 'ggs/cart/select_payment';
const FIELDS = ['cardNumber', 'expiry', 'holderName'] as const;

type Choice = { kind: 'saved'; id: number } | { kind: 'card' } | { kind: 'accounting' };

export function SelectPayment({ envelope }: ScreenProps) {
  const a = envelope.attributes as unknown as SelectPaymentAttributes;
  const navigate = useNavigate();
  const usable = a.savedCards.filter((c) => !c.expiring);
  const [choice, setChoice] = useState<Choice>(() => {
    if (a.current?.kind === 'accounting') return { kind: 'accounting' };
    const preferred = usable.find((c) => a.current?.kind === 'card' && c.last4 === a.current.last4) ?? usable.find((c) => c.isDefault) ?? usable[0];
    return preferred ? { kind: 'saved', id: preferred.id } : { kind: 'card' };
  });
  const [card, setCard] = useState({ cardNumber: '', expiry: '', holderName: '' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState<VerifyEmailAttributes>();
  const { summaryRef, focus } = useFocusTargets(false);

  if (verified) return <VerifyEmailBody attributes={verified} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (choice.kind === 'accounting') {
      await navigate(URLS.requisition);
      return;
    }
    const payload = choice.kind === 'saved' ? { method: 'saved', paymentId: choice.id } : { method: 'card', ...card };
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
    } else if (outcome.kind === 'screen' && outcome.envelope.responseName === 'VerifyEmail') {
      // The number is not kept on the page once the card is accepted.
      setCard({ cardNumber: '', expiry: '', holderName: '' });
      setVerified(outcome.envelope.attributes as unknown as VerifyEmailAttributes);
    }
  }

  const radio = (id: string, checked: boolean, onChange: () => void, label: string, description?: string, disabled = false) => (
    <div className="usa-radio" key={id}>
      <input className="usa-radio__input usa-radio__input--tile" id={id} type="radio" name="method" checked={checked} disabled={disabled} onChange={onChange} />
      <label className="usa-radio__label" htmlFor={id}>
        {label}
        {description ? <span className="usa-radio__label-description">{description}</span> : null}
      </label>
    </div>
  );
  const error = (field: string) => errorFor(errors, field);

  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.selectPayment}</h1>
      <CheckoutSteps step="Payment" />
      <p>{`${a.itemCount} ${a.itemCount === 1 ? 'item' : 'items'}, total ${money(a.totalCents)}.`}</p>
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="usa-fieldset" id="method">
          <legend className="usa-legend usa-legend--large">How will you pay?</legend>
          {a.savedCards.map((c) =>
            radio(
              `saved-${c.id}`,
              choice.kind === 'saved' && choice.id === c.id,
              () => setChoice({ kind: 'saved', id: c.id }),
              `${CARD_BRAND_NAMES[c.brand]} •••• ${c.last4}${c.nickname ? ` (${c.nickname})` : ''}`,
              c.expiring ? `Expires ${c.expiry}: too soon to pay for an order (20 days or less).` : `Expires ${c.expiry}, ${c.holderName}`,
              c.expiring,
            ))}
          {radio('new-card', choice.kind === 'card', () => setChoice({ kind: 'card' }), 'A new purchase card', 'A GSA SmartPay purchase card. Only its last four digits are kept.')}
          {radio('accounting', choice.kind === 'accounting', () => setChoice({ kind: 'accounting' }), 'Agency accounting codes', 'Bill your agency: AAC/DoDAAC, fund code and appropriation data.')}
        </fieldset>
        {choice.kind === 'card'
          ? (
              <fieldset className="usa-fieldset">
                <legend className="usa-legend">New purchase card</legend>
                <Field id="cardNumber" label="Card number" required hint="16 digits. Spaces are fine." error={error('cardNumber')}>
                  {(c) => (
                    <input
                      className={c.className('usa-input')}
                      id="cardNumber"
                      name="cardNumber"
                      inputMode="numeric"
                      autoComplete="cc-number"
                      maxLength={23}
                      value={card.cardNumber}
                      onChange={(e) => setCard((v) => ({ ...v, cardNumber: e.target.value }))}
                      aria-invalid={c.invalid || undefined}
                      aria-describedby={c.describedBy}
                    />
                  )}
                </Field>
                <Field id="expiry" label="Expiration date" required hint="MM/YYYY, for example 08/2028." error={error('expiry')}>
                  {(c) => (
                    <input
                      className={`${c.className('usa-input')} usa-input--md`}
                      id="expiry"
                      name="expiry"
                      autoComplete="cc-exp"
                      maxLength={7}
                      value={card.expiry}
                      onChange={(e) => setCard((v) => ({ ...v, expiry: e.target.value }))}
                      aria-invalid={c.invalid || undefined}
                      aria-describedby={c.describedBy}
                    />
                  )}
                </Field>
                <Field id="holderName" label="Name on card" required error={error('holderName')}>
                  {(c) => (
                    <input
                      className={c.className('usa-input')}
                      id="holderName"
                      name="holderName"
                      autoComplete="cc-name"
                      maxLength={60}
                      value={card.holderName}
                      onChange={(e) => setCard((v) => ({ ...v, holderName: e.target.value }))}
                      aria-invalid={c.invalid || undefined}
                      aria-describedby={c.describedBy}
                    />
                  )}
                </Field>
              </fieldset>
            )
          : null}
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
              Continue
            </button>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--unstyled" to={URLS.review}>
              Back to the order review
            </Link>
          </li>
        </ul>
        <BusyStatus message={busy ? 'Checking the method of payment ...' : undefined} />
      </form>
    </div>
  );
}
