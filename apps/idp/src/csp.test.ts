import { createHash } from 'node:crypto';
import { API_AUDIENCE, DEV_CLIENT_ID, DEV_IDP_PREFIX } from '@advantage/contracts';
import { DEMO_ACCOUNTS, type Database } from '@advantage/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProvider, type IdentityProvider } from './index.js';
import { Browser, callbackParams, freshDatabase, ISSUER, ORIGIN, startSignIn, tokenRequest } from './test-support/harness.js';
import { totpFromSecret } from './totp.js';

/** The marketplace's policy (apps/server security-headers), set on the raw response in onRequest as helmet does. */
const SERVER_CSP = 'default-src \'self\';script-src \'self\';style-src \'self\';img-src \'self\' data:;font-src \'self\';form-action \'self\';object-src \'none\';base-uri \'none\';frame-ancestors \'none\'';

let database: Database;
let idp: IdentityProvider;
let app: FastifyInstance;

beforeAll(async () => {
  database = await freshDatabase();
  idp = await createIdentityProvider({
    db: database.db,
    issuer: ISSUER,
    prefix: DEV_IDP_PREFIX,
    clientId: DEV_CLIENT_ID,
    appOrigins: [ORIGIN],
    audience: API_AUDIENCE,
    cookieSecure: false,
    sendMail: async () => {},
  });
  await idp.seedDemoAccounts();
  app = Fastify({ logger: false });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('Content-Security-Policy', SERVER_CSP);
  });
  await app.register(idp.plugin);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await idp.close();
  await database.close();
});

function noInlineCode(body: string) {
  expect(body).not.toMatch(/<script|\sstyle=|\son[a-z]+=|javascript:/i);
}

describe('strict CSP', () => {
  it('keeps the marketplace policy on pages of the hijacked provider and of the plugin', async () => {
    const b = new Browser(app);
    const { res } = await startSignIn(b);
    expect(res.headers['content-security-policy']).toBe(SERVER_CSP);
    noInlineCode(res.body);

    const error = await b.get(`${DEV_IDP_PREFIX}/auth?client_id=unknown&response_type=code&scope=openid`);
    expect(error.statusCode).toBe(400);
    expect(error.headers['content-security-policy']).toBe(SERVER_CSP);
    expect(error.body).toContain('Sign-in could not continue');
    noInlineCode(error.body);
  });

  it('confirms logout with a plain form when there is no id_token_hint', async () => {
    const demo = DEMO_ACCOUNTS[0]!;
    const b = new Browser(app);
    const start = await startSignIn(b);
    await b.post(`${start.action}/login`, { email: demo.email, password: demo.password });
    const done = await b.follow(await b.post(`${start.action}/totp`, { code: totpFromSecret(demo.totpSecret, Date.now()) }));
    await tokenRequest(b, callbackParams(done).get('code')!, start.verifier);

    const confirm = await b.get(`${DEV_IDP_PREFIX}/session/end?client_id=${DEV_CLIENT_ID}`);
    expect(confirm.statusCode).toBe(200);
    noInlineCode(confirm.body);
    expect(confirm.headers['content-security-policy']).toBe(SERVER_CSP);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(confirm.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
    expect(action).toBe(`${ISSUER}/session/end/confirm`);
    const out = await b.follow(await b.post(action!, { xsrf: xsrf!, logout: 'yes' }));
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain('You are signed out');
    expect((await b.get(`${DEV_IDP_PREFIX}/session`)).json()).toEqual({ login: null });
  });

  it('adds the hash of the provider\'s one auto-submit script to the policy when there is no session', async () => {
    const res = await new Browser(app).get(`${DEV_IDP_PREFIX}/session/end`);
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});
