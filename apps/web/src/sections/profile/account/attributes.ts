/**
 * Readers of the account screens' attributes (contracts account.ts). The server builds them from typed
 * views; the screens still read them defensively, as every screen reads an envelope.
 */
import { AAC_ACCESS_STATES, type AacAccess, type AccountFieldError, type AddressBookEntry, type AddressFormName, type AddressKind, type AddressView, type SavedCardView, type SavedCodesView } from '@advantage/contracts';
import { fieldErrors } from '../../../shell/components/form/submit';

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export const ADDRESS_BOOK_URL = '/ws/ggs/profile/address_book';

const KINDS: readonly AddressKind[] = ['standard', 'aac', 'overseas', 'freight_forwarder'];
const FORMS: readonly AddressFormName[] = ['create', 'newAAC', 'overseas', 'freightForwarder', 'dodaac'];

export function readKind(value: unknown): AddressKind {
  return KINDS.includes(value as AddressKind) ? (value as AddressKind) : 'standard';
}

export function readForm(value: unknown): AddressFormName {
  return FORMS.includes(value as AddressFormName) ? (value as AddressFormName) : 'create';
}

export function readAddress(value: unknown): AddressView | null {
  if (!isObject(value) || typeof value.id !== 'number') return null;
  return {
    id: value.id,
    name: text(value.name),
    kind: readKind(value.kind),
    aac: typeof value.aac === 'string' ? value.aac : null,
    contactName: text(value.contactName),
    phone: text(value.phone),
    email: text(value.email),
    organization: text(value.organization),
    line1: text(value.line1),
    line2: text(value.line2),
    city: text(value.city),
    state: text(value.state),
    zip: text(value.zip),
    country: text(value.country),
    isDefault: value.isDefault === true,
  };
}

export function readEntries(value: unknown): AddressBookEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const address = readAddress(item);
    if (!address || !isObject(item)) return [];
    // An AAC/DoDAAC entry carries what the member may do with its AAC (no password: no order goes there).
    const aacAccess = (AAC_ACCESS_STATES as readonly unknown[]).includes(item.aacAccess) ? (item.aacAccess as AacAccess) : undefined;
    return [{ ...address, problems: fieldErrors(item.problems) as AccountFieldError[], ...(aacAccess ? { aacAccess } : {}) }];
  });
}

export function readCards(value: unknown): SavedCardView[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isObject(item) || typeof item.id !== 'number') return [];
    const brand = item.brand === 'mastercard' ? 'mastercard' : 'visa';
    return [
      {
        id: item.id,
        brand,
        last4: text(item.last4),
        expMonth: Number(item.expMonth) || 0,
        expYear: Number(item.expYear) || 0,
        expiry: text(item.expiry),
        holderName: text(item.holderName),
        nickname: text(item.nickname),
        isDefault: item.isDefault === true,
        expiring: item.expiring === true,
      } satisfies SavedCardView,
    ];
  });
}

export function readSavedCodes(value: unknown): SavedCodesView[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isObject(item) || typeof item.id !== 'number' || !isObject(item.codes)) return [];
    const c = item.codes;
    const codes = {
      aac: text(c.aac),
      fundCode: text(c.fundCode),
      appropriation: text(c.appropriation),
      objectClass: text(c.objectClass),
      projectJob: text(c.projectJob),
    };
    return [{ id: item.id, nickname: text(item.nickname), codes, label: text(item.label) } satisfies SavedCodesView];
  });
}

/** The in-app address of the form for an address of this kind (it shows the stored values even when they need fixing). */
export function formUrl(address: Pick<AddressView, 'id' | 'kind' | 'state'>): string {
  if (address.kind === 'overseas') return `/ws/profile/overseas_address?id=${address.id}`;
  if (address.kind === 'freight_forwarder') return `/ws/profile/freight_forwarder_address?id=${address.id}`;
  if (address.kind === 'aac') {
    return ['AA', 'AE', 'AP'].includes(address.state) ? `/ws/profile/dodaac_entry?id=${address.id}` : `${ADDRESS_BOOK_URL}?id=${address.id}&view=newAAC`;
  }
  return `${ADDRESS_BOOK_URL}?id=${address.id}&view=create`;
}

/** Edit: an address of the older format first shows what must change (LegacyAddress). */
export function editUrl(address: Pick<AddressView, 'id' | 'kind' | 'state'> & { problems: readonly unknown[] }): string {
  return address.problems.length > 0 ? `${ADDRESS_BOOK_URL}?id=${address.id}` : formUrl(address);
}

const KIND_LABELS: Record<AddressKind, string> = {
  standard: 'Shipping address',
  aac: 'AAC/DoDAAC',
  overseas: 'APO/FPO/DPO',
  freight_forwarder: 'Freight forwarder',
};

export function kindLabel(kind: AddressKind): string {
  return KIND_LABELS[kind];
}
