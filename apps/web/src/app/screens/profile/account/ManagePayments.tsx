/**
 * profile/manage_payments ("Manage Methods of Payment"): the member's saved purchase cards (brand, last four
 * digits, expiry, nickname, default) and the form to add one. The card number is checked here with the
 * purchase-card rules, sent once, and forgotten: the screen keeps only what the server answers, which
 * never includes the number. There is no CVV field.
 */
import { CARD_EXPIRY_MARGIN_DAYS, cardLabel, type SavedCardView } from '@advantage/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormGroup as Field } from '../../../components/FormGroup';
import { schemaErrors } from '../checks';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, useFocusTargets } from '../form';
import { type FieldError, fieldErrors, submitForm } from '../submit';
import type { ScreenProps } from '../../types';
import { readCards, text } from './attributes';
import { Checkbox, ConfirmAction, envelopeKey, Notice } from './parts';

const SAVE_PATH = 'profile/manage_payments_save';
const FIELDS = ['cardNumber', 'expiry', 'holderName', 'nickname'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { isDefault: boolean };
const EMPTY: Values = { cardNumber: '', expiry: '', holderName: '', nickname: '', isDefault: false };

export function ManagePayments(props: ScreenProps) {
  return <ManagePaymentsView key={envelopeKey(props.envelope)} {...props} />;
}

function ManagePaymentsView({ envelope }: ScreenProps) {
  const navigate = useNavigate();
  const [cards, setCards] = useState<SavedCardView[]>(() => readCards(envelope.attributes.cards));
  const [notice, setNotice] = useState<string | undefined>(() => text(envelope.attributes.notice) || undefined);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldError[]>(() => fieldErrors(envelope.attributes.errors));
  const [busy, setBusy] = useState<string>();
  const { summaryRef, focus } = useFocusTargets(errors.length > 0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (done > 0) noticeRef.current?.focus();
  }, [done]);
  const set = (field: (typeof FIELDS)[number]) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: string) => errorFor(errors, field);

  /** Posts and shows the answer in place; the payload object is emptied of the number once sent. */
  async function post(path: typeof SAVE_PATH | 'profile/manage_payments_delete', payload: Record<string, unknown>, status: string): Promise<boolean> {
    setBusy(status);
    setNotice(undefined);
    const outcome = await submitForm(path, payload, navigate);
    // A 401 keeps the request to replay after sign-in, across the provider's redirect: never with the number.
    delete payload.cardNumber;
    setBusy(undefined);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      focus('summary');
      return false;
    }
    if (outcome.kind !== 'screen') return false;
    const a = outcome.envelope.attributes;
    setCards(readCards(a.cards));
    const problems = fieldErrors(a.errors);
    if (problems.length > 0) {
      setErrors(problems);
      focus('summary');
      return false;
    }
    setErrors([]);
    setNotice(text(a.notice) || undefined);
    setDone((n) => n + 1);
    return true;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const payload: Record<string, unknown> = { ...values };
    const found = schemaErrors(SAVE_PATH, payload);
    if (found.length) {
      setErrors(found);
      focus('summary');
      return;
    }
    if (await post(SAVE_PATH, payload, 'Saving the card ...')) setValues(EMPTY);
  }

  return (
    <div className="adv-account adv-payments">
      <h1>Manage Methods of Payment</h1>
      <p className="usa-intro">Government purchase cards you pay with at checkout. Only the card type, the last four digits and the expiration date are kept.</p>
      <Notice message={notice} noticeRef={noticeRef} />
      <h2>Saved purchase cards</h2>
      {cards.length === 0
        ? <p>You have no saved cards.</p>
        : (
            <table className="usa-table usa-table--borderless usa-table--stacked adv-account-table">
              <caption className="usa-sr-only">Saved purchase cards</caption>
              <thead>
                <tr>
                  <th scope="col">Card</th>
                  <th scope="col">Name on card</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Nickname</th>
                  <th scope="col">Default</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {cards.map((card) => (
                  <tr key={card.id}>
                    <th scope="row" data-label="Card">{cardLabel(card)}</th>
                    <td data-label="Name on card">{card.holderName}</td>
                    <td data-label="Expires">
                      {card.expiry}
                      {card.expiring ? <span className="usa-tag adv-account-tag--warning">Expired or expiring</span> : null}
                    </td>
                    <td data-label="Nickname">{card.nickname}</td>
                    <td data-label="Default">
                      {card.isDefault
                        ? <span className="usa-tag">Default</span>
                        : (
                            <button
                              type="button"
                              className="usa-button usa-button--unstyled adv-account-action"
                              aria-disabled={busy !== undefined || undefined}
                              onClick={() => {
                                if (!busy) void post(SAVE_PATH, { action: 'makeDefault', id: card.id }, 'Changing the default card ...');
                              }}
                            >
                              Make default
                              <span className="usa-sr-only">{` ${cardLabel(card)}`}</span>
                            </button>
                          )}
                    </td>
                    <td data-label="Actions">
                      <ConfirmAction
                        label="Delete"
                        subject={cardLabel(card)}
                        question={`Delete ${cardLabel(card)}?`}
                        confirmLabel="Yes, delete"
                        busy={busy !== undefined}
                        onConfirm={() => void post('profile/manage_payments_delete', { id: card.id }, 'Deleting the card ...')}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
      <h2>Add a purchase card</h2>
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
        <RequiredNote />
        <Field id="cardNumber" label="Card number" required hint="The 16 digits of your GSA SmartPay purchase card." error={error('cardNumber')}>
          {(c) => (
            <input
              className={c.className('usa-input')}
              id="cardNumber"
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              value={values.cardNumber}
              onChange={(e) => set('cardNumber')(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <Field id="expiry" label="Expiration date" required hint={`MM/YYYY, for example 04/2028. The card must be valid for at least ${CARD_EXPIRY_MARGIN_DAYS} more days.`} error={error('expiry')}>
          {(c) => (
            <input
              className={`${c.className('usa-input')} usa-input--sm`}
              id="expiry"
              name="expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={7}
              value={values.expiry}
              onChange={(e) => set('expiry')(e.target.value)}
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
              maxLength={80}
              value={values.holderName}
              onChange={(e) => set('holderName')(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <Field id="nickname" label="Nickname" required={false} hint="A name to tell your cards apart, such as Office supplies." error={error('nickname')}>
          {(c) => (
            <input
              className={c.className('usa-input')}
              id="nickname"
              name="nickname"
              maxLength={40}
              value={values.nickname}
              onChange={(e) => set('nickname')(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <Checkbox id="isDefault" label="Make this my default card" checked={values.isDefault} onChange={(checked) => setValues((v) => ({ ...v, isDefault: checked }))} />
        <button className="usa-button" type="submit" aria-disabled={busy !== undefined || undefined}>
          Save card
        </button>
      </form>
      <BusyStatus message={busy} />
    </div>
  );
}
