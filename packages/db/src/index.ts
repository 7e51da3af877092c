export * from './client.js';
export * as schema from './schema/index.js';
export { seedShell } from './seed/index.js';
export { welcomeBlockKey } from './seed/stores.js';
