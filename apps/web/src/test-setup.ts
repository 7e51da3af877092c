import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAlerts } from './kit/alerts/alerts';
import { provideScreens } from './kit/interpreter/screens-port';
import { provideLayouts } from './shell/routes/layouts-chunk';
import { findScreen } from './app/lookup';

// Screens are lazy chunks: on a busy two-core machine the first one can take longer than the library's 1 s
// to appear. What the suites wait for is unchanged; only how long a find* or waitFor may wait for it. 5 s was
// not enough once: in a whole `npm test` at load 5–7, the message center's test waited for its navigation to a
// lazy order screen whose modules that worker was importing for the first time, while every worker was
// transforming at once. 15 s is the end-to-end suite's own bound for what a buyer waits for.
configure({ asyncUtilTimeout: 15_000 });

// The app layer provides the screen table and the layouts chunk at start (createAppRouter); the suites render below it.
provideScreens(findScreen);
provideLayouts({ layouts: () => import('./shell/layouts'), modal: async () => (await import('./shell/layouts/ModalLayout')).ModalLayout });

// Alerts are queued in module state, which lives as long as the test file; each test starts with none (a sign-out
// test's "signed out" alert, left queued, showed again beside the next test's own).
afterEach(() => {
  cleanup();
  clearAlerts();
});
