import { API_AUDIENCE, DEV_IDP_PREFIX } from '@advantage/contracts';
import { DEMO_ACCOUNTS, schema } from '@advantage/db';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { Browser, callbackParams, createTestIdp, freshDatabase, ISSUER, startSignIn, tokenRequest } from './test-support/harness.js';
import { totpFromSecret } from './totp.js';

describe('restart on the same database', () => {
  it('keeps the signing keys, the cookie keys, sessions and accounts', async () => {
    const database = await freshDatabase();
    try {
      const first = await createTestIdp({ database, keepDatabase: true });
      const again = await first.idp.seedDemoAccounts();
      expect(again).toHaveLength(DEMO_ACCOUNTS.length);
      expect(again[0]).toContain(DEMO_ACCOUNTS[0]!.totpSecret);
      const demo = DEMO_ACCOUNTS[4]!;
      const b = new Browser(first.app);
      const start = await startSignIn(b);
      await b.post(`${start.action}/login`, { email: demo.email, password: demo.password });
      const done = await b.follow(await b.post(`${start.action}/totp`, { code: totpFromSecret(demo.totpSecret, first.clock.now) }));
      const { access_token: accessToken } = (await tokenRequest(b, callbackParams(done).get('code')!, start.verifier)).json<{ access_token: string }>();
      const kid = first.idp.publicJwks.keys[0]!.kid;
      const readerKeys = first.idp.readerPublicJwks;
      await first.close();

      const second = await createTestIdp({ database, keepDatabase: true });
      expect(await second.idp.seedDemoAccounts()).toEqual(again);
      expect(second.idp.publicJwks.keys.map((k) => k.kid)).toEqual([kid]);
      // Token keys, cookie keys and the smart-card reader's key (docs/adr/0008), all kept across the restart.
      expect(second.idp.readerPublicJwks).toEqual(readerKeys);
      expect(await database.db.select().from(schema.idpKeys)).toHaveLength(3);
      expect(await database.db.select().from(schema.idpAccounts)).toHaveLength(DEMO_ACCOUNTS.length);

      const resumed = new Browser(second.app);
      for (const [name, cookie] of b.cookies) resumed.cookies.set(name, cookie);
      expect((await resumed.get(`${DEV_IDP_PREFIX}/session`)).json()).toEqual({ login: demo.email });
      const jwks = createLocalJWKSet((await resumed.get(`${DEV_IDP_PREFIX}/jwks`)).json());
      await expect(jwtVerify(accessToken, jwks, { issuer: ISSUER, audience: API_AUDIENCE, typ: 'at+jwt' })).resolves.toBeDefined();
      expect(JSON.stringify((await resumed.get(`${DEV_IDP_PREFIX}/jwks`)).json())).not.toContain('"d"');
      await second.close();
    } finally {
      await database.close();
    }
  });
});
