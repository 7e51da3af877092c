/**
 * The registration screens through the router, with the HTTP client mocked: client-side checks and
 * their messages, the error summary, what each form posts, and how each answer is shown.
 */
import { ENTITY_TYPES, type Envelope, JURISDICTIONS, MESSAGES, PROGRAM_SUMMARIES, STATE_AGENCIES } from '@advantage/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callServer } from '../../lib/http/client';
import { takePendingRequest } from '../../lib/http/pending';
import type { CallOptions, CallResult } from '../../lib/http/types';
import { resetLoginRequest } from '../../shell/auth/login-required';
import { routeFor, setPendingRoute, setReplay } from '../../shell/auth/pending-route';
import { resetSessionUser } from '../../shell/auth/session-user';
import { routes } from '../../app/router';
import { trackRouter } from '../../shell/routes/leave';
import { resetStoreState } from '../../kit/store/store-state';
import { resetTakeover } from '../../shell/takeover';
import { startPage, unexpectedCall } from '../../app/test-support';
import { findScreen } from '../../app/lookup';
import { REGISTRATION_COMPLETE } from './RegistrationDetails';
import { REGISTRATION_PROGRESS_KEY, registrationInProgress, rememberRegistration } from './registration-progress';

vi.mock('../../lib/http/client', () => ({ callServer: vi.fn() }));

const call = vi.mocked(callServer);

type Answer = CallResult | ((options: CallOptions) => CallResult);
type Calls = Array<{ path: string; payload: unknown }>;

function screenAnswer(pathInfo: string, responseName: string, attributes: Record<string, unknown> = {}): CallResult {
  const envelope: Envelope = { responseType: 'SCREEN', responseName, pathInfo, attributes: { storeID: 0, ...attributes } };
  return { kind: 'envelope', status: 200, envelope };
}

/** Answers by path, in order: each call to a path takes the next answer (the last one repeats). */
function server(answers: Record<string, Answer[]>): Calls {
  const calls: Calls = [];
  const taken: Record<string, number> = {};
  call.mockImplementation(async (path: string, options: CallOptions = {}) => {
    calls.push({ path, payload: options.payload });
    const list = answers[path];
    if (!list?.length) return unexpectedCall(path, options);
    const index = Math.min(taken[path] ?? 0, list.length - 1);
    taken[path] = index + 1;
    const answer = list[index] as Answer;
    return typeof answer === 'function' ? answer(options) : answer;
  });
  return calls;
}

const posts = (calls: Calls, path: string) => calls.filter((c) => c.path === path).map((c) => c.payload);

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  trackRouter(router);
  render(<RouterProvider router={router} />);
  return router;
}

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(input(label), { target: { value } });
const summary = () => document.querySelector<HTMLElement>('.adv-error-summary');

async function expectFocused(element: () => Element | null) {
  await waitFor(() => expect(document.activeElement).toBe(element()));
}

const stepHeading = () => document.querySelector('.usa-step-indicator__heading');

const PHONE_RULE = 'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.';
const GOVERNMENT_RULE = 'Federal buyers must use a government email address ending in .gov, .mil or .us.';
const SIGN_UP = 'http://localhost/idp/signup?email=pat.buyer%40gsa.gov&return_to=http%3A%2F%2Flocalhost%2Fauthenticate';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStoreState();
  resetSessionUser();
  resetLoginRequest();
  resetTakeover();
  setPendingRoute(undefined);
  setReplay(undefined);
  takePendingRequest();
});

describe('registry', () => {
  const REGISTRATION: Array<[string, string[]]> = [
    ['profile/registration', ['Initial', 'Failure', 'Pre-Register']],
    ['ggs/profile/registration', ['Initial', 'Failure', 'Pre-Register']],
    ['profile/state_registration', ['Initial', 'Failure', 'Pre-Register']],
    ['profile/validatestateemail', ['Step1', 'Step2', 'Failure']],
    ['profile/registration_submit', ['Initial', 'Failure']],
    ['ggs/profile/registration_submit', ['Initial', 'Failure']],
  ];

  it.each(REGISTRATION)('%s is a Member Registration page in every store', (path, names) => {
    for (const store of ['ADVANTAGE', 'FSS', 'USMC', 'STATE'] as const) {
      for (const name of names) expect(findScreen(store, path, name)).toMatchObject({ layout: 'classic', title: 'Member Registration' });
    }
  });

  it('profile/confirm_prompt is a dialog that cannot be dismissed, as an answer and as the display screen', () => {
    for (const name of ['ConfirmPrompt', 'DEFAULT']) {
      expect(findScreen('ADVANTAGE', 'profile/confirm_prompt', name)).toMatchObject({ layout: 'modal', modalClass: 'center', dismissible: false });
    }
  });
});

describe('account confirmation (profile/confirm_prompt)', () => {
  it('the display screen asks the server for the member and shows their own account facts', async () => {
    const member = { firstName: 'Pat', lastName: 'Buyer', email: 'pat.buyer@gsa.gov', phone: '202-555-0142', agency: 'GSA', memberType: 'federal', storeName: 'ADVANTAGE' };
    const calls = server({ 'profile/confirm_prompt': [screenAnswer('profile/confirm_prompt', 'ConfirmPrompt', { member })] });
    renderAt('/ds/profile/confirm_prompt');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Account Information' });
    await within(dialog).findByText('pat.buyer@gsa.gov');
    expect(within(dialog).getByText('Pat Buyer')).toBeDefined();
    expect(within(dialog).getByText('Federal buyer')).toBeDefined();
    expect(calls.map((c) => c.path)).toContain('profile/confirm_prompt');
    expect(within(dialog).getByRole('button', { name: 'Yes, this is correct' })).toBeDefined();
  });
});

describe('federal registration (profile/registration)', () => {
  it('checks the address before posting: required, then the government rule; the summary takes the focus and links to the field', async () => {
    const calls = server({ 'profile/registration': [screenAnswer('profile/registration', 'Initial', { kind: 'federal' })] });
    renderAt('/ws/profile/registration');
    await screen.findByRole('heading', { level: 1, name: 'Member Registration' });
    const field = input(/^Government email address/);
    expect(field.required).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe('emailAddress-hint');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectFocused(summary);
    const list = within(summary() as HTMLElement);
    expect(list.getByRole('heading', { name: 'There is a problem' })).toBeDefined();
    expect(list.getByRole('link', { name: 'Email address is required.' }).getAttribute('href')).toBe('#emailAddress');
    expect(document.getElementById('emailAddress-error')?.textContent).toBe('Email address is required.');
    expect(field.getAttribute('aria-describedby')).toBe('emailAddress-hint emailAddress-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    type(/^Government email address/, 'pat@gmail.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.getElementById('emailAddress-error')?.textContent).toBe(GOVERNMENT_RULE));
    expect(input(/^Government email address/).value).toBe('pat@gmail.com');

    fireEvent.click(within(summary() as HTMLElement).getByRole('link', { name: GOVERNMENT_RULE }));
    expect(document.activeElement).toBe(input(/^Government email address/));
    // Only the screen's own load reached the server.
    expect(posts(calls, 'profile/registration')).toEqual([undefined]);
  });

  it('posts the registration payload; a Failure keeps what was typed, Pre-Register shows the next step', async () => {
    const calls = server({
      'profile/registration': [
        screenAnswer('profile/registration', 'Initial', { kind: 'federal' }),
        screenAnswer('profile/registration', 'Failure', {
          kind: 'federal',
          emailAddress: 'taken@gsa.gov',
          errors: [{ field: 'emailAddress', message: 'An account already uses this email address.' }],
        }),
        screenAnswer('profile/registration', 'Pre-Register', { kind: 'federal', emailAddress: 'pat.buyer@gsa.gov', signUpUrl: SIGN_UP }),
      ],
    });
    renderAt('/ws/profile/registration');
    await screen.findByLabelText(/^Government email address/);

    type(/^Government email address/, 'Taken@GSA.gov');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.getElementById('emailAddress-error')?.textContent).toBe('An account already uses this email address.'));
    await expectFocused(summary);
    expect(input(/^Government email address/).value).toBe('Taken@GSA.gov');

    type(/^Government email address/, 'pat.buyer@gsa.gov');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const signUp = await screen.findByRole('link', { name: 'Create your sign-in account' });
    expect(signUp.getAttribute('href')).toBe(SIGN_UP);
    expect(stepHeading()?.textContent).toContain('Sign-in account');
    await expectFocused(stepHeading);
    expect(screen.getByText('pat.buyer@gsa.gov')).toBeDefined();
    // Written by SignUpStep's effect, which React may run after the screen is already in the document.
    await waitFor(() => expect(registrationInProgress()).toMatchObject({ emailAddress: 'pat.buyer@gsa.gov', kind: 'federal' }));

    expect(posts(calls, 'profile/registration')).toEqual([
      undefined,
      { emailAddress: 'Taken@GSA.gov', directRegistration: 1, validate: true },
      { emailAddress: 'pat.buyer@gsa.gov', directRegistration: 1, validate: true },
    ]);
  });

  it('FSS/USMC: the ggs path posts to itself; "Use a different email address" returns to the form with the address', async () => {
    const calls = server({
      'ggs/profile/registration': [
        screenAnswer('ggs/profile/registration', 'Initial', { storeID: 3 }),
        screenAnswer('ggs/profile/registration', 'Pre-Register', { storeID: 3, emailAddress: 'sgt@usmc.mil', signUpUrl: null }),
      ],
    });
    renderAt('/ws/ggs/profile/registration');
    await screen.findByLabelText(/^Government email address/);
    expect(screen.getByRole('link', { name: 'Register as a state or local buyer' }).getAttribute('href')).toBe('/ws/profile/state_registration');
    type(/^Government email address/, 'sgt@usmc.mil');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Without a sign-up page of its own, the provider's sign-in is the way on.
    await screen.findByRole('button', { name: 'Sign in to finish your registration' });
    expect(screen.queryByRole('link', { name: 'Create your sign-in account' })).toBeNull();
    expect(posts(calls, 'ggs/profile/registration')[1]).toEqual({ emailAddress: 'sgt@usmc.mil', directRegistration: 1, validate: true });

    fireEvent.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(input(/^Government email address/).value).toBe('sgt@usmc.mil');
    await expectFocused(stepHeading);
  });

  it('a 400 ValidationError is shown on the field; an unexpected answer is the error screen', async () => {
    server({
      'profile/registration': [
        screenAnswer('profile/registration', 'Initial'),
        {
          kind: 'http-error',
          status: 400,
          statusText: 'Bad Request',
          message: 'The request did not pass validation.',
          envelope: {
            responseType: 'ERROR',
            responseName: 'ValidationError',
            pathInfo: 'profile/registration',
            attributes: { errors: [{ field: 'emailAddress', message: 'Too long.' }] },
          },
        },
        { kind: 'http-error', status: 500, statusText: 'Internal Server Error', message: 'boom' },
      ],
    });
    renderAt('/ws/profile/registration');
    await screen.findByLabelText(/^Government email address/);
    type(/^Government email address/, 'pat@gsa.gov');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.getElementById('emailAddress-error')?.textContent).toBe('Too long.'));
    expect(input(/^Government email address/).value).toBe('pat@gsa.gov');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: MESSAGES.unexpectedError.title });
  });
});

describe('state and local registration (state_registration, validatestateemail)', () => {
  it('sends the code, checks it (client and server), keeps the typed code, and shows Step2', async () => {
    const email = 'clerk@springfield.il.us';
    const calls = server({
      'profile/state_registration': [
        screenAnswer('profile/state_registration', 'Initial', { kind: 'state' }),
        screenAnswer('profile/state_registration', 'Pre-Register', { kind: 'state', emailAddress: email, next: 'profile/validatestateemail' }),
      ],
      'profile/validatestateemail': [
        screenAnswer('profile/validatestateemail', 'Step1', { emailAddress: email, errors: [{ field: 'code', message: 'That code is not right. 4 tries left.' }] }),
        screenAnswer('profile/validatestateemail', 'Step2', { emailAddress: email, signUpUrl: SIGN_UP }),
      ],
    });
    renderAt('/ws/profile/state_registration');
    await screen.findByLabelText(/^Work email address/);
    type(/^Work email address/, 'clerk@springfield');
    fireEvent.click(screen.getByRole('button', { name: 'Send validation code' }));
    await waitFor(() =>
      expect(document.getElementById('emailAddress-error')?.textContent).toBe('Enter an email address in the form name@agency.gov.'),
    );

    type(/^Work email address/, email);
    fireEvent.click(screen.getByRole('button', { name: 'Send validation code' }));
    const code = (await screen.findByLabelText(/^Validation code/)) as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.maxLength).toBe(6);
    expect(screen.getByText(`We emailed a 6-digit validation code to ${email}. It expires in 30 minutes.`)).toBeDefined();
    await expectFocused(stepHeading);

    type(/^Validation code/, '12a');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    await waitFor(() => expect(document.getElementById('code-error')?.textContent).toBe('Enter the 6-digit code from the email.'));

    type(/^Validation code/, '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    await waitFor(() => expect(document.getElementById('code-error')?.textContent).toBe('That code is not right. 4 tries left.'));
    await expectFocused(summary);
    expect(input(/^Validation code/).value).toBe('000000');

    type(/^Validation code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    await screen.findByRole('link', { name: 'Create your sign-in account' });
    expect(screen.getByText(/Your email address is confirmed/)).toBeDefined();
    await waitFor(() => expect(registrationInProgress()).toMatchObject({ emailAddress: email, kind: 'state' }));

    expect(posts(calls, 'profile/state_registration')).toEqual([undefined, { emailAddress: email }]);
    expect(posts(calls, 'profile/validatestateemail')).toEqual([
      { emailAddress: email, code: '000000' },
      { emailAddress: email, code: '123456' },
    ]);
  });

  it('a validatestateemail Failure returns to the email form with the address and the message', async () => {
    const email = 'buyer@county.tx.us';
    server({
      'profile/validatestateemail': [
        screenAnswer('profile/validatestateemail', 'Step1', { emailAddress: email }),
        screenAnswer('profile/validatestateemail', 'Failure', {
          emailAddress: email,
          errors: [{ field: 'emailAddress', message: 'No registration is waiting for this email address, or its code expired. Start the registration again.' }],
        }),
      ],
    });
    renderAt('/ws/profile/validatestateemail');
    await screen.findByLabelText(/^Validation code/);
    expect(screen.getByText(`Enter the 6-digit validation code we emailed to ${email}.`)).toBeDefined();
    type(/^Validation code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    await screen.findByLabelText(/^Work email address/);
    expect(input(/^Work email address/).value).toBe(email);
    expect(document.getElementById('emailAddress-error')?.textContent).toContain('Start the registration again.');
    await expectFocused(summary);
  });
});

describe('the last step (registration_submit)', () => {
  const initial = screenAnswer('profile/registration_submit', 'Initial', { emailAddress: 'pat.buyer@gsa.gov', memberType: 'federal' });

  function fill(values: Partial<Record<'First name' | 'Last name' | 'Phone number' | 'Agency or organization', string>>) {
    for (const [label, value] of Object.entries(values)) type(new RegExp(`^${label}`), value);
  }

  it('asks for the four details with the server\'s messages, before posting', async () => {
    const calls = server({ 'profile/registration_submit': [initial] });
    renderAt('/ws/profile/registration_submit');
    await screen.findByLabelText(/^First name/);
    expect(screen.getByText('pat.buyer@gsa.gov')).toBeDefined();
    expect(screen.getByText('Federal buyer')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
    await expectFocused(summary);
    const links = within(summary() as HTMLElement).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['First name is required.', '#firstName'],
      ['Last name is required.', '#lastName'],
      ['Phone is required.', '#phone'],
      ['Agency or organization is required.', '#agency'],
    ]);
    expect(screen.getByRole('heading', { name: 'There are 4 problems' })).toBeDefined();

    fill({ 'First name': 'Pat', 'Last name': 'Buyer', 'Phone number': '555', 'Agency or organization': 'GSA' });
    fireEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(document.getElementById('phone-error')?.textContent).toBe(PHONE_RULE));
    expect(document.getElementById('firstName-error')).toBeNull();
    expect(input(/^Phone number/).getAttribute('aria-describedby')).toBe('phone-hint phone-error');
    expect(input(/^First name/).value).toBe('Pat');
    expect(posts(calls, 'profile/registration_submit')).toEqual([undefined]);
  });

  it('posts the details; a 400 keeps everything typed; AUTHENTICATED signs the member in and lands on home', async () => {
    rememberRegistration('pat.buyer@gsa.gov', 'federal');
    sessionStorage.setItem('access_token', 'provider-token');
    const calls = server({
      'profile/registration_submit': [
        initial,
        {
          kind: 'http-error',
          status: 400,
          statusText: 'Bad Request',
          message: 'The request did not pass validation.',
          envelope: {
            responseType: 'ERROR',
            responseName: 'ValidationError',
            pathInfo: 'profile/registration_submit',
            attributes: { errors: [{ field: 'phone', message: 'The server says no.' }] },
          },
        },
        {
          kind: 'envelope',
          status: 200,
          envelope: {
            responseType: 'AUTHENTICATED',
            responseName: 'Success',
            pathInfo: 'profile/registration_submit',
            attributes: { storeID: 0, loggedIn: true, user: { email: 'pat.buyer@gsa.gov', name: 'Pat Buyer' }, sessionTimeout: 1800 },
          },
        },
      ],
      'main/home': [{ kind: 'envelope', status: 200, envelope: { ...startPage('ADVANTAGE'), pathInfo: 'main/home' } }],
    });
    const router = renderAt('/ws/profile/registration_submit');
    await screen.findByLabelText(/^First name/);
    fill({ 'First name': 'Pat', 'Last name': 'Buyer', 'Phone number': '202-555-0142', 'Agency or organization': 'GSA' });

    fireEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(document.getElementById('phone-error')?.textContent).toBe('The server says no.'));
    expect(input(/^Phone number/).value).toBe('202-555-0142');
    expect(input(/^Agency or organization/).value).toBe('GSA');

    fireEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/main/home'));
    await screen.findByRole('button', { name: 'Account menu for Pat Buyer' });
    await screen.findByText(REGISTRATION_COMPLETE);
    expect(localStorage.getItem(REGISTRATION_PROGRESS_KEY)).toBeNull();
    const details = { emailAddress: 'pat.buyer@gsa.gov', finalizeRegistration: true, firstName: 'Pat', lastName: 'Buyer', phone: '202-555-0142', agency: 'GSA' };
    expect(posts(calls, 'profile/registration_submit')).toEqual([undefined, details, details]);
  });

  it('a new state or local member, whose container (newUserContainer) holds no program, lands on their eligibility', async () => {
    rememberRegistration('robin@springfield.il.us', 'state');
    sessionStorage.setItem('access_token', 'provider-token');
    const springfield = STATE_AGENCIES.find((a) => a.id === 'il-city-city-of-springfield')!;
    const member = { name: 'Robin Registrant', email: 'robin@springfield.il.us', memberType: 'state', agency: springfield.name };
    const calls = server({
      'profile/registration_submit': [
        screenAnswer('profile/registration_submit', 'Initial', { emailAddress: member.email, memberType: 'state' }),
        {
          kind: 'envelope',
          status: 200,
          envelope: {
            responseType: 'AUTHENTICATED',
            responseName: 'Success',
            pathInfo: 'profile/registration_submit',
            attributes: { storeID: 0, loggedIn: true, user: { email: member.email, name: member.name }, newUserContainer: { storeID: 0, member, store: { id: 0, name: 'ADVANTAGE' }, programs: [], eligibility: null } },
          },
        },
      ],
      'profile/agency_list': [screenAnswer('profile/agency_list', 'AgencyList', { agencies: STATE_AGENCIES, entityTypes: ENTITY_TYPES, jurisdictions: JURISDICTIONS })],
      'state/stateValidation': [screenAnswer('state/stateValidation', 'StateValidation', { eligibility: null, programs: PROGRAM_SUMMARIES, entityTypes: ENTITY_TYPES, jurisdictions: JURISDICTIONS })],
    });
    const router = renderAt('/ws/profile/registration_submit');
    await screen.findByLabelText(/^First name/);
    fill({ 'First name': 'Robin', 'Last name': 'Registrant', 'Phone number': '217-555-0142' });
    fireEvent.change(await screen.findByLabelText(/^State or territory of your government entity/), { target: { value: 'IL' } });
    fireEvent.change(screen.getByLabelText(/^Government entity/), { target: { value: springfield.name } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws/state/stateValidation'));
    await screen.findByRole('heading', { level: 1, name: 'State and Local Eligibility' });
    await screen.findByText(REGISTRATION_COMPLETE);
    expect(posts(calls, 'state/stateValidation')).toHaveLength(1);
  });

  it('a Failure about the identity itself offers the ways to start again, and drops the provider token', async () => {
    sessionStorage.setItem('access_token', 'provider-token');
    server({
      'profile/registration_submit': [
        screenAnswer('profile/registration_submit', 'Failure', { errors: [{ field: 'emailAddress', message: 'Confirm your email address with the validation code first.' }] }),
      ],
    });
    renderAt('/ws/profile/registration_submit');
    await screen.findByText('Confirm your email address with the validation code first.');
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Register as a state or local buyer' }).getAttribute('href')).toBe('/ws/profile/state_registration');
    await waitFor(() => expect(sessionStorage.getItem('access_token')).toBeNull());
  });
});

describe('accessDenied while a registration is in progress', () => {
  const denied = (email: string): CallResult =>
    screenAnswer('login/mfa_sign_in', 'accessDenied', {
      email,
      loggedIn: false,
      registrationLinks: [{ label: 'Register as a federal buyer', href: '/ws/profile/registration' }],
    });

  it('goes on to registration_submit with the registration payload, keeping the token and dropping a registration return route', async () => {
    sessionStorage.setItem('access_token', 'provider-token');
    rememberRegistration('Pat.Buyer@gsa.gov', 'federal');
    setPendingRoute(routeFor('/ws/profile/registration'));
    const calls = server({
      'login/mfa_sign_in': [denied('pat.buyer@gsa.gov')],
      'profile/registration_submit': [screenAnswer('profile/registration_submit', 'Initial', { emailAddress: 'pat.buyer@gsa.gov', memberType: 'federal' })],
    });
    const router = renderAt('/ws/login/mfa_sign_in');
    await screen.findByLabelText(/^First name/);
    expect(router.state.location.pathname).toBe('/ws/profile/registration_submit');
    expect(posts(calls, 'profile/registration_submit')).toEqual([{ emailAddress: 'pat.buyer@gsa.gov', finalizeRegistration: true }]);
    expect(sessionStorage.getItem('access_token')).toBe('provider-token');
  });

  it('FSS finishes through the ggs path', async () => {
    sessionStorage.setItem('access_token', 'provider-token');
    rememberRegistration('sgt@usmc.mil', 'federal');
    const calls = server({
      'login/mfa_sign_in': [screenAnswer('login/mfa_sign_in', 'accessDenied', { storeID: 3, email: 'sgt@usmc.mil' })],
      'ggs/profile/registration_submit': [screenAnswer('ggs/profile/registration_submit', 'Initial', { storeID: 3, emailAddress: 'sgt@usmc.mil', memberType: 'military' })],
    });
    renderAt('/ws/login/mfa_sign_in');
    await screen.findByText('Military buyer');
    expect(posts(calls, 'ggs/profile/registration_submit')).toEqual([{ emailAddress: 'sgt@usmc.mil', finalizeRegistration: true }]);
  });

  it('is the Access Denied screen for another address, or without a registration in progress', async () => {
    sessionStorage.setItem('access_token', 'provider-token');
    rememberRegistration('someone.else@gsa.gov', 'federal');
    server({ 'login/mfa_sign_in': [denied('pat.buyer@gsa.gov')] });
    renderAt('/ws/login/mfa_sign_in');
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(screen.getByRole('link', { name: 'Register as a federal buyer' })).toBeDefined();
    await waitFor(() => expect(sessionStorage.getItem('access_token')).toBeNull());
    cleanup();

    localStorage.clear();
    sessionStorage.setItem('access_token', 'provider-token');
    server({ 'login/mfa_sign_in': [denied('pat.buyer@gsa.gov')] });
    renderAt('/ws/login/mfa_sign_in');
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
  });

  it('forgets a lapsed or damaged record', () => {
    rememberRegistration('pat@gsa.gov', 'federal', Date.now() - 25 * 60 * 60 * 1000);
    expect(registrationInProgress()).toBeUndefined();
    expect(localStorage.getItem(REGISTRATION_PROGRESS_KEY)).toBeNull();
    localStorage.setItem(REGISTRATION_PROGRESS_KEY, '{"emailAddress":1}');
    expect(registrationInProgress()).toBeUndefined();
  });
});
