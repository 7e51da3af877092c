/**
 * Select Method of payment (ggs/cart/select_payment): a saved purchase card, a new one (number, expiry,
 * cardholder; checked by the purchase-card rules here and on the server, never stored in full), or
 * agency accounting codes (the requisition form). A choice accepted answers VerifyEmail, shown in place.
 */
import { CARD_BRAND_NAMES, CARD_TEXT, cardExpiryError, CHECKOUT_TEXT, CHECKOUT_TITLES, type VerifyEmailAttributes } from '@advantage/contracts';
import { useState } from 'react';
import { SubmitActions } from '../../shell/components/ButtonGroup';
import { CardFields, type CardValues, EMPTY_CARD } from '../../shell/components/CardFields';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import type { PropsOf } from '../../kit/screens/types';
import { URLS } from './flow';
import { CheckoutSteps, money } from './parts';
import { VerifyEmailBody } from './VerifyEmail';

const PATH = 'ggs/cart/select_payment';
const FIELDS = ['cardNumber', 'expiry', 'holderName'] as const;

type Choice = { kind: 'saved'; id: number } | { kind: 'card' } | { kind: 'accounting' };

export function SelectPayment({ envelope }: PropsOf<'ggs/cart/select_payment', 'SelectPayment'>) {
  const a = envelope.attributes;
  const usable = a.savedCards.filter((c) => !c.expiring);
  const [choice, setChoice] = useState<Choice>(() => {
    if (a.current?.kind === 'accounting') return { kind: 'accounting' };
    const preferred = usable.find((c) => a.current?.kind === 'card' && c.last4 === a.current.last4) ?? usable.find((c) => c.isDefault) ?? usable[0];
    return preferred ? { kind: 'saved', id: preferred.id } : { kind: 'card' };
  });
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [verified, setVerified] = useState<VerifyEmailAttributes>();
  const { errors, busy, status, summaryRef, onSubmit, navigate } = useFormSubmit();

  if (verified) return <VerifyEmailBody attributes={verified} />;

  const pay = onSubmit(() => {
    if (choice.kind === 'accounting') {
      void navigate(URLS.requisition);
      return undefined;
    }
    return {
      path: PATH,
      payload: choice.kind === 'saved' ? { method: 'saved', paymentId: choice.id } : { method: 'card', ...card },
      busy: 'Checking the method of payment ...',
      onScreen: (answer) => {
        if (answer.responseName !== 'VerifyEmail') return;
        // The number is not kept on the page once the card is accepted.
        setCard(EMPTY_CARD);
        setVerified(answer.attributes);
      },
    };
  });

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
      {a.ordersAboveCardLimit > 0
        ? (
            <div className="usa-alert usa-alert--warning usa-alert--slim">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{CHECKOUT_TEXT.cardLimitNote(a.ordersAboveCardLimit, a.cardLimitCents)}</p>
              </div>
            </div>
          )
        : null}
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={pay}>
        <fieldset className="usa-fieldset" id="method">
          <legend className="usa-legend usa-legend--large">How will you pay?</legend>
          {a.savedCards.map((c) =>
            radio(
              `saved-${c.id}`,
              choice.kind === 'saved' && choice.id === c.id,
              () => setChoice({ kind: 'saved', id: c.id }),
              `${CARD_BRAND_NAMES[c.brand]} •••• ${c.last4}${c.nickname ? ` (${c.nickname})` : ''}`,
              !c.expiring
                ? `Expires ${c.expiry}, ${c.holderName}`
                : cardExpiryError(c.expiry) === CARD_TEXT.expired
                  ? `Expired ${c.expiry}: it cannot pay for an order.`
                  : `Expires ${c.expiry}: too soon to pay for an order (20 days or less).`,
              c.expiring,
            ))}
          {radio('new-card', choice.kind === 'card', () => setChoice({ kind: 'card' }), 'A new purchase card', 'A GSA SmartPay purchase card. Only its last four digits are kept.')}
          {radio('accounting', choice.kind === 'accounting', () => setChoice({ kind: 'accounting' }), 'Agency accounting codes', 'Bill your agency: AAC/DoDAAC, fund code and appropriation data.')}
        </fieldset>
        {choice.kind === 'card'
          ? (
              <fieldset className="usa-fieldset">
                <legend className="usa-legend">New purchase card</legend>
                <CardFields
                  values={card}
                  onChange={(field, value) => setCard((v) => ({ ...v, [field]: value }))}
                  errorOf={error}
                  hints={{ cardNumber: '16 digits. Spaces are fine.', expiry: 'MM/YYYY, for example 08/2028.' }}
                  holderNameMax={60}
                />
              </fieldset>
            )
          : null}
        <SubmitActions label="Continue" busy={busy} back={{ to: URLS.review, label: 'Back to the order review' }} />
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
