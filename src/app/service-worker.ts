import { registerSW } from 'virtual:pwa-register';
import { afterAppPainted } from '../lib';
import { whenIdle } from '../lib/when-idle';
import { loadOfflineLayer } from '../offline/lite';
import { announceUpdate } from '../shell/pwa';

let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker (docs/product/content.md#start-up: errors are only logged). A new version waits;
 * the page decides when to take it (`takeWaitingUpdate`), never in the middle of a checkout.
 * `onFirstControl` runs when a worker first takes control of a page no worker controlled.
 */
export function registerServiceWorker(onFirstControl?: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  // No worker controls a first visit's page; the one installed now claims it when it activates.
  if (onFirstControl && !navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  }
  // After the page's own start — its first paint (decision 084), then the stored layer (decision
  // 180) — and when the browser is next idle: a first visit's install downloads and stores the
  // whole precache, and on a phone's two cores that competed with hydration and the layer's start
  // (decision 181). The layer is the page's anyway (the navbar loads it); a failed one still registers.
  afterAppPainted(() => void loadOfflineLayer().catch(() => undefined).then(() => whenIdle(register)));
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
