import { PUNCHOUT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type PunchoutKit, punchoutKit, setupXml } from '../../test-support/punchout-kit.js';
import { attr, child, parseCxml, text } from './cxml-parse.js';
import { describeOrganization, rotateSecret, saveOrganization } from './organization-admin.js';

const NEW = {
  code: 'eva-coupa',
  name: 'EVA Coupa',
  store: 'EVAPUNCHOUT',
  from: 'DUNS:123456789',
  to: 'DUNS:000000000',
  sender: 'DUNS:123456789',
  origins: 'https://eva.coupahost.com, https://buyer.example.gov',
  shipTo: 'EVA Receiving|1 Mission Way|Houston|TX|77058|receiving@eva.gov|281-555-0170',
  accounting: '8000EV|21|8000110|26.0|',
  email: 'procurement@eva.gov',
};

describe.each(TEST_DATABASES)('buying organizations, the operator side (%s)', (kind) => {
  let k: PunchoutKit;
  beforeAll(async () => {
    k = await punchoutKit(kind);
  });
  afterAll(() => k.t.close());

  const setupAs = async (identity: string, secret: string) => {
    const xml = setupXml({ fromIdentity: identity, secret }).replace(/domain="NetworkID"/g, 'domain="DUNS"').replace(/<Identity>AN01000000001<\/Identity><SharedSecret>/, `<Identity>${identity}</Identity><SharedSecret>`);
    const status = child(parseCxml((await k.postXml('/punchout/setup', xml)).body), 'Response', 'Status');
    return [attr(status, 'code'), text(status)];
  };

  it('adds an organization with a generated secret that works at once, kept only hashed, and audits without it', async () => {
    const created = await saveOrganization(k.db, NEW);
    expect(created).toMatchObject({ code: 'EVA-COUPA', created: true });
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shown = await describeOrganization(k.db, 'EVA-COUPA');
    expect(shown).toMatchObject({
      storeId: 7, fromDomain: 'DUNS', fromIdentity: '123456789', allowedOrigins: ['https://eva.coupahost.com', 'https://buyer.example.gov'],
      defaultShipTo: { name: 'EVA Receiving', city: 'Houston', state: 'TX', postalCode: '77058' }, accounting: { aac: '8000EV', fundCode: '21' }, email: 'procurement@eva.gov', status: 'active',
    });
    expect(JSON.stringify(shown)).not.toContain('sha256');
    expect(await setupAs('123456789', created.secret!)).toEqual(['200', '']);
    const audits = await k.db.select().from(schema.auditLog).where(eq(schema.auditLog.target, 'EVA-COUPA'));
    expect(JSON.stringify(audits)).not.toContain(created.secret!);
  });

  it('rotates the secret (the old one is refused) and disables an organization', async () => {
    const fresh = await rotateSecret(k.db, 'eva-coupa');
    expect(await setupAs('123456789', fresh)).toEqual(['200', '']);
    await saveOrganization(k.db, { code: 'EVA-COUPA', status: 'disabled' });
    expect(await setupAs('123456789', fresh)).toEqual(['401', PUNCHOUT_TEXT.disabled]);
    await saveOrganization(k.db, { code: 'EVA-COUPA', status: 'active', origins: 'https://eva.coupahost.com' });
    expect((await describeOrganization(k.db, 'EVA-COUPA')).allowedOrigins).toEqual(['https://eva.coupahost.com']);
  });

  it('refuses a new organization without its required fields, and bad origins, stores, secrets and addresses', async () => {
    await expect(saveOrganization(k.db, { code: 'NEW-ORG', name: 'New' })).rejects.toMatchObject({ details: expect.arrayContaining([{ field: 'from', message: '--from is required for a new organization.' }]) });
    const bad = saveOrganization(k.db, { ...NEW, code: 'BAD-ORG', store: 'NOWHERE', origins: 'https://ok.gov/path', secret: 'short', shipTo: 'x|y', from: 'nocolon' });
    await expect(bad).rejects.toMatchObject({
      details: expect.arrayContaining([
        expect.objectContaining({ field: 'store' }), expect.objectContaining({ field: 'origins' }), expect.objectContaining({ field: 'secret' }),
        expect.objectContaining({ field: 'shipTo' }), expect.objectContaining({ field: 'from' }),
      ]),
    });
    expect(await k.db.$count(schema.punchoutOrganizations, eq(schema.punchoutOrganizations.code, 'BAD-ORG'))).toBe(0);
    await expect(rotateSecret(k.db, 'NO-SUCH')).rejects.toThrow('No buying organization NO-SUCH.');
  });
});
