// The shell's public API: what routes and features may use.
export { Shell } from './Shell';
export { closeAllOverlays, anyOverlayOpenAtom } from './overlays';
export {
  openDrawer, closeDrawer, closeAllDrawers, useDrawerOpen,
  type DrawerId,
} from './drawers/drawerAtoms';
export { Drawer } from './drawers/Drawer';
export { loginViewAtom, type LoginView } from './drawers/loginView';
export { toast, dismissToast } from './toast/toastState';
export { confirm } from './dialog/confirmState';
export { useModalDialog } from './modal/useModalDialog';
export { showLoading, hideLoading } from './loading/loadingState';
export { consentAtom, readConsent, saveConsent } from '../lib/consent';
export { buildDepartmentTree, type DepartmentNode } from './departments/buildDepartmentTree';
export { DepartmentTree } from './departments/DepartmentTree';
export { usePulse } from './navbar/usePulse';
export { backToShopPath } from './links/backToShop';
export { OfflineMessage, isOfflineFailure, PricesAsOf, announceUpdate } from './pwa';
export { NewsletterBlock } from './newsletter/NewsletterBlock';
