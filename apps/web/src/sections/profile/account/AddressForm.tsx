/**
 * One form for every kind of address: Create (ordinary), NewAAC (AAC/DoDAAC plus its ship-to),
 * OverseasAddress (APO/FPO/DPO), FreightForwarderAddress and DodaacEntry (a DoDAAC shipping overseas, to
 * an APO/FPO/DPO). All save through ggs/profile/address_book_save with their kind; the same input schema
 * checks the fields here first, so the member sees the server's own messages without a round trip.
 */
import { type AddressFormName, type AddressKind, type AddressView, MILITARY_CITIES, MILITARY_STATES, US_STATES } from '@advantage/contracts';
import { useState } from 'react';
import { SubmitActions } from '../../../shell/components/ButtonGroup';
import { envelopeKey } from '../../../shell/components/envelope-key';
import { type AddressField, ADDRESS_FIELDS, AddressFields, type AddressValues, type ShipToWords } from '../../../shell/components/AddressFields';
import { useFormSubmit } from '../../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary, errorFor, RequiredNote } from '../../../shell/components/form/form';
import { fieldErrors } from '../../../shell/components/form/submit';
import type { PropsOf } from '../../../kit/screens/types';
import { ADDRESS_BOOK_URL, isObject, readAddress, readForm, readKind, text } from './attributes';
import { Checkbox } from './parts';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props
  = | PropsOf<'ggs/profile/address_book' | 'ggs/profile/address_book_save', 'NewAAC' | 'Create'>
    | PropsOf<'profile/overseas_address', 'OverseasAddress'>
    | PropsOf<'profile/freight_forwarder_address', 'FreightForwarderAddress'>
    | PropsOf<'profile/dodaac_entry', 'DodaacEntry'>;

const SAVE_PATH = 'ggs/profile/address_book_save';
type Values = AddressValues & { isDefault: boolean };

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

/** A military post office is chosen from lists; a freight forwarder is a company, so its name is required. */
function shipToWords(military: boolean, forwarder: boolean): ShipToWords {
  const organization = { label: forwarder ? 'Freight forwarder company' : 'Organization', required: forwarder };
  return military
    ? {
        organization,
        line1: { label: 'Unit, PSC or CMR number and box', hint: 'For example Unit 2050 Box 4190, or PSC 802 Box 74.' },
        line2: 'Address line 2',
        city: { label: 'APO, FPO or DPO', options: MILITARY_CITIES.map((c) => [c, c] as const) },
        state: { label: 'Armed Forces state', options: MILITARY_STATES.map(([code, name]) => [code, name] as const) },
      }
    : {
        organization,
        line1: { label: 'Street address' },
        line2: 'Street address line 2',
        city: { label: 'City' },
        state: { label: 'State or territory', options: US_STATES },
      };
}

function initialValues(address: AddressView | null, sent: Record<string, unknown>): Values {
  const from = (field: AddressField) => (sent[field] !== undefined ? text(sent[field]) : address ? text(address[field]) : '');
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, from(field)])) as AddressValues;
  return { ...values, isDefault: sent.isDefault === true };
}

export function AddressForm(props: Props) {
  return <AddressFormView key={envelopeKey(props.envelope)} {...props} />;
}

function AddressFormView({ envelope }: Props) {
  const a = envelope.attributes;
  const form = readForm(a.form);
  const kind: AddressKind = readKind(a.kind);
  const address = readAddress(a.address);
  const sent = isObject(a.values) ? a.values : {};
  const id = address?.id ?? (typeof sent.id === 'number' ? sent.id : undefined);
  const military = form === 'overseas' || form === 'dodaac' || ['AA', 'AE', 'AP'].includes(address?.state ?? text(sent.state));
  const [values, setValues] = useState<Values>(() => initialValues(address, sent));
  const { errors, busy, status, summaryRef, onSubmit, navigate } = useFormSubmit({ initialErrors: () => fieldErrors(a.errors) });
  const error = (field: string) => errorFor(errors, field);
  const fields = ADDRESS_FIELDS.filter((f) => f !== 'aac' || kind === 'aac');

  const save = onSubmit(() => {
    const payload: Record<string, unknown> = { ...values, kind, ...(id === undefined ? {} : { id }) };
    if (kind !== 'aac') delete payload.aac;
    return {
      path: SAVE_PATH,
      payload,
      busy: 'Saving the address ...',
      onScreen: async (answer) => {
        if (answer.responseName !== 'Initial') return false;
        const savedId = answer.attributes.savedId;
        await navigate(`${ADDRESS_BOOK_URL}${typeof savedId === 'number' ? `?saved=${savedId}` : ''}`);
        return true;
      },
    };
  });

  const [addHeading, editHeading] = HEADINGS[form];
  const forwarder = kind === 'freight_forwarder';
  return (
    <div className="adv-account adv-address-form">
      <h1>{address ? editHeading : addHeading}</h1>
      <p className="usa-intro">{INTROS[form]}</p>
      <ErrorSummary errors={errors} fields={fields} summaryRef={summaryRef} />
      <form className="usa-form usa-form--large" noValidate onSubmit={save}>
        <RequiredNote />
        <AddressFields
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          errorOf={error}
          aacLabel={kind === 'aac' ? (form === 'dodaac' ? 'DoDAAC' : 'AAC or DoDAAC') : null}
          shipTo={shipToWords(military, forwarder)}
          legends={{ shipTo: forwarder ? 'Freight forwarder' : 'Ship to', contact: 'Contact' }}
        />
        {address?.isDefault
          ? <p className="usa-hint">This is your default shipping address.</p>
          : <Checkbox id="isDefault" label="Make this my default shipping address" checked={values.isDefault} onChange={(checked) => setValues((v) => ({ ...v, isDefault: checked }))} />}
        <SubmitActions className="adv-account-actions" label="Save address" busy={busy} back={{ to: ADDRESS_BOOK_URL, label: 'Cancel' }} />
        <BusyStatus message={status} />
      </form>
    </div>
  );
}
