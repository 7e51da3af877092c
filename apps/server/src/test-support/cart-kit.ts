/**
 * What the cart suites share: an app with the test identity provider and the catalog fixture, browser
 * sessions for anonymous visitors, and members signed in through login/mfa_sign_in exactly as the web
 * app signs them in.
 */
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../config.js';
import { createTestApp, type TestApp } from './app.js';
import { ANY_MAIL_PORT, type CatalogFixture, insertCatalogFixture } from './catalog-fixture.js';
import { browserSession, cookieValue } from './cookies.js';
import { TEST_ISSUER, testIdentity } from './identity.js';

/** Offers of the catalog fixture, by what the cart tests use them for. */
export const OFFERS = {
  /** Fixture Office Depot, copy paper, $50.00 a box, minimum 2 boxes. */
  officePaper: 9_000_001,
  /** GSA Global Supply, copy paper, $39.99 a box. */
  globalPaper: 9_000_002,
  /** An ended contract. */
  endedPaper: 9_000_004,
  /** A BPA limited to the USDA store, $35.00. */
  usdaPaper: 9_000_005,
  /** Fixture Office Depot, black chair, $199.00 each. */
  officeChair: 9_000_007,
} as const;

export interface Caller {
  headers: Record<string, string>;
}

export interface SignedIn extends Caller {
  memberId: string;
  /** The session id, as carts.session_id and sessions.id hold it. */
  session: string;
  /** The signed cookie value, as a browser sends it (e.g. on the WebSocket handshake). */
  signedSession: string;
  response: LightMyRequestResponse;
}

export async function cartKit(kind: 'pglite' | 'postgres', overrides: Partial<AppConfig> = {}, options: { now?: () => number } = {}) {
  const id = await testIdentity();
  const t: TestApp = await createTestApp(kind, { ...ANY_MAIL_PORT, ...overrides }, { identity: id.settings, ...(options.now ? { now: options.now } : {}) });
  const fx: CatalogFixture = await insertCatalogFixture(t.database.db);

  /** A visitor's browser: a session and anti-forgery cookie pair, as after loading the start page. */
  async function visitor(url = '/rs/main/start_page'): Promise<Caller & { session: string }> {
    const b = await browserSession(t.app, url);
    // The cookie is signed; the session id (sessions.id, carts.session_id) is its value.
    return { headers: { ...b.headers }, session: t.app.unsignCookie(b.session).value ?? '' };
  }

  /** Registers a member once, then signs in on the given browser (a new one by default). */
  async function member(subject: string, from?: Caller): Promise<SignedIn> {
    const email = `${subject}@gsa.gov`;
    await t.app.db
      .insert(schema.members)
      .values({ issuer: TEST_ISSUER, subject, email, firstName: 'Pat', lastName: subject, memberType: 'federal' })
      .onConflictDoNothing();
    const [row] = await t.app.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.subject, subject));
    const browser = from ?? (await visitor());
    const token = await id.mint({ sub: subject, email });
    const response = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
    if (response.json().responseType !== 'AUTHENTICATED') throw new Error(`sign-in failed: ${response.body}`);
    const session = cookieValue(response, COOKIES.session) ?? '';
    const sessionId = t.app.unsignCookie(session).value ?? '';
    const xsrf = cookieValue(response, COOKIES.antiForgery) ?? '';
    return {
      memberId: row!.id,
      session: sessionId,
      signedSession: session,
      response,
      headers: { cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf, authorization: `Bearer ${token}` },
    };
  }

  const post = (caller: Caller, path: string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/rs/${path}`, headers: { ...caller.headers, ...extra }, payload: payload as object });
  const get = (caller: Caller, path: string) => t.app.inject({ method: 'GET', url: `/rs/${path}`, headers: caller.headers });

  return { t, fx, id, visitor, member, post, get };
}

export type CartKit = Awaited<ReturnType<typeof cartKit>>;
