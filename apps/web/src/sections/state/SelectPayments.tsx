/**
 * state/select_payments (SelectPayments): how the entity pays this order: a purchase card (checkout's payment
 * step checks and keeps it) or the entity's purchase order number, checked by the server's rule here first.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { envelopeKey } from '../../shell/components/envelope-key';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, TextField } from '../../shell/components/form/form';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import type { PropsOf } from '../../kit/screens/types';
import { Notice } from './authorization-parts';

const PATH = 'state/select_payments';

export function SelectPayments(props: PropsOf<typeof PATH, 'SelectPayments'>) {
  return <SelectPaymentsView key={envelopeKey(props.envelope)} {...props} />;
}

function SelectPaymentsView({ envelope }: PropsOf<typeof PATH, 'SelectPayments'>) {
  const [current, setCurrent] = useState(envelope);
  const a = current.attributes;
  const [method, setMethod] = useState<'card' | 'purchaseOrder'>(a.current?.kind === 'card' ? 'card' : 'purchaseOrder');
  const [purchaseOrder, setPurchaseOrder] = useState(a.purchaseOrder);
  const { errors, busy, status, summaryRef, onSubmit, answerIsCurrent } = useFormSubmit({ answer: current });
  const save = onSubmit(() => ({
    path: PATH,
    payload: method === 'card' ? { method } : { method, purchaseOrder },
    busy: 'Saving the method of payment ...',
    onScreen: (answer) => {
      if (answer.responseName !== 'SelectPayments') return false;
      setCurrent(answer);
      return true;
    },
  }));
  return (
    <div className="adv-state">
      <h1>State and Local Payment</h1>
      <p className="usa-intro">{`Choose how ${a.agencyName ?? 'your entity'} pays this order: a purchase card, or your entity’s purchase order.`}</p>
      <Notice message={answerIsCurrent ? a.notice : null} />
      {a.current ? <p>{`Chosen now: ${a.current.label}`}</p> : null}
      <ErrorSummary errors={errors} fields={['method', 'purchaseOrder']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={save}>
        <RequiredNote />
        <fieldset className="usa-fieldset" id="method" tabIndex={-1}>
          <legend className="usa-legend">Method of payment</legend>
          <div className="usa-radio">
            <input className="usa-radio__input" id="method-po" type="radio" name="method" checked={method === 'purchaseOrder'} onChange={() => setMethod('purchaseOrder')} />
            <label className="usa-radio__label" htmlFor="method-po">Purchase order of my entity</label>
          </div>
          <div className="usa-radio">
            <input className="usa-radio__input" id="method-card" type="radio" name="method" checked={method === 'card'} onChange={() => setMethod('card')} />
            <label className="usa-radio__label" htmlFor="method-card">Purchase card (next step: the card’s details)</label>
          </div>
        </fieldset>
        {method === 'purchaseOrder'
          ? (
              <TextField
                id="purchaseOrder"
                label="Purchase order number"
                hint="As your entity issued it: letters, digits, hyphens, slashes and periods, up to 30."
                value={purchaseOrder}
                onChange={(v) => setPurchaseOrder(v.toUpperCase())}
                error={errorFor(errors, 'purchaseOrder')}
                maxLength={30}
                width="md"
              />
            )
          : null}
        <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
          Continue
        </button>
        <BusyStatus message={status} />
      </form>
      {a.saved
        ? (
            <p>
              <Link className="usa-link" to="/ws/checkout/checkout_review">Continue to review</Link>
            </p>
          )
        : null}
    </div>
  );
}
