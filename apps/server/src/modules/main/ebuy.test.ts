import { type EbuyAttributes, isEbuyAddress } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMember } from '../../test-support/account-kit.js';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { browserSession } from '../../test-support/cookies.js';
import { testIdentity } from '../../test-support/identity.js';
import { QUIET_MAIL } from '../../test-support/search-fixture.js';

describe('the eBuy allow-list', () => {
  it.each([
    ['https://www.ebuy.gsa.gov', true],
    ['https://www.ebuy.gsa.gov/ebuy/buyer/home?agency=DHS', true],
    ['http://www.ebuy.gsa.gov/ebuy/', false],
    ['https://www.ebuy.gsa.gov.evil.example/ebuy/', false],
    ['https://www.ebuy.gsa.gov@evil.example/', false],
    ['https://www.ebuy.gsa.gov\\@evil.example/', false],
    ['https://evil.example/?https://www.ebuy.gsa.gov/', false],
    ['//www.ebuy.gsa.gov/ebuy/', false],
    ['javascript:alert(1)//www.ebuy.gsa.gov/', false],
  ])('%s is an eBuy address: %s', (url, allowed) => {
    expect(isEbuyAddress(url)).toBe(allowed);
  });
});

describe.each(TEST_DATABASES)('main/ebuy (%s)', (kind) => {
  let t: TestApp;
  let id: Awaited<ReturnType<typeof testIdentity>>;
  beforeAll(async () => {
    id = await testIdentity();
    t = await createTestApp(kind, QUIET_MAIL, { identity: id.settings });
  });
  afterAll(() => t.close());
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });

  it('asks a visitor to sign in', async () => {
    const visitor = await browserSession(t.app, '/rs/main/start_page');
    for (const url of ['/rs/main/ebuy', '/rs/main/ebuy?handoff=true']) {
      const res = await get({ cookie: visitor.cookie }, url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: 'Unauthorized' });
    }
  });

  it('tells a member what eBuy is and where their agency’s eBuy is, then hands them over there', async () => {
    const member = await signInMember(t.app, id, `ebuy-${Date.now()}`);
    const page = await get(member.headers, '/rs/main/ebuy');
    expect(page.statusCode).toBe(200);
    const body = page.json() as { responseName: string; attributes: EbuyAttributes };
    expect(body.responseName).toBe('Ebuy');
    expect(body.attributes).toMatchObject({
      destination: { url: 'https://www.ebuy.gsa.gov/ebuy/', host: 'www.ebuy.gsa.gov', agency: 'GSA eBuy' },
      handOffUrl: '/ws/main/ebuy?handoff=true',
    });

    const handOff = await get(member.headers, '/rs/main/ebuy?handoff=true');
    expect(handOff.json()).toMatchObject({ responseType: 'REDIRECT', redirectURL: 'https://www.ebuy.gsa.gov/ebuy/', pathInfo: 'main/ebuy' });
    const audits = await t.app.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'ebuy_handoff'), eq(schema.auditLog.memberId, member.id)));
    expect(audits).toEqual([expect.objectContaining({ outcome: 'success', target: 'www.ebuy.gsa.gov' })]);
  });

  it('uses the address configured for the member’s agency store', async () => {
    const member = await signInMember(t.app, id, `ebuy-dhs-${Date.now()}`);
    await t.app.db.update(schema.members).set({ storeId: 8 }).where(eq(schema.members.id, member.id));
    const body = (await get(member.headers, '/rs/main/ebuy')).json() as { attributes: EbuyAttributes };
    expect(body.attributes.destination).toEqual({
      url: 'https://www.ebuy.gsa.gov/ebuy/buyer/home?agency=DHS',
      host: 'www.ebuy.gsa.gov',
      agency: 'Department of Homeland Security',
    });
  });

  it('never offers nor follows a configured address off the allow-list, and takes no address from the request', async () => {
    // The destinations are kept a minute: a fresh app reads the changed row.
    const fresh = await createTestApp(kind, QUIET_MAIL, { identity: id.settings });
    try {
      await fresh.app.db.update(schema.ebuyDestinations).set({ url: 'https://ebuy.evil.example/phish' }).where(eq(schema.ebuyDestinations.storeId, 6));
      const vaMember = await signInMember(fresh.app, id, `ebuy-va2-${Date.now()}`);
      await fresh.app.db.update(schema.members).set({ storeId: 6 }).where(eq(schema.members.id, vaMember.id));
      const page = (await fresh.app.inject({ method: 'GET', url: '/rs/main/ebuy', headers: vaMember.headers })).json() as { responseName: string; attributes: EbuyAttributes };
      expect(page.attributes).toMatchObject({ destination: null, handOffUrl: null });
      const handOff = (await fresh.app.inject({ method: 'GET', url: '/rs/main/ebuy?handoff=true&url=https://evil.example/', headers: vaMember.headers })).json();
      expect(handOff).toMatchObject({ responseType: 'SCREEN', responseName: 'Ebuy', attributes: { destination: null } });
      expect(JSON.stringify(handOff)).not.toContain('evil');
    } finally {
      await fresh.close();
    }
  });
});
