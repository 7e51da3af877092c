/**
 * The account menu offers the approval pages only to the members who can use them: the roles come with the
 * AUTHENTICATED answer, or after a reload from user_container (asked once). A plain buyer's menu lacks them.
 */
import type { MemberAccess, MemberRole } from '@advantage/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSignIn, resetSessionUser } from '../auth/session-user';
import { fakeServer, json } from '../../app/test-support';
import { AccountMenu } from './AccountMenu';
import { accountLinks } from './account-links';

const APPROVALS = ['AAC requests to approve', 'Funds control carts to authorize', 'State and local orders for authorization'];
const ALL_ROLES: MemberRole[] = ['aacSupervisor', 'fundsApprover', 'stateSupervisor'];

function signedIn() {
  sessionStorage.setItem('access_token', 'at-1');
  sessionStorage.setItem('oktaUserLogin', 'pat@usmc.mil');
  resetSessionUser();
}

function container(member: (MemberAccess & { name: string; email: string }) | null) {
  return json({
    responseType: 'SCREEN',
    responseName: 'UserContainer',
    pathInfo: 'user_container',
    attributes: { storeID: 0, member: member && { agency: null, ...member }, store: { id: 0, name: 'ADVANTAGE' }, programs: [], eligibility: null },
  });
}

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: createElement('ul', null, createElement(AccountMenu)) }], { initialEntries: ['/ws/main/home'] });
  render(createElement(RouterProvider, { router }));
}

async function menuLinks(name: string): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: `Account menu for ${name}` }));
  return within(document.getElementById('account-menu')!).getAllByRole('link').map((l) => l.textContent ?? '');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetSessionUser();
});

describe('the account menu', () => {
  it('after a reload asks user_container once: a Marine without approval roles sees no approval pages', async () => {
    signedIn();
    const server = fakeServer({ '/rs/user_container': () => container({ name: 'Morgan Marine', email: 'pat@usmc.mil', memberType: 'military', roles: [] }) });
    renderMenu();
    await waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    const links = await menuLinks('pat@usmc.mil');
    expect(links).toContain('Order history');
    expect(links).toContain('AAC password requests');
    expect(links).toContain('Funds control requests');
    for (const approval of [...APPROVALS, 'State and local eligibility']) expect(links).not.toContain(approval);
    expect(String(server.mock.calls[0]?.[0])).toContain('/rs/user_container');
  });

  it('after a reload shows an approver the approval pages user_container names', async () => {
    signedIn();
    fakeServer({ '/rs/user_container': () => container({ name: 'Sydney Supervisor', email: 'pat@usmc.mil', memberType: 'military', roles: ALL_ROLES }) });
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for pat@usmc.mil' }));
    for (const approval of APPROVALS) expect(await screen.findByRole('link', { name: approval })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'State and local eligibility' })).toBeNull();
  });

  it('takes the roles from the sign-in answer without asking again', async () => {
    signedIn();
    const server = fakeServer({});
    recordSignIn({ name: 'Fran Federal', email: 'pat@usmc.mil', access: { memberType: 'federal', roles: ['fundsApprover'] } }, undefined);
    renderMenu();
    const links = await menuLinks('Fran Federal');
    expect(links).toContain('Funds control carts to authorize');
    expect(links).not.toContain('AAC requests to approve');
    expect(links).not.toContain('State and local orders for authorization');
    expect(server).not.toHaveBeenCalled();
  });
});

describe('accountLinks', () => {
  const labels = (access: MemberAccess | undefined) => accountLinks(access).map((l) => l.label);

  it('offers a state or local buyer their eligibility and their authorization requests, not the AAC approvals', () => {
    const state = labels({ memberType: 'state', roles: [] });
    expect(state).toEqual(expect.arrayContaining(['State and local eligibility', 'State and local orders for authorization']));
    expect(state).not.toContain('AAC requests to approve');
    expect(state).not.toContain('Funds control carts to authorize');
  });

  it('offers a federal supervisor of a state buyer the authorizations, and nobody the approvals while the roles are unknown', () => {
    expect(labels({ memberType: 'federal', roles: ['stateSupervisor'] })).toContain('State and local orders for authorization');
    expect(labels({ memberType: 'federal', roles: ['stateSupervisor'] })).not.toContain('State and local eligibility');
    const unknown = labels(undefined);
    for (const approval of APPROVALS) expect(unknown).not.toContain(approval);
    expect(unknown).toContain('Payment methods');
  });
});
