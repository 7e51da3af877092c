/**
 * The address book's rules (docs/product/README.md ggs/profile/address_book, docs/product/validation-rules.md: address
 * name, phone, email, zip; docs/product/fedstrip.md
 * AAC/DoDAAC). One schema serves the ordinary, AAC/DoDAAC, APO/FPO/DPO and freight-forwarder forms: the kind
 * decides which extra rules apply, so the server, the profile forms and checkout's edit_shipping agree.
 */
import { z } from 'zod';
import { schemas, upperAscii } from './validation.js';

export const ADDRESS_KINDS = ['standard', 'aac', 'overseas', 'freight_forwarder'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** USPS codes of the states, DC, the territories and the freely associated states. */
export const US_STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'], ['UM', 'U.S. Minor Outlying Islands'], ['FM', 'Federated States of Micronesia'],
  ['MH', 'Marshall Islands'], ['PW', 'Palau'],
];

/** APO/FPO/DPO "states" and the ZIP codes USPS gives each (AA 340xx, AE 09xxx, AP 962xx–966xx). */
export const MILITARY_STATES: ReadonlyArray<readonly [code: 'AA' | 'AE' | 'AP', name: string, zip: RegExp]> = [
  ['AA', 'Armed Forces Americas (AA)', /^340/],
  ['AE', 'Armed Forces Europe, Middle East, Africa, Canada (AE)', /^09/],
  ['AP', 'Armed Forces Pacific (AP)', /^96[2-6]/],
];
export const MILITARY_CITIES = ['APO', 'FPO', 'DPO'] as const;

export const ADDRESS_LIMITS = { name: 40, contactName: 80, email: 254, organization: 100, line: 100, city: 60 } as const;

export const ADDRESS_TEXT = {
  aacRequired: 'Enter the six-character AAC or DoDAAC.',
  aacFormat: 'An AAC or DoDAAC is exactly six letters or digits, for example W91QUZ.',
  state: 'Choose a state or territory, or AA, AE or AP for an APO, FPO or DPO address.',
  overseasCity: 'Choose APO, FPO or DPO.',
  overseasState: 'Choose AA, AE or AP.',
  militaryCity: 'An address in AA, AE or AP has APO, FPO or DPO as its city.',
  militaryState: 'An APO, FPO or DPO address has AA, AE or AP as its state.',
  militaryZip: (state: string, start: string) => `An ${state} address has a ZIP code starting with ${start}.`,
  forwarderState: 'A freight forwarder’s address is in a U.S. state or territory; use an APO/FPO/DPO address for a military post office.',
  forwarderCompany: 'Freight forwarder company is required.',
  duplicateName: (name: string) => `You already have an address named “${name}”. Choose another name.`,
} as const;

const MILITARY_ZIP_START: Record<string, string> = { AA: '340', AE: '09', AP: '962 to 966' };
const STATE_CODES = new Set(US_STATES.map(([code]) => code));
const MILITARY_CODES = new Set<string>(MILITARY_STATES.map(([code]) => code));

/** Six letters or digits, upper-cased (docs/product/fedstrip.md: `^[A-Z0-9]{6}$`; there is no check digit). */
export const aacSchema = z
  .string({ error: ADDRESS_TEXT.aacRequired })
  .trim()
  .min(1, { error: ADDRESS_TEXT.aacRequired })
  .overwrite(upperAscii)
  .regex(/^[A-Z0-9]{6}$/, { error: ADDRESS_TEXT.aacFormat });

const tooLong = (label: string, max: number) => ({ error: `${label} may have at most ${max} characters.` });
/** A required text: a missing key reads like a blank one. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, tooLong(label, max));
const optionalText = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max)).optional().default('');
const requiredRule = <S extends z.ZodType<string, string>>(label: string, schema: S) => z.string({ error: `${label} is required.` }).pipe(schema);

/** A checkbox: JSON true, or the 'true'/'on' a form field sends. */
export const checkboxSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'on'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on');

/** The fields of every kind of address; `withAddressRules` adds what depends on the kind. */
export const addressFields = z.object({
  kind: z.enum(ADDRESS_KINDS, { error: 'Choose the kind of address.' }).optional().default('standard'),
  name: requiredRule('Address name', schemas.addressName.max(ADDRESS_LIMITS.name, tooLong('Address name', ADDRESS_LIMITS.name))),
  aac: z.string().trim().overwrite(upperAscii).max(20, { error: ADDRESS_TEXT.aacFormat }).optional().default(''),
  contactName: requiredText('Contact name', ADDRESS_LIMITS.contactName),
  phone: requiredRule('Phone number', schemas.phone),
  email: requiredRule('Email address', schemas.email.pipe(z.string().max(ADDRESS_LIMITS.email, tooLong('Email address', ADDRESS_LIMITS.email)))),
  organization: optionalText('Organization', ADDRESS_LIMITS.organization),
  line1: requiredText('Address line 1', ADDRESS_LIMITS.line),
  line2: optionalText('Address line 2', ADDRESS_LIMITS.line),
  // APO, FPO and DPO are written in capitals on a military address.
  city: requiredText('City', ADDRESS_LIMITS.city).overwrite((v) => ((MILITARY_CITIES as readonly string[]).includes(v.toUpperCase()) ? v.toUpperCase() : v)),
  state: z.string({ error: ADDRESS_TEXT.state }).trim().overwrite(upperAscii),
  zip: requiredRule('ZIP code', schemas.zip),
  isDefault: checkboxSchema,
});
export type AddressFields = z.output<typeof addressFields>;

type Issue = (path: keyof AddressFields, message: string) => void;
type Rule = (value: AddressFields, issue: Issue) => void;

const aacRule: Rule = (value, issue) => {
  if (value.kind !== 'aac') return;
  const aac = aacSchema.safeParse(value.aac);
  if (!aac.success) issue('aac', aac.error.issues[0]?.message ?? ADDRESS_TEXT.aacFormat);
};

const stateRule: Rule = (value, issue) => {
  if (!MILITARY_CODES.has(value.state) && !STATE_CODES.has(value.state)) issue('state', ADDRESS_TEXT.state);
};

/** AA/AE/AP goes with APO/FPO/DPO, on every kind; an overseas address is always one of them. */
const postOfficeRule: Rule = (value, issue) => {
  const military = MILITARY_CODES.has(value.state);
  const postOffice = (MILITARY_CITIES as readonly string[]).includes(value.city.toUpperCase());
  if (value.kind === 'overseas') {
    if (!postOffice) issue('city', ADDRESS_TEXT.overseasCity);
    if (!military) issue('state', ADDRESS_TEXT.overseasState);
  } else if (military && !postOffice) {
    issue('city', ADDRESS_TEXT.militaryCity);
  } else if (postOffice && STATE_CODES.has(value.state)) {
    issue('state', ADDRESS_TEXT.militaryState);
  }
  if (military && value.kind === 'freight_forwarder') issue('state', ADDRESS_TEXT.forwarderState);
};

const militaryZipRule: Rule = (value, issue) => {
  const zipRule = MILITARY_STATES.find(([code]) => code === value.state)?.[2];
  if (zipRule && !zipRule.test(value.zip)) issue('zip', ADDRESS_TEXT.militaryZip(value.state, MILITARY_ZIP_START[value.state] ?? ''));
};

const forwarderRule: Rule = (value, issue) => {
  if (value.kind === 'freight_forwarder' && !value.organization) issue('organization', ADDRESS_TEXT.forwarderCompany);
};

/**
 * Each rule runs once the fields it reads passed their own checks, so all problems show at once, and a
 * blank city is reported as blank, not again as "not APO/FPO/DPO".
 */
const RULES: ReadonlyArray<readonly [Rule, ReadonlyArray<keyof AddressFields>]> = [
  [aacRule, ['kind', 'aac']],
  [stateRule, ['state']],
  [postOfficeRule, ['kind', 'state', 'city']],
  [militaryZipRule, ['state', 'zip']],
  [forwarderRule, ['kind', 'organization']],
];

const after = (fields: ReadonlyArray<string>) => ({
  when: (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] | undefined }> }) =>
    !payload.issues.some((i) => !i.path?.length || fields.includes(String(i.path[0]))),
});

/** addressFields, or an extension of it (the save body), with the rules that depend on the kind, state and city. */
export function withAddressRules<S extends z.ZodObject<typeof addressFields.shape>>(schema: S): S {
  return RULES.reduce(
    (current, [rule, fields]) =>
      current.superRefine((value, ctx) => {
        // The schema is addressFields or extends it, so its output has every address field.
        rule(value as AddressFields, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));
      }, after(fields)),
    schema,
  );
}

/** An address as the forms send it; `aac` is kept only for an AAC/DoDAAC address (saveAddress drops it otherwise). */
export const addressInputSchema = withAddressRules(addressFields);
export type AddressInput = z.output<typeof addressInputSchema>;

/** An address as the member's screens and checkout read it. */
export interface AddressView {
  id: number;
  name: string;
  kind: AddressKind;
  aac: string | null;
  contactName: string;
  phone: string;
  email: string;
  organization: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  isDefault: boolean;
}

/** The address as a block of lines, e.g. for a shipping label or a summary. */
export function addressLines(a: Pick<AddressView, 'contactName' | 'organization' | 'line1' | 'line2' | 'city' | 'state' | 'zip'>): string[] {
  return [a.contactName, a.organization, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter((line) => line.trim() !== '');
}
