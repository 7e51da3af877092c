/**
 * The fields of an address-book address, in one place for the two forms that add one: the account's
 * address book (every kind, in "Ship to" and "Contact" fieldsets) and checkout's new shipping address.
 * Both post the address book's input schema, so the ids are its field names and its messages land here.
 */
import type { ReactNode } from 'react';
import { FormGroup, type FormGroupControl } from './FormGroup';

export const ADDRESS_FIELDS = ['name', 'aac', 'organization', 'line1', 'line2', 'city', 'state', 'zip', 'contactName', 'phone', 'email'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
type Options = ReadonlyArray<readonly [value: string, label: string]>;

/** What differs with the kind of address: the words of the ship-to fields and which of them are lists. */
export interface ShipToWords {
  organization: { label: string; required: boolean };
  line1: { label: string; hint?: string | undefined };
  line2: string;
  /** With options, a list to choose from (a military post office); without, a text field. */
  city: { label: string; options?: Options | undefined };
  state: { label: string; options: Options };
}

interface AddressFieldsProps {
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  errorOf: (field: AddressField) => string | undefined;
  /** The AAC field's label; null for an address without one. */
  aacLabel: string | null;
  shipTo: ShipToWords;
  /** The address book groups the fields under these legends; checkout lists them plainly. */
  legends?: { shipTo: string; contact: string } | undefined;
}

interface InputExtra {
  autoComplete?: string;
  type?: string;
  inputMode?: 'tel' | 'email' | 'numeric';
  width?: string;
  maxLength?: number;
}

export function AddressFields({ values, onChange, errorOf, aacLabel, shipTo, legends }: AddressFieldsProps) {
  const group = (field: AddressField, label: string, required: boolean, hint: string | undefined, control: (c: FormGroupControl) => ReactNode) => (
    <FormGroup id={field} label={label} required={required} hint={hint} error={errorOf(field)}>
      {control}
    </FormGroup>
  );
  const input = (field: AddressField, extra: InputExtra = {}) => (c: FormGroupControl) => (
    <input
      className={`${c.className('usa-input')}${extra.width ? ` usa-input--${extra.width}` : ''}`}
      id={field}
      name={field}
      type={extra.type ?? 'text'}
      value={values[field]}
      onChange={(e) => onChange(field, e.target.value)}
      aria-invalid={c.invalid || undefined}
      aria-describedby={c.describedBy}
      {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      {...(extra.maxLength ? { maxLength: extra.maxLength } : {})}
    />
  );
  const select = (field: 'city' | 'state', options: Options) => (c: FormGroupControl) => (
    <select
      className={c.className('usa-select')}
      id={field}
      name={field}
      value={values[field]}
      onChange={(e) => onChange(field, e.target.value)}
      aria-invalid={c.invalid || undefined}
      aria-describedby={c.describedBy}
    >
      <option value="">- Select -</option>
      {options.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
  // Without legends the fields stand directly in the form.
  const section = (legend: string | undefined, children: ReactNode) =>
    legend
      ? (
          <fieldset className="usa-fieldset">
            <legend className="usa-legend usa-legend--large">{legend}</legend>
            {children}
          </fieldset>
        )
      : children;

  const { organization, line1, line2, city, state } = shipTo;
  return (
    <>
      {group('name', 'Address name', true, 'A name you choose, such as Main office. Letters, digits, spaces, underscores and hyphens.', input('name', { maxLength: 40 }))}
      {aacLabel === null ? null : group('aac', aacLabel, true, 'Six letters or digits, for example W91QUZ.', input('aac', { width: 'sm', maxLength: 6 }))}
      {section(
        legends?.shipTo,
        <>
          {group('organization', organization.label, organization.required, undefined, input('organization', { autoComplete: 'organization', maxLength: 100 }))}
          {group('line1', line1.label, true, line1.hint, input('line1', { autoComplete: 'address-line1', maxLength: 100 }))}
          {group('line2', line2, false, undefined, input('line2', { autoComplete: 'address-line2', maxLength: 100 }))}
          {group('city', city.label, true, undefined, city.options ? select('city', city.options) : input('city', { autoComplete: 'address-level2', maxLength: 60 }))}
          {group('state', state.label, true, undefined, select('state', state.options))}
          {group('zip', 'ZIP code', true, '5 digits, or 5 digits, a hyphen and 4 digits.', input('zip', { autoComplete: 'postal-code', inputMode: 'numeric', width: 'md', maxLength: 10 }))}
        </>,
      )}
      {section(
        legends?.contact,
        <>
          {group('contactName', 'Contact name', true, 'The person who receives the delivery.', input('contactName', { autoComplete: 'name', maxLength: 80 }))}
          {group('phone', 'Phone number', true, '10 digits, for example 202-555-0142. Add an extension after x.', input('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' }))}
          {group('email', 'Email address', true, undefined, input('email', { autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: 254 }))}
        </>,
      )}
    </>
  );
}
