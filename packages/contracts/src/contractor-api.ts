/**
 * The contractor endpoints (docs/adr/0029-contractor-uploads.md): machine endpoints a contractor's system calls
 * with a contractor credential, outside the method table and /rs/ because they take no session and no cookie and
 * answer plain JSON or CSV, not the envelope. Catalog files now; later documents such as order confirmations.
 */

export const CONTRACTOR_PATHS = {
  /** POST a catalog file as the body: it is checked and stored with its report, not published. */
  catalog: '/contractor/catalog',
  /** GET the refused-lines CSV report of an upload (only the contractor that uploaded it). */
  catalogReport: '/contractor/catalog/:id/report',
} as const;

export const catalogReportPath = (id: string): string => CONTRACTOR_PATHS.catalogReport.replace(':id', id);

/**
 * `Authorization: Bearer <credential id>.<secret>`. A bearer token, not Basic: a browser never attaches it by
 * itself, so a cross-site page cannot send it for a contractor who once typed it (no anti-forgery token needed).
 */
export const CONTRACTOR_AUTH_SCHEME = 'Bearer';
export const contractorToken = (credentialId: string, secret: string): string => `${credentialId}.${secret}`;

/** Media types of an uploaded catalog file and the format each means. */
export const CATALOG_UPLOAD_MEDIA_TYPES = { 'text/csv': 'csv', 'application/x-cif': 'cif' } as const;
export type CatalogUploadMediaType = keyof typeof CATALOG_UPLOAD_MEDIA_TYPES;

/** The largest file accepted by default (CATALOG_UPLOAD_MAX_BYTES): a 100,000-line CSV file is about 40 MB. */
export const CATALOG_UPLOAD_DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
/** How many refused lines the upload's answer lists; the report lists them all. */
export const CATALOG_UPLOAD_SHOWN = 100;

export const CATALOG_UPLOAD_STATUSES = ['checked', 'refused', 'published'] as const;
export type CatalogUploadStatus = (typeof CATALOG_UPLOAD_STATUSES)[number];

/** The answer to an upload. */
export interface CatalogUploadAnswer {
  reportId: string;
  status: CatalogUploadStatus;
  contractNumber: string | null;
  sha256: string;
  sizeBytes: number;
  lines: number;
  accepted: number;
  refused: number;
  /** Against the contract's offers; null when the file is refused as a whole. */
  comparison: { new: number; changed: number; unchanged: number; withdrawn: number } | null;
  /** The first CATALOG_UPLOAD_SHOWN refused lines and the file's own faults: line, field, reason. */
  problems: Array<{ line: number; field: string; message: string }>;
  /** Where the whole refused-lines report is. */
  report: string;
}

/**
 * Failed contractor authentications counted per address and credential id as sent, and per address alone: past
 * either limit the address is answered 429 until its window ends. Only failures count, so a working system is
 * never slowed; a secret of 32 random bytes cannot be guessed, so this bounds the cost of a flood, not a guess.
 */
export const CONTRACTOR_AUTH_FAILURES = { perCredential: 20, perAddress: 200, windowSeconds: 600 } as const;

/** What the contractor endpoints answer when they refuse (the `message` of a JSON `{ status, message }` body). */
export const CONTRACTOR_TEXT = {
  /** One answer to a missing, malformed, unknown, wrong or revoked credential: none tells which it was. */
  unauthorized: 'Send Authorization: Bearer <credential id>.<secret> with a credential the marketplace issued to you.',
  tooManyFailures: (seconds: number) => `Too many requests with a wrong credential from this address; try again in ${seconds} seconds.`,
  tooLarge: (maxBytes: number) => `The file is larger than ${maxBytes.toLocaleString('en-US')} bytes; split the catalog or ask the marketplace operator.`,
  mediaType: `Send the catalog file as ${Object.keys(CATALOG_UPLOAD_MEDIA_TYPES).join(' or ')}.`,
  empty: 'The file is empty.',
  fileName: 'The name query parameter is at most 200 characters, without control characters.',
  unknownReport: 'There is no such upload.',
  cifNeedsContract: 'Name the contract a CIF file is for: ?contract=NUMBER.',
} as const;

/** The operator's side: who may publish an upload, and why one cannot be. */
export const CATALOG_UPLOAD_PUBLISH_TEXT = {
  unknown: (id: string) => `There is no upload ${id}.`,
  notChecked: (id: string, status: string) => `Upload ${id} is ${status}: only an upload whose every line passed can be published.`,
} as const;
