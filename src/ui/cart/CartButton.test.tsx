// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Suspense } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleCard } from '../../../contract/catalogue';
import type { Shop } from '../../../contract/shop';
import { emptyCheckout } from '../../../contract/test-checkout';
import { articleQuery } from '../../lib/catalogue-api';
import { saveConsent } from '../../lib/consent';
import { clearQueue, readQueue } from '../../lib/mctg/queue';
import { checkoutQuery, shopQuery } from '../../lib/shop-query';
import { testRoot } from '../../lib/test-root';
import { RaggioDb, replaceDatabase } from '../../offline/core/db';
import { article } from '../../offline/cart/test-data';
import { CartButton } from './CartButton';

// The card's cart button on the real offline layer (Dexie on fake-indexeddb): adds, steps and
// removes in the local cart. The outbox is only flushed once the app starts its sync, so no cart
// call leaves; a real HTTP server stands in for the shop.

// The offline layer's live queries update the button outside React's act(): the test waits for
// what shows instead.
const view = testRoot({ act: false });

const bottle = article({
  id: 40, slug: 'borraccia', name: 'Borraccia', stock: { on: true, quantity: 3 },
  cart: { quantity: { min: { on: true, value: 2 }, max: { on: false, value: 99 } } },
});
const card: ArticleCard = {
  id: 40, slug: 'borraccia', name: 'Borraccia', brand: null, img: null, labels: [], prices: bottle.prices,
  grade: 'simple', available: true, outOfStock: false, stock: bottle.stock,
};

let server: Server;
let events: { path: string; body: unknown }[] = [];
let database: RaggioDb;
let n = 0;

const byLabel = (label: string) => view.host.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const quantity = () => view.host.querySelector('[data-testid="card-cart-quantity"]')?.textContent ?? null;
const click = (element: HTMLElement | null) => {
  expect(element).not.toBeNull();
  element!.click();
};
const pending = async () => (await database.outbox.toArray()).map((e) => e.payload.kind);

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'it', messages: {} });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => {
      events.push({ path: req.url ?? '', body: body ? JSON.parse(body) : null });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  events = [];
  saveConsent(true);
  clearQueue(localStorage);
  database = new RaggioDb(`card-button-test-${n++}`);
  replaceDatabase(database);
  // The mirror of the server's (empty) cart, as the query bridge keeps it in the app.
  await database.checkout.put({ key: 'current', state: emptyCheckout(), savedAt: 1 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(checkoutQuery().queryKey, emptyCheckout());
  queryClient.setQueryData(shopQuery('it').queryKey, { shippings: [] } as unknown as Shop);
  queryClient.setQueryData(articleQuery('it', 'borraccia').queryKey, bottle);
  view.render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}><CartButton article={card} /></Suspense>
      </I18nProvider>
    </QueryClientProvider>,
  );
});

describe("the cards' cart button", () => {
  it("shows 'aggiungi' while the article is not in the cart", async () => {
    await vi.waitFor(() => expect(byLabel('Aggiungi Borraccia al carrello')?.textContent).toBe('aggiungi'));
    expect(quantity()).toBeNull();
  });

  it("adds the article's minimum, then shows the quantity with − and +", async () => {
    await vi.waitFor(() => expect(byLabel('Aggiungi Borraccia al carrello')).not.toBeNull());
    click(byLabel('Aggiungi Borraccia al carrello'));
    await vi.waitFor(() => expect(quantity()).toBe('2'));
    expect(await pending()).toEqual(['add']);
    // Queued for the next batch (decision 143), the visitor having allowed analytics.
    await vi.waitFor(() => expect(readQueue(localStorage)).toContainEqual(expect.objectContaining({
      branch: 'shop', event: 'add-to-cart', model: 'article', evtData: { id: 40, quantity: 2 },
    })));

    click(byLabel('Aumenta quantità'));
    await vi.waitFor(() => expect(quantity()).toBe('3'));
    // Three is all the stock there is.
    expect(byLabel('Aumenta quantità')!.disabled).toBe(true);
  });

  it('removes the line when − goes below the minimum, and offers "aggiungi" again', async () => {
    await vi.waitFor(() => expect(byLabel('Aggiungi Borraccia al carrello')).not.toBeNull());
    click(byLabel('Aggiungi Borraccia al carrello'));
    await vi.waitFor(() => expect(quantity()).toBe('2'));

    click(byLabel('Diminuisci quantità'));
    await vi.waitFor(() => expect(byLabel('Aggiungi Borraccia al carrello')).not.toBeNull());
    expect(quantity()).toBeNull();
    // The add was never sent, so the removal simply cancels it.
    expect(await pending()).toEqual([]);
  });
});
