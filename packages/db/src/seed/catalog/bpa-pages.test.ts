import { STORES } from '@advantage/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../client.js';
import { informationPages } from '../../schema/index.js';
import { seedShell } from '../index.js';
import { SERVICES } from './data/services.js';
import { buildReference, DEFAULT_SEED } from './catalog.js';
import { contractDocumentPages } from './bpa-pages.js';
import type { BpaSource } from './bpa-content.js';
import { ABOUT_BUYING_SERVICES_KEY, seedCatalog } from './index.js';

const ref = buildReference(DEFAULT_SEED);
const documented = ref.contracts.filter((c) => c.documents.length > 0);
const documentKeys = documented.flatMap((c) => c.documents.map((d) => d.keyName));

describe('information pages seeded beside the catalog (PGlite)', () => {
  let database: Database;
  const page = async (keyName: string) =>
    (await database.db.select().from(informationPages).where(eq(informationPages.keyName, keyName)))[0];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seedShell(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeds the About Buying Services page the service menu links to, with a search link per service category', async () => {
    const about = await page(ABOUT_BUYING_SERVICES_KEY);
    expect(about?.title).toBe('About buying services');
    for (const topic of ['statement of work', 'Labor categories and hourly rates', 'FAR 8.405-2', 'eBuy', 'Blanket purchase agreements', 'set aside']) {
      expect(about?.html).toContain(topic);
    }
    for (const leaf of SERVICES.leaves) {
      expect(about?.html).toContain(`href="/ws/search/advantage_search?cat=${leaf.code}"`);
      expect(about?.html).toContain(`<code>${leaf.sin}</code>`);
    }
    expect(about?.html).toContain('Security &amp; Law Enforcement Services');
  });

  it('writes one page per contract document, naming the contract, its holder and the stores it is limited to', async () => {
    expect(documented.length).toBeGreaterThan(10);
    await seedCatalog(database, { products: 0 });
    const rows = await database.db.select().from(informationPages).where(inArray(informationPages.keyName, documentKeys));
    expect(rows).toHaveLength(documentKeys.length);
    const byKey = new Map(rows.map((r) => [r.keyName, r]));
    for (const contract of documented) {
      const holder = ref.contractors.find((c) => c.id === contract.contractorId);
      const parent = ref.contracts.find((c) => c.contractorId === contract.contractorId && c.kind === 'MAS');
      for (const d of contract.documents) {
        const stored = byKey.get(d.keyName);
        expect(stored?.title, d.keyName).toBe(`${d.title}: ${contract.contractNumber}`);
        expect(stored?.html, d.keyName).toContain(contract.contractNumber);
        expect(stored?.html, d.keyName).toContain(parent?.contractNumber ?? 'no parent');
        expect(stored?.html, d.keyName).toContain((holder?.name ?? 'no holder').replace(/&/g, '&amp;'));
        for (const id of contract.storeIds) expect(stored?.html, d.keyName).toContain(`(${STORES[id as keyof typeof STORES]})`);
        if (contract.storeIds.length === 0) expect(stored?.html, d.keyName).toContain('every GSA Advantage! store');
      }
    }
    const limited = documented.find((c) => c.storeIds.includes(2) && c.minimumOrderCents > 0 && c.maximumOrderCents !== null);
    const terms = byKey.get(limited?.documents[0]?.keyName ?? '')?.html ?? '';
    expect(terms).toContain('Air Force Virtual Store (AIRFORCE)');
    expect(terms).toContain(`$${((limited?.minimumOrderCents ?? 0) / 100).toFixed(2)}`);
    expect(terms).toContain(`${limited?.fob}`);
    expect(terms).toContain(`${limited?.paymentTerms}`);
    const guide = byKey.get(limited?.documents[1]?.keyName ?? '')?.html ?? '';
    expect(guide).toContain('usa-process-list');
    expect(guide).toContain(`href="/ws/information/page?keyName=${limited?.documents[0]?.keyName}"`);
  });

  it('keeps an edited document page and puts back a deleted one on the next seed', async () => {
    const [edited, deleted] = documentKeys;
    await database.db.update(informationPages).set({ title: 'Edited by an administrator' }).where(eq(informationPages.keyName, edited ?? ''));
    await database.db.delete(informationPages).where(eq(informationPages.keyName, deleted ?? ''));
    await seedCatalog(database, { products: 0 });
    expect((await page(edited ?? ''))?.title).toBe('Edited by an administrator');
    expect((await page(deleted ?? ''))?.html).toContain(documented[0]?.contractNumber);
  });

  it('writes the pages again when the catalog is reset, and leaves no page of a replaced contract', async () => {
    await seedCatalog(database, { products: 0, reset: true });
    expect((await page(documentKeys[0] ?? ''))?.title).not.toBe('Edited by an administrator');
    const stored = await database.db.select({ keyName: informationPages.keyName }).from(informationPages).where(sql`${informationPages.keyName} LIKE 'BPA\\_%'`);
    expect(stored.map((s) => s.keyName).sort()).toEqual([...documentKeys].sort());
  });
});

describe('contract document pages', () => {
  const [contract] = documented;
  const holder = ref.contractors.find((c) => c.id === contract?.contractorId);

  it('escapes names taken from data and keeps the content within the sanitizer policy', () => {
    if (!contract || !holder) throw new Error('the generated catalog has no BPA');
    const source: BpaSource = {
      contract: { ...contract, paymentTerms: '2% 20 days, net 30 days' },
      contractor: { ...holder, name: 'Smith & Sons <script>alert(1)</script>', website: null },
      parentContract: 'GS-35F-0119Y',
    };
    const pages = contractDocumentPages(source);
    expect(pages.map((p) => p.keyName)).toEqual(contract.documents.map((d) => d.keyName));
    for (const p of pages) {
      expect(p.html).toContain('Smith &amp; Sons &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(p.html).not.toContain('<script');
      expect(p.html).toContain('GS-35F-0119Y');
    }
    expect(pages[0]?.html).toContain('the Government may deduct 2% when it pays within 20 days');
  });
});
