import { DEMO_ACCOUNTS } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, callbackParams, createTestIdp, startSignIn, type TestIdp } from './test-support/harness.js';
import { totpFromSecret } from './totp.js';

/** `role: email / password P / TOTP secret S`, as printed at start. */
function printed(line: string): { password: string; totpSecret: string } {
  const m = /password (\S+) \/ TOTP secret (\S+)$/.exec(line);
  if (!m) throw new Error(`not a demo account line: ${line}`);
  return { password: m[1]!, totpSecret: m[2]! };
}

describe('demo accounts of a public demo server (DEMO=1 in production)', () => {
  let t: TestIdp;
  let first: string[];
  let second: string[];
  beforeAll(async () => {
    t = await createTestIdp();
    first = await t.idp.seedDemoAccounts({ freshSecrets: true });
    second = await t.idp.seedDemoAccounts({ freshSecrets: true });
  });
  afterAll(() => t.close());

  async function signIn(email: string, password: string, totpSecret: string) {
    // Past the progressive delay that earlier failures from this address earned (lockout.ts).
    t.clock.now += 60_000;
    const b = new Browser(t.app);
    const start = await startSignIn(b);
    const afterPassword = await b.follow(await b.post(`${start.action}/login`, { email, password }));
    if (!afterPassword.body.includes('Enter your one-time code')) return 'password refused';
    const done = await b.follow(await b.post(`${start.action}/totp`, { code: totpFromSecret(totpSecret, t.clock.now) }));
    return done.headers.location && callbackParams(done).get('code') ? 'signed in' : 'code refused';
  }

  it('prints none of the repository constants', () => {
    expect(first).toHaveLength(DEMO_ACCOUNTS.length);
    for (const demo of DEMO_ACCOUNTS) {
      for (const line of [...first, ...second]) {
        expect(line).not.toContain(demo.password);
        expect(line).not.toContain(demo.totpSecret);
      }
    }
  });

  it('generates new secrets at every start: only the latest ones sign in', async () => {
    const demo = DEMO_ACCOUNTS[5]!;
    const old = printed(first[5]!);
    const now = printed(second[5]!);
    expect(now.password).not.toBe(old.password);
    expect(now.totpSecret).not.toBe(old.totpSecret);
    expect(await signIn(demo.email, demo.password, demo.totpSecret)).toBe('password refused');
    expect(await signIn(demo.email, old.password, old.totpSecret)).toBe('password refused');
    expect(await signIn(demo.email, now.password, old.totpSecret)).toBe('code refused');
    expect(await signIn(demo.email, now.password, now.totpSecret)).toBe('signed in');
  });
});
