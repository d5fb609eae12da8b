import { registerSW } from 'virtual:pwa-register';
import { afterAppPainted } from '../lib';
import { announceUpdate } from '../shell/pwa';

let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker (storefront.md §1: errors are only logged). A new version waits;
 * the page decides when to take it (`takeWaitingUpdate`), never in the middle of a checkout.
 * `onFirstControl` runs when a worker first takes control of a page no worker controlled.
 */
export function registerServiceWorker(onFirstControl?: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  // No worker controls a first visit's page; the one installed now claims it when it activates.
  if (onFirstControl && !navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  }
  // After the first paint: workbox-window and the worker's precache downloads compete with
  // nothing the first render needs (decision 084).
  afterAppPainted(register);
}

function register(): void {
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      // The shell's prompt offers it (never under /checkout); the event stays for other listeners.
      announceUpdate(takeWaitingUpdate);
      window.dispatchEvent(new CustomEvent('sw-update-available'));
    },
    onRegisterError(error: unknown) {
      console.error('service worker registration failed', error);
    },
  });
}

/** Activates a waiting service worker and reloads the page on it. */
export async function takeWaitingUpdate(): Promise<void> {
  await applyUpdate?.(true);
}
