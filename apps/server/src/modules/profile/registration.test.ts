import { COOKIES, STATE_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';
import { TEST_ISSUER, testIdentity } from '../../test-support/identity.js';

describe.each(TEST_DATABASES)('member registration (%s)', (kind) => {
  let t: TestApp;
  let id: Awaited<ReturnType<typeof testIdentity>>;
  let browser: Awaited<ReturnType<typeof browserSession>>;

  beforeAll(async () => {
    id = await testIdentity();
    t = await createTestApp(kind, {}, { identity: id.settings });
    browser = await browserSession(t.app, '/rs/main/start_page');
    await t.app.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject: 'taken', email: 'taken@gsa.gov', memberType: 'federal' });
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/rs/${path}`, headers: { ...browser.headers, ...headers }, payload });
  const details = { finalizeRegistration: true, firstName: 'Pat', lastName: 'Buyer', phone: '202-555-0142', agency: 'GSA' };
  const mailTo = async (to: string) => {
    await t.app.mail.flush();
    const all = (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json' })).json() as Array<{ to: string; subject: string; text: string }>;
    return all.filter((m) => m.to === to);
  };

  it('shows the federal form, refuses a non-government address, and pre-registers a government one', async () => {
    expect((await post('profile/registration', {})).json()).toMatchObject({ responseName: 'Initial', attributes: { kind: 'federal' } });
    const bad = (await post('profile/registration', { emailAddress: 'pat@gmail.com', directRegistration: 1, validate: true })).json();
    expect(bad).toMatchObject({ responseName: 'Failure', attributes: { errors: [{ message: 'Federal buyers must use a government email address ending in .gov, .mil or .us.' }] } });
    const taken = (await post('profile/registration', { emailAddress: 'Taken@GSA.gov' })).json();
    expect(taken.responseName).toBe('Failure');
    const ok = (await post('ggs/profile/registration', { emailAddress: 'pat.buyer@gsa.gov', directRegistration: 1, validate: true })).json();
    expect(ok).toMatchObject({ responseName: 'Pre-Register', attributes: { emailAddress: 'pat.buyer@gsa.gov', signUpUrl: `${TEST_ISSUER}/signup?email=pat.buyer%40gsa.gov` } });
  });

  it('finalizes a federal registration for the signed-in identity and signs the member in', async () => {
    const token = await id.mint({ sub: 'new-federal', email: 'pat.buyer@gsa.gov' });
    const ask = await post('profile/registration_submit', { emailAddress: 'pat.buyer@gsa.gov', finalizeRegistration: true }, { authorization: `Bearer ${token}` });
    expect(ask.json()).toMatchObject({ responseName: 'Initial', attributes: { emailAddress: 'pat.buyer@gsa.gov', memberType: 'federal' } });
    const partial = await post('profile/registration_submit', { finalizeRegistration: true, firstName: 'Pat' }, { authorization: `Bearer ${token}` });
    expect(partial.json()).toMatchObject({ responseName: 'Failure', attributes: { errors: [{ field: 'lastName' }, { field: 'phone' }, { field: 'agency' }] } });
    const res = await post('profile/registration_submit', details, { authorization: `Bearer ${token}` });
    expect(res.json()).toMatchObject({ responseType: 'AUTHENTICATED', attributes: { loggedIn: true, user: { email: 'pat.buyer@gsa.gov', name: 'Pat Buyer' } } });
    // The new member's container (docs/product/accounts-and-sign-in.md newUserContainer): what user_container answers them from now on.
    const container = res.json().attributes.newUserContainer;
    expect(container).toMatchObject({ member: { email: 'pat.buyer@gsa.gov', name: 'Pat Buyer', memberType: 'federal' }, programs: [], eligibility: null });
    const cookie = res.cookies.map((c: { name: string; value: string }) => `${c.name}=${c.value}`).join('; ');
    const asked = await t.app.inject({ method: 'GET', url: '/rs/user_container', headers: { cookie, authorization: `Bearer ${token}` } });
    expect(asked.json().attributes).toEqual(container);
    const [member] = await t.app.db.select().from(schema.members).where(eq(schema.members.subject, 'new-federal'));
    expect(member).toMatchObject({ email: 'pat.buyer@gsa.gov', memberType: 'federal', phone: '202-555-0142', issuer: TEST_ISSUER });
    expect(await mailTo('pat.buyer@gsa.gov')).toContainEqual(expect.objectContaining({ subject: 'Welcome to GSA Advantage' }));
    const again = await post('profile/registration_submit', details, { authorization: `Bearer ${token}` });
    expect(again.json()).toMatchObject({ responseName: 'Failure' });
  });

  it('confirm_prompt shows the signed-in member their own account and asks anyone else to sign in', async () => {
    const token = await id.mint({ sub: 'new-federal', email: 'pat.buyer@gsa.gov' });
    const tab = await browserSession(t.app, '/rs/main/start_page');
    const signIn = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...tab.headers, authorization: `Bearer ${token}` }, payload: {} });
    expect(signIn.json()).toMatchObject({ responseType: 'AUTHENTICATED' });
    const session = signIn.cookies.find((c) => c.name === COOKIES.session)?.value ?? '';
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/rs/profile/confirm_prompt', headers: { cookie: `${COOKIES.session}=${session}`, ...headers } });
    const mine = await get({ authorization: `Bearer ${token}` });
    expect(mine.json()).toMatchObject({
      responseName: 'ConfirmPrompt',
      attributes: { member: { firstName: 'Pat', lastName: 'Buyer', email: 'pat.buyer@gsa.gov', phone: '202-555-0142', agency: 'GSA', memberType: 'federal' } },
    });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((await get({})).statusCode).toBe(401);
    const stranger = await id.mint({ sub: 'nobody-registered', email: 'someone@gsa.gov' });
    expect((await get({ authorization: `Bearer ${stranger}` })).statusCode).not.toBe(200);
  });

  it('validates a state and local address by emailed code in two steps before finalizing', async () => {
    const email = 'clerk@springfield.il.us';
    const start = (await post('profile/state_registration', { emailAddress: email })).json();
    expect(start).toMatchObject({ responseName: 'Pre-Register', attributes: { next: 'profile/validatestateemail' } });
    const [message] = await mailTo(email);
    const code = /code is (\d{6})/.exec(message?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const token = await id.mint({ sub: 'new-state', email });
    // Not validated yet: finalizing is refused.
    expect((await post('profile/registration_submit', details, { authorization: `Bearer ${token}` })).json()).toMatchObject({ responseName: 'Failure' });

    expect((await post('profile/validatestateemail', { emailAddress: email })).json().responseName).toBe('Step1');
    const wrong = (await post('profile/validatestateemail', { emailAddress: email, code: code === '000000' ? '111111' : '000000' })).json();
    expect(wrong).toMatchObject({ responseName: 'Step1', attributes: { errors: [{ message: 'That code is not right. 4 tries left.' }] } });
    const right = (await post('profile/validatestateemail', { emailAddress: email, code })).json();
    expect(right).toMatchObject({ responseName: 'Step2', attributes: { signUpUrl: expect.stringContaining('/signup?email=') } });

    // A state or local buyer picks the agency from the agency list: free text is refused.
    const typed = (await post('profile/registration_submit', details, { authorization: `Bearer ${token}` })).json();
    expect(typed).toMatchObject({ responseName: 'Failure', attributes: { errors: [{ field: 'agency', message: STATE_TEXT.agencyUnknown }] } });
    const done = (await post('profile/registration_submit', { ...details, agency: 'City of Springfield' }, { authorization: `Bearer ${token}` })).json();
    expect(done).toMatchObject({ responseType: 'AUTHENTICATED' });
    const [member] = await t.app.db.select().from(schema.members).where(eq(schema.members.subject, 'new-state'));
    expect(member).toMatchObject({ memberType: 'state', agency: 'City of Springfield' });
  });

  it('sends a new code after five wrong ones', async () => {
    const email = 'buyer@county.tx.us';
    const started = await post('profile/state_registration', { emailAddress: email });
    expect(started.json().responseName, started.body).toBe('Pre-Register');
    const code = /code is (\d{6})/.exec((await mailTo(email))[0]?.text ?? '')?.[1];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('profile/validatestateemail', { emailAddress: email, code: wrong });
    const sixth = (await post('profile/validatestateemail', { emailAddress: email, code: wrong })).json();
    expect(sixth.attributes.errors[0].message).toBe('Too many wrong codes. We sent a new code to your email address.');
    expect(await mailTo(email)).toHaveLength(2);
  });

  it('checks the details with the spec’s rules and loses nothing on failure', async () => {
    const token = await id.mint({ sub: 'typo', email: 'typo@gsa.gov' });
    const res = await post('profile/registration_submit', { ...details, phone: '555' }, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.errors).toEqual([
      { field: 'phone', message: 'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.' },
    ]);
    expect(await t.app.db.select().from(schema.members).where(eq(schema.members.subject, 'typo'))).toEqual([]);
  });
});
