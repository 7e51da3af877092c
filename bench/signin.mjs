// Signs a demo buyer in over HTTP the way a browser does (PKCE, provider pages, TOTP, token, mfa_sign_in),
// and returns the headers of that signed-in browser. Used by the benchmarks; the tests use Chromium.
import { createHash, randomBytes } from 'node:crypto';
import { totpFromSecret } from '../apps/idp/dist/index.js';

class Jar {
  cookies = new Map();
  store(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

export async function signIn(origin, account) {
  const jar = new Jar();
  const go = async (url, init = {}) => {
    const res = await fetch(new URL(url, origin), { redirect: 'manual', ...init, headers: { cookie: jar.header(), ...(init.headers ?? {}) } });
    jar.store(res);
    return res;
  };
  const form = (fields) => ({ method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' } });
  const actionOf = async (res) => {
    const html = await res.text();
    return [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  };

  await go('/rs/main/start_page');
  const config = await (await go('/rs/login/oauth_config')).json();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const redirectUri = `${origin}/pkce/callback`;
  const auth = new URL(config.authorization_endpoint);
  auth.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.client_id,
    state,
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  let res = await go(auth.href);
  while (res.status >= 300 && res.status < 400) res = await go(res.headers.get('location'));
  const [loginAction] = await actionOf(res);
  res = await go(loginAction, form({ email: account.email, password: account.password }));
  while (res.status >= 300 && res.status < 400) res = await go(res.headers.get('location'));
  const [codeAction] = await actionOf(res);
  res = await go(codeAction, form({ code: totpFromSecret(account.totpSecret, Date.now()) }));
  let location = res.headers.get('location');
  while (location && !location.startsWith(redirectUri)) {
    res = await go(location);
    location = res.headers.get('location');
  }
  const code = new URL(location).searchParams.get('code');
  const tokens = await (
    await go(config.token_endpoint, form({ grant_type: 'authorization_code', code, client_id: config.client_id, redirect_uri: redirectUri, code_verifier: verifier }))
  ).json();
  const xsrf = jar.cookies.get('XSRF-TOKEN');
  const signed = await go('/rs/login/mfa_sign_in', {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json', 'authorization': `Bearer ${tokens.access_token}`, 'x-xsrf-token': xsrf },
  });
  const envelope = await signed.json();
  if (envelope.responseType !== 'AUTHENTICATED') throw new Error(`sign-in failed: ${JSON.stringify(envelope)}`);
  return { accessToken: tokens.access_token, headers: { authorization: `Bearer ${tokens.access_token}`, cookie: jar.header() }, jwksUri: `${config.issuer}/jwks`, issuer: config.issuer };
}
