/**
 * ggs/profile/address_book Initial: the member's shipping addresses (name, contact, address, AAC, default)
 * with Edit, Delete and Make default, and the ways to add an ordinary, AAC/DoDAAC, APO/FPO/DPO or
 * freight-forwarder address. Delete and Make default answer the book again, shown in place with a notice.
 * An AAC/DoDAAC entry whose AAC the member holds no password for says so, with the link to request one.
 */
import { AAC_ACCESS_TEXT, type AddressBookEntry, addressLines, aacRequestHref } from '@advantage/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ButtonLinks } from '../../../shell/components/ButtonGroup';
import { envelopeKey } from '../../../shell/components/envelope-key';
import { useFocusLater } from '../../../shell/components/useFocusLater';
import { BusyStatus } from '../../../shell/components/form/form';
import { submitForm } from '../../../shell/components/form/submit';
import type { PropsOf } from '../../../kit/screens/types';
import { ADDRESS_BOOK_URL, editUrl, kindLabel, readEntries, text } from './attributes';
import { ConfirmAction, Notice } from './parts';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props = PropsOf<'ggs/profile/address_book' | 'ggs/profile/address_book_save' | 'ggs/profile/address_book_delete', 'Initial'>;

interface BookState {
  addresses: AddressBookEntry[];
  notice: string | undefined;
  error: string | undefined;
}

function readBook(attributes: Record<string, unknown>): BookState {
  return { addresses: readEntries(attributes.addresses), notice: text(attributes.notice) || undefined, error: undefined };
}

export function AddressBook(props: Props) {
  return <AddressBookView key={envelopeKey(props.envelope)} {...props} />;
}

function AddressBookView({ envelope }: Props) {
  const navigate = useNavigate();
  const [book, setBook] = useState<BookState>(() => readBook(envelope.attributes));
  const [busy, setBusy] = useState<string>();
  const [noticeRef, focusNotice] = useFocusLater<HTMLDivElement>();
  // A notice the page opens with (after a form saved) is read out too.
  useEffect(() => {
    if (!book.notice) return;
    const timer = setTimeout(() => noticeRef.current?.focus(), 0);
    return () => clearTimeout(timer);
    // Only when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function act(path: 'ggs/profile/address_book_delete' | 'ggs/profile/address_book_save', payload: Record<string, unknown>, status: string) {
    if (busy) return;
    setBusy(status);
    const outcome = await submitForm(path, payload, navigate);
    setBusy(undefined);
    if (outcome.kind === 'screen' && outcome.envelope.responseName === 'Initial') {
      setBook(readBook(outcome.envelope.attributes));
    } else if (outcome.kind === 'invalid') {
      setBook((b) => ({ ...b, notice: undefined, error: outcome.errors.map((e) => e.message).join(' ') }));
    } else {
      return;
    }
    focusNotice();
  }

  return (
    <div className="adv-account adv-address-book">
      <h1>Address Book</h1>
      <p className="usa-intro">Addresses you ship orders to. Checkout offers your default address first.</p>
      <Notice message={book.notice} noticeRef={noticeRef} />
      {book.error
        ? (
            <div className="usa-alert usa-alert--error usa-alert--slim" tabIndex={-1} ref={noticeRef}>
              <div className="usa-alert__body">
                <p className="usa-alert__text">{book.error}</p>
              </div>
            </div>
          )
        : null}
      <ButtonLinks
        className="adv-account-actions"
        links={[
          { to: `${ADDRESS_BOOK_URL}?view=create`, label: 'Add address' },
          { to: `${ADDRESS_BOOK_URL}?view=newAAC`, label: 'Add AAC/DoDAAC address' },
        ]}
      />
      <p className="adv-account-more">
        Shipping overseas?
        {' '}
        <Link className="usa-link" to="/ws/profile/overseas_address">Add an APO/FPO/DPO address</Link>
        {', '}
        <Link className="usa-link" to="/ws/profile/dodaac_entry">enter a DoDAAC for overseas shipping</Link>
        {', or '}
        <Link className="usa-link" to="/ws/profile/freight_forwarder_address">add a freight forwarder</Link>
        .
      </p>
      {book.addresses.length === 0
        ? <p>You have no saved addresses yet.</p>
        : (
            <table className="usa-table usa-table--borderless usa-table--stacked adv-account-table">
              <caption className="usa-sr-only">Your addresses</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Address</th>
                  <th scope="col">AAC/DoDAAC</th>
                  <th scope="col">Default</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {book.addresses.map((address) => (
                  <AddressRow
                    key={address.id}
                    address={address}
                    busy={busy !== undefined}
                    onDelete={() => void act('ggs/profile/address_book_delete', { id: address.id }, `Deleting ${address.name} ...`)}
                    onDefault={() => void act('ggs/profile/address_book_save', { action: 'makeDefault', id: address.id }, `Making ${address.name} the default ...`)}
                  />
                ))}
              </tbody>
            </table>
          )}
      <BusyStatus message={busy} />
    </div>
  );
}

interface RowProps {
  address: AddressBookEntry;
  busy: boolean;
  onDelete: () => void;
  onDefault: () => void;
}

function AddressRow({ address, busy, onDelete, onDefault }: RowProps) {
  const legacy = address.problems.length > 0;
  return (
    <tr>
      <th scope="row" data-label="Name">
        {address.name}
        <div className="usa-hint">{kindLabel(address.kind)}</div>
      </th>
      <td data-label="Contact">
        {address.contactName}
        <br />
        {address.phone}
        <br />
        {address.email}
      </td>
      <td data-label="Address">
        <address className="adv-address-lines">
          {addressLines({ ...address, contactName: '' }).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {legacy ? <span className="usa-tag adv-account-tag--warning">Needs update</span> : null}
      </td>
      <td data-label="AAC/DoDAAC">
        {address.aac ?? <span className="usa-sr-only">None</span>}
        {address.aac && address.aacAccess === 'none'
          ? (
              <p className="adv-account-aac-none">
                {`${AAC_ACCESS_TEXT.noGrant(address.aac)} `}
                <Link className="usa-link" to={aacRequestHref(address.aac)}>
                  {AAC_ACCESS_TEXT.requestLink(address.aac)}
                </Link>
              </p>
            )
          : null}
      </td>
      <td data-label="Default">
        {address.isDefault
          ? <span className="usa-tag">Default</span>
          : (
              <button type="button" className="usa-button usa-button--unstyled adv-account-action" aria-disabled={busy || undefined} onClick={() => !busy && onDefault()}>
                Make default
                <span className="usa-sr-only">{` ${address.name}`}</span>
              </button>
            )}
      </td>
      <td data-label="Actions" className="adv-account-row-actions">
        <Link className="usa-link adv-account-action" to={editUrl(address)}>
          Edit
          <span className="usa-sr-only">{` ${address.name}`}</span>
        </Link>
        <ConfirmAction label="Delete" subject={address.name} question={`Delete “${address.name}”?`} confirmLabel="Yes, delete" busy={busy} onConfirm={onDelete} />
      </td>
    </tr>
  );
}
