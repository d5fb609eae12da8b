import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once the app runs the page: what needs
 * the app (a form's sending) can wait for it without a mismatch or an extra render pass.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
