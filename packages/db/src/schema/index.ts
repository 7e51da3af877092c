export * from './audit.js';
export * from './information-pages.js';
export * from './legacy-url-map.js';
export * from './login-transactions.js';
export * from './mail.js';
export * from './members.js';
export * from './sessions.js';
export * from './stores.js';
