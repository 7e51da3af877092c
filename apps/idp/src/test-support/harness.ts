import { createHash, randomBytes } from 'node:crypto';
import { API_AUDIENCE, DEV_CLIENT_ID, DEV_IDP_PREFIX, OIDC_SCOPES, PKCE_CALLBACK_ROUTE } from '@advantage/contracts';
import { createServerDatabase, type Database, dropServerDatabase, openDatabase, testDatabaseName } from '@advantage/db';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { createIdentityProvider, type IdentityProvider, type IdentityProviderOptions } from '../index.js';

export const ORIGIN = 'http://localhost:8080';
export const ISSUER = `${ORIGIN}${DEV_IDP_PREFIX}`;
export const CALLBACK = `${ORIGIN}${PKCE_CALLBACK_ROUTE}`;

/**
 * A fresh database for one suite: an in-memory PGlite, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (the server suites' convention), dropped again by `close`.
 */
export async function freshDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' });
  const name = testDatabaseName('idp');
  const database = await openDatabase({ url: await createServerDatabase(adminUrl, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      // Without FORCE: terminating the pool's last sockets would surface as uncaught client errors.
      for (let attempt = 0; ; attempt++) {
        try {
          await dropServerDatabase(adminUrl, name, { force: false });
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface TestIdp {
  app: FastifyInstance;
  idp: IdentityProvider;
  database: Database;
  mails: Mail[];
  /** The provider's clock for lockout/TOTP/email windows; tests move it. */
  clock: { now: number };
  close(): Promise<void>;
}

/** A Fastify app with only the identity provider mounted, on a fresh in-memory PGlite unless one is given. */
export async function createTestIdp(
  options: { database?: Database; reader?: IdentityProviderOptions['reader']; keepDatabase?: boolean; cookieSecure?: boolean } = {},
): Promise<TestIdp> {
  const database = options.database ?? (await freshDatabase());
  const mails: Mail[] = [];
  const clock = { now: Date.now() };
  const idp = await createIdentityProvider({
    db: database.db,
    issuer: ISSUER,
    prefix: DEV_IDP_PREFIX,
    clientId: DEV_CLIENT_ID,
    appOrigins: [ORIGIN, 'http://127.0.0.1:8080'],
    audience: API_AUDIENCE,
    cookieSecure: options.cookieSecure ?? false,
    sendMail: async (m) => {
      mails.push(m);
    },
    now: () => clock.now,
    ...(options.reader ? { reader: options.reader } : {}),
  });
  const app = Fastify({ logger: false });
  await app.register(idp.plugin);
  await app.ready();
  return {
    app,
    idp,
    database,
    mails,
    clock,
    close: async () => {
      await app.close();
      await idp.close();
      if (!options.keepDatabase) await database.close();
    },
  };
}

/** A browser stand-in over `inject`: keeps cookies by path, sends a fixed client address. */
export class Browser {
  readonly #app: FastifyInstance;
  readonly #ip: string;
  readonly #headers: Record<string, string>;
  readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(app: FastifyInstance, ip = '127.0.0.1', headers: Record<string, string> = {}) {
    this.#app = app;
    this.#ip = ip;
    this.#headers = headers;
  }

  async request(method: 'GET' | 'POST' | 'DELETE', target: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
    const url = new URL(target, ORIGIN);
    const cookie = [...this.cookies]
      .filter(([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/')
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const options: InjectOptions = {
      method,
      url: url.pathname + url.search,
      remoteAddress: this.#ip,
      headers: { host: url.host, ...this.#headers, ...(cookie ? { cookie } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    };
    const res = await this.#app.inject(options);
    this.#store(res);
    return res;
  }

  get(target: string, headers?: Record<string, string>) {
    return this.request('GET', target, undefined, headers);
  }

  post(target: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request('POST', target, form, headers);
  }

  /** Follows same-origin redirects under the provider until a page or a redirect out of it (the app callback). */
  async follow(res: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let current = res;
    for (let hops = 0; hops < 10 && current.statusCode >= 300 && current.statusCode < 400; hops++) {
      const location = new URL(String(current.headers.location), ORIGIN);
      if (location.host !== new URL(ORIGIN).host || !location.pathname.startsWith(`${DEV_IDP_PREFIX}/`)) return current;
      current = await this.get(location.href);
    }
    return current;
  }

  #store(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(challenge: string, state: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: DEV_CLIENT_ID,
    response_type: 'code',
    scope: OIDC_SCOPES.join(' '),
    redirect_uri: CALLBACK,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${DEV_IDP_PREFIX}/auth?${params.toString()}`;
}

/** The interaction page a fresh authorization request lands on. */
export async function startSignIn(browser: Browser, extra: Record<string, string> = {}) {
  const pkce = pkcePair();
  const state = randomBytes(16).toString('base64url');
  const res = await browser.follow(await browser.get(authorizeUrl(pkce.challenge, state, extra)));
  const action = /action="([^"]+)\/login"/.exec(res.body)?.[1];
  return { ...pkce, state, res, action: action ?? '' };
}

export function callbackParams(res: LightMyRequestResponse): URLSearchParams {
  const location = new URL(String(res.headers.location));
  if (`${location.host}${location.pathname}` !== CALLBACK.replace(/^https?:\/\//, '')) throw new Error(`Expected the app callback, got ${location.href}`);
  return location.searchParams;
}

export function tokenRequest(browser: Browser, code: string, verifier: string) {
  return browser.post(`${DEV_IDP_PREFIX}/token`, {
    grant_type: 'authorization_code',
    code,
    client_id: DEV_CLIENT_ID,
    redirect_uri: CALLBACK,
    code_verifier: verifier,
  });
}
