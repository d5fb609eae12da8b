import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { Article } from '../../../contract/catalogue';
import { CATALOGUE_KEY } from '../../lib/catalogue-api';
import { getShopId, http } from '../../lib/http';
import { nextTask } from '../../lib/next-task';
import { readSessionToken, subscribeSession } from '../../session';
import { rememberArticle } from '../catalogue/articles';
import { bridgeQueries } from '../cart/checkout-bridge';
import { followCartCount } from '../cart/follow-cart-count';
import { db } from '../core/db';
import { adoptCheckout } from '../cart/settle';
import { followSessionCart } from '../cart/follow-session';
import { startSync } from '../kinds';
import { followSession, wishOwner } from '../wishes/follow-session';
import { followWishCount } from '../wishes/follow-wish-count';
import { followOrderSession } from '../orders/follow-session';
import type { CheckoutState } from '../cart/types';

// The stored part of the offline layer in a page, started after the first render by
// loadOfflineLayer (deferred-start.ts, decision 084): the checkout read at start-up put in the
// mirror, the navbar's counts, the query bridge, the outbox sync with the shop's kinds (kinds.ts,
// decision 213), and each kind following the signed-in customer (its follow-session.ts). The
// page's language, shop id and session token are kept for the worker, whose background flush has
// no page to ask.

const pageLang = () => i18n.locale || 'it';

async function keepContext(): Promise<void> {
  try {
    await db().context.put({ key: 'context', lang: pageLang(), shopId: getShopId(), token: readSessionToken() });
  } catch {
    // IndexedDB unavailable (private mode in some browsers): the page still flushes itself.
  }
}

/** Product pages opened before the bridge started are remembered for offline too. */
function rememberLoadedArticles(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [CATALOGUE_KEY, 'article'] })) {
    const article = query.state.data as Article | undefined;
    if (article) void rememberArticle(article, String(query.queryKey[2]));
  }
}

/**
 * Starts the stored layer; resolves (never rejects) once the checkout start-up read (`startup`)
 * is mirrored, unless a newer state is. Returns the stop function.
 */
export async function startStoredLayer(
  queryClient: QueryClient,
  startup: { state: CheckoutState; startedAt: number } | null,
): Promise<() => void> {
  // Each step in a task of its own: this one has just evaluated Dexie's module, and building the
  // database's schema, opening it, adopting the checkout and starting each follower take 10–40 ms
  // each on a throttled phone; run back to back they were one task of 70 ms (decision 180).
  await nextTask();
  db();
  await nextTask();
  // Adopted before the bridge starts: its first read of the mirror would otherwise set the last
  // visit's checkout into the query over the fresher one start-up read.
  if (startup) await adoptCheckout(startup.state, startup.startedAt).catch(() => false);
  await nextTask();
  // Counted before the layer resolves, so before any edit of this page applies (follow-cart-count.ts).
  const stops = await Promise.all([followCartCount(queryClient), followWishCount()]);
  const followers = [
    () => bridgeQueries(queryClient), () => startSync({ http, lang: pageLang, wishOwner }),
    followSession, followOrderSession, () => followSessionCart(queryClient),
  ];
  for (const start of followers) {
    await nextTask();
    stops.push(start());
  }
  rememberLoadedArticles(queryClient);
  void keepContext();
  stops.push(i18n.on('change', () => void keepContext()), subscribeSession(() => void keepContext()));
  return () => stops.forEach((stop) => stop());
}
