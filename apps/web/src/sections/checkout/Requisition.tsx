/**
 * Requisition Appropriation Data (checkout/requisition): pay by agency accounting codes (docs/product/fedstrip.md).
 * The requisitioner's AAC/DoDAAC, fund code, appropriation, object class, and optionally a project or
 * job number and the document number (numbered by the server when blank). Accepted codes answer
 * VerifyEmail, shown in place. The codes charge the AAC: the buyer needs its password once per session
 * (the field is sent along), and without a grant is told so with the link to request one. Saved lines of
 * accounting (Manage Methods of Payment) fill the fields, which stay editable.
 */
import { AAC_ACCESS_TEXT, CHECKOUT_TITLES, type VerifyEmailAttributes, upperAscii } from '@advantage/contracts';
import { useState } from 'react';
import { SubmitActions } from '../../shell/components/ButtonGroup';
import { AccountingCodeFields } from '../../shell/components/AccountingCodeFields';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote } from '../../shell/components/form/form';
import type { FieldError } from '../../shell/components/form/submit';
import type { PropsOf } from '../../kit/screens/types';
import { AacPasswordField } from '../../shell/components/AacPasswordField';
import { AacRequestHint } from './AacPassword';
import { URLS } from './flow';
import { CheckoutSteps } from './parts';
import { SavedCodesChoice } from './SavedCodesChoice';
import { VerifyEmailBody } from './VerifyEmail';

const PATH = 'ggs/cart/select_payment';
const FIELDS = ['aac', 'fundCode', 'appropriation', 'objectClass', 'projectJob', 'documentNumber'] as const;
type Field = (typeof FIELDS)[number];

/** Errors of the posted `codes` object are reported on its fields. */
const unprefixed = (errors: FieldError[]) => errors.map((e) => ({ ...e, field: e.field.replace(/^codes\./, '') }));

export function Requisition({ envelope }: PropsOf<'checkout/requisition', 'Requisition'>) {
  const a = envelope.attributes;
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
      if (answer.responseName === 'VerifyEmail') setVerified(answer.attributes);
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
        {Array.isArray(a.savedCodes) && a.savedCodes.length > 0
          ? <SavedCodesChoice saved={a.savedCodes} onChoose={(codes) => setValues((v) => ({ ...v, ...codes }))} />
          : null}
        <AccountingCodeFields
          fields={FIELDS}
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          errorOf={(field) => errorFor(errors, field)}
        />
        {typedAac && errorFor(errors, 'aac') === AAC_ACCESS_TEXT.noGrant(typedAac) ? <AacRequestHint aac={typedAac} /> : null}
        <AacPasswordField id="aacPassword" aac={typedAac} value={aacPassword} onChange={setAacPassword} error={errorFor(errors, 'aacPassword')} required={false} />
        <SubmitActions label="Use these accounting codes" busy={busy} back={{ to: URLS.payment, label: 'Pay another way' }} />
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
