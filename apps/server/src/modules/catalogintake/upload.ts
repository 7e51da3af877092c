/**
 * A contractor's catalog upload (docs/adr/0029-contractor-uploads.md): the file is checked as the operator's
 * `check` does, limited to the contractor's own contracts, and stored with its refused-lines report, its counts
 * and an audit row in one transaction. Nothing is published: an operator publishes a checked upload by its id.
 */
import { createReadStream } from 'node:fs';
import { CATALOG_UPLOAD_SHOWN, type CatalogUploadAnswer, type CatalogUploadStatus, catalogReportPath } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { ContractorIdentity } from '../contractor/credentials.js';
import { type CatalogFormat, checkCatalogFile } from './check-file.js';
import { findContract } from './current-offers.js';
import { PROBLEMS_CSV_HEADER, problemCsvRow } from './report-files.js';
import type { SpooledFile } from './spool.js';
import { readParts, writeParts, writePartsFromFile } from './upload-parts.js';

export interface CatalogUpload {
  /** The body as it arrived, in a file of its own (spool.ts); the caller removes it. */
  file: SpooledFile;
  format: CatalogFormat;
  contractNumber?: string | undefined;
  fileName: string;
  today: string;
}

export async function receiveCatalogUpload(db: AppDb, who: ContractorIdentity, upload: CatalogUpload): Promise<CatalogUploadAnswer> {
  const reportRows: string[] = [PROBLEMS_CSV_HEADER];
  const input = createReadStream(upload.file.path);
  let report;
  try {
    report = await checkCatalogFile(db, {
      format: upload.format,
      input,
      contractNumber: upload.contractNumber,
      contractorId: who.contractorId,
      today: upload.today,
      keep: CATALOG_UPLOAD_SHOWN,
      onProblem: (p) => reportRows.push(problemCsvRow(p)),
    });
  } finally {
    // A file refused before its end (an unknown contract) is not read to it: its descriptor is closed here.
    input.destroy();
  }
  const { sha256, sizeBytes } = upload.file;
  const contract = report.comparison ? await findContract(db, report.contractNumber ?? '') : undefined;
  const c = report.comparison;
  const status: CatalogUploadStatus = c && report.refused === 0 && report.fileProblems.length === 0 ? 'checked' : 'refused';
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.catalogUploads)
      .values({
        contractorId: who.contractorId,
        credentialId: who.credentialId,
        contractId: contract?.id ?? null,
        contractNumber: contract?.contractNumber ?? null,
        fileName: upload.fileName,
        format: upload.format,
        sha256,
        sizeBytes,
        lines: report.lines,
        accepted: report.accepted,
        refused: report.refused,
        newCount: c?.new ?? null,
        changedCount: c?.changed ?? null,
        unchangedCount: c?.unchanged ?? null,
        withdrawnCount: c?.withdrawn ?? null,
        status,
      })
      .returning({ id: schema.catalogUploads.id });
    const uploadId = row!.id;
    await writePartsFromFile(tx, uploadId, 'file', upload.file.path);
    await writeParts(tx, uploadId, 'report', Buffer.from(reportRows.join(''), 'utf8'));
    await tx.insert(schema.auditLog).values({
      action: status === 'checked' ? 'catalog_upload_checked' : 'catalog_upload_refused',
      outcome: status === 'checked' ? 'success' : 'refused',
      target: `contractor:${who.contractorId}`,
      detail: {
        credentialId: who.credentialId,
        uploadId,
        contract: report.contractNumber,
        fileName: upload.fileName,
        sha256,
        lines: report.lines,
        refused: report.refused,
      },
    });
    return uploadId;
  });
  return {
    reportId: id,
    status,
    contractNumber: contract?.contractNumber ?? report.contractNumber,
    sha256,
    sizeBytes,
    lines: report.lines,
    accepted: report.accepted,
    refused: report.refused,
    comparison: c ? { new: c.new, changed: c.changed, unchanged: c.unchanged, withdrawn: c.withdrawn } : null,
    problems: [...report.fileProblems, ...report.problems].slice(0, CATALOG_UPLOAD_SHOWN),
    report: catalogReportPath(id),
  };
}

/** The refused-lines CSV of an upload, for the contractor that uploaded it only; undefined for any other. */
export async function uploadReport(db: AppDb, who: ContractorIdentity, id: string): Promise<Buffer | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const u = schema.catalogUploads;
  const [row] = await db.select({ id: u.id }).from(u).where(and(eq(u.id, id), eq(u.contractorId, who.contractorId)));
  return row ? readParts(db, row.id, 'report') : undefined;
}
