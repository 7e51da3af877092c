/** USWDS form fields of the advanced search: label, hint, inline error tied to the control. */
import { FormGroup } from '../../../shell/components/FormGroup';

interface Common {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
}

export function TextField(props: Common & { value: string; onChange: (v: string) => void; inputMode?: 'text' | 'decimal'; maxLength?: number }) {
  const { id, hint, error, label, value, onChange, inputMode, maxLength = 200 } = props;
  return (
    <FormGroup id={id} label={label} hint={hint} error={error}>
      {({ describedBy }) => (
        <input
          className={`usa-input${error ? ' usa-input--error' : ''}`}
          id={id}
          name={id}
          type="text"
          value={value}
          maxLength={maxLength}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormGroup>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** Options under a heading (a category's subcategories). */
  group?: string;
}

export function SelectField(props: Common & { value: string; onChange: (v: string) => void; choices: readonly Choice[]; any: string }) {
  const { id, hint, error, label, value, onChange, choices, any } = props;
  const groups = [...new Set(choices.map((c) => c.group ?? ''))];
  const options = (group: string) =>
    choices
      .filter((c) => (c.group ?? '') === group)
      .map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ));
  return (
    <FormGroup id={id} label={label} hint={hint} error={error}>
      {({ describedBy }) => (
        <select
          className={`usa-select${error ? ' usa-input--error' : ''}`}
          id={id}
          name={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{any}</option>
          {groups.map((group) =>
            group
              ? (
                  <optgroup key={group} label={group}>
                    {options(group)}
                  </optgroup>
                )
              : options(''),
          )}
        </select>
      )}
    </FormGroup>
  );
}

export function CheckboxGroup(props: { id: string; legend: string; values: readonly string[]; onChange: (v: string[]) => void; choices: readonly Choice[] }) {
  const { id, legend, values, onChange, choices } = props;
  if (!choices.length) return null;
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset className="usa-fieldset adv-advanced__checks">
      <legend className="usa-legend">{legend}</legend>
      {choices.map((c) => (
        <div key={c.value} className="usa-checkbox">
          <input
            className="usa-checkbox__input"
            id={`${id}-${c.value}`}
            type="checkbox"
            name={id}
            value={c.value}
            checked={values.includes(c.value)}
            onChange={(event) => toggle(c.value, event.target.checked)}
          />
          <label className="usa-checkbox__label" htmlFor={`${id}-${c.value}`}>
            {c.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
