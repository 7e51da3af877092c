import { ANTI_FORGERY_HEADER, COMMENT_FORM_TEXT, type CommentFormAttributes, type CommentFormSuccessAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';
import { helpDeskAddress, senderCopy } from './help-desk.js';

const HELP_DESK = 'help-desk@advantage.localhost';
const PHONE_RULE = 'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe.each(TEST_DATABASES)('Request Customer Service (%s)', (kind) => {
  let t: TestApp;
  let browser: Awaited<ReturnType<typeof browserSession>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    browser = await browserSession(t.app, '/rs/main/start_page?store=ADVANTAGE');
  });
  afterAll(() => t.close());

  const submit = (payload: object, headers: Record<string, string> = browser.headers) =>
    t.app.inject({ method: 'POST', url: '/rs/information/comment_form_submit', headers, payload });
  const valid = (email: string) => ({
    name: 'Pat Buyer',
    email,
    phone: '',
    topic: 'order-status',
    orderNumber: 'GSA-0042-7781',
    message: 'My order of copy paper shows Backordered. When will it ship?',
  });
  const mailbox = async (): Promise<Mail[]> => {
    await t.app.mail.flush();
    return (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json' })).json() as Mail[];
  };

  it('shows the empty form, prefilled only from a valid topic and order number in the link', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/rs/information/comment_form', headers: { cookie: browser.cookie } })).json();
    expect(plain).toMatchObject({ responseName: 'Initial', attributes: { values: { name: '', email: '', phone: '', topic: '', orderNumber: '', message: '' } } });
    const linked = await t.app.inject({ method: 'GET', url: '/rs/information/comment_form?topic=returns&orderNumber=GSA-1234', headers: { cookie: browser.cookie } });
    expect((linked.json() as { attributes: CommentFormAttributes }).attributes.values).toMatchObject({ topic: 'returns', orderNumber: 'GSA-1234' });
    const bogus = await t.app.inject({ method: 'GET', url: '/rs/information/comment_form?topic=hack&orderNumber=%3Cb%3E', headers: { cookie: browser.cookie } });
    expect((bogus.json() as { attributes: CommentFormAttributes }).attributes.values).toMatchObject({ topic: '', orderNumber: '' });
  });

  it('refuses a submission without the anti-forgery token', async () => {
    const res = await submit(valid('nobody@agency.gov'), { cookie: browser.cookie });
    expect(res.statusCode).toBe(403);
    const crossSite = await submit(valid('nobody@agency.gov'), { ...browser.headers, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const wrong = await submit(valid('nobody@agency.gov'), { cookie: browser.cookie, [ANTI_FORGERY_HEADER]: 'forged' });
    expect(wrong.statusCode).toBe(403);
    expect(await t.app.db.select().from(schema.customerServiceRequests).where(eq(schema.customerServiceRequests.email, 'nobody@agency.gov'))).toEqual([]);
  });

  it('names every problem with the field it belongs to', async () => {
    const res = await submit({ name: '  ', email: 'pat@agency', phone: '555-0142', topic: 'nope', orderNumber: 'no spaces!', message: '' });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { attributes: { errors: Array<{ field: string; message: string }> } }).attributes.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required.' },
        { field: 'email', message: 'Enter an email address in the form name@agency.gov.' },
        { field: 'phone', message: PHONE_RULE },
        { field: 'topic', message: 'Choose the topic of your request.' },
        { field: 'orderNumber', message: 'Order number may contain only letters, digits and hyphens.' },
        { field: 'message', message: 'Message is required.' },
      ]),
    );
    const unknownTld = await submit({ ...valid('pat@agency.invalidtld'), message: 'x'.repeat(4001) });
    expect((unknownTld.json() as { attributes: { errors: unknown[] } }).attributes.errors).toEqual([
      { field: 'email', message: 'The email address must end in a known top-level domain, such as .gov or .com.' },
      { field: 'message', message: 'Message must be 4,000 characters or fewer.' },
    ]);
  });

  it('stores the request and mails the help desk and the sender through the outbox', async () => {
    const res = await submit({ ...valid('pat.buyer@agency.gov'), phone: '(202) 555-0142 ext. 12' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { responseName: string; attributes: CommentFormSuccessAttributes };
    expect(body.responseName).toBe('Success');
    expect(body.attributes).toMatchObject({ email: 'pat.buyer@agency.gov', topic: 'Order status or delivery' });
    expect(body.attributes.referenceNumber).toMatch(/^CS-\d{6}$/);

    const [row] = await t.app.db.select().from(schema.customerServiceRequests).where(eq(schema.customerServiceRequests.email, 'pat.buyer@agency.gov'));
    expect(row).toMatchObject({ name: 'Pat Buyer', topic: 'order-status', orderNumber: 'GSA-0042-7781', phone: '(202) 555-0142 ext. 12', memberId: null });
    expect(row?.message).toContain('copy paper');
    const queued = await t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.subject, `We received your request ${body.attributes.referenceNumber}`));
    expect(queued).toHaveLength(1);
    const [audit] = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.target, body.attributes.referenceNumber));
    expect(audit).toMatchObject({ action: 'customer_service_request', outcome: 'success' });

    const mail = await mailbox();
    const desk = mail.find((m) => m.to === HELP_DESK && m.subject.includes(body.attributes.referenceNumber));
    expect(desk?.subject).toBe(`Customer service request ${body.attributes.referenceNumber}: Order status or delivery`);
    expect(desk?.text).toContain('Email: pat.buyer@agency.gov');
    expect(desk?.text).toContain('Order number: GSA-0042-7781');
    expect(desk?.text).toContain('My order of copy paper shows Backordered.');
    const copy = mail.find((m) => m.to === 'pat.buyer@agency.gov');
    expect(copy?.subject).toBe(`We received your request ${body.attributes.referenceNumber}`);
    // An anonymous sender's words are not repeated to the address typed in the form.
    expect(copy?.text).not.toContain('copy paper');
    expect(copy?.text).not.toContain('Pat Buyer');
    expect(copy?.text).toContain('If you did not send this request, you can ignore this message.');
  });

  it('repeats the message in the copy only to a signed-in member’s own address', () => {
    const input = { ...valid('pat@gsa.gov'), phone: undefined, orderNumber: undefined, topic: 'payment' as const };
    const verified = senderCopy({ reference: 'CS-000001', input, storeId: 0, verifiedMember: { id: 'm1', name: 'Pat Buyer' }, memberId: 'm1' });
    expect(verified.text).toContain('Hello Pat Buyer,');
    expect(verified.text).toContain(input.message);
    const stranger = senderCopy({ reference: 'CS-000002', input, storeId: 0, verifiedMember: null, memberId: 'm1' });
    expect(stranger.text).not.toContain(input.message);
  });

  it('limits requests to one email address per hour', async () => {
    const email = 'limit.test@agency.gov';
    for (let i = 0; i < 3; i += 1) expect((await submit(valid(email))).json()).toMatchObject({ responseName: 'Success' });
    const fourth = (await submit(valid(email))).json() as { responseName: string; attributes: CommentFormAttributes };
    expect(fourth.responseName).toBe('Initial');
    expect(fourth.attributes.errors).toEqual([{ field: '', message: COMMENT_FORM_TEXT.throttled }]);
    expect(fourth.attributes.values.message).toContain('copy paper');
    const stored = await t.app.db.select().from(schema.customerServiceRequests).where(eq(schema.customerServiceRequests.email, email));
    expect(stored).toHaveLength(3);
  });

  it('limits requests from one browser session per hour', async () => {
    const other = await browserSession(t.app, '/rs/main/start_page?store=ADVANTAGE');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(((await submit(valid(`session.${i}@agency.gov`), other.headers)).json() as { responseName: string }).responseName);
    expect(answers).toEqual(['Success', 'Success', 'Success', 'Success', 'Success', 'Initial']);
  });

  it('reads the help desk address from HELP_DESK_EMAIL and refuses a malformed one', () => {
    expect(helpDeskAddress({})).toBe(HELP_DESK);
    expect(helpDeskAddress({ HELP_DESK_EMAIL: ' service@agency.gov ' })).toBe('service@agency.gov');
    expect(() => helpDeskAddress({ HELP_DESK_EMAIL: 'not an address' })).toThrow(/HELP_DESK_EMAIL/);
  });
});
