// The shared client helpers every layer above lib may use.
export { storageKeys, readStored, writeStored } from './storage-keys';
export {
  NON_MULTILANGUAGE_PATHS,
  getMainLang,
  setMainLang,
  languageOfPath,
  type LanguageOfPath,
  isLang,
  isMultilanguagePath,
  localizePath,
  resolveLang,
  splitLangPrefix,
} from './lang-path';
export { money, dateTime, shopDateTime, SHOP_LOCALE } from './money';
export { useLang } from './use-lang';
export { useSwitchLanguage } from './use-switch-language';
export { LocalizedLink, type LocalizedLinkProps } from './localized-link';
export { linkTarget } from './link-target';
export { useShop, useCheckout, type CheckoutState } from './use-shop';
export { useIsFunnel } from './use-is-funnel';
export type { RouteName } from './route-static-data';
export { campaignId } from './campaign';
export { track, trackClick, trackHover, trackImpression, newPageView, startTracking } from './mctg';
export { shopQuery, checkoutQuery, metaStaticQuery } from './shop-query';
export { activateLang } from './i18n/catalogs';
export * from './http';
export { afterFirstRender, afterAppPainted } from './after-first-render';
export { useKeptTap } from './kept-tap';
