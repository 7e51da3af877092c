/**
 * The restricted-store suites (modules/vs, modules/dhs): an app with the test identity provider and a movable
 * clock, members signed in on a browser session of a chosen store, and GET/POST helpers for `/rs/` paths.
 */
import { Writable } from 'node:stream';
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { loggerOptions } from '../logger.js';
import { createTestApp, type TestApp } from './app.js';
import { browserSession, cookieValue } from './cookies.js';
import { TEST_ISSUER, testIdentity } from './identity.js';

export interface Browser {
  headers: Record<string, string>;
}

export interface KitMember extends Browser {
  id: string;
  email: string;
}

export async function restrictedStoreKit(kind: 'pglite' | 'postgres') {
  let clock = Date.now();
  const now = () => clock;
  const id = await testIdentity(now);
  /** Everything the server logs, at trace level: suites check that no link token ever reaches it. */
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const t: TestApp = await createTestApp(kind, {}, { identity: id.settings, now, logger: { ...(loggerOptions('trace') as object), stream } });
  let n = 0;

  /** A signed-out browser whose session is in `store`. */
  const visitor = async (store = 'DHS'): Promise<Browser> => ({ headers: (await browserSession(t.app, `/rs/main/start_page?store=${store}`)).headers });

  /** A member with this sign-in address, signed in from `store` as the web app signs in. */
  async function member(email: string, store = 'DHS'): Promise<KitMember> {
    const subject = `restricted-${++n}-${clock}`;
    const [row] = await t.app.db
      .insert(schema.members)
      .values({ issuer: TEST_ISSUER, subject, email, firstName: 'Pat', lastName: 'Buyer', memberType: 'federal' })
      .returning();
    if (!row) throw new Error('member insert returned nothing');
    const browser = await browserSession(t.app, `/rs/main/start_page?store=${store}`);
    const token = await id.mint({ sub: subject, email });
    const response = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
    if (response.json().responseType !== 'AUTHENTICATED') throw new Error(`sign-in failed: ${response.body}`);
    const session = cookieValue(response, COOKIES.session) ?? browser.session;
    const xsrf = cookieValue(response, COOKIES.antiForgery) ?? browser.token;
    return {
      id: row.id,
      email,
      headers: { cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf, authorization: `Bearer ${token}` },
    };
  }

  const get = (who: Browser, url: string) => t.app.inject({ method: 'GET', url: `/rs/${url}`, headers: who.headers });
  const post = (who: Browser, url: string, payload: unknown = {}) => t.app.inject({ method: 'POST', url: `/rs/${url}`, headers: who.headers, payload: payload as object });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { t, visitor, member, get, post, advance, now, logs };
}
