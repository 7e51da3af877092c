/**
 * Requisition Appropriation Data (checkout/requisition): pay by agency accounting codes (domain.md §3a).
 * The requisitioner's AAC/DoDAAC, fund code, appropriation, object class, and optionally a project or
 * job number and the document number (numbered by the server when blank). Accepted codes answer
 * VerifyEmail, shown in place. The codes charge the AAC: the buyer needs its password once per session
 * (the field is sent along), and without a grant is told so with the link to request one.
 */
import { AAC_ACCESS_TEXT, CHECKOUT_TITLES, type RequisitionAttributes, type VerifyEmailAttributes, upperAscii } from '@advantage/contracts';
import { useState } from 'react';
import { SubmitActions } from '../../components/ButtonGroup';
import { FormGroup as Field } from '../../components/FormGroup';
import { useFormSubmit } from '../../components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote } from '../../components/form/form';
import type { FieldError } from '../../components/form/submit';
import type { ScreenProps } from '../types';
import { AacPasswordField } from '../../components/AacPasswordField';
import { AacRequestHint } from './AacPassword';
import { URLS } from './flow';
import { CheckoutSteps } from './parts';
import { VerifyEmailBody } from './VerifyEmail';

const PATH = 'ggs/cart/select_payment';
const FIELDS = ['aac', 'fundCode', 'appropriation', 'objectClass', 'projectJob', 'documentNumber'] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, { label: string; hint: string; required: boolean; max: number; width?: string }> = {
  aac: { label: 'AAC/DoDAAC', hint: 'The requisitioning activity: six letters or digits, for example W91QUZ.', required: true, max: 6, width: 'sm' },
  fundCode: { label: 'Fund code', hint: 'Two letters or digits.', required: true, max: 2, width: '2xs' },
  appropriation: { label: 'Appropriation', hint: 'The Treasury account symbol, for example 097X4930.', required: true, max: 20, width: 'md' },
  objectClass: { label: 'Object class', hint: 'For example 26.0 (supplies and materials).', required: true, max: 5, width: 'sm' },
  projectJob: { label: 'Project or job number', hint: 'Up to 12 letters, digits or hyphens.', required: false, max: 12, width: 'md' },
  documentNumber: {
    label: 'Document number',
    hint: '14 characters: the AAC, the date as YDDD and a serial. Leave it blank and it is numbered for you.',
    required: false,
    max: 14,
    width: 'lg',
  },
};

/** Errors of the posted `codes` object are reported on its fields. */
const unprefixed = (errors: FieldError[]) => errors.map((e) => ({ ...e, field: e.field.replace(/^codes\./, '') }));

export function Requisition({ envelope }: ScreenProps) {
  const a = envelope.attributes as unknown as RequisitionAttributes;
  const [values, setValues] = useState<Record<Field, string>>(() => ({ ...a.values }));
  const [aacPassword, setAacPassword] = useState('');
  const typedAac = upperAscii(values.aac.trim());
  const [verified, setVerified] = useState<VerifyEmailAttributes>();
  const { errors, busy, status, summaryRef, onSubmit } = useFormSubmit();

  if (verified) return <VerifyEmailBody attributes={verified} />;

  const send = onSubmit(() => ({
    path: PATH,
    payload: { method: 'accounting', codes: values, aacPassword },
    busy: 'Checking the accounting codes ...',
    mapErrors: unprefixed,
    onScreen: (answer) => {
      if (answer.responseName === 'VerifyEmail') setVerified(answer.attributes as unknown as VerifyEmailAttributes);
    },
  }));

  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.requisition}</h1>
      <CheckoutSteps step="Payment" />
      <p className="usa-intro">Your agency is billed with these accounting codes instead of a purchase card.</p>
      <ErrorSummary errors={errors} fields={[...FIELDS, 'aacPassword']} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={send}>
        <RequiredNote />
        {FIELDS.map((field) => {
          const f = LABELS[field];
          return (
            <Field key={field} id={field} label={f.label} required={f.required} hint={f.hint} error={errorFor(errors, field)}>
              {(c) => (
                <input
                  className={`${c.className('usa-input')}${f.width ? ` usa-input--${f.width}` : ''}`}
                  id={field}
                  name={field}
                  maxLength={f.max}
                  spellCheck={false}
                  value={values[field]}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                  aria-invalid={c.invalid || undefined}
                  aria-describedby={c.describedBy}
                />
              )}
            </Field>
          );
        })}
        {typedAac && errorFor(errors, 'aac') === AAC_ACCESS_TEXT.noGrant(typedAac) ? <AacRequestHint aac={typedAac} /> : null}
        <AacPasswordField id="aacPassword" aac={typedAac} value={aacPassword} onChange={setAacPassword} error={errorFor(errors, 'aacPassword')} required={false} />
        <SubmitActions label="Use these accounting codes" busy={busy} back={{ to: URLS.payment, label: 'Pay another way' }} />
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
