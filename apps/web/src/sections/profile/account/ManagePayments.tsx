/**
 * profile/manage_payments ("Manage Methods of Payment"): the member's saved purchase cards (brand, last four
 * digits, expiry, nickname, default) and the form to add one, then the saved accounting codes
 * (SavedAccountingCodes). The card number is checked here with the purchase-card rules, sent once, and
 * forgotten: the screen keeps only what the server answers, which never includes the number. There is no CVV field.
 */
import { CARD_EXPIRY_MARGIN_DAYS, CARD_LIMITS, cardLabel, type SavedCardView } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { envelopeKey } from '../../../shell/components/envelope-key';
import { CardFields } from '../../../shell/components/CardFields';
import { useFocusLater } from '../../../shell/components/useFocusLater';
import { useFormSubmit } from '../../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, TextField } from '../../../shell/components/form/form';
import { fieldErrors } from '../../../shell/components/form/submit';
import type { PropsOf } from '../../../kit/screens/types';
import { readCards, text } from './attributes';
import { Checkbox, ConfirmAction, Notice } from './parts';
import { SavedAccountingCodes } from './SavedAccountingCodes';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props = PropsOf<'profile/manage_payments' | 'profile/manage_payments_save' | 'profile/manage_payments_delete' | 'profile/manage_payments_save_codes' | 'profile/manage_payments_delete_codes', 'ManagePayments'>;

const SAVE_PATH = 'profile/manage_payments_save';
const FIELDS = ['cardNumber', 'expiry', 'holderName', 'nickname'] as const;
type Values = Record<(typeof FIELDS)[number], string> & { isDefault: boolean };
const EMPTY: Values = { cardNumber: '', expiry: '', holderName: '', nickname: '', isDefault: false };

export function ManagePayments(props: Props) {
  return <ManagePaymentsView key={envelopeKey(props.envelope)} {...props} />;
}

function ManagePaymentsView({ envelope }: Props) {
  const [cards, setCards] = useState<SavedCardView[]>(() => readCards(envelope.attributes.cards));
  const [notice, setNotice] = useState<string | undefined>(() => text(envelope.attributes.notice) || undefined);
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, busy, status, summaryRef, submit } = useFormSubmit({ initialErrors: () => fieldErrors(envelope.attributes.errors) });
  const [noticeRef, focusNotice] = useFocusLater<HTMLDivElement>();
  const error = (field: string) => errorFor(errors, field);

  /**
   * Posts and shows the answer in place; the payload object is emptied of the number once sent. Only the
   * new card is checked here: a default change or a delete carries nothing the member typed.
   */
  async function post(path: typeof SAVE_PATH | 'profile/manage_payments_delete', payload: Record<string, unknown>, message: string, checked = false) {
    let saved = false;
    await submit({
      path,
      payload,
      busy: message,
      ...(checked ? {} : { check: () => [] }),
      onSend: () => setNotice(undefined),
      onScreen: ({ attributes: a }) => {
        setCards(readCards(a.cards));
        if (fieldErrors(a.errors).length > 0) return false;
        setErrors([]);
        setNotice(text(a.notice) || undefined);
        focusNotice();
        saved = true;
        return true;
      },
    });
    // A 401 keeps the request to replay after sign-in, across the provider's redirect: never with the number.
    delete payload.cardNumber;
    return saved;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await post(SAVE_PATH, { ...values }, 'Saving the card ...', true)) setValues(EMPTY);
  }

  return (
    <div className="adv-account adv-payments">
      <h1>Manage Methods of Payment</h1>
      <p className="usa-intro">Government purchase cards and agency accounting codes you pay with at checkout. Of a card, only the card type, the last four digits and the expiration date are kept.</p>
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
                              aria-disabled={busy || undefined}
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
                        busy={busy}
                        onConfirm={() => void post('profile/manage_payments_delete', { id: card.id }, 'Deleting the card ...')}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
      <h2 id="add-card-heading">Add a purchase card</h2>
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="add-card-heading">
        <RequiredNote />
        <CardFields
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          errorOf={error}
          hints={{
            cardNumber: 'The 16 digits of your GSA SmartPay purchase card.',
            expiry: `MM/YYYY, for example 04/2028. The card must be valid for at least ${CARD_EXPIRY_MARGIN_DAYS} more days.`,
          }}
          holderNameMax={CARD_LIMITS.holderName}
        />
        <TextField
          id="nickname"
          label="Nickname"
          optional
          hint="A name to tell your cards apart, such as Office supplies."
          maxLength={40}
          value={values.nickname}
          onChange={(nickname) => setValues((v) => ({ ...v, nickname }))}
          error={error('nickname')}
        />
        <Checkbox id="isDefault" label="Make this my default card" checked={values.isDefault} onChange={(checked) => setValues((v) => ({ ...v, isDefault: checked }))} />
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Save card
        </button>
      </form>
      <BusyStatus message={status} />
      <SavedAccountingCodes initial={envelope.attributes.accountingCodes} />
    </div>
  );
}
