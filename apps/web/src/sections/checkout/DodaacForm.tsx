/**
 * A DoDAAC posted on its own from a checkout screen (the breakbulk point, a consignee to ship to): one
 * short field and its button. The server alone checks it; its message lands on the field, which takes
 * the focus (there is no error summary for one field).
 */
import { AAC_ACCESS_TEXT, type Envelope, upperAscii } from '@advantage/contracts';
import { useState } from 'react';
import type { NavigateFunction } from 'react-router';
import { FormGroup } from '../../shell/components/FormGroup';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { errorFor } from '../../shell/components/form/form';
import { AacPasswordField } from '../../shell/components/AacPasswordField';
import { AacRequestHint } from './AacPassword';

interface DodaacFormProps {
  path: 'checkout/select_breakbulk' | 'checkout/select_consigneeaac';
  /** The control's id; `name` is the body field, and the field the server's errors name. */
  id: string;
  name: string;
  label: string;
  hint: string;
  /** false: marked '(optional)'; undefined: neither marker. */
  required?: boolean;
  initial?: string;
  submitLabel: string;
  /** A consignee is ordered to: the AAC password goes along, for an AAC not unlocked in this session yet. */
  withAacPassword?: boolean;
  /** The answer accepted it: where to go on. */
  onSaved: (answer: Envelope, navigate: NavigateFunction) => void | Promise<void>;
}

export function DodaacForm({ path, id, name, label, hint, required, initial = '', submitLabel, onSaved, withAacPassword = false }: DodaacFormProps) {
  const [value, setValue] = useState(initial);
  const [password, setPassword] = useState('');
  const passwordId = `${id}-password`;
  const { errors, busy, onSubmit, navigate } = useFormSubmit({ errorField: id });
  const toIds = (found: Array<{ field: string; message: string }>) => found.map((e) => (e.field === 'aacPassword' ? { ...e, field: passwordId } : e));
  const payload = withAacPassword ? { [name]: value, aacPassword: password } : { [name]: value };
  const save = onSubmit(() => ({ path, payload, check: () => [], mapErrors: toIds, onScreen: (answer) => onSaved(answer, navigate) }));
  const aacError = errorFor(errors, name);
  const typed = upperAscii(value.trim());

  return (
    <form className="usa-form adv-checkout__inline-form" noValidate onSubmit={save}>
      <FormGroup id={id} label={label} required={required} hint={hint} error={aacError}>
        {(c) => (
          <input
            className={`${c.className('usa-input')} usa-input--sm`}
            id={id}
            name={name}
            maxLength={6}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={c.invalid || undefined}
            aria-describedby={c.describedBy}
          />
        )}
      </FormGroup>
      {withAacPassword && typed && aacError === AAC_ACCESS_TEXT.noGrant(typed) ? <AacRequestHint aac={typed} /> : null}
      {withAacPassword
        ? <AacPasswordField id={passwordId} aac={typed} value={password} onChange={setPassword} error={errorFor(errors, passwordId)} required={false} />
        : null}
      <button className="usa-button usa-button--outline" type="submit" aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}
