/**
 * One form for every kind of address: Create (ordinary), NewAAC (AAC/DoDAAC plus its ship-to),
 * OverseasAddress (APO/FPO/DPO), FreightForwarderAddress and DodaacEntry (a DoDAAC shipping overseas, to
 * an APO/FPO/DPO). All save through ggs/profile/address_book_save with their kind; the same input schema
 * checks the fields here first, so the member sees the server's own messages without a round trip.
 */
import { type AddressFormName, type AddressKind, type AddressView, MILITARY_CITIES, MILITARY_STATES, US_STATES } from '@advantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormGroup as Field, type FormGroupControl } from '../../../components/FormGroup';
import { schemaErrors } from '../checks';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote, useFocusTargets } from '../form';
import { type FieldError, fieldErrors, submitForm } from '../submit';
import type { ScreenProps } from '../../types';
import { ADDRESS_BOOK_URL, isObject, readAddress, readForm, readKind, text } from './attributes';
import { Checkbox, envelopeKey } from './parts';

const SAVE_PATH = 'ggs/profile/address_book_save';
const TEXT_FIELDS = ['name', 'aac', 'contactName', 'phone', 'email', 'organization', 'line1', 'line2', 'city', 'state', 'zip'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string> & { isDefault: boolean };

const HEADINGS: Record<AddressFormName, [add: string, edit: string]> = {
  create: ['Add Address', 'Edit Address'],
  newAAC: ['Add AAC/DoDAAC Address', 'Edit AAC/DoDAAC Address'],
  overseas: ['Add APO/FPO/DPO Address', 'Edit APO/FPO/DPO Address'],
  freightForwarder: ['Add Freight Forwarder Address', 'Edit Freight Forwarder Address'],
  dodaac: ['DoDAAC Entry (Overseas Shipping)', 'DoDAAC Entry (Overseas Shipping)'],
};

const INTROS: Record<AddressFormName, string> = {
  create: 'Where orders are delivered, and who receives them.',
  newAAC: 'An Activity Address Code (AAC or DoDAAC) identifies your activity; enter its six characters and the ship-to address.',
  overseas: 'A military or diplomatic post office address: APO (Army and Air Force), FPO (Navy and Marine Corps) or DPO (Department of State).',
  freightForwarder: 'A company in the United States that receives your order and forwards it overseas. Name the company and its U.S. address.',
  dodaac: 'Enter the six-character DoDAAC of the activity overseas and its APO/FPO/DPO ship-to address.',
};

function initialValues(address: AddressView | null, sent: Record<string, unknown>): Values {
  const from = (field: TextField) => (sent[field] !== undefined ? text(sent[field]) : address ? text(address[field]) : '');
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, from(field)])) as Record<TextField, string>;
  return { ...values, isDefault: sent.isDefault === true };
}

export function AddressForm(props: ScreenProps) {
  return <AddressFormView key={envelopeKey(props.envelope)} {...props} />;
}

function AddressFormView({ envelope }: ScreenProps) {
  const navigate = useNavigate();
  const a = envelope.attributes;
  const form = readForm(a.form);
  const kind: AddressKind = readKind(a.kind);
  const address = readAddress(a.address);
  const sent = isObject(a.values) ? a.values : {};
  const id = address?.id ?? (typeof sent.id === 'number' ? sent.id : undefined);
  const military = form === 'overseas' || form === 'dodaac' || ['AA', 'AE', 'AP'].includes(address?.state ?? text(sent.state));
  const [values, setValues] = useState<Values>(() => initialValues(address, sent));
  const [errors, setErrors] = useState<FieldError[]>(() => fieldErrors(a.errors));
  const [busy, setBusy] = useState(false);
  const { summaryRef, focus } = useFocusTargets(errors.length > 0);
  const set = (field: TextField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const error = (field: string) => errorFor(errors, field);
  const fields = TEXT_FIELDS.filter((f) => f !== 'aac' || kind === 'aac');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const payload: Record<string, unknown> = { ...values, kind, ...(id === undefined ? {} : { id }) };
    if (kind !== 'aac') delete payload.aac;
    const found = schemaErrors(SAVE_PATH, payload);
    if (found.length) {
      setErrors(found);
      focus('summary');
      return;
    }
    setBusy(true);
    const outcome = await submitForm(SAVE_PATH, payload, navigate);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      focus('summary');
    } else if (outcome.kind === 'screen' && outcome.envelope.responseName === 'Initial') {
      const savedId = outcome.envelope.attributes.savedId;
      await navigate(`${ADDRESS_BOOK_URL}${typeof savedId === 'number' ? `?saved=${savedId}` : ''}`);
    } else if (outcome.kind === 'screen') {
      setErrors(fieldErrors(outcome.envelope.attributes.errors));
      focus('summary');
    }
  }

  const input = (field: TextField, extra: { autoComplete?: string; type?: string; inputMode?: 'tel' | 'email' | 'numeric' | 'text'; width?: string; maxLength?: number } = {}) =>
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

  const select = (field: 'city' | 'state', options: ReadonlyArray<readonly [string, string]>, placeholder: string) =>
    (c: FormGroupControl) => (
      <select
        className={c.className('usa-select')}
        id={field}
        name={field}
        value={values[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={c.invalid || undefined}
        aria-describedby={c.describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    );

  const [addHeading, editHeading] = HEADINGS[form];
  const forwarder = kind === 'freight_forwarder';
  return (
    <div className="adv-account adv-address-form">
      <h1>{address ? editHeading : addHeading}</h1>
      <p className="usa-intro">{INTROS[form]}</p>
      <ErrorSummary errors={errors} fields={fields} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
        <RequiredNote />
        <Field id="name" label="Address name" required hint="A name you choose, such as Main office. Letters, digits, spaces, underscores and hyphens." error={error('name')}>
          {input('name', { maxLength: 40 })}
        </Field>
        {kind === 'aac'
          ? (
              <Field id="aac" label={form === 'dodaac' ? 'DoDAAC' : 'AAC or DoDAAC'} required hint="Six letters or digits, for example W91QUZ." error={error('aac')}>
                {input('aac', { width: 'sm', maxLength: 6 })}
              </Field>
            )
          : null}
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{forwarder ? 'Freight forwarder' : 'Ship to'}</legend>
          <Field id="organization" label={forwarder ? 'Freight forwarder company' : 'Organization'} required={forwarder} error={error('organization')}>
            {input('organization', { autoComplete: 'organization', maxLength: 100 })}
          </Field>
          <Field id="line1" label={military ? 'Unit, PSC or CMR number and box' : 'Street address'} required hint={military ? 'For example Unit 2050 Box 4190, or PSC 802 Box 74.' : undefined} error={error('line1')}>
            {input('line1', { autoComplete: 'address-line1', maxLength: 100 })}
          </Field>
          <Field id="line2" label={military ? 'Address line 2' : 'Street address line 2'} required={false} error={error('line2')}>
            {input('line2', { autoComplete: 'address-line2', maxLength: 100 })}
          </Field>
          {military
            ? (
                <>
                  <Field id="city" label="APO, FPO or DPO" required error={error('city')}>
                    {select('city', MILITARY_CITIES.map((c) => [c, c] as const), '- Select -')}
                  </Field>
                  <Field id="state" label="Armed Forces state" required error={error('state')}>
                    {select('state', MILITARY_STATES.map(([code, name]) => [code, name] as const), '- Select -')}
                  </Field>
                </>
              )
            : (
                <>
                  <Field id="city" label="City" required error={error('city')}>
                    {input('city', { autoComplete: 'address-level2', maxLength: 60 })}
                  </Field>
                  <Field id="state" label="State or territory" required error={error('state')}>
                    {select('state', US_STATES, '- Select -')}
                  </Field>
                </>
              )}
          <Field id="zip" label="ZIP code" required hint="5 digits, or 5 digits, a hyphen and 4 digits." error={error('zip')}>
            {input('zip', { autoComplete: 'postal-code', inputMode: 'numeric', width: 'md', maxLength: 10 })}
          </Field>
        </fieldset>
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">Contact</legend>
          <Field id="contactName" label="Contact name" required hint="The person who receives the delivery." error={error('contactName')}>
            {input('contactName', { autoComplete: 'name', maxLength: 80 })}
          </Field>
          <Field id="phone" label="Phone number" required hint="10 digits, for example 202-555-0142. Add an extension after x." error={error('phone')}>
            {input('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
          </Field>
          <Field id="email" label="Email address" required error={error('email')}>
            {input('email', { autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: 254 })}
          </Field>
        </fieldset>
        {address?.isDefault
          ? <p className="usa-hint">This is your default shipping address.</p>
          : <Checkbox id="isDefault" label="Make this my default shipping address" checked={values.isDefault} onChange={(checked) => setValues((v) => ({ ...v, isDefault: checked }))} />}
        <ul className="usa-button-group adv-account-actions">
          <li className="usa-button-group__item">
            <button className="usa-button" type="submit" aria-disabled={busy || undefined}>
              Save address
            </button>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--unstyled" to={ADDRESS_BOOK_URL}>
              Cancel
            </Link>
          </li>
        </ul>
        <BusyStatus message={busy ? 'Saving the address ...' : undefined} />
      </form>
    </div>
  );
}
