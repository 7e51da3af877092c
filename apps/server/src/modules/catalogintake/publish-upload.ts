/**
 * Publishing a contractor's upload by its id (scripts/catalog.mjs publish --upload ID; docs/adr/0029-contractor-uploads.md).
 * Only an upload whose every line passed may be published; the file is read back from the database and checked
 * again inside the publishing transaction (the catalog may have changed since it arrived), limited to the
 * uploading contractor's contracts, and the upload is marked published in that transaction.
 */
import { CATALOG_UPLOAD_PUBLISH_TEXT as T } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { desc, eq } from 'drizzle-orm';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { CatalogFormat } from './check-file.js';
import { type PublishOptions, type PublishResult, publishCatalogFile } from './publish.js';
import { streamParts } from './upload-parts.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUpload(db: AppDb, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(schema.catalogUploads).where(eq(schema.catalogUploads.id, id));
  return row;
}

export async function publishUpload(
  db: AppDb,
  options: { uploadId: string; actor: string; today: string } & Pick<PublishOptions, 'keep' | 'onProblem' | 'onChange'>,
): Promise<PublishResult & { fileName: string }> {
  const upload = await findUpload(db, options.uploadId);
  if (!upload) throw new NotFoundError(T.unknown(options.uploadId));
  if (upload.status !== 'checked') throw new AppError(409, 'Conflict', T.notChecked(upload.id, upload.status));
  const result = await publishCatalogFile(db, {
    format: upload.format as CatalogFormat,
    // Read a piece at a time as it is checked: a 100,000-line file is never whole in memory (ADR 0028's 300 MiB).
    input: (tx) => streamParts(tx, upload.id, 'file'),
    contractNumber: upload.contractNumber ?? undefined,
    contractorId: upload.contractorId,
    uploadId: upload.id,
    today: options.today,
    fileName: upload.fileName,
    sha256: upload.sha256,
    actor: options.actor,
    keep: options.keep,
    onProblem: options.onProblem,
    onChange: options.onChange,
  });
  return { ...result, fileName: upload.fileName };
}

/** The latest uploads, for the operator's list. */
export async function recentUploads(db: AppDb, limit = 20) {
  const u = schema.catalogUploads;
  return db
    .select({
      id: u.id,
      contractorId: u.contractorId,
      contractNumber: u.contractNumber,
      fileName: u.fileName,
      status: u.status,
      lines: u.lines,
      refused: u.refused,
      uploadedAt: u.uploadedAt,
    })
    .from(u)
    .orderBy(desc(u.uploadedAt))
    .limit(limit);
}
