/** A date of a filter form (My Orders, Reconcile): the query schema takes yyyy-mm-dd or m/d/yyyy. */
import { FormGroup } from '../../../shell/components/FormGroup';

interface Props {
  /** The control's id; `name` is the query parameter. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function DateField({ id, name, label, value, onChange, error }: Props) {
  return (
    <FormGroup id={id} label={label} hint="yyyy-mm-dd or m/d/yyyy" error={error}>
      {(c) => (
        <input
          className={c.className('usa-input usa-input--md')}
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
        />
      )}
    </FormGroup>
  );
}
