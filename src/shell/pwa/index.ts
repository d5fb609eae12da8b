// Installable-app and offline pieces of the shell (decisions 071-079).
export { NewVersionMessage } from './NewVersionMessage';
export { OfflineBanner } from './OfflineBanner';
export { OfflineMessage, isOfflineFailure } from './OfflineMessage';
export { PricesAsOf } from './PricesAsOf';
export { PwaLayer } from './PwaLayer';
export { announceUpdate, isCheckoutPath } from './update-state';
