/**
 * NewAAC ('New AAC/DoDAAC Address') and Create ('AAC Exception Address') of ggs/cart/edit_shipping: adds
 * an address to the member's address book during checkout and ships the order there. The address
 * book's own input schema checks the fields first, so the buyer sees the server's messages at once.
 */
import { CHECKOUT_TITLES, MILITARY_STATES, type ShippingAddressFormAttributes, US_STATES } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormGroup as Field, type FormGroupControl } from '../../components/FormGroup';
import { schemaErrors } from '../profile/checks';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, useFocusTargets } from '../profile/form';
import { type FieldError, submitForm } from '../profile/submit';
import type { ScreenProps } from '../types';
import { afterShipping, URLS } from './flow';
import { CheckoutSteps } from './parts';

const PATH = 'ggs/cart/edit_shipping';
const FIELDS = ['name', 'aac', 'organization', 'line1', 'line2', 'city', 'state', 'zip', 'contactName', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { isDefault: boolean };

const STATES: ReadonlyArray<readonly [string, string]> = [...US_STATES, ...MILITARY_STATES.map(([code, name]) => [code, name] as const)];

/** Errors of the posted `address` object are reported on its fields. */
const unprefixed = (errors: FieldError[]) => errors.map((e) => ({ ...e, field: e.field.replace(/^address\./, '') }));

export function ShippingAddressForm({ envelope }: ScreenProps) {
  const a = envelope.attributes as unknown as ShippingAddressFormAttributes;
  const aac = a.view === 'newAAC';
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => ({
    name: '', aac: '', organization: a.prefill.organization, line1: '', line2: '', city: '', state: '', zip: '',
    contactName: a.prefill.contactName, phone: a.prefill.phone, email: a.prefill.email, isDefault: false,
  }));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const { summaryRef, focus } = useFocusTargets(false);
  const error = (field: Field) => errorFor(errors, field);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address: Record<string, unknown> = { ...values, kind: aac ? 'aac' : 'standard' };
    if (!aac) delete address.aac;
    const payload = { view: a.view, address };
    const found = unprefixed(schemaErrors(PATH, payload));
    if (found.length) {
      setErrors(found);
      focus('summary');
      return;
    }
    setBusy(true);
    const outcome = await submitForm(PATH, payload, navigate);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors(unprefixed(outcome.errors));
      focus('summary');
    } else if (outcome.kind === 'screen' && outcome.envelope.responseName === 'Initial') {
      const attributes = outcome.envelope.attributes;
      await afterShipping(navigate, attributes.paymentChosen === true, typeof attributes.notice === 'string' ? attributes.notice : '');
    }
  }

  const input = (field: Field, extra: { autoComplete?: string; type?: string; inputMode?: 'tel' | 'email' | 'numeric'; width?: string; maxLength?: number } = {}) =>
    (c: FormGroupControl) => (
      <input
        className={`${c.className('usa-input')}${extra.width ? ` usa-input--${extra.width}` : ''}`}
        id={field}
        name={field}
        type={extra.type ?? 'text'}
        value={values[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={c.invalid || undefined}
        aria-describedby={c.describedBy}
        {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
        {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
        {...(extra.maxLength ? { maxLength: extra.maxLength } : {})}
      />
    );

  return (
    <div className="adv-checkout">
      <h1>{aac ? CHECKOUT_TITLES.newAAC : CHECKOUT_TITLES.create}</h1>
      <CheckoutSteps step="Shipping" />
      <p className="usa-intro">
        {aac
          ? 'Enter the six-character AAC or DoDAAC of the receiving activity and its ship-to address. It is added to your address book.'
          : 'Enter the address this order ships to. It is added to your address book.'}
      </p>
      <ErrorSummary errors={errors} fields={FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
        <RequiredNote />
        <Field id="name" label="Address name" required hint="A name you choose, such as Main office. Letters, digits, spaces, underscores and hyphens." error={error('name')}>
          {input('name', { maxLength: 40 })}
        </Field>
        {aac
          ? (
              <Field id="aac" label="AAC or DoDAAC" required hint="Six letters or digits, for example W91QUZ." error={error('aac')}>
                {input('aac', { width: 'sm', maxLength: 6 })}
              </Field>
            )
          : null}
        <Field id="organization" label="Organization" required={false} error={error('organization')}>
          {input('organization', { autoComplete: 'organization', maxLength: 100 })}
        </Field>
        <Field id="line1" label="Street address" required error={error('line1')}>
          {input('line1', { autoComplete: 'address-line1', maxLength: 100 })}
        </Field>
        <Field id="line2" label="Street address line 2" required={false} error={error('line2')}>
          {input('line2', { autoComplete: 'address-line2', maxLength: 100 })}
        </Field>
        <Field id="city" label="City (APO, FPO or DPO for a military post office)" required error={error('city')}>
          {input('city', { autoComplete: 'address-level2', maxLength: 60 })}
        </Field>
        <Field id="state" label="State or territory" required error={error('state')}>
          {(c) => (
            <select
              className={c.className('usa-select')}
              id="state"
              name="state"
              value={values.state}
              onChange={(e) => set('state')(e.target.value)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
            >
              <option value="">- Select -</option>
              {STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="zip" label="ZIP code" required hint="5 digits, or 5 digits, a hyphen and 4 digits." error={error('zip')}>
          {input('zip', { autoComplete: 'postal-code', inputMode: 'numeric', width: 'md', maxLength: 10 })}
        </Field>
        <Field id="contactName" label="Contact name" required hint="The person who receives the delivery." error={error('contactName')}>
          {input('contactName', { autoComplete: 'name', maxLength: 80 })}
        </Field>
        <Field id="phone" label="Phone number" required hint="10 digits, for example 202-555-0142. Add an extension after x." error={error('phone')}>
          {input('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
        </Field>
        <Field id="email" label="Email address" required error={error('email')}>
          {input('email', { autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: 254 })}
        </Field>
        <div className="usa-checkbox">
          <input
            className="usa-checkbox__input"
            id="isDefault"
            type="checkbox"
            checked={values.isDefault}
            onChange={(e) => setValues((v) => ({ ...v, isDefault: e.target.checked }))}
          />
          <label className="usa-checkbox__label" htmlFor="isDefault">
            Make this my default shipping address
          </label>
        </div>
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
              Save and ship here
            </button>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--unstyled" to={URLS.shipping}>
              Cancel
            </Link>
          </li>
        </ul>
        <BusyStatus message={busy ? 'Saving the address ...' : undefined} />
      </form>
    </div>
  );
}
