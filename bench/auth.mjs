// Bearer verification cost and signed-in throughput of GET /rs/main/start_page.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { createRemoteJWKSet } from 'jose';
import { DEMO_ACCOUNTS } from '../packages/db/dist/index.js';
import { createTokenVerifier } from '../apps/server/dist/plugins/auth/verifier.js';
import { print, printThroughput, startServer, tempDataDir, withPeakRss } from './lib.mjs';
import { signIn } from './signin.mjs';

const port = Number(process.env.BENCH_PORT ?? 4393);
const duration = Number(process.env.DURATION ?? 10);
const dataDir = tempDataDir();
const server = await startServer({ dataDir, port, env: { READER_PORT: '0', SMTP_CAPTURE_PORT: '0', ACCESS_TOKEN_TTL_SECONDS: '3600' } });
const origin = `http://localhost:${port}`;
try {
  const started = performance.now();
  const session = await signIn(origin, DEMO_ACCOUNTS[0]);
  print('HTTP sign-in (pkce → provider → password → TOTP → token → mfa_sign_in)', (performance.now() - started).toFixed(0), 'ms');

  // The signature check itself: the per-token cache the server keeps is turned off here.
  const verify = createTokenVerifier({ issuer: session.issuer, audience: 'urn:advantage:api', getKey: createRemoteJWKSet(new URL(session.jwksUri)), cacheMs: 0 });
  await verify(session.accessToken);
  const n = 20_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await verify(session.accessToken);
  print(`bearer signature verification, JWKS cached, no token cache (mean of ${n})`, ((performance.now() - t0) / n).toFixed(4), 'ms/request', '< 0.2 ms');

  const url = `${origin}/rs/main/start_page`;
  const run = (headers) => withPeakRss(server, () => autocannon({ url, connections: 20, duration, headers }));
  await run({});
  const anonymousRun = await run({});
  await run(session.headers);
  const signedInRun = await run(session.headers);
  const [anonymous, signedIn] = [anonymousRun.result, signedInRun.result];
  if (signedIn.non2xx > 0) throw new Error(`${signedIn.non2xx} signed-in requests failed`);
  printThroughput('GET /rs/main/start_page anonymous (20 connections)', anonymousRun);
  printThroughput('GET /rs/main/start_page signed in (20 connections)', signedInRun);
  print('signed in / anonymous', `${Math.round((100 * signedIn.requests.average) / anonymous.requests.average)} %`, '', '≥ 80 %');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
