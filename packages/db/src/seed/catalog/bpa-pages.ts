/**
 * A contract's documents (contracts.documents: BPA terms and ordering guide) are information pages the
 * bpa_documents screen links to. They are written from the stored contracts, so they say what the catalog holds.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../client.js';
import { contractors, contracts, informationPages } from '../../schema/index.js';
import { sanitizeContentHtml } from '../information/sanitize.js';
import { bpaGuideHtml, type BpaSource, bpaTermsHtml } from './bpa-content.js';

export interface DocumentPage {
  keyName: string;
  title: string;
  html: string;
  storeId: null;
}

/** The pages of one contract's documents; a document other than an ordering guide gets the terms and conditions. */
export function contractDocumentPages(source: BpaSource): DocumentPage[] {
  return source.contract.documents.map((d) => {
    const guide = /ordering guide/i.test(d.title);
    const html = guide ? bpaGuideHtml(source, d.keyName) : bpaTermsHtml(source, d.keyName);
    return { keyName: d.keyName, title: `${d.title}: ${source.contract.contractNumber}`, html: sanitizeContentHtml(html), storeId: null };
  });
}

/**
 * Pages by the data they were written from: every fresh database of a process (test suites open many) holds the same
 * generated contracts, and sanitizing their pages again would cost about a tenth of a second each time.
 */
const written = new Map<string, DocumentPage[]>();

function cachedPages(source: BpaSource): DocumentPage[] {
  const key = JSON.stringify(source);
  let pages = written.get(key);
  if (!pages) {
    if (written.size >= 10_000) written.clear();
    pages = contractDocumentPages(source);
    written.set(key, pages);
  }
  return pages;
}

/** Contracts that carry documents, with their holder and the holder's schedule contract. */
async function documentedContracts(db: AppDb): Promise<BpaSource[]> {
  const rows = await db
    .select({ contract: contracts, contractor: contractors })
    .from(contracts)
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(sql`jsonb_array_length(${contracts.documents}) > 0`)
    .orderBy(contracts.id);
  if (rows.length === 0) return [];
  const holders = [...new Set(rows.map((r) => r.contract.contractorId))];
  const schedules = await db
    .select({ contractorId: contracts.contractorId, contractNumber: contracts.contractNumber })
    .from(contracts)
    .where(and(eq(contracts.kind, 'MAS'), inArray(contracts.contractorId, holders)))
    .orderBy(contracts.id);
  const parentOf = new Map<number, string>();
  for (const s of schedules) if (!parentOf.has(s.contractorId)) parentOf.set(s.contractorId, s.contractNumber);
  return rows.map((r) => ({ ...r, parentContract: parentOf.get(r.contract.contractorId) ?? null }));
}

/**
 * Adds the document pages that are missing. Pages already stored are kept (an administrator may have edited
 * them), and only missing ones are written and sanitized, so calling it on every catalog seed costs one query.
 */
export async function seedContractDocumentPages(db: AppDb): Promise<number> {
  const sources = await documentedContracts(db);
  const keys = sources.flatMap((s) => s.contract.documents.map((d) => d.keyName));
  if (keys.length === 0) return 0;
  const stored = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const found = await db
      .select({ keyName: informationPages.keyName })
      .from(informationPages)
      .where(inArray(informationPages.keyName, keys.slice(i, i + 1000)));
    for (const f of found) stored.add(f.keyName);
  }
  const pages = sources
    .filter((s) => s.contract.documents.some((d) => !stored.has(d.keyName)))
    .flatMap(cachedPages)
    .filter((p) => !stored.has(p.keyName));
  for (let i = 0; i < pages.length; i += 500) await db.insert(informationPages).values(pages.slice(i, i + 500)).onConflictDoNothing();
  return pages.length;
}

/** Removes the document pages of the stored contracts (before the catalog is emptied and generated again). */
export async function deleteContractDocumentPages(db: AppDb): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${informationPages} WHERE ${informationPages.keyName} IN (SELECT jsonb_array_elements(${contracts.documents}) ->> 'keyName' FROM ${contracts})`,
  );
}
