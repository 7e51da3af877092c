/**
 * How long rows that only guard against repeats are kept. In lib because the checkout module writes and
 * reads them and the housekeeping plugin deletes them, and a plugin imports no module (docs/adr/0013-layers.md).
 */

/** A checkout idempotency key answers repeats of its order for 24 hours; housekeeping deletes it after that. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
