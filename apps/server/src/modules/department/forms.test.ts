import { ANTI_FORGERY_HEADER, COOKIES, type ContactFormAttributes, type DepartmentConfirmationAttributes, type SurveyFormAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInMember } from '../../test-support/account-kit.js';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession, cookieValue } from '../../test-support/cookies.js';
import { testIdentity } from '../../test-support/identity.js';
import { DEPARTMENT_FORM_LIMITS } from './limits.js';

const PROGRAMS_OFFICE = 'agency-programs@advantage.localhost';
const THROTTLED = 'You have sent several forms in the last hour. Please wait before sending another.';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe.each(TEST_DATABASES)('department forms: contact, survey and feedback (%s)', (kind) => {
  let t: TestApp;
  let id: Awaited<ReturnType<typeof testIdentity>>;
  beforeAll(async () => {
    id = await testIdentity();
    t = await createTestApp(kind, {}, { identity: id.settings });
  });
  afterAll(() => t.close());

  // Each test sends from an address of its own: the forms are limited per client address too.
  let tests = 0;
  let address = '';
  beforeEach(() => {
    address = `198.51.100.${++tests}`;
  });
  const visitor = async () => (await browserSession(t.app, '/rs/main/start_page')).headers;
  const post = (headers: Record<string, string>, path: string, payload: object, from = address) =>
    t.app.inject({ method: 'POST', url: `/rs/${path}`, headers, payload, remoteAddress: from });
  const contact = (email: string) => ({
    name: 'Angela Ortiz',
    email,
    phone: '202-447-5311',
    organization: 'DHS Office of the Chief Procurement Officer',
    department: 'dhs',
    interest: 'agreements',
    message: 'We are placing a new BPA for body armor and would like it on our store.',
  });
  const mailbox = async (): Promise<Mail[]> => {
    await t.app.mail.flush();
    return (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json' })).json() as Mail[];
  };

  it('opens the contact form empty for a visitor and prefilled for a member, with the department it was opened for', async () => {
    const empty = await post(await visitor(), 'department/adv2git_contact?dept=VA', {});
    expect(empty.json()).toMatchObject({ responseName: 'Contact', attributes: { values: { name: '', email: '', department: 'VA', interest: '' } } });
    expect((empty.json() as { attributes: ContactFormAttributes }).attributes.departments.map((d) => d.code)).toEqual(['DHS', 'USDA', 'VA', 'USAF', 'USMC']);
    const member = await signInMember(t.app, id, `dept-form-${Date.now()}`);
    const prefilled = await post(member.headers, 'department/adv2git_contact', {});
    expect(prefilled.json()).toMatchObject({ attributes: { values: { name: 'Pat Buyer', email: member.email, phone: '202-555-0142', organization: 'GSA', department: '' } } });
  });

  it('refuses a contact request without the anti-forgery token', async () => {
    const headers = await visitor();
    const res = await post({ cookie: headers.cookie ?? '' }, 'department/adv2git_contact', contact('nobody@dhs.gov'));
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(schema.departmentContactRequests).where(eq(schema.departmentContactRequests.email, 'nobody@dhs.gov'))).toEqual([]);
  });

  it('names every problem of a contact request on its field and stores nothing', async () => {
    const res = await post(await visitor(), 'department/adv2git_contact', {
      name: ' ', email: 'angela@dhs.example.com', phone: '555-01', organization: '', department: 'X1', interest: 'lunch', message: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: 'ValidationError' });
    expect((res.json() as { attributes: { errors: unknown[] } }).attributes.errors).toEqual(expect.arrayContaining([
      { field: 'name', message: 'Name is required.' },
      { field: 'email', message: 'Federal buyers must use a government email address ending in .gov, .mil or .us.' },
      { field: 'phone', message: 'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.' },
      { field: 'organization', message: 'Agency or office is required.' },
      { field: 'department', message: 'Choose a department from the list.' },
      { field: 'interest', message: 'Choose what you would like to talk about.' },
      { field: 'message', message: 'Message is required.' },
    ]));
    const unknown = await post(await visitor(), 'department/adv2git_contact', { ...contact('unknown.dept@dhs.gov'), department: 'NASA' });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { attributes: { errors: unknown[] } }).attributes.errors).toEqual([{ field: 'department', message: 'Choose a department from the list.' }]);
    expect(await t.app.db.select().from(schema.departmentContactRequests)).toEqual([]);
  });

  it('stores a contact request, mails the programs office through the outbox and answers Thank you', async () => {
    const res = await post(await visitor(), 'department/adv2git_contact', contact('angela.ortiz@hq.dhs.gov'));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { responseName: string; attributes: DepartmentConfirmationAttributes };
    expect(body.responseName).toBe('Confirmation');
    expect(body.attributes).toMatchObject({ form: 'contact', continueUrl: '/ws/department/adv2git?dept=DHS' });
    expect(body.attributes.referenceNumber).toMatch(/^CR-\d{6}$/);
    const [row] = await t.app.db.select().from(schema.departmentContactRequests).where(eq(schema.departmentContactRequests.email, 'angela.ortiz@hq.dhs.gov'));
    expect(row).toMatchObject({ departmentCode: 'DHS', interest: 'agreements', organization: 'DHS Office of the Chief Procurement Officer', memberId: null });
    const [audit] = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.target, body.attributes.referenceNumber ?? ''));
    expect(audit).toMatchObject({ action: 'department_contact_request', outcome: 'success' });
    const queued = await t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, PROGRAMS_OFFICE));
    expect(queued.map((m) => m.subject)).toContain(`Department contact request ${body.attributes.referenceNumber}: Putting our agreements on GSA Advantage!`);
    const mail = (await mailbox()).filter((m) => m.subject.includes(body.attributes.referenceNumber ?? '?'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: PROGRAMS_OFFICE, subject: `Department contact request ${body.attributes.referenceNumber}: Putting our agreements on GSA Advantage!` });
    expect(mail[0]?.text).toContain('Department: Department of Homeland Security');
    expect(mail[0]?.text).toContain('body armor');
  });

  it('stores nothing when its mail cannot be queued: the request, its mail and its audit row go together', async () => {
    const audits = () => t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'department_contact_request'));
    const auditedBefore = (await audits()).length;
    const enqueue = t.app.mail.enqueue;
    t.app.mail.enqueue = async () => {
      throw new Error('outbox unavailable');
    };
    try {
      const res = await post(await visitor(), 'department/adv2git_contact', contact('half.written@dhs.gov'));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ responseType: 'ERROR' });
    } finally {
      t.app.mail.enqueue = enqueue;
    }
    expect(await t.app.db.select().from(schema.departmentContactRequests).where(eq(schema.departmentContactRequests.email, 'half.written@dhs.gov'))).toEqual([]);
    expect(await audits()).toHaveLength(auditedBefore);
  });

  it('sends a member a copy only at their own account address', async () => {
    const member = await signInMember(t.app, id, `dept-copy-${Date.now()}`);
    const own = (await post(member.headers, 'department/adv2git_contact', contact(member.email))).json() as { attributes: DepartmentConfirmationAttributes };
    const mail = await mailbox();
    expect(mail.find((m) => m.to === member.email)?.subject).toBe(`We received your request ${own.attributes.referenceNumber}`);
  });

  it('limits contact requests to one address per hour', async () => {
    const email = 'limit.contact@dhs.gov';
    for (let i = 0; i < DEPARTMENT_FORM_LIMITS.emailPerHour; i += 1) {
      expect((await post(await visitor(), 'department/adv2git_contact', contact(email))).json()).toMatchObject({ responseName: 'Confirmation' });
    }
    const refused = (await post(await visitor(), 'department/adv2git_contact', contact(email))).json() as { responseName: string; attributes: ContactFormAttributes };
    expect(refused.responseName).toBe('Contact');
    expect(refused.attributes.errors).toEqual([{ field: '', message: THROTTLED }]);
    expect(refused.attributes.values.message).toContain('body armor');
    expect(await t.app.db.select().from(schema.departmentContactRequests).where(eq(schema.departmentContactRequests.email, email))).toHaveLength(3);
  });

  it('stores a survey answer and answers Thank you; problems are named on their fields', async () => {
    const headers = await visitor();
    const form = (await post(headers, 'department/survey?dept=USDA', {})).json() as { responseName: string; attributes: SurveyFormAttributes };
    expect(form).toMatchObject({ responseName: 'Survey', attributes: { department: 'USDA', values: { satisfaction: '' } } });
    const bad = await post(headers, 'department/survey', { satisfaction: '9', found: 'maybe', purpose: '', comments: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { attributes: { errors: unknown[] } }).attributes.errors).toEqual([
      { field: 'satisfaction', message: 'Choose how satisfied you are.' },
      { field: 'found', message: 'Say whether you found what you came for.' },
      { field: 'purpose', message: 'Choose what you came to do.' },
      { field: 'comments', message: 'Comments must be 2,000 characters or fewer.' },
    ]);
    const res = await post(headers, 'department/survey', { department: 'USDA', satisfaction: '4', found: 'partly', purpose: 'agreements', comments: 'Please list end dates first.' });
    expect(res.json()).toMatchObject({ responseName: 'Confirmation', attributes: { form: 'survey', referenceNumber: null, continueUrl: '/ws/department/homeoffice?dept=USDA' } });
    const rows = await t.app.db.select().from(schema.departmentResponses).where(eq(schema.departmentResponses.kind, 'survey'));
    expect(rows).toEqual([expect.objectContaining({ departmentCode: 'USDA', satisfaction: 4, found: 'partly', topic: 'agreements', comments: 'Please list end dates first.' })]);
  });

  it('stores feedback with the address to answer, and checks that address', async () => {
    const headers = await visitor();
    const bad = await post(headers, 'department/feedback', { topic: 'search', message: 'Results miss our BPA.', replyEmail: 'pat@agency.invalidtld' });
    expect((bad.json() as { attributes: { errors: unknown[] } }).attributes.errors).toEqual([
      { field: 'replyEmail', message: 'The email address must end in a known top-level domain, such as .gov or .com.' },
    ]);
    const res = await post(headers, 'department/feedback', { topic: 'search', message: 'Results miss our BPA.', replyEmail: 'pat@va.gov' });
    expect(res.json()).toMatchObject({
      responseName: 'Confirmation',
      attributes: { form: 'feedback', message: 'Your feedback was sent to the GSA Advantage! team. We will answer at pat@va.gov.', continueUrl: '/ws/department/main' },
    });
    const [row] = await t.app.db.select().from(schema.departmentResponses).where(eq(schema.departmentResponses.kind, 'feedback'));
    expect(row).toMatchObject({ topic: 'search', comments: 'Results miss our BPA.', replyEmail: 'pat@va.gov', departmentCode: null });
  });

  it('limits the forms one browser session sends per hour, across the three forms', async () => {
    const headers = await visitor();
    const answers: string[] = [];
    for (let i = 0; i < DEPARTMENT_FORM_LIMITS.sessionPerHour + 1; i += 1) {
      const payload = { topic: 'idea', message: `Idea number ${i}` };
      answers.push(((await post(headers, 'department/feedback', payload)).json() as { responseName: string }).responseName);
    }
    expect(answers).toEqual(['Confirmation', 'Confirmation', 'Confirmation', 'Confirmation', 'Confirmation', 'Feedback']);
    const survey = (await post(headers, 'department/survey', { satisfaction: 5, found: 'yes', purpose: 'find' })).json() as { responseName: string; attributes: SurveyFormAttributes };
    expect(survey.responseName).toBe('Survey');
    expect(survey.attributes.errors).toEqual([{ field: '', message: THROTTLED }]);
    expect(survey.attributes.values).toMatchObject({ satisfaction: '5', found: 'yes', purpose: 'find' });
  });

  it('limits the forms one address sends per hour however often the cookie is dropped, the programs office’s mail included', async () => {
    const feedback = async () => ((await post(await visitor(), 'department/feedback', { topic: 'idea', message: 'Flood' })).json() as { responseName: string }).responseName;
    const answers: string[] = [];
    for (let i = 0; i < DEPARTMENT_FORM_LIMITS.addressPerHour + 3; i += 1) answers.push(await feedback());
    expect(answers.filter((a) => a === 'Confirmation')).toHaveLength(DEPARTMENT_FORM_LIMITS.addressPerHour);
    expect(answers.slice(DEPARTMENT_FORM_LIMITS.addressPerHour)).toEqual(['Feedback', 'Feedback', 'Feedback']);

    // The contact form from another address, a new browser and a new email address each time.
    const officeMails = async () => (await mailbox()).filter((m) => m.to === PROGRAMS_OFFICE).length;
    const before = await officeMails();
    const from = '203.0.113.77';
    const contacts: string[] = [];
    for (let i = 0; i < DEPARTMENT_FORM_LIMITS.addressPerHour + 2; i += 1) {
      const res = await post(await visitor(), 'department/adv2git_contact', contact(`flood${i}@example.gov`), from);
      contacts.push((res.json() as { responseName: string }).responseName);
    }
    expect(contacts.filter((a) => a === 'Confirmation')).toHaveLength(DEPARTMENT_FORM_LIMITS.addressPerHour);
    expect(contacts.at(-1)).toBe('Contact');
    expect((await officeMails()) - before).toBe(DEPARTMENT_FORM_LIMITS.addressPerHour);
  });

  it('limits a member’s survey and feedback answers per hour across their browser sessions', async () => {
    const subject = `dept-limit-${Date.now()}`;
    const first = await signInMember(t.app, id, subject);
    // The same member signed in again from another browser: a session of its own, the same member.
    const browser = await browserSession(t.app, '/rs/main/start_page');
    const token = await id.mint({ sub: subject, email: first.email });
    const signedIn = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
    const xsrf = cookieValue(signedIn, COOKIES.antiForgery) ?? browser.token;
    const second = {
      cookie: `${COOKIES.session}=${cookieValue(signedIn, COOKIES.session) ?? browser.session}; ${COOKIES.antiForgery}=${xsrf}`,
      [ANTI_FORGERY_HEADER]: xsrf,
      authorization: `Bearer ${token}`,
    };
    const send = async (headers: Record<string, string>) => {
      const res = await post(headers, 'department/feedback', { topic: 'idea', message: 'More agreements, please.' });
      return (res.json() as { responseName: string }).responseName;
    };
    const answers: string[] = [];
    // The second browser is on another network: the member's own limit holds, not the address's.
    const send2 = async () => ((await post(second, 'department/feedback', { topic: 'idea', message: 'More agreements, please.' }, '192.0.2.99')).json() as { responseName: string }).responseName;
    for (let i = 0; i < 3; i += 1) answers.push(await send(first.headers));
    for (let i = 0; i < 3; i += 1) answers.push(await send2());
    expect(answers).toEqual(['Confirmation', 'Confirmation', 'Confirmation', 'Confirmation', 'Confirmation', 'Feedback']);
    const stored = await t.app.db.select().from(schema.departmentResponses).where(eq(schema.departmentResponses.memberId, first.id));
    expect(stored).toHaveLength(DEPARTMENT_FORM_LIMITS.memberPerHour);
  });
});
