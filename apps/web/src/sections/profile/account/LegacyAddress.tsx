/**
 * ggs/profile/address_book LegacyAddress: an address saved in the older format (for example one block of
 * free text split into lines, a name with punctuation, or a ZIP code without its hyphen) that today's
 * rules refuse. It is shown exactly as stored, with what must change, and a way to the form to fix it.
 */
import { addressLines } from '@advantage/contracts';
import { ButtonLinks } from '../../../shell/components/ButtonGroup';
import { fieldErrors } from '../../../shell/components/form/submit';
import type { PropsOf } from '../../../kit/screens/types';
import { ADDRESS_BOOK_URL, formUrl, readAddress } from './attributes';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props = PropsOf<'ggs/profile/address_book' | 'ggs/profile/address_book_save', 'LegacyAddress'>;

const FIELD_LABELS: Record<string, string> = {
  name: 'Address name',
  aac: 'AAC/DoDAAC',
  contactName: 'Contact name',
  phone: 'Phone number',
  email: 'Email address',
  organization: 'Organization',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
};

export function LegacyAddress({ envelope }: Props) {
  const address = readAddress(envelope.attributes.address);
  const problems = fieldErrors(envelope.attributes.problems);
  if (!address) return <p>This address is not available.</p>;
  return (
    <div className="adv-account adv-legacy-address">
      <h1>Address Needs Updating</h1>
      <p className="usa-intro">
        “
        {address.name}
        ” was saved in an older format. Update it so that your orders ship to the right place.
      </p>
      <h2>As saved</h2>
      <address className="adv-address-lines adv-legacy-address__block">
        {[...addressLines(address), address.phone, address.email].filter(Boolean).map((line, index) => (
          // Lines of an old address may repeat; their order is their identity.
          <span key={`${index}:${line}`}>{line}</span>
        ))}
      </address>
      {problems.length > 0
        ? (
            <>
              <h2>What to change</h2>
              <ul className="usa-list">
                {problems.map((p) => (
                  <li key={`${p.field}:${p.message}`}>
                    <strong>{`${FIELD_LABELS[p.field] ?? 'Address'}: `}</strong>
                    {p.message}
                  </li>
                ))}
              </ul>
            </>
          )
        : <p>This address meets today’s rules.</p>}
      <ButtonLinks
        className="adv-account-actions"
        links={[
          { to: formUrl(address), label: 'Update this address' },
          { to: ADDRESS_BOOK_URL, label: 'Back to address book' },
        ]}
      />
    </div>
  );
}
