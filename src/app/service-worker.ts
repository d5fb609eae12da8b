import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from '../shell/pwa';

let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker (storefront.md §1: errors are only logged). A new version waits;
 * the page decides when to take it (`takeWaitingUpdate`), never in the middle of a checkout.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
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
