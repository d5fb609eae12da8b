// Helpers of the offline e2e specs (offline-*.spec.ts): the seeded articles they use, the
// server's view of the session cart (through the page's own cookie), and waits on the app.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Checkout } from '../../contract/checkout';
import { expect } from './fixtures';

/** The demo catalogue is deterministic (decision 021): these exist on every fresh seed. */
export const ARTICLES = {
  /** Simple; buys at least 2. */
  bottle: { id: 4, slug: 'borraccia-chiavetta-pordoi-sl' },
  /** Simple, stock not tracked. */
  light: { id: 3, slug: 'luce-fanalino-giau-sl' },
  /** Simple, 38 in stock. */
  wheels: { id: 9, slug: 'ruote-strada-ruotalibera-cimone-sl-carbonio-naturale' },
  /** A helmet variant (size M, grey), 10 in stock. */
  helmetM: { id: 121, slug: 'casco-galea-rolle-sl-m-grigio-antracite' },
  saddle: { id: 14, slug: 'sella-sellaria-veneta-abetone-sl-verde-bosco' },
  /** Simple, 9 in stock. */
  saddleCarbon: { id: 15, slug: 'sella-sellaria-veneta-abetone-sl-carbonio-naturale', stock: 9 },
  transmission: { id: 22, slug: 'gruppo-trasmissa-sestriere-sl' },
} as const;

/** The session's cart as the server has it; the context's request shares the page's cookies. */
export async function serverCart(request: APIRequestContext): Promise<Checkout> {
  const res = await request.get('/v1/checkout/ss');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Checkout;
}

/** Article id → quantity of every line of a checkout, buyable or not. */
export function quantities(state: Checkout): Record<number, number> {
  const lines = [...state.items, ...state.bundleItems, ...state.pg18Items, ...state.unavailableItems];
  return Object.fromEntries(lines.map((l) => [l.articleId, l.quantity]));
}

/** Adds through the API as the page's session (online set-up). */
export async function addOnServer(context: BrowserContext, id: number, quantity: number): Promise<void> {
  const res = await context.request.post('/v1/checkout/ss/carts', { data: { id, quantity } });
  expect(res.status()).toBe(200);
}

export async function setStock(request: APIRequestContext, articleId: number, quantity: number): Promise<void> {
  const res = await request.put('/v1/e2e/stock', { data: { articleId, quantity } });
  expect(res.status(), 'the e2e server runs with E2E_FIXTURES=1').toBe(200);
}

/** Opens a product page and waits for its add-to-cart button. */
export async function openProduct(page: Page, slug: string): Promise<void> {
  await page.goto(`/p/${slug}`);
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
}

/** Presses add-to-cart and waits for the line to count in the navbar. */
export async function addToCart(page: Page, expectedCount: number): Promise<void> {
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(expectedCount));
}

/** True when a fetch from the page (through the service worker) reaches the server. */
export async function pageReachesServer(page: Page): Promise<boolean> {
  return page.evaluate(() => fetch(`/v1/health?probe=${Date.now()}`, { cache: 'no-store' }).then((r) => r.ok, () => false));
}

/** How many cart mutations wait in the page's outbox (IndexedDB). */
export async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('raggio');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const count = db.transaction('outbox').objectStore('outbox').count();
      count.onsuccess = () => { resolve(count.result); db.close(); };
      count.onerror = () => { reject(count.error); db.close(); };
    };
  }));
}

/** Article id → quantity of the cart the page keeps for offline (its IndexedDB mirror of the server's). */
export async function mirroredQuantities(page: Page): Promise<Record<number, number>> {
  const state = await page.evaluate(() => new Promise<Checkout | null>((resolve, reject) => {
    const open = indexedDB.open('raggio');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('checkout').objectStore('checkout').get('current');
      read.onsuccess = () => { resolve((read.result as { state: Checkout } | undefined)?.state ?? null); db.close(); };
      read.onerror = () => { reject(read.error); db.close(); };
    };
  }));
  return state ? quantities(state) : {};
}

/** Waits until the page's outbox is empty. */
export async function waitForOutboxEmpty(page: Page, timeout = 20_000): Promise<void> {
  await expect.poll(() => outboxSize(page), { timeout, intervals: [100, 250] }).toBe(0);
}

/** The worker precaches the whole shell before it takes control: slower than a page load. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 45_000 });
}

/**
 * Waits until the worker has kept the page at `path` (decision 203): it keeps it after answering,
 * so a tab opened offline at once could otherwise get the shell instead.
 */
export async function waitForKeptPage(page: Page, path: string): Promise<void> {
  const url = new URL(path, page.url()).href;
  await expect.poll(() => page.evaluate(async (key) => (await caches.match(key, { cacheName: 'raggio-pages-v1' })) !== undefined, url), { timeout: 20_000 }).toBe(true);
}
