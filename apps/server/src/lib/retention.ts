/**
 * How long rows that only guard against repeats are kept. In lib because the checkout module writes and
 * reads them and the housekeeping plugin deletes them, and a plugin imports no module (docs/adr/0013-layers.md).
 */

/** A checkout idempotency key answers repeats of its order for 24 hours; housekeeping deletes it after that. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * A contractor's uploaded catalog file is kept 90 days once it is published or refused (docs/adr/0029-contractor-uploads.md):
 * long enough to answer a question about a price it set; its report and its upload row stay.
 */
export const UPLOAD_FILE_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
