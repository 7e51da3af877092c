/**
 * Publishes a contractor's catalog file to its contract, all or nothing (docs/adr/0028-catalog-intake.md). One
 * transaction checks the file again while staging its lines, refuses it if any line or the file is refused (or a new
 * product has no category, or a program does not reach its item), then applies it with set-based statements and
 * records the publication and an audit row. Publications are serialized by a transaction-scoped advisory lock, so
 * two of them never number new products or offers alike.
 */
import type { Readable } from 'node:stream';
import { schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';
import { applyOffers, createProducts, matchProducts, nextOfferId, programProblems, refreshProducts } from './apply.js';
import { loadCategoryFor } from './category-for.js';
import { type CatalogCheckReport, type CatalogFormat, checkCatalogFile } from './check-file.js';
import { findContract } from './current-offers.js';
import { catalogFault } from './fault.js';
import { createStage, stageWriter } from './stage.js';
import type { CatalogProblem, OfferChange } from './types.js';

export interface PublishOptions {
  format: CatalogFormat;
  /** The file; or, for an upload kept in the database, its reader on the publishing transaction (a read beside the
   * transaction would wait for it on PGlite's one connection). */
  input: Readable | ((tx: DbExecutor) => Readable);
  contractNumber?: string | undefined;
  today: string;
  fileName: string;
  sha256: string;
  actor: string;
  keep?: number;
  /** A contractor's upload being published: only that contractor's contracts, and the upload marked published. */
  contractorId?: number | undefined;
  uploadId?: string | undefined;
  onProblem?: (problem: CatalogProblem) => void;
  onChange?: (change: OfferChange) => void;
}

export type PublishResult
  = | { published: true; publicationId: string; report: CatalogCheckReport }
    | { published: false; report: CatalogCheckReport; problems: CatalogProblem[] };

/** The transaction is rolled back with the report: nothing of a refused file stays. */
class NotPublished extends Error {
  constructor(readonly result: PublishResult) {
    super('catalog file refused');
  }
}

/** Arbitrary, fixed: the advisory lock key every publication takes. */
const PUBLISH_LOCK = 280_028;

export async function publishCatalogFile(db: DbExecutor, options: PublishOptions): Promise<PublishResult> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
      await createStage(tx);
      const stage = stageWriter(tx, await loadCategoryFor(tx), await nextOfferId(tx));
      const input = typeof options.input === 'function' ? options.input(tx) : options.input;
      const report = await checkCatalogFile(tx, { ...options, input, onAccepted: stage.add });
      await stage.flush();
      const refuse = (problems: CatalogProblem[]): never => {
        throw new NotPublished({ published: false, report, problems });
      };
      if (report.fileProblems.length > 0 || report.refused > 0 || !report.comparison) refuse([...report.fileProblems, ...report.problems]);
      const contract = await findContract(tx, report.contractNumber ?? '');
      if (!contract || (options.contractorId !== undefined && contract.contractorId !== options.contractorId)) return refuse(report.fileProblems);
      const orphans = await matchProducts(tx);
      if (orphans.length > 0) refuse(orphans);
      const outOfScope = await programProblems(tx, contract);
      if (outOfScope.length > 0) refuse(outOfScope);

      const c = report.comparison!;
      const [publication] = await tx
        .insert(schema.catalogPublications)
        .values({
          contractId: contract.id,
          fileName: options.fileName,
          format: options.format,
          sha256: options.sha256,
          lines: report.lines,
          newCount: c.new,
          changedCount: c.changed,
          unchangedCount: c.unchanged,
          withdrawnCount: c.withdrawn,
          actor: options.actor,
        })
        .returning({ id: schema.catalogPublications.id });
      const publicationId = publication!.id;
      await createProducts(tx, contract);
      await applyOffers(tx, contract, publicationId, c.withdrawn > 0);
      await refreshProducts(tx, options.today);
      if (options.uploadId) {
        await tx.update(schema.catalogUploads).set({ status: 'published', publicationId, publishedAt: new Date() }).where(eq(schema.catalogUploads.id, options.uploadId));
      }
      await tx.insert(schema.auditLog).values({
        action: 'catalog_published',
        outcome: 'success',
        target: `contract:${contract.contractNumber}`,
        detail: {
          actor: options.actor,
          publicationId,
          ...(options.uploadId ? { uploadId: options.uploadId } : {}),
          fileName: options.fileName,
          sha256: options.sha256,
          counts: { new: c.new, changed: c.changed, unchanged: c.unchanged, withdrawn: c.withdrawn },
        },
      });
      await catalogFault();
      return { published: true as const, publicationId, report };
    });
  } catch (error) {
    if (!(error instanceof NotPublished)) throw error;
    const { report } = error.result;
    await db.insert(schema.auditLog).values({
      action: 'catalog_publish_refused',
      outcome: 'refused',
      target: `contract:${report.contractNumber ?? 'unknown'}`,
      detail: { actor: options.actor, fileName: options.fileName, sha256: options.sha256, lines: report.lines, refused: report.refused },
    });
    return error.result;
  }
}
