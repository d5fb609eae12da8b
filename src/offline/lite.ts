// The part of the offline layer the first paint may use: no Dexie, no IndexedDB (decision 084).
// Start-up, the shell and the cards import this; everything else stays in the index, which
// loads after the first render (components that read the local cart wait for loadOfflineLayer).

export { startOfflineLayer, loadOfflineLayer, loadCheckout } from './start/deferred-start';
export { useOnline } from './core/online';
export { useCartCount, publishCartCount } from './cart/cart-count';
export { useWishCount, publishWishCount } from './wishes/wish-count';
export { useSavedAt } from './catalogue/saved-at';
export type { CartMutation } from './cart/actions';
