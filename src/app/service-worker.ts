import { afterAppPainted } from '../lib';
import { whenIdle } from '../lib/when-idle';
import { loadOfflineLayer } from '../offline/lite';
import { announceUpdate } from '../shell/pwa';
import { watchStaleChunks } from './stale-chunks';
import { startUpdateChecks } from './update-checks';
import { markNewVersionInControl } from './version-switch';

// Registration and updates, by hand rather than through vite-plugin-pwa's registerSW: in prompt
// mode it reloads every open tab when the new worker takes control, a checkout in another tab
// with it (docs/decisions/202-updates-across-tabs-and-kept-assets.md). Here only the tab whose
// shopper pressed "Aggiorna ora" reloads; the others change version at their next page.

const WORKER_URL = '/sw.js';

/** This tab's shopper asked for the waiting version: the worker's taking control reloads it. */
let accepted = false;
let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Registers the service worker (errors only logged). A new version waits until a shopper accepts
 * it; `onFirstControl` runs when a worker first takes control of a page no worker controlled.
 */
export function registerServiceWorker(onFirstControl?: () => void): void {
  // A chunk of this page's version that is gone everywhere: say a new version is there (with or
  // without a worker: a browser without one meets a deploy too).
  watchStaleChunks(() => announceUpdate(takeNewVersion));
  if (!('serviceWorker' in navigator)) return;
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // No worker controlled a first visit's page; the one installed now claims it (decision 168).
    if (!controlled) {
      controlled = true;
      onFirstControl?.();
      return;
    }
    if (accepted) return reloadOnce();
    // Another tab accepted: this one keeps its page (a checkout keeps what was typed), offers the
    // prompt, and loads its next page whole, from the new version.
    markNewVersionInControl();
    announceUpdate(async () => reloadOnce());
  });
  // After the page's own start — its first paint (decision 084), then the stored layer (decision
  // 180) — and when the browser is next idle: a first visit's install downloads and stores the
  // whole precache, and on a phone's two cores that competed with hydration and the layer's start
  // (decision 181). The layer is the page's anyway (the navbar loads it); a failed one still registers.
  afterAppPainted(() => void loadOfflineLayer().catch(() => undefined).then(() => whenIdle(() => void register())));
}

async function register(): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  } catch (error) {
    console.error('service worker registration failed', error);
    return;
  }
  // A browser (or a test's stub) may resolve without a registration: nothing to watch then.
  if (!registration) return;
  const announceIfWaiting = () => {
    // Without a controller the page is a first visit's (or a hard reload's): nothing to update.
    if (registration.waiting && navigator.serviceWorker.controller) announceUpdate(takeNewVersion);
  };
  announceIfWaiting();
  // Every tab's registration hears of a worker installing, whichever tab's check found it.
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announceIfWaiting();
    });
  });
  startUpdateChecks(registration);
}

/** Resolves with `worker` once it has installed, or null if it failed. */
function installed(worker: ServiceWorker): Promise<ServiceWorker | null> {
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installed' || worker.state === 'activating' || worker.state === 'activated') resolve(worker);
      else if (worker.state === 'redundant') resolve(null);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/**
 * "Aggiorna ora": activates the worker waiting now, asked of the registration at the press, not
 * the one announced (a later deploy may have replaced it, another tab may have activated it),
 * and reloads once it is active. With nothing waiting, the new version already runs: reload.
 */
export async function takeNewVersion(): Promise<void> {
  accepted = true;
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const candidate = registration?.waiting ?? registration?.installing ?? null;
  const worker = candidate && (await installed(candidate));
  if (!worker || worker.state === 'activated') return reloadOnce();
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated') reloadOnce();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
