/**
 * The account screens through the router, with the HTTP client mocked: the address form's checks and
 * what it posts, the address book's in-place actions, and a card number that is forgotten once sent.
 */
import type { Envelope } from '@advantage/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callServer } from '../../../lib/http/client';
import type { CallOptions, CallResult } from '../../../lib/http/types';
import { resetLoginRequest } from '../../../shell/auth/login-required';
import { resetSessionUser } from '../../../shell/auth/session-user';
import { routes } from '../../../app/router';
import { trackRouter } from '../../../shell/routes/leave';
import { resetStoreState } from '../../../kit/store/store-state';
import { resetTakeover } from '../../../shell/takeover';
import { findScreen } from '../../../app/lookup';
import { unexpectedCall } from '../../../app/test-support';

vi.mock('../../../lib/http/client', () => ({ callServer: vi.fn() }));
const call = vi.mocked(callServer);

type Calls = Array<{ path: string; query: unknown; payload: Record<string, unknown> | undefined }>;

function answer(pathInfo: string, responseName: string, attributes: Record<string, unknown> = {}): CallResult {
  const envelope: Envelope = { responseType: 'SCREEN', responseName, pathInfo, attributes: { storeID: 0, ...attributes } };
  return { kind: 'envelope', status: 200, envelope };
}

/** Answers by path, in order (the last answer repeats). */
function server(answers: Record<string, CallResult[]>): Calls {
  const calls: Calls = [];
  const taken: Record<string, number> = {};
  call.mockImplementation(async (path: string, options: CallOptions = {}) => {
    calls.push({ path, query: options.query, payload: options.payload as Record<string, unknown> | undefined });
    const list = answers[path];
    if (!list?.length) return unexpectedCall(path, options);
    const index = Math.min(taken[path] ?? 0, list.length - 1);
    taken[path] = index + 1;
    return list[index] as CallResult;
  });
  return calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const summary = () => document.querySelector<HTMLElement>('.adv-error-summary');

const OFFICE = {
  id: 7,
  name: 'Main office',
  kind: 'standard',
  aac: null,
  contactName: 'Pat Buyer',
  phone: '202-555-0142',
  email: 'pat@gsa.gov',
  organization: 'GSA',
  line1: '1800 F St NW',
  line2: '',
  city: 'Washington',
  state: 'DC',
  zip: '20405',
  country: 'US',
  isDefault: true,
  problems: [],
};
const DEPOT = { ...OFFICE, id: 8, name: 'Depot', kind: 'aac', aac: 'W91QUZ', isDefault: false };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
  resetSessionUser();
  resetLoginRequest();
  resetTakeover();
});

describe('registry', () => {
  it('shows the account screens in the classic layout with their titles', () => {
    expect(findScreen('ADVANTAGE', 'ggs/profile/address_book', 'Initial')).toMatchObject({ layout: 'classic', title: 'Address Book' });
    expect(findScreen('ADVANTAGE', 'profile/dodaac_entry', 'DodaacEntry')).toMatchObject({ title: 'DoDAAC Entry (Overseas Shipping)' });
    expect(findScreen('ADVANTAGE', 'profile/manage_payments', 'ManagePayments')).toMatchObject({ title: 'Manage Methods of Payment' });
    expect(findScreen('ADVANTAGE', 'ggs/profile/update_profile', 'Failure')).toMatchObject({ title: 'Profile Member Information' });
  });
});

describe('address form', () => {
  it('checks the fields with the server’s rules first, then saves and opens the book with a notice', async () => {
    const calls = server({
      'ggs/profile/address_book': [
        answer('ggs/profile/address_book', 'NewAAC', { form: 'newAAC', kind: 'aac', address: null }),
        answer('ggs/profile/address_book', 'Initial', { addresses: [OFFICE, DEPOT], notice: 'Address “Depot” saved.' }),
      ],
      'ggs/profile/address_book_save': [answer('ggs/profile/address_book_save', 'Initial', { addresses: [OFFICE, DEPOT], savedId: 8 })],
    });
    const router = renderAt('/ws/ggs/profile/address_book?view=newAAC');
    await screen.findByRole('heading', { level: 1, name: 'Add AAC/DoDAAC Address' });

    type(/^Address name/, 'Depot');
    type(/^AAC or DoDAAC/, 'w91');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const problems = within(summary() as HTMLElement);
    expect(problems.getByRole('link', { name: 'An AAC or DoDAAC is exactly six letters or digits, for example W91QUZ.' }).getAttribute('href')).toBe('#aac');
    expect(problems.getByRole('link', { name: 'Contact name is required.' })).toBeDefined();
    expect(screen.getByLabelText(/^AAC or DoDAAC/).getAttribute('aria-describedby')).toBe('aac-hint aac-error');
    expect(calls.filter((c) => c.path === 'ggs/profile/address_book_save')).toEqual([]);

    type(/^AAC or DoDAAC/, 'w91quz');
    type(/^Street address(?! line)/, '1800 F St NW');
    type(/^City/, 'Washington');
    fireEvent.change(screen.getByLabelText(/^State or territory/), { target: { value: 'DC' } });
    type(/^ZIP code/, '20405');
    type(/^Contact name/, 'Pat Buyer');
    type(/^Phone number/, '202-555-0142');
    type(/^Email address/, 'pat@gsa.gov');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByRole('heading', { level: 1, name: 'Address Book' });
    expect(calls.find((c) => c.path === 'ggs/profile/address_book_save')?.payload).toMatchObject({ kind: 'aac', aac: 'w91quz', name: 'Depot', state: 'DC', isDefault: false });
    expect(router.state.location.search).toBe('?saved=8');
    expect(await screen.findByText('Address “Depot” saved.')).toBeDefined();
  });

  it('shows a field error the server answers with the form again', async () => {
    server({
      'ggs/profile/address_book': [answer('ggs/profile/address_book', 'Create', { form: 'create', kind: 'standard', address: OFFICE })],
      'ggs/profile/address_book_save': [
        answer('ggs/profile/address_book_save', 'Create', { form: 'create', kind: 'standard', errors: [{ field: 'name', message: 'You already have an address named “Depot”. Choose another name.' }] }),
      ],
    });
    renderAt('/ws/ggs/profile/address_book?id=7&view=create');
    await screen.findByRole('heading', { level: 1, name: 'Edit Address' });
    expect((screen.getByLabelText(/^Street address(?! line)/) as HTMLInputElement).value).toBe('1800 F St NW');
    type(/^Address name/, 'Depot');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(document.getElementById('name-error')?.textContent).toBe('You already have an address named “Depot”. Choose another name.');
  });
});

describe('address book', () => {
  it('asks before deleting, then shows the book the server answers with its notice', async () => {
    const calls = server({
      'ggs/profile/address_book': [answer('ggs/profile/address_book', 'Initial', { addresses: [OFFICE, DEPOT] })],
      'ggs/profile/address_book_delete': [answer('ggs/profile/address_book_delete', 'Initial', { addresses: [OFFICE], notice: 'Address “Depot” deleted.' })],
    });
    renderAt('/ws/ggs/profile/address_book');
    const row = (await screen.findByRole('rowheader', { name: /Depot/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('W91QUZ')).toBeDefined();
    expect(within(row).getByRole('link', { name: 'Edit Depot' }).getAttribute('href')).toBe('/ws/ggs/profile/address_book?id=8&view=newAAC');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Depot' }));
    const yes = within(row).getByRole('button', { name: 'Yes, delete' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    fireEvent.click(yes);
    const notice = await screen.findByText('Address “Depot” deleted.');
    await waitFor(() => expect(document.activeElement).toBe(notice.closest('.usa-alert')));
    expect(screen.queryByRole('rowheader', { name: /Depot/ })).toBeNull();
    expect(calls.find((c) => c.path === 'ggs/profile/address_book_delete')?.payload).toEqual({ id: 8 });
  });

  it('shows an address of the older format with what must change', async () => {
    const legacy = { ...OFFICE, name: 'Old HQ (bldg 2)', zip: '204050001' };
    server({
      'ggs/profile/address_book': [
        answer('ggs/profile/address_book', 'LegacyAddress', { address: legacy, problems: [{ field: 'zip', message: 'Enter a 5-digit ZIP code.' }] }),
      ],
    });
    renderAt('/ws/ggs/profile/address_book?id=7');
    await screen.findByRole('heading', { level: 1, name: 'Address Needs Updating' });
    expect(screen.getByText('Washington, DC 204050001')).toBeDefined();
    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Update this address' }).getAttribute('href')).toBe('/ws/ggs/profile/address_book?id=7&view=create');
  });
});

describe('methods of payment', () => {
  it('sends the card number once and keeps nothing of it', async () => {
    const saved = { id: 3, brand: 'visa', last4: '7897', expMonth: 8, expYear: 2031, expiry: '08/2031', holderName: 'Pat Buyer', nickname: '', isDefault: true, expiring: false };
    const calls = server({
      'profile/manage_payments': [answer('profile/manage_payments', 'ManagePayments', { cards: [] })],
      'profile/manage_payments_save': [answer('profile/manage_payments_save', 'ManagePayments', { cards: [saved], notice: 'Visa •••• 7897 saved.' })],
    });
    renderAt('/ws/profile/manage_payments');
    await screen.findByRole('heading', { level: 1, name: 'Manage Methods of Payment' });
    expect(screen.queryByLabelText(/CVV|security code/i)).toBeNull();
    type(/^Card number/, '4111 1111 1111 1111');
    type(/^Expiration date/, '08/2031');
    type(/^Name on card/, 'Pat Buyer');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary() as HTMLElement).getByRole('link', { name: /not a government purchase card/ })).toBeDefined();

    type(/^Card number/, '4614 0012 3456 7897');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await screen.findByText('Visa •••• 7897 saved.');
    const sent = calls.find((c) => c.path === 'profile/manage_payments_save');
    expect(sent?.payload).toMatchObject({ expiry: '08/2031', holderName: 'Pat Buyer' });
    expect(sent?.payload?.cardNumber).toBeUndefined();
    expect((screen.getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('rowheader', { name: 'Visa •••• 7897' })).toBeDefined();
  });
});

describe('saved accounting codes', () => {
  const CODES = { aac: 'W91QUZ', fundCode: '21', appropriation: '097X4930', objectClass: '26.0', projectJob: '' };
  const LINE = { id: 4, nickname: 'Operations', codes: CODES, label: 'Operations (AAC W91QUZ, fund code 21, appropriation 097X4930, object class 26.0)' };

  it('Manage Methods of Payment checks the codes by the checkout form’s rules, saves them and lists them', async () => {
    const calls = server({
      'profile/manage_payments': [answer('profile/manage_payments', 'ManagePayments', { cards: [], accountingCodes: [] })],
      'profile/manage_payments_save_codes': [
        answer('profile/manage_payments_save_codes', 'ManagePayments', { cards: [], accountingCodes: [LINE], notice: `Accounting codes saved: ${LINE.label}.` }),
      ],
    });
    renderAt('/ws/profile/manage_payments');
    await screen.findByText('You have no saved accounting codes.');
    const form = screen.getByRole('form', { name: 'Add accounting codes' });
    const typeIn = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    typeIn(/^AAC\/DoDAAC/, 'W91QUZ');
    typeIn(/^Fund code/, '2');
    typeIn(/^Appropriation/, '097x4930');
    typeIn(/^Object class/, '26.0');
    typeIn(/^Nickname/, 'x'.repeat(41));
    fireEvent.click(screen.getByRole('button', { name: 'Save accounting codes' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(document.getElementById('fundCode-error')?.textContent).toBe('Fund code must be exactly 2 letters or digits.');
    // The nickname's error is on this form's own nickname, not the card's.
    expect(document.getElementById('codesNickname-error')?.textContent).toBe('Nickname may have at most 40 characters.');
    expect(calls.some((c) => c.path === 'profile/manage_payments_save_codes')).toBe(false);

    typeIn(/^Fund code/, '21');
    typeIn(/^Nickname/, 'Operations');
    fireEvent.click(screen.getByRole('button', { name: 'Save accounting codes' }));
    await screen.findByText(`Accounting codes saved: ${LINE.label}.`);
    expect(calls.find((c) => c.path === 'profile/manage_payments_save_codes')?.payload).toEqual({ ...CODES, appropriation: '097x4930', nickname: 'Operations' });
    expect(screen.getByRole('rowheader', { name: 'Operations' })).toBeDefined();
    expect((within(form).getByLabelText(/^AAC\/DoDAAC/) as HTMLInputElement).value).toBe('');
  });

  it('the checkout’s accounting-code form fills its fields from a saved line, and they stay editable', async () => {
    const values = { aac: 'M67001', fundCode: '', appropriation: '', objectClass: '', projectJob: '', documentNumber: '' };
    server({ 'checkout/requisition': [answer('checkout/requisition', 'Requisition', { values, shipToAac: 'M67001', savedCodes: [LINE] })] });
    renderAt('/ws/checkout/requisition');
    const choice = (await screen.findByLabelText('Use saved accounting codes')) as HTMLSelectElement;
    expect([...choice.options].map((o) => o.text)).toEqual(['- Select -', LINE.label]);
    fireEvent.change(choice, { target: { value: '4' } });
    const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
    expect([field(/^AAC\/DoDAAC/), field(/^Fund code/), field(/^Appropriation/), field(/^Object class/)].map((i) => i.value)).toEqual(['W91QUZ', '21', '097X4930', '26.0']);
    type(/^Fund code/, '5X');
    expect(field(/^Fund code/).value).toBe('5X');
    expect(field(/^Document number/).value).toBe('');
  });
});
