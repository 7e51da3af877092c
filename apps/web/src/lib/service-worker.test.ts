import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnUpdate, scheduleServiceWorker } from './service-worker';

type Listener = () => void;

/** A registration whose update the test installs by hand. */
function fakeRegistration() {
  const target = new EventTarget();
  const worker = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState });
  const registration = Object.assign(target, { installing: worker, update: vi.fn(async () => undefined) });
  return {
    registration: registration as unknown as ServiceWorkerRegistration,
    install() {
      target.dispatchEvent(new Event('updatefound'));
      worker.state = 'installed';
      worker.dispatchEvent(new Event('statechange'));
    },
  };
}

function fakeContainer(controller: object | null, registration?: ServiceWorkerRegistration) {
  return {
    controller,
    register: vi.fn(async () => registration ?? fakeRegistration().registration),
  } as unknown as ServiceWorkerContainer & { register: ReturnType<typeof vi.fn> };
}

function fakeRouter(initialized: boolean, navigation = 'idle') {
  const listeners = new Set<(state: { initialized: boolean; navigation: { state: string } }) => void>();
  const router = {
    state: { initialized, navigation: { state: navigation } },
    subscribe: (listener: (state: { initialized: boolean; navigation: { state: string } }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle() {
      router.state = { initialized: true, navigation: { state: 'idle' } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('background worker (docs/product/accounts-and-sign-in.md Other, docs/product/constants.md)', () => {
  it('reloads when an update installs while a worker controls the page', () => {
    const { registration, install } = fakeRegistration();
    const reload = vi.fn<Listener>();
    reloadOnUpdate(registration, fakeContainer({}), reload);
    install();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on the very first install (no controller yet)', () => {
    const { registration, install } = fakeRegistration();
    const reload = vi.fn<Listener>();
    reloadOnUpdate(registration, fakeContainer(null), reload);
    install();
    expect(reload).not.toHaveBeenCalled();
  });

  it('registers /sw.js once the first page has rendered', async () => {
    const container = fakeContainer(null);
    const router = fakeRouter(false, 'loading');
    scheduleServiceWorker(router, container, 30_000, true);
    expect(container.register).not.toHaveBeenCalled();
    router.settle();
    router.settle();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once when the app is already stable, and never in the development server', async () => {
    const container = fakeContainer(null);
    scheduleServiceWorker(fakeRouter(true), container, 30_000, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(container.register).toHaveBeenCalledTimes(1);
    const dev = fakeContainer(null);
    scheduleServiceWorker(fakeRouter(true), dev, 30_000, false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(dev.register).not.toHaveBeenCalled();
  });

  it('or after 30000 ms when the app never settles', async () => {
    const container = fakeContainer(null);
    scheduleServiceWorker(fakeRouter(false, 'loading'), container, undefined, true);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(container.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing without navigator.serviceWorker', () => {
    expect(() => scheduleServiceWorker(fakeRouter(true), undefined, undefined, true)).not.toThrow();
    expect('serviceWorker' in navigator).toBe(false);
  });
});
