/**
 * What the AAC password request suites share: an app on a movable clock (the approval link's 7 days), the demo
 * AAC registry, members signed in through login/mfa_sign_in as the web app signs them in, and their mail.
 */
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import { DEMO_AACS, schema } from '@advantage/db';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './app.js';
import { ANY_MAIL_PORT } from './catalog-fixture.js';
import { browserSession, cookieValue } from './cookies.js';
import { TEST_ISSUER, testIdentity } from './identity.js';

export interface AacCaller {
  memberId: string;
  email: string;
  headers: Record<string, string>;
}

export async function aacRequestKit(kind: 'pglite' | 'postgres') {
  const clock = { now: Date.now() };
  const id = await testIdentity(() => clock.now);
  const t: TestApp = await createTestApp(kind, ANY_MAIL_PORT, { identity: id.settings, now: () => clock.now });
  const db = t.app.db;
  await db.insert(schema.aacs).values([...DEMO_AACS]);

  /** Registers the member once and signs them in on a new browser (again after the clock moved past the session). */
  async function member(subject: string, email = `${subject}@usda.gov`): Promise<AacCaller> {
    await db.insert(schema.members).values({ issuer: TEST_ISSUER, subject, email, firstName: 'Pat', lastName: subject, memberType: 'federal' }).onConflictDoNothing();
    const [row] = await db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.subject, subject));
    const browser = await browserSession(t.app, '/rs/main/start_page');
    const token = await id.mint({ sub: subject, email });
    const response = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
    if (response.json().responseType !== 'AUTHENTICATED') throw new Error(`sign-in failed: ${response.body}`);
    const session = cookieValue(response, COOKIES.session) ?? '';
    const xsrf = cookieValue(response, COOKIES.antiForgery) ?? '';
    return {
      memberId: row!.id,
      email,
      headers: { cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf, authorization: `Bearer ${token}` },
    };
  }

  /** A signed-out browser: a session and its anti-forgery pair. */
  const visitor = async () => ({ headers: (await browserSession(t.app, '/rs/main/start_page')).headers as Record<string, string> });

  async function role(aac: string, who: AacCaller, name: 'supervisor' | 'funds_approver' = 'supervisor') {
    await db.insert(schema.aacRoles).values({ aac, memberId: who.memberId, role: name }).onConflictDoNothing();
  }

  const post = (caller: { headers: Record<string, string> }, path: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url: `/rs/${path}`, headers: caller.headers, payload: payload as object });
  const get = (caller: { headers: Record<string, string> }, path: string) => t.app.inject({ method: 'GET', url: `/rs/${path}`, headers: caller.headers });

  /** Mail queued for `to`, oldest first. */
  const mailTo = (to: string) => db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, to)).orderBy(asc(schema.mailOutbox.createdAt));

  /** The approval link's token in the newest mail to the supervisor. */
  async function linkTokenFor(supervisorEmail: string): Promise<string> {
    const mail = await mailTo(supervisorEmail);
    const token = /aac_approval\?token=([A-Za-z0-9_-]+)/.exec(mail.at(-1)?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no approval link in the mail to ${supervisorEmail}`);
    return token;
  }

  return { t, db, clock, member, visitor, role, post, get, mailTo, linkTokenFor };
}

export type AacRequestKit = Awaited<ReturnType<typeof aacRequestKit>>;
