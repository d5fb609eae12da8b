// The offline layer's public API (src/offline/README.md). Everything the UI needs of the local-
// first cart goes through here; the files behind it may change.
//
//   const { state, provisional, pending, online } = useCart();
//   const { applied, confirmed } = cartActions.add({ article, variantId, quantity });
//   cartActions.setQuantity(lineKeyOf(item), 3);  cartActions.remove(lineKeyOf(item));
//   const { notices, dismiss } = useCartNotices();
//
// Lines are named by lineKeyOf(item) (article + bundle selection), never by the server's item id:
// a line added offline has none yet.

export { useCart, useCartNotices } from './cart/hooks';
export { cartActions, type CartMutation } from './cart/actions';
export { lineKeyOf, lineKeyOfAdd } from './cart/line-key';
export { useOnline } from './core/online';
export { useSavedAt, listenForCacheHits, CACHE_HIT_MESSAGE, type CacheHitMessage } from './catalogue/saved-at';
export { describeNotice, quantityLimitText, shopUnavailableText } from './cart/notice-text';
export { rememberArticle, findArticle, snapshotOf } from './catalogue/articles';
export { bridgeQueries } from './cart/checkout-bridge';
export { requestFlush, SYNC_TAG } from './core/sync';
export { startSync } from './kinds';
export { wishActions, type WishMutation } from './wishes/actions';
export { useWishes, useWishList, type WishesView, type WishListView } from './wishes/hooks';
export type { WishSnapshot } from './wishes/types';
export { refreshCheckout } from './cart/follow-session';
export { orderActions } from './orders/actions';
export { usePendingOrder } from './orders/hooks';
export { checkoutSeen } from './orders/seen';
export { withdrawalActions } from './withdrawals/actions';
export type { PendingOrder } from './orders/types';
export { adoptCheckoutAnswer } from './cart/checkout-answer';
export type { AddInput, CartNotice, CartNoticeKind, CheckoutState } from './cart/types';
export type { ArticleSnapshot, MemberSnapshot } from './catalogue/types';
export type { OutboxEntry } from './core/types';
// Start-up's part (startOfflineLayer, loadCheckout, loadOfflineLayer) is in ./lite (decision 084).
