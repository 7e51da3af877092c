/**
 * What the profile/account suites share: an app with the test identity provider, members signed in through
 * login/mfa_sign_in as the web app signs them in, and GET/POST helpers for the `/rs/` paths.
 */
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import { schema } from '@advantage/db';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './app.js';
import { browserSession, cookieValue } from './cookies.js';
import { TEST_ISSUER, testIdentity } from './identity.js';

export interface AccountMember {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** Registers a member and signs them in on a new browser session. */
export async function signInMember(
  app: FastifyInstance,
  id: Awaited<ReturnType<typeof testIdentity>>,
  subject: string,
  memberType: 'federal' | 'military' | 'state' = 'federal',
): Promise<AccountMember> {
  const email = `${subject}@gsa.gov`;
  const [row] = await app.db
    .insert(schema.members)
    .values({ issuer: TEST_ISSUER, subject, email, firstName: 'Pat', lastName: 'Buyer', phone: '202-555-0142', agency: 'GSA', memberType })
    .returning();
  if (!row) throw new Error('member insert returned nothing');
  const browser = await browserSession(app, '/rs/main/start_page');
  const token = await id.mint({ sub: subject, email });
  const response = await app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
  if (response.json().responseType !== 'AUTHENTICATED') throw new Error(`sign-in failed: ${response.body}`);
  const session = cookieValue(response, COOKIES.session) ?? browser.session;
  const xsrf = cookieValue(response, COOKIES.antiForgery) ?? browser.token;
  return {
    id: row.id,
    email,
    headers: { cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf, authorization: `Bearer ${token}` },
  };
}

export async function accountKit(kind: 'pglite' | 'postgres') {
  const id = await testIdentity();
  const t: TestApp = await createTestApp(kind, {}, { identity: id.settings });
  let n = 0;
  const member = () => signInMember(t.app, id, `account-${++n}-${Date.now()}`);
  const post = (who: { headers: Record<string, string> }, path: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/rs/${path}`, headers: who.headers, payload: payload as object });
  const get = (who: { headers: Record<string, string> }, path: string) => t.app.inject({ method: 'GET', url: `/rs/${path}`, headers: who.headers });
  /** A signed-out browser: session and anti-forgery cookies, no token. */
  const visitor = async () => ({ headers: (await browserSession(t.app, '/rs/main/start_page')).headers });
  return { t, id, member, visitor, post, get };
}

/** A purchase-card number with the given prefix, made valid by the Luhn rule. */
export function luhnNumber(prefix: string): string {
  const body = prefix.padEnd(15, '0').slice(0, 15);
  for (let check = 0; check <= 9; check++) {
    const digits = `${body}${check}`;
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      let d = Number(digits[15 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}
