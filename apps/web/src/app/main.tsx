import '@uswds/uswds/css/uswds.min.css';
import '../styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { keepTokens } from '../shell/auth/token-keeper';
import { startServerConnection } from '../shell/connection/connection';
import { createAppRouter } from './router';
import { findScreen } from './lookup';
import { currentStore } from '../kit/store/store-state';
import { applyTheme } from '../kit/store/theme';
import { scheduleServiceWorker } from '../lib/service-worker';

void applyTheme(currentStore().theme);
// Before the router's first call: a new tab takes the sign-in of the browser's other tabs (docs/adr/0019).
keepTokens();

const container = document.getElementById('root');
if (container) {
  const router = createAppRouter({ lookup: findScreen });
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  startServerConnection();
  scheduleServiceWorker(router);
}
