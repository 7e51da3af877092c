export * from './information-pages.js';
export * from './legacy-url-map.js';
export * from './sessions.js';
export * from './stores.js';
