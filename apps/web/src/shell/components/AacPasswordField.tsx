/**
 * The "AAC password" field of a form that orders to or chooses an AAC (checkout, FEDSTRIP): asked once per
 * session, where the server asks for it.
 */
import { AAC_ACCESS_TEXT } from '@advantage/contracts';
import { FormGroup } from './FormGroup';

interface FieldProps {
  id: string;
  aac: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** false on forms where the password is needed only when the AAC is not unlocked yet. */
  required?: boolean;
  /** Another hint where the server's own message for the field would say the same as the default one. */
  hint?: string;
}

export function AacPasswordField({ id, aac, value, onChange, error, required, hint: given }: FieldProps) {
  const hint = given ?? (aac ? AAC_ACCESS_TEXT.passwordNeeded(aac) : 'The password of the AAC, needed once per session.');
  return (
    <FormGroup id={id} label={AAC_ACCESS_TEXT.passwordLabel} required={required} hint={hint} error={error}>
      {(c) => (
        <input
          className={`${c.className('usa-input')} usa-input--md`}
          id={id}
          name={id}
          type="password"
          autoComplete="off"
          maxLength={64}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
        />
      )}
    </FormGroup>
  );
}
