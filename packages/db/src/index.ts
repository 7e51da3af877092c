export * from './client.js';
export * as schema from './schema/index.js';
export { seedDemoMembers, seedShell } from './seed/index.js';
export {
  ABOUT_BUYING_SERVICES_KEY,
  CatalogSeedMismatchError,
  DEFAULT_SEED as CATALOG_DEFAULT_SEED,
  renderProductImage,
  SAMPLE_CATALOG_FILE,
  type SampleCatalog,
  seedCatalog,
  writeSampleCatalog,
  type LoadProgress as CatalogLoadProgress,
  type SeedCatalogOptions,
  type SeedCatalogResult,
} from './seed/catalog/index.js';
export { welcomeBlockKey } from './seed/stores.js';
export { CONTENT_PAGES, HELP_SETS, informationContentRows, NEWS_PREFIX, sanitizeContentHtml } from './seed/information/index.js';
export { DEMO_ACCOUNTS, type DemoAccount, demoAccountCopy, demoAccountsWithCopies, MAX_DEMO_ACCOUNT_COPIES, personaEmailOf } from './seed/demo-accounts.js';
export { DEMO_AAC_GRANTS, DEMO_AAC_PASSWORD, DEMO_AACS, seedDemoAacs } from './seed/demo-aacs.js';
export { DEMO_FEDSTRIP_PROFILE, seedDemoFedstrip } from './seed/demo-fedstrip.js';
export { type NotificationChannel, openNotificationChannel } from './notify.js';
export { hashPassword, verifyPassword } from './password-hash.js';
export { migrationState } from './migration-state.js';
export {
  createServerDatabase,
  dropDatabasesOfEndedRuns,
  dropServerDatabase,
  SERVER_TEMPLATE_ENV,
  serverDatabaseUrl,
  templateDatabaseName,
  testDatabaseName,
} from './server-database.js';
export { insertJsonRows, rowsOf } from './json-rows.js';
export { generateSharedSecret, hashSharedSecret, SHARED_SECRET_MIN_LENGTH, verifySharedSecret } from './shared-secret.js';
export { DEMO_PUNCHOUT_ORGANIZATIONS, PUNCHOUT_MEMBER_ISSUER, seedDemoPunchout } from './seed/demo-punchout.js';
export type { ParkedRequisition } from './schema/cart.js';
export { copyFilePieces, transactionConnection } from './copy-pieces.js';
