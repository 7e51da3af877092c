import { DEMO_ACCOUNTS, schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';

describe('embedded development identity provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { embeddedIdentity: true, startReader: false });
  });
  afterAll(() => t.close());

  it('hands the browser the endpoints its discovery document announces', async () => {
    const discovery = (await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).json() as Record<string, string>;
    const config = (await t.app.inject({ method: 'GET', url: '/rs/login/oauth_config', headers: { host: 'localhost:8080' } })).json() as Record<string, string>;
    const path = (url: string | undefined) => new URL(url ?? 'http://x/').pathname;
    expect(path(config.authorization_endpoint)).toBe(path(discovery.authorization_endpoint));
    expect(path(config.token_endpoint)).toBe(path(discovery.token_endpoint));
    expect(path(config.end_session_endpoint)).toBe(path(discovery.end_session_endpoint));
    expect(config.issuer).toBe(discovery.issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('seeds a member for every demo account, linked to the provider by issuer and subject', async () => {
    const members = await t.app.db.select().from(schema.members);
    for (const demo of DEMO_ACCOUNTS) {
      expect(members).toContainEqual(expect.objectContaining({ subject: demo.id, email: demo.email, storeId: demo.storeId, issuer: t.app.identity?.issuer }));
    }
  });
});
