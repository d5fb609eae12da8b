// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutQuery } from '../../lib/shop-query';
import { testRoot } from '../../lib/test-root';
import { cartActions } from '../../offline/cart/actions';
import { publishCartCount } from '../../offline/cart/cart-count';
import { followCartCount } from '../../offline/cart/follow-cart-count';
import { lineKeyOf } from '../../offline/cart/line-key';
import { article, checkoutWith, serverItem } from '../../offline/cart/test-data';
import { RaggioDb, replaceDatabase } from '../../offline/core/db';
import { wishActions } from '../../offline/wishes/actions';
import { followWishCount } from '../../offline/wishes/follow-wish-count';
import type { WishSnapshot } from '../../offline/wishes/types';
import type { WishArticle } from '../../../contract/wishes';
import { publishWishCount } from '../../offline/wishes/wish-count';
import { NavIcons } from './NavIcons';

// The navbar's cart and wish badges fed by the stored layer (Dexie on fake-indexeddb): the counts
// a shopper sees once the layer has started, and the pulse of the first edit made right after it
// (docs/product/content.md#constants). No sync runs: edits stay in the outbox, as offline.

// The live queries update the badges outside React's act(): the test waits for what shows instead.
const view = testRoot({ act: false });

type Badge = 'cart' | 'wishes';
let database: RaggioDb;
let queryClient: QueryClient;
let stops: (() => void)[] = [];
let n = 0;
/** Per badge, the counts it showed in order, and those it pulsed at. */
let shown: Record<Badge, string[]>;
let pulsedAt: Record<Badge, Set<string>>;

const badge = (name: Badge, host = view.host) => host.querySelector<HTMLElement>(`[data-testid="${name}-count"]`);
const card = (id: number): WishSnapshot => ({
  id, slug: `a-${id}`, name: `Articolo ${id}`, brand: null, img: null,
  prices: { gross: 1000, discount: 0 }, stock: { on: false, quantity: 0 },
});

function recordBadges(host: HTMLElement): () => void {
  const observer = new MutationObserver(() => {
    for (const name of ['cart', 'wishes'] as const) {
      const shownNow = badge(name, host);
      if (!shownNow || shownNow.hidden) continue;
      const count = shownNow.textContent!;
      if (shown[name].at(-1) !== count) shown[name].push(count);
      if (shownNow.dataset.pulsing === 'true') pulsedAt[name].add(count);
    }
  });
  observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
  return () => observer.disconnect();
}

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
beforeEach(async () => {
  shown = { cart: [], wishes: [] };
  pulsedAt = { cart: new Set(), wishes: new Set() };
  publishCartCount(null);
  publishWishCount(null);
  database = new RaggioDb(`nav-counts-test-${n++}`);
  replaceDatabase(database);
  const server = checkoutWith([serverItem({ articleId: 7, quantity: 2 })]);
  await database.checkout.put({ key: 'current', state: server, savedAt: 1 });
  // A signed-in customer's two wishes, as the layer mirrors them once the list has been read (the
  // badge counts what the list shows: decision 206). The projection reads only the articles' ids.
  const listed = [card(10), card(11)] as unknown as WishArticle[];
  await database.wishes.put({ key: 'current', userId: 5, wish: { id: 3, articles: [10, 11] }, list: listed, savedAt: 1 });
  queryClient = new QueryClient();
  queryClient.setQueryData(checkoutQuery().queryKey, server);
  const router = createRouter({
    routeTree: createRootRoute({ component: NavIcons }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await view.renderAndWait(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>, () => router.load());
  stops = [recordBadges(view.host)];
});
afterEach(() => {
  stops.forEach((stop) => stop());
});

async function startCounts() {
  stops.push(await followCartCount(queryClient), await followWishCount());
}

describe("the navbar's counts", () => {
  it('show once the layer has started, with the edits not yet sent, and do not pulse for them', async () => {
    await cartActions.add({ article: article({ id: 8 }), quantity: 1 }).applied;
    await wishActions.add(card(12)).applied;
    expect(badge('cart')).toBeNull();
    expect(badge('wishes')).toBeNull();

    await startCounts();
    await vi.waitFor(() => expect(badge('cart')?.textContent).toBe('3'));
    await vi.waitFor(() => expect(badge('wishes')?.textContent).toBe('3'));
    // Not the server's counts first (nor none as 0): either would pulse at every start.
    expect(shown).toEqual({ cart: ['3'], wishes: ['3'] });
    expect(pulsedAt).toEqual({ cart: new Set(), wishes: new Set() });
  });

  it('pulse for an edit made as soon as the layer has started', async () => {
    await startCounts();
    // No wait for the page to show the counts: the shopper may press a button at this very moment.
    await Promise.all([
      cartActions.add({ article: article({ id: 8 }), quantity: 1 }).applied,
      wishActions.add(card(12)).applied,
    ]);
    await vi.waitFor(() => expect(pulsedAt).toEqual({ cart: new Set(['3']), wishes: new Set(['3']) }));
    expect(shown).toEqual({ cart: ['2', '3'], wishes: ['2', '3'] });
  });

  it('hide the cart badge when the cart empties (a purchase, the last line removed): never a "0", not even while it pulses', async () => {
    await startCounts();
    await vi.waitFor(() => expect(badge('cart')?.textContent).toBe('2'));
    await cartActions.remove(lineKeyOf(serverItem({ articleId: 7 }))).applied;
    await vi.waitFor(() => expect(badge('cart')?.hidden).toBe(true));
    expect(shown.cart).toEqual(['2']);
  });
});
