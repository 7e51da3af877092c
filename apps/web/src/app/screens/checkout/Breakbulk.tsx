/**
 * The breakbulk point of an overseas shipment (checkout/select_breakbulk): the DoDAAC of the point where
 * a consolidated surface shipment is broken down. Saved in place; blank clears it.
 */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormGroup } from '../../components/FormGroup';
import { errorFor } from '../profile/form';
import { type FieldError, submitForm } from '../profile/submit';
import { URLS } from './flow';

export function Breakbulk({ current }: { current: string | null }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(current ?? '');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await submitForm('checkout/select_breakbulk', { breakbulkPoint: value }, navigate);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      document.getElementById('breakbulkPoint')?.focus();
    } else if (outcome.kind === 'screen') {
      await navigate(URLS.review, { replace: true, state: { notice: CHECKOUT_TEXT.breakbulkSaved } });
    }
  }

  return (
    <form className="usa-form adv-checkout__inline-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormGroup
        id="breakbulkPoint"
        label="Breakbulk point"
        required={false}
        hint="For an overseas surface shipment: the DoDAAC of the point where it is broken down, six letters or digits."
        error={errorFor(errors, 'breakbulkPoint')}
      >
        {(c) => (
          <input
            className={`${c.className('usa-input')} usa-input--sm`}
            id="breakbulkPoint"
            name="breakbulkPoint"
            maxLength={6}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={c.invalid || undefined}
            aria-describedby={c.describedBy}
          />
        )}
      </FormGroup>
      <button className="usa-button usa-button--outline" type="submit" aria-disabled={busy || undefined}>
        Save breakbulk point
      </button>
    </form>
  );
}
