/** The restricted-store screens (vs/restricted, vs/access_denied, dhs email validation) and the must-acknowledge dialog (ADR 0016). */
import { DHS_DOMAINS, type Envelope, VS_TEXT, VS_TITLES } from '@advantage/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStoreState } from '../../kit/store/store-state';
import { fakeServer, json, renderAt, startPage } from '../../app/test-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
});

const dhsSettings = startPage('DHS').attributes.store;

/** The store gate's refusal: 403, an authorization error naming the screen to show instead. */
function refusal(name: 'Restricted' | 'AccessDenied', extra: Record<string, unknown> = {}): Response {
  const envelope: Envelope = {
    responseType: 'ERROR',
    responseName: name,
    pathInfo: name === 'Restricted' ? 'vs/restricted' : 'vs/access_denied',
    attributes: { storeID: 8, restrictedStoreID: 8, domains: [...DHS_DOMAINS], store: dhsSettings, msgType: 'Authorization Error', detailedErrorMessage: 'x', ...extra },
  };
  return json(envelope, 403, 'Forbidden');
}

describe('restricted stores', () => {
  it('shows a visitor the restricted page in place of the refused store content, with sign-in and the domains', async () => {
    fakeServer({ '/rs/search/advantage_search': () => refusal('Restricted', { loggedIn: false }) });
    renderAt('/ws/search/advantage_search?searchText=paper');
    await screen.findByRole('heading', { level: 1, name: 'DHS store title' });
    expect(screen.getByRole('heading', { level: 2, name: VS_TITLES.restricted })).toBeDefined();
    expect(screen.getByText(VS_TEXT.restrictedLead)).toBeDefined();
    expect(screen.getByRole('link', { name: VS_TEXT.signInAction }).getAttribute('href')).toBe('/authenticate');
    expect(within(screen.getByRole('list', { name: `${VS_TEXT.domainsLabel}:` })).getByText('fema.gov')).toBeDefined();
    expect(screen.getByRole('link', { name: VS_TEXT.generalAction }).getAttribute('href')).toBe('/home?store=ADVANTAGE');
    // No store search: it would be refused too.
    expect(screen.queryByRole('search')).toBeNull();
    expect(document.querySelector('[data-store="DHS"]')).not.toBeNull();
  });

  it('tells a member who is not in the department why, and how to validate a department address', async () => {
    fakeServer({ '/rs/main/start_page': () => refusal('AccessDenied', { loggedIn: true, email: 'fran@gsa.gov' }) });
    renderAt('/ws/main/start_page?store=DHS');
    await screen.findByRole('heading', { level: 2, name: VS_TITLES.accessDenied });
    expect(screen.getByText(VS_TEXT.accessDeniedWhy('fran@gsa.gov'))).toBeDefined();
    expect(screen.getByRole('link', { name: VS_TEXT.validateAction }).getAttribute('href')).toBe('/ws/dhs/email_validation');
    expect(screen.getByRole('link', { name: VS_TEXT.generalAction }).getAttribute('href')).toBe('/home?store=ADVANTAGE');
  });

  it('sends a validation link: the server rule first, then the answer in place', async () => {
    const posted: unknown[] = [];
    fakeServer({
      '/rs/dhs/email_validation': async (_url, init) => {
        const body = JSON.parse(String(init.body ?? '{}')) as { emailAddress?: string };
        posted.push(body);
        const base = { storeID: 8, domains: [...DHS_DOMAINS], status: 'none' };
        if (!body.emailAddress) return json({ responseType: 'SCREEN', responseName: 'Initial', pathInfo: 'dhs/email_validation', attributes: base });
        if (body.emailAddress === 'me@usda.gov') {
          const message = VS_TEXT.notDepartment('me@usda.gov');
          return json({ responseType: 'SCREEN', responseName: 'Failure', pathInfo: 'dhs/email_validation', attributes: { ...base, message, errors: [{ field: 'emailAddress', message }] } });
        }
        return json({ responseType: 'SCREEN', responseName: 'Success', pathInfo: 'dhs/email_validation', attributes: { ...base, status: 'pending', email: body.emailAddress, message: VS_TEXT.sent(body.emailAddress) } });
      },
    });
    renderAt('/ws/dhs/email_validation');
    const field = await screen.findByLabelText(/^Department email address(?!es)/);
    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send validation link' }));
    await screen.findByText('Enter an email address in the form name@agency.gov.');
    expect(posted).toHaveLength(1);

    fireEvent.change(field, { target: { value: 'me@usda.gov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send validation link' }));
    await screen.findByText(VS_TEXT.notDepartment('me@usda.gov'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Department email address(?!es)/)));

    fireEvent.change(screen.getByLabelText(/^Department email address(?!es)/), { target: { value: 'me@fema.gov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send validation link' }));
    const heading = await screen.findByRole('heading', { name: VS_TEXT.checkEmail });
    expect(screen.getByText(VS_TEXT.sent('me@fema.gov'))).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows the link answers: validated with the way into the store, or why not with the way to ask again', async () => {
    fakeServer({
      '/rs/dhs/validate_email': (url) =>
        url.searchParams.get('token') === 'good'
          ? json({ responseType: 'SCREEN', responseName: 'Success', pathInfo: 'dhs/validate_email', attributes: { storeID: 8, email: 'me@fema.gov', message: VS_TEXT.validated('me@fema.gov') } })
          : json({ responseType: 'SCREEN', responseName: 'Failure', pathInfo: 'dhs/validate_email', attributes: { storeID: 8, message: VS_TEXT.linkUsed } }),
    });
    const router = renderAt('/ws/dhs/validate_email?token=good');
    await screen.findByText(VS_TEXT.validated('me@fema.gov'));
    expect(screen.getByRole('link', { name: VS_TEXT.dhsStoreAction }).getAttribute('href')).toBe('/home?store=DHS');
    await router.navigate('/ws/dhs/validate_email?token=used');
    expect((await screen.findByRole('alert')).textContent).toContain(VS_TEXT.linkUsed);
    expect(screen.getByRole('link', { name: VS_TEXT.validateAction }).getAttribute('href')).toBe('/ws/dhs/email_validation');
  });

  it('asks for the official-business acknowledgement in a dialog that Escape and the backdrop leave open, with focus kept inside', async () => {
    const acknowledged: unknown[] = [];
    fakeServer({
      '/rs/main/start_page': () => json(startPage('USDA', { mustAcknowledge: true })),
      '/rs/vs/acknowledge': async (_url, init) => {
        acknowledged.push(JSON.parse(String(init.body)));
        return json({ responseType: 'SCREEN', responseName: 'Acknowledged', pathInfo: 'vs/acknowledge', attributes: { storeID: 5, acknowledged: true } });
      },
    });
    renderAt('/ws/main/start_page?store=USDA');
    const dialog = await screen.findByRole('dialog', { name: VS_TITLES.acknowledge });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const heading = within(dialog).getByRole('heading', { name: VS_TITLES.acknowledge });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('.usa-modal-overlay') as Element);
    expect(screen.getByRole('dialog', { name: VS_TITLES.acknowledge })).toBeDefined();

    const accept = within(dialog).getByRole('button', { name: VS_TEXT.acknowledgeAction });
    const leave = within(dialog).getByRole('button', { name: VS_TEXT.acknowledgeLeave });
    leave.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(accept);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(leave);

    fireEvent.click(accept);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(acknowledged).toEqual([{ acknowledged: true }]);
  });
});
