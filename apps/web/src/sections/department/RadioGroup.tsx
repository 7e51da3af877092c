/** A required USWDS radio fieldset with its legend, and its error tied to the group. */
interface Props {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function RadioGroup({ name, legend, options, value, onChange, error }: Props) {
  const errorId = `${name}-error`;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      {/* The fieldset carries the field's id: the error summary's link moves the focus to the group. */}
      <fieldset className="usa-fieldset" id={name} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
        <legend className="usa-legend">
          {legend}
          {' '}
          <abbr title="required" className="usa-hint usa-hint--required">
            *
          </abbr>
        </legend>
        {error
          ? (
              <span className="usa-error-message" id={errorId}>
                {error}
              </span>
            )
          : null}
        {options.map((o) => (
          <div className="usa-radio" key={o.value}>
            <input className="usa-radio__input" id={`${name}-${o.value}`} type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <label className="usa-radio__label" htmlFor={`${name}-${o.value}`}>
              {o.label}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
