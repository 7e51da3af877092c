import type { InformationPageAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type Browser, restrictedStoreKit } from '../../test-support/restricted-store-kit.js';

/**
 * The documents of an agreement limited to some stores (a DHS-only BPA's terms and ordering guide) are as limited
 * as the agreement: catalog/bpa_documents hides the agreement outside its stores, and the store gate keeps the
 * DHS store to department members; information/page and content_page answer its documents alike.
 */
describe.each(TEST_DATABASES)('the store gate on agreement documents (%s)', (kind) => {
  let kit: Awaited<ReturnType<typeof restrictedStoreKit>>;
  const DHS = 8;
  const USDA = 5;
  const NOBODY: Browser = { headers: {} };

  beforeAll(async () => {
    kit = await restrictedStoreKit(kind);
    const db = kit.t.app.db;
    const [holder] = await db
      .insert(schema.contractors)
      .values({ name: 'Gate Fixture LLC', uei: 'GATEFIXTURE1', street: '1 Main St', city: 'Arlington', state: 'VA', zip: '22201', phone: '703-555-0100', email: 'gate@example.com' })
      .returning();
    const terms = { contractorId: holder!.id, kind: 'BPA', schedule: 'MAS Blanket Purchase Agreement', sin: '339940', startDate: '2024-01-01', endDate: '2099-12-31', fob: 'Destination', warranty: 'Standard', paymentTerms: 'Net 30' };
    const doc = (keyName: string) => ({ title: 'BPA Terms and Conditions', keyName });
    await db.insert(schema.contracts).values([
      { ...terms, contractNumber: '47QGATE1A0001', storeIds: [DHS], documents: [doc('BPA_GATE_DHS'), { title: 'BPA Ordering Guide', keyName: 'BPA_GATE_DHS_GUIDE' }] },
      { ...terms, contractNumber: '47QGATE1A0002', storeIds: [], documents: [doc('BPA_GATE_OPEN')] },
      { ...terms, contractNumber: '47QGATE1A0003', storeIds: [USDA], documents: [doc('BPA_GATE_USDA')] },
      // One document named by two agreements: readable wherever either is.
      { ...terms, contractNumber: '47QGATE1A0004', storeIds: [DHS], documents: [doc('BPA_GATE_SHARED')] },
      { ...terms, contractNumber: '47QGATE1A0005', storeIds: [USDA], documents: [doc('BPA_GATE_SHARED')] },
    ]);
    await db.insert(schema.informationPages).values(
      ['BPA_GATE_DHS', 'BPA_GATE_DHS_GUIDE', 'BPA_GATE_OPEN', 'BPA_GATE_USDA', 'BPA_GATE_SHARED'].map((keyName) => ({ keyName, title: `Title of ${keyName}`, html: `<p>Terms of ${keyName}.</p>` })),
    );
  });
  afterAll(() => kit.t.close());

  const read = async (who: Browser, path: string, keyName: string, status = 200) => {
    const res = await kit.get(who, `information/${path}?keyName=${encodeURIComponent(keyName)}`);
    expect(res.statusCode, `${path} ${keyName}`).toBe(status);
    return res.json() as { responseName: string; attributes: InformationPageAttributes };
  };

  it('answers a visitor without cookies, and the other stores, as if a DHS-only document did not exist', async () => {
    const others = [NOBODY, ...(await Promise.all(['ADVANTAGE', 'FSS', 'USDA', 'USMC'].map((s) => kit.visitor(s))))];
    for (const who of others) {
      for (const path of ['page', 'content_page']) {
        for (const key of ['BPA_GATE_DHS', 'BPA_GATE_DHS_GUIDE', 'ux_ui/BPA_GATE_DHS']) {
          const { attributes } = await read(who, path, key);
          expect(attributes, `${path} ${key}`).toMatchObject({ page: null, requestedKey: key, related: [] });
          expect(JSON.stringify(attributes)).not.toContain('Terms of BPA_GATE_DHS');
        }
      }
    }
  });

  it('keeps the DHS store’s documents to department members, as the store gate keeps its catalog', async () => {
    const visitor = await kit.visitor('DHS');
    const refused = await read(visitor, 'page', 'BPA_GATE_DHS', 403);
    expect(refused.responseName).toBe('Restricted');
    expect(JSON.stringify(refused)).not.toContain('Terms of BPA_GATE_DHS');
    expect((await read(await kit.member('fran.docs@gsa.gov', 'DHS'), 'content_page', 'BPA_GATE_DHS_GUIDE', 403)).responseName).toBe('AccessDenied');
    // The store's other pages stay open to anyone: only store content is gated.
    expect((await read(visitor, 'page', 'BPA_GATE_OPEN')).attributes.page?.title).toBe('Title of BPA_GATE_OPEN');

    const harper = await kit.member('harper.docs@dhs.gov', 'DHS');
    expect((await read(harper, 'page', 'BPA_GATE_DHS')).attributes.page).toMatchObject({ keyName: 'BPA_GATE_DHS', title: 'Title of BPA_GATE_DHS' });
    expect((await read(harper, 'content_page', 'BPA_GATE_DHS_GUIDE')).attributes.page?.html).toContain('Terms of BPA_GATE_DHS_GUIDE');
    expect((await read(harper, 'page', 'BPA_GATE_SHARED')).attributes.page?.title).toBe('Title of BPA_GATE_SHARED');
    expect((await read(harper, 'page', 'BPA_GATE_USDA')).attributes.page).toBeNull();
  });

  it('serves an agreement’s documents in the stores it is limited to, and open documents everywhere', async () => {
    const usda = await kit.visitor('USDA');
    expect((await read(usda, 'page', 'BPA_GATE_USDA')).attributes.page?.title).toBe('Title of BPA_GATE_USDA');
    expect((await read(usda, 'page', 'BPA_GATE_SHARED')).attributes.page?.title).toBe('Title of BPA_GATE_SHARED');
    expect((await read(NOBODY, 'page', 'BPA_GATE_OPEN')).attributes.page?.title).toBe('Title of BPA_GATE_OPEN');
    expect((await read(NOBODY, 'page', 'BPA_GATE_SHARED')).attributes.page).toBeNull();
    expect((await read(NOBODY, 'page', 'BPA_GATE_USDA')).attributes.page).toBeNull();
  });
});
