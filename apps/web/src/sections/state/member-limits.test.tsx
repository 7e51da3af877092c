import { type MemberLimitsAttributes, type ScreenEnvelope, STATE_LIMIT_TEXT, type SupervisedMemberView } from '@advantage/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../app/test-support';
import type { ScreenComponent, ScreenEntry } from '../../kit/screens/types';
import { MemberLimits } from './MemberLimits';

const PATH = 'state/member_limits';
type Answer = ScreenEnvelope<typeof PATH, 'MemberLimits'>;
const envelope = (attributes: MemberLimitsAttributes): Answer => ({ responseType: 'SCREEN', responseName: 'MemberLimits', pathInfo: PATH, attributes });

const sam: SupervisedMemberView = {
  memberId: '5b0c6f4e-2d1a-4c1e-9a51-0c6f1f1b2a01',
  name: 'Sam Statelocal',
  email: 'purchasing@springfield.il.us',
  agencyName: 'City of Springfield',
  limitCents: 250_000,
  eligibilityText: 'Eligibility valid until 2027-11-27',
};
const lee: SupervisedMemberView = { ...sam, memberId: '5b0c6f4e-2d1a-4c1e-9a51-0c6f1f1b2a02', name: 'Lee Ledger', email: 'ledger@springfield.il.us', limitCents: null };

function show(e: Answer) {
  const entry: ScreenEntry = { layout: 'classic', title: 'Members You Supervise', load: async () => MemberLimits as ScreenComponent };
  const router = createMemoryRouter([{ path: '*', element: <MemberLimits envelope={e} path={PATH} query={{}} entry={entry} store="STATE" /> }]);
  render(<RouterProvider router={router} />);
}

describe('Members You Supervise', () => {
  it('lists each member with their limit per order, checks the limit before sending, and saves the change', async () => {
    const bodies: unknown[] = [];
    const fetchMock = fakeServer({
      '/rs/state/member_limits': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(envelope({ members: [{ ...sam, limitCents: 300_000 }, lee], saved: { memberId: sam.memberId, message: STATE_LIMIT_TEXT.limitSaved('Sam Statelocal', '$3,000.00') } }));
      },
    });
    show(envelope({ members: [sam, lee] }));
    const samItem = screen.getByRole('heading', { level: 2, name: 'Sam Statelocal' }).closest('li')!;
    expect(samItem.textContent).toContain('$2,500.00');
    expect(samItem.textContent).toContain('Eligibility valid until 2027-11-27');
    const leeItem = screen.getByRole('heading', { level: 2, name: 'Lee Ledger' }).closest('li')!;
    expect(leeItem.textContent).toContain('$15,000.00 (none recorded: the highest)');

    // Choosing a member fills in their limit now.
    fireEvent.change(screen.getByRole('combobox', { name: /^Member/ }), { target: { value: sam.memberId } });
    const limit = screen.getByLabelText(/^Limit per order/) as HTMLInputElement;
    expect(limit.value).toBe('2500.00');

    // Above the highest limit: refused by the server's own rule before anything is sent.
    fireEvent.change(limit, { target: { value: '15000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByRole('link', { name: STATE_LIMIT_TEXT.limitFormat })).toBeDefined();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(limit, { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByText(STATE_LIMIT_TEXT.limitSaved('Sam Statelocal', '$3,000.00'))).toBeDefined();
    expect(bodies).toEqual([{ memberId: sam.memberId, purchaseLimit: '3000' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Sam Statelocal' }).closest('li')!.textContent).toContain('$3,000.00');
  });

  it('sends the new supervisor when the member is handed over, and shows the server’s refusal on the field', async () => {
    const bodies: unknown[] = [];
    fakeServer({
      '/rs/state/member_limits': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        const message = STATE_LIMIT_TEXT.supervisorNotEligible('someone@elsewhere.gov', 'City of Springfield');
        return json({ responseType: 'ERROR', responseName: 'ValidationError', pathInfo: PATH, attributes: { errors: [{ field: 'supervisorEmail', message }] } }, 400);
      },
    });
    show(envelope({ members: [sam] }));
    // One member: already chosen.
    expect((screen.getByLabelText(/^Limit per order/) as HTMLInputElement).value).toBe('2500.00');
    fireEvent.change(screen.getByLabelText(/^Hand the member to another supervisor/), { target: { value: 'someone@elsewhere.gov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limit' }));
    const message = STATE_LIMIT_TEXT.supervisorNotEligible('someone@elsewhere.gov', 'City of Springfield');
    expect(await screen.findByRole('link', { name: message })).toBeDefined();
    expect(bodies).toEqual([{ memberId: sam.memberId, purchaseLimit: '2500.00', supervisorEmail: 'someone@elsewhere.gov' }]);
  });

  it('tells a member nobody names as supervisor that their list is empty', () => {
    show(envelope({ members: [] }));
    expect(screen.getByText(STATE_LIMIT_TEXT.noMembers)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save the limit' })).toBeNull();
  });
});
