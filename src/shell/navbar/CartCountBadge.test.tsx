// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutQuery } from '../../lib/shop-query';
import { testRoot } from '../../lib/test-root';
import { cartActions } from '../../offline/cart/actions';
import { publishCartCount, useCartCount } from '../../offline/cart/cart-count';
import { followCartCount } from '../../offline/cart/follow-cart-count';
import { article, checkoutWith, serverItem } from '../../offline/cart/test-data';
import { RaggioDb, replaceDatabase } from '../../offline/core/db';
import { CartNavButton } from './CartNavButton';

// The navbar's cart badge fed by the stored layer (Dexie on fake-indexeddb): the count a shopper
// sees once the layer has started, and the pulse of the first edit made right after
// (storefront.md §9). No sync runs: the edits stay in the outbox, as offline.

// The live query updates the badge outside React's act(): the test waits for what shows instead.
const view = testRoot({ act: false });

let database: RaggioDb;
let queryClient: QueryClient;
let stop: (() => void) | undefined;
let stopRecording: (() => void) | undefined;
let n = 0;
/** The counts the badge showed, in order, and those it pulsed at. */
const shown: string[] = [];
const pulsedAt = new Set<string>();

function NavCart() {
  return <CartNavButton count={useCartCount()} />;
}

const badge = (host = view.host) => host.querySelector<HTMLElement>('[data-testid="cart-count"]');
/** Records what the badge shows into `shown` and `pulsedAt`; returns the stop function. */
function recordBadge(host: HTMLElement): () => void {
  const observer = new MutationObserver(() => {
    const count = badge(host)?.textContent;
    if (!count) return;
    if (shown.at(-1) !== count) shown.push(count);
    if (badge(host)!.dataset.pulsing === 'true') pulsedAt.add(count);
  });
  observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
  return () => observer.disconnect();
}

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
beforeEach(async () => {
  shown.length = 0;
  pulsedAt.clear();
  publishCartCount(null);
  database = new RaggioDb(`cart-count-test-${n++}`);
  replaceDatabase(database);
  const server = checkoutWith([serverItem({ articleId: 7, quantity: 2 })]);
  await database.checkout.put({ key: 'current', state: server, savedAt: 1 });
  queryClient = new QueryClient();
  queryClient.setQueryData(checkoutQuery().queryKey, server);
  view.render(<I18nProvider i18n={i18n}><NavCart /></I18nProvider>);
  stopRecording = recordBadge(view.host);
});
afterEach(() => {
  stopRecording?.();
  stop?.();
  stop = undefined;
});

describe("the navbar's cart count", () => {
  it('is shown once the layer has started, with the edits not yet sent, and does not pulse for them', async () => {
    await cartActions.add({ article: article({ id: 8 }), quantity: 1 }).applied;
    expect(badge()).toBeNull();

    stop = await followCartCount(queryClient);
    await vi.waitFor(() => expect(badge()?.textContent).toBe('3'));
    // Not the server's 2 first: that would pulse at every start with an edit pending.
    expect(shown).toEqual(['3']);
    expect(pulsedAt).toEqual(new Set());
  });

  it('pulses for an add made as soon as the layer has started', async () => {
    stop = await followCartCount(queryClient);
    // No wait for the page to show the 2: the shopper may press the button at this very moment.
    await cartActions.add({ article: article({ id: 8 }), quantity: 1 }).applied;
    await vi.waitFor(() => expect(badge()?.textContent).toBe('3'));
    await vi.waitFor(() => expect(pulsedAt).toEqual(new Set(['3'])));
    expect(shown).toEqual(['2', '3']);
  });
});
