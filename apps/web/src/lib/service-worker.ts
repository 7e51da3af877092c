/**
 * The background worker (docs/product/accounts-and-sign-in.md Other, docs/product/constants.md): registered once the app is stable (its first page
 * rendered) or after SERVICE_WORKER_REGISTER_AFTER_MS, whichever comes first. An installed update
 * while a worker already controls the page means a new version of the app: the page reloads.
 * Skipped where service workers do not exist (tests, old browsers) and in the development server.
 */
import { SERVICE_WORKER_REGISTER_AFTER_MS } from '@advantage/contracts';
import { logError } from './log';

export const SERVICE_WORKER_URL = '/sw.js';
/** How often a long-lived tab asks the server for a newer worker (the browser checks on page loads too). */
export const UPDATE_CHECK_MS = 15 * 60 * 1000;

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
}

/** Calls `reload` when `registration` installs an update while the page already has a controller. */
export function reloadOnUpdate(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer, reload: () => void): void {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) reload();
    });
  });
}

export async function registerServiceWorker(container: ServiceWorkerContainer, reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    reloadOnUpdate(registration, container, reload);
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  } catch (error) {
    logError('Unable to register the background worker', error);
  }
}

/** Registers when the router settles on its first page, or after the delay. */
export function scheduleServiceWorker(
  router: RouterLike,
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  delayMs: number = SERVICE_WORKER_REGISTER_AFTER_MS,
  /** Not under the development server, whose files change without a build. */
  enabled: boolean = !import.meta.env.DEV,
): void {
  if (!container || !enabled) return;
  let done = false;
  let unsubscribe: () => void = () => undefined;
  const register = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    unsubscribe();
    void registerServiceWorker(container);
  };
  const stable = (state: RouterLike['state']) => state.initialized && state.navigation.state === 'idle';
  const timer = setTimeout(register, delayMs);
  if (stable(router.state)) {
    register();
    return;
  }
  unsubscribe = router.subscribe((state) => {
    if (stable(state)) register();
  });
}
