/**
 * NewAAC ('New AAC/DoDAAC Address') and Create ('AAC Exception Address') of ggs/cart/edit_shipping: adds
 * an address to the member's address book during checkout and ships the order there. The address
 * book's own input schema checks the fields first, so the buyer sees the server's messages at once. An
 * AAC/DoDAAC address is taken only with the buyer's grant for the AAC and its password (once per session).
 */
import { AAC_ACCESS_TEXT, CHECKOUT_TITLES, MILITARY_STATES, US_STATES, upperAscii } from '@advantage/contracts';
import { useState } from 'react';
import { SubmitActions } from '../../shell/components/ButtonGroup';
import { ADDRESS_FIELDS, AddressFields, type AddressValues, type ShipToWords } from '../../shell/components/AddressFields';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote } from '../../shell/components/form/form';
import type { FieldError } from '../../shell/components/form/submit';
import type { PropsOf } from '../../kit/screens/types';
import { AacPasswordField } from '../../shell/components/AacPasswordField';
import { AacRequestHint } from './AacPassword';
import { afterShipping, URLS } from './flow';
import { CheckoutSteps } from './parts';

const PATH = 'ggs/cart/edit_shipping';
type Values = AddressValues & { isDefault: boolean };

/** Checkout takes any address the book takes; a military post office is typed into the city field. */
const SHIP_TO: ShipToWords = {
  organization: { label: 'Organization', required: false },
  line1: { label: 'Street address' },
  line2: 'Street address line 2',
  city: { label: 'City (APO, FPO or DPO for a military post office)' },
  state: { label: 'State or territory', options: [...US_STATES, ...MILITARY_STATES.map(([code, name]) => [code, name] as const)] },
};

/** Errors of the posted `address` object are reported on its fields. */
const unprefixed = (errors: FieldError[]) => errors.map((e) => ({ ...e, field: e.field.replace(/^address\./, '') }));

export function ShippingAddressForm({ envelope }: PropsOf<'ggs/cart/edit_shipping', 'NewAAC' | 'Create'>) {
  const a = envelope.attributes;
  const aac = a.view === 'newAAC';
  const [values, setValues] = useState<Values>(() => ({
    name: '', aac: '', organization: a.prefill.organization, line1: '', line2: '', city: '', state: '', zip: '',
    contactName: a.prefill.contactName, phone: a.prefill.phone, email: a.prefill.email, isDefault: false,
  }));
  const [aacPassword, setAacPassword] = useState('');
  const typedAac = upperAscii(values.aac.trim());
  const { errors, busy, status, summaryRef, onSubmit, navigate } = useFormSubmit();

  const save = onSubmit(() => {
    const address: Record<string, unknown> = { ...values, kind: aac ? 'aac' : 'standard' };
    if (!aac) delete address.aac;
    return {
      path: PATH,
      payload: aac ? { view: a.view, address, aacPassword } : { view: a.view, address },
      busy: 'Saving the address ...',
      mapErrors: unprefixed,
      onScreen: async ({ responseName, attributes }) => {
        if (responseName !== 'Initial') return;
        await afterShipping(navigate, attributes.paymentChosen === true, typeof attributes.notice === 'string' ? attributes.notice : '');
      },
    };
  });

  return (
    <div className="adv-checkout">
      <h1>{aac ? CHECKOUT_TITLES.newAAC : CHECKOUT_TITLES.create}</h1>
      <CheckoutSteps step="Shipping" />
      <p className="usa-intro">
        {aac
          ? 'Enter the six-character AAC or DoDAAC of the receiving activity and its ship-to address. It is added to your address book.'
          : 'Enter the address this order ships to. It is added to your address book.'}
      </p>
      <ErrorSummary errors={errors} fields={aac ? [...ADDRESS_FIELDS, 'aacPassword'] : ADDRESS_FIELDS} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={save}>
        <RequiredNote />
        <AddressFields
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          errorOf={(field) => errorFor(errors, field)}
          aacLabel={aac ? 'AAC or DoDAAC' : null}
          shipTo={SHIP_TO}
        />
        {aac && typedAac && errorFor(errors, 'aac') === AAC_ACCESS_TEXT.noGrant(typedAac) ? <AacRequestHint aac={typedAac} /> : null}
        {aac
          ? <AacPasswordField id="aacPassword" aac={typedAac} value={aacPassword} onChange={setAacPassword} error={errorFor(errors, 'aacPassword')} required={false} />
          : null}
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
        <SubmitActions label="Save and ship here" busy={busy} back={{ to: URLS.shipping, label: 'Cancel' }} />
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
