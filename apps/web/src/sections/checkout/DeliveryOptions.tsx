/**
 * Delivery Options (checkout/delivery_options): each order's "Deliver on or before" date (docs/product/validation-rules.md date
 * rule, not in the past) and PO notes (at most 500 characters), saved with checkout/checkout_controller.
 */
import { CHECKOUT_TEXT, CHECKOUT_TITLES, PO_NOTES_MAX } from '@advantage/contracts';
import { useState } from 'react';
import { SubmitActions } from '../../shell/components/ButtonGroup';
import { FormGroup as Field } from '../../shell/components/FormGroup';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor } from '../../shell/components/form/form';
import type { FieldError } from '../../shell/components/form/submit';
import type { PropsOf } from '../../kit/screens/types';
import { URLS } from './flow';
import { CheckoutSteps, dateText } from './parts';

const PATH = 'checkout/checkout_controller';

/** The server reports `orders.<n>.<field>`; the form's controls are `order-<n>-<field>`. */
const fieldId = (n: number, field: 'deliverBy' | 'notes') => `order-${n}-${field}`;
const toFormIds = (errors: FieldError[]) => errors.map((e) => ({ ...e, field: e.field.replace(/^orders\.(\d+)\.(deliverBy|notes)$/, 'order-$1-$2') }));

export function DeliveryOptions({ envelope }: PropsOf<'checkout/delivery_options', 'DeliveryOptions'>) {
  const a = envelope.attributes;
  const [rows, setRows] = useState(() => a.orders.map((o) => ({ key: o.key, deliverBy: o.deliverBy ?? '', notes: o.notes })));
  const { errors, busy, status, summaryRef, onSubmit, navigate } = useFormSubmit();
  const ids = a.orders.flatMap((_, n) => [fieldId(n, 'deliverBy'), fieldId(n, 'notes')]);
  const set = (n: number, field: 'deliverBy' | 'notes', value: string) => setRows((r) => r.map((row, i) => (i === n ? { ...row, [field]: value } : row)));

  const save = onSubmit(() => ({
    path: PATH,
    payload: { orders: rows },
    busy: 'Saving the delivery options ...',
    mapErrors: toFormIds,
    onScreen: () => navigate(URLS.review, { state: { notice: CHECKOUT_TEXT.deliverySaved } }),
  }));

  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.deliveryOptions}</h1>
      <CheckoutSteps step="Review" />
      <p className="usa-intro">Each contractor receives its own order. Give each one a date to deliver by, if you need one, and notes for the contractor.</p>
      <ErrorSummary errors={errors} fields={ids} summaryRef={summaryRef} />
      {a.orders.length === 0
        ? <p>Your shopping cart is empty.</p>
        : (
            <form className="usa-form usa-form--large" noValidate onSubmit={save}>
              {a.orders.map((order, n) => (
                <fieldset key={order.key} className="usa-fieldset adv-checkout__order">
                  <legend className="usa-legend usa-legend--large">{`Order ${n + 1}: ${order.contractorName} (contract ${order.contractNumber})`}</legend>
                  <Field
                    id={fieldId(n, 'deliverBy')}
                    label="Deliver on or before"
                    required={false}
                    hint={`mm/dd/yyyy or yyyy-mm-dd, ${dateText(a.earliestDate)} or later. Leave blank for the contractor’s normal delivery time.`}
                    error={errorFor(errors, fieldId(n, 'deliverBy'))}
                  >
                    {(c) => (
                      <input
                        className={`${c.className('usa-input')} usa-input--md`}
                        id={fieldId(n, 'deliverBy')}
                        name={fieldId(n, 'deliverBy')}
                        maxLength={10}
                        value={rows[n]!.deliverBy}
                        onChange={(e) => set(n, 'deliverBy', e.target.value)}
                        aria-invalid={c.invalid || undefined}
                        aria-describedby={c.describedBy}
                      />
                    )}
                  </Field>
                  <Field
                    id={fieldId(n, 'notes')}
                    label="PO notes"
                    required={false}
                    hint={`Options such as colors or sizes, or text to stamp. At most ${PO_NOTES_MAX} characters; ${PO_NOTES_MAX - rows[n]!.notes.length} left.`}
                    error={errorFor(errors, fieldId(n, 'notes'))}
                  >
                    {(c) => (
                      <textarea
                        className={c.className('usa-textarea')}
                        id={fieldId(n, 'notes')}
                        name={fieldId(n, 'notes')}
                        rows={3}
                        value={rows[n]!.notes}
                        onChange={(e) => set(n, 'notes', e.target.value)}
                        aria-invalid={c.invalid || undefined}
                        aria-describedby={c.describedBy}
                      />
                    )}
                  </Field>
                </fieldset>
              ))}
              <SubmitActions label="Save delivery options" busy={busy} back={{ to: URLS.review, label: 'Back to the order review' }} />
              <BusyStatus message={status} />
            </form>
          )}
    </div>
  );
}
