/** 'Register PIV/CAC card' from the header's account menu, through the dialog. */
import { MESSAGES, type ProviderConfig } from '@advantage/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionUser } from '../auth/session-user';
import { routes } from '../../app/router';
import { trackRouter } from '../routes/leave';
import { resetStoreState } from '../../kit/store/store-state';
import { resetTakeover } from '../takeover';
import { fakeServer, type Handler, json, startPage } from '../../app/test-support';
import { closeAppDialog } from './dialog-state';

const CONFIG: ProviderConfig = {
  issuer: 'https://idp.example.gov',
  authorization_endpoint: 'https://idp.example.gov/authorize',
  token_endpoint: 'https://idp.example.gov/token',
  end_session_endpoint: 'https://idp.example.gov/logout',
  session_endpoint: 'https://idp.example.gov/session',
  pivreader_endpoint: 'https://piv.example.gov/reader',
  client_id: 'advantage-web',
  scopes_supported: ['openid'],
};

const CARD = {
  ssl_client_san_other_msupn_0: '1234567890@mil',
  ssl_client_cert_chain: 'CHAIN',
  ssl_client_v_end: 'Dec 31 23:59:59 2027 GMT',
  ssl_client_s_dn_cn: 'DOE.JANE.M.1234567890',
  assertion: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln',
};
const CHALLENGE = { nonce: 'N'.repeat(43), binding: 'B'.repeat(43) };

async function openDialog(routes_: Record<string, Handler>) {
  fakeServer({ '/rs/main/start_page': () => json(startPage('ADVANTAGE')), '/rs/login/smart_card_challenge': () => json(CHALLENGE), ...routes_ });
  const router = createMemoryRouter(routes, { initialEntries: ['/ws/main/start_page?store=ADVANTAGE'] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
  const account = await screen.findByRole('button', { name: 'Account menu for jane@agency.gov' });
  fireEvent.click(account);
  fireEvent.click(screen.getByRole('button', { name: 'Register PIV/CAC card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register PIV/CAC card' });
  return { account, dialog };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem('access_token', 'at-1');
  sessionStorage.setItem('oktaUserLogin', 'jane@agency.gov');
  sessionStorage.setItem('okta_config', JSON.stringify(CONFIG));
  resetStoreState();
  resetSessionUser();
  resetTakeover();
  closeAppDialog();
});

describe('Register PIV/CAC card', () => {
  it('confirms the card\'s details, registers it on Yes and says so; focus returns to the menu button', async () => {
    const bodies: unknown[] = [];
    const readerQueries: Array<Record<string, string>> = [];
    const { account, dialog } = await openDialog({
      '/reader': (url) => {
        readerQueries.push(Object.fromEntries(url.searchParams));
        return json(CARD);
      },
      '/rs/login/register_smart_card': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json({ responseName: 'Success', message: 'ok' });
      },
    });
    await within(dialog).findByText('Do you want to register this PIV/CAC card with your GSA Advantage! account?');
    const details = within(dialog).getAllByRole('definition').map((dd) => dd.textContent);
    expect(details).toEqual(['DOE.JANE.M.1234567890', '1234567890@mil', 'U.S. Government', 'CA', 'Dec 31 23:59:59 2027 GMT']);
    const instructions = within(dialog).getByRole('link', { name: /^INSTRUCTIONS/ });
    expect(instructions.getAttribute('href')).toBe('/ws/information/page?keyName=PIV_CAC_HELP');
    expect(instructions.getAttribute('target')).toBe('_blank');
    expect(instructions.getAttribute('rel')).toContain('noopener');
    // Must be answered: Escape does not cancel the question.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Register PIV/CAC card' })).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await within(dialog).findByText(MESSAGES.smartCard.success);
    // The reader signed this session's challenge; its assertion goes with the card data.
    expect(readerQueries).toEqual([CHALLENGE]);
    expect(bodies).toEqual([{ ...CARD, ssl_client_i_dn_o: 'CA', ssl_client_s_dn_ou: 'U.S. Government' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(account);
  });

  it.each([
    ['NoAction', MESSAGES.smartCard.noAction],
    ['Error', MESSAGES.smartCard.error],
  ])('%s: %s', async (responseName, message) => {
    const { dialog } = await openDialog({
      '/reader': () => json(CARD),
      '/rs/login/register_smart_card': () => json({ responseName, message: 'x' }),
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes' }));
    await within(dialog).findByText(message);
  });

  it('No cancels', async () => {
    const { dialog } = await openDialog({ '/reader': () => json(CARD) });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a card without its certificate chain gets the invalid certificate notice and its steps', async () => {
    const { dialog } = await openDialog({ '/reader': () => json({ ...CARD, ssl_client_cert_chain: '' }) });
    await waitFor(() => expect(dialog.querySelector('.adv-keep-spaces')?.textContent).toBe('ATTENTION:  An invalid PIV/CAC card certificate was selected.'));
    const steps = [...dialog.querySelectorAll('ol > li')].map((li) => li.textContent);
    expect(steps).toHaveLength(5);
    // The steps name the account menu and its item, which exist.
    expect(steps.slice(3)).toEqual(['Sign in and open the account menu under your name at the top of the page.', 'Select Register PIV/CAC card again and choose your PIV/CAC card certificate.']);
    expect(steps.join(' ')).not.toContain('Member Information');
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('a reader that cannot be reached is the invalid certificate notice too', async () => {
    const { dialog } = await openDialog({ '/reader': () => Promise.reject(new TypeError('Failed to fetch')) });
    await waitFor(() => expect(dialog.querySelector('.adv-keep-spaces')?.textContent).toBe(MESSAGES.smartCard.invalidCertificate));
  });

  it('no challenge from the server: \'Unexpected error while registering PIV/CAC card\', and the reader is not read', async () => {
    let readerCalls = 0;
    await openDialog({
      '/rs/login/smart_card_challenge': () => json({}, 500, 'Server Error'),
      '/reader': () => {
        readerCalls += 1;
        return json(CARD);
      },
    });
    await screen.findByRole('heading', { level: 1, name: MESSAGES.smartCardFailure.title });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readerCalls).toBe(0);
  });

  it('a failed registration call shows \'Unexpected error while registering PIV/CAC card\'', async () => {
    const { dialog } = await openDialog({
      '/reader': () => json(CARD),
      '/rs/login/register_smart_card': () => json({}, 500, 'Server Error'),
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes' }));
    await screen.findByRole('heading', { level: 1, name: MESSAGES.smartCardFailure.title });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show error details' }));
    expect(screen.getByRole('region', { name: 'Error details' }).textContent).toContain('Unable to register smart card');
  });
});
