import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { isSessionExpired, setShopId } from '../lib/http';
import { activateLang, i18n } from '../lib/i18n/catalogs';
import { languageOfLocation } from '../lib/enter-language';
import { setMainLang } from '../lib/lang-path';
import { nextTask } from '../lib/next-task';
import { metaStaticQuery, shopQuery } from '../lib/shop-query';
import { loadCheckout, startOfflineLayer } from '../offline/lite';
import { sessionActions } from '../session';
import { persistShopAndMeta } from './query-client';

/**
 * Start-up (docs/product/content.md#start-up): app metadata, then the shop in the visitor's language and the
 * session's checkout. Resolves false when shop or checkout could not be loaded, after the alert
 * 'Ops error, reload!'.
 */
export async function loadStartupData(queryClient: QueryClient): Promise<boolean> {
  await persistShopAndMeta(queryClient);
  // The offline layer mirrors the checkout and flushes queued cart edits; offline, the checkout
  // of the last visit stands in for the server's.
  startOfflineLayer(queryClient);
  const checkout = loadCheckout(queryClient).catch((error: unknown) => {
    // A stored token the server no longer honours (expired, or signed out elsewhere) answers 401:
    // the session ends (docs/product/accounts.md#session) and the shop opens with the visitor's cart.
    if (!isSessionExpired(error)) throw error;
    sessionActions.expire();
    return loadCheckout(queryClient);
  });
  // Without meta/static the shop still opens on the defaults (shop 'raggio', main language it).
  const meta = await queryClient
    .ensureQueryData({ ...metaStaticQuery(), revalidateIfStale: true })
    .catch((error: unknown) => console.warn('meta/static not loaded', error));
  if (meta) {
    setShopId(meta.shopId);
    setMainLang(meta.defaultLang);
  }
  // The language's messages are imported in a task of their own: with the requests above, one
  // task of ~65 ms at a phone's speed (decision 180).
  await nextTask();
  const { lang } = languageOfLocation(window.location.pathname, queryClient);
  const catalogs = activateLang(lang);
  try {
    await Promise.all([queryClient.ensureQueryData({ ...shopQuery(lang), revalidateIfStale: true }), checkout]);
    await catalogs;
    return true;
  } catch (error) {
    console.error('start-up failed', error);
    await catalogs.catch(() => undefined);
    window.alert(t(i18n)`Ops error, reload!`);
    return false;
  }
}
