// The shell's public API: what routes and features may use.
export { Shell } from './Shell';
export { closeAllOverlays, anyOverlayOpenAtom } from './overlays';
export {
  DRAWER_IDS, openDrawer, closeDrawer, toggleDrawer, closeAllDrawers, isDrawerOpen, useDrawerOpen,
  type DrawerId,
} from './drawers/drawerAtoms';
export { Drawer } from './drawers/Drawer';
export { toast, useToast, dismissToast, TOAST_MS, type ToastKind } from './toast/toastState';
export { confirm, type ConfirmOptions } from './dialog/confirmState';
export { showLoading, hideLoading } from './loading/loadingState';
export { consentAtom, readConsent, saveConsent, type CookieConsent } from './cookies/consent';
export { buildDepartmentTree, type DepartmentNode } from './departments/buildDepartmentTree';
export { DepartmentTree } from './departments/DepartmentTree';
export { usePulse } from './navbar/usePulse';
export { LANG_LABELS } from './navbar/LanguageSwitcher';
export { backToShopPath } from './links/backToShop';
export { OfflineMessage, isOfflineFailure, PricesAsOf, announceUpdate } from './pwa';
