/*
 * GSA Advantage! background worker. It exists only so the page can detect a new version of the app
 * (spec §4 "A new app version detected by the background worker triggers a page reload"): the build
 * writes its id below, so every release changes this file and the browser installs it as an update.
 * No fetch handler: nothing is cached or intercepted, API data least of all.
 */
const ADVANTAGE_BUILD_ID = '__ADVANTAGE_BUILD_ID__';

self.addEventListener('install', () => {
  // Replace the previous worker at once; the page that sees it installed reloads.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data === 'version' && event.source) event.source.postMessage({ build: ADVANTAGE_BUILD_ID });
});
