// Reconciliation (ARCHITECTURE.md#local-first-offline): when the server's cart differs from what the
// shopper saw offline, the server wins and the shopper is told; a flush cut mid-way loses and
// doubles nothing.
import { acceptCookies, expect, goOffline, goOnline, test } from './fixtures';
import {
  addOnServer, addToCart, ARTICLES, openProduct, quantities, serverCart, setStock, waitForOutboxEmpty, waitForWorker,
} from './offline-helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

// Tests share the e2e server: the stock a test changed is put back whatever happened.
test.afterEach(async ({ request }) => {
  await setStock(request, ARTICLES.saddleCarbon.id, ARTICLES.saddleCarbon.stock);
});

test('stock that runs out while offline moves the line to unavailable on reconnect, and the shopper is told', async ({ page, context }) => {
  const { saddleCarbon } = ARTICLES;
  await page.goto('/');
  await waitForWorker(page);
  await addOnServer(context, saddleCarbon.id, 2);
  await page.goto('/carrello');
  const line = page.locator(`[data-testid="cart-line"][data-line-key="a${saddleCarbon.id}"]`);
  await expect(line).toHaveAttribute('data-kind', 'item');

  await goOffline(context);
  await setStock(context.request, saddleCarbon.id, 0);
  // Offline nothing has changed for the shopper yet.
  await expect(page.getByTestId('cart-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('cart-count').first()).toHaveText('2');

  await goOnline(context);
  await expect(page.getByTestId('cart-unavailable').locator(`[data-line-key="a${saddleCarbon.id}"]`)).toBeVisible();
  const told = /non è più disponibile: lo trovi tra i prodotti non disponibili/;
  await expect(page.locator('[data-toasts]')).toContainText(told);
  await expect(page.getByTestId('cart-notice')).toContainText(told);
  await expect(page.getByTestId('cart-count').first()).toHaveText('0');
  expect(quantities(await serverCart(context.request))).toEqual({ [saddleCarbon.id]: 2 });
});

test('an add refused on reconnect (stock fell below it) is told with how many are left', async ({ page, context }) => {
  const { saddleCarbon } = ARTICLES;
  await page.goto('/');
  await waitForWorker(page);
  await openProduct(page, saddleCarbon.slug);
  await goOffline(context);
  await page.getByTestId('quantity-input').fill('3');
  await page.getByTestId('quantity-input').press('Enter');
  await addToCart(page, 3);
  await setStock(context.request, saddleCarbon.id, 2);
  await goOnline(context);
  await expect(page.locator('[data-toasts]')).toContainText(/non è stato aggiunto al carrello: 2 pezzi disponibili/);
  await expect(page.getByTestId('add-to-cart-error')).toContainText('2 pezzi disponibili');
  await expect(page.getByTestId('cart-count').first()).toHaveText('0');
  expect(quantities(await serverCart(context.request))).toEqual({});
});

test('a flush cut after the server applied it is repeated with the same key: nothing lost, nothing doubled', async ({ page, context }) => {
  const { transmission } = ARTICLES;
  await page.goto('/');
  await waitForWorker(page);
  await openProduct(page, transmission.slug);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/checkout/ss/carts') {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  // The first add reaches the server, which applies it; its answer never reaches the page.
  let cut = 0;
  await page.route('**/v1/checkout/ss/carts*', async (route) => {
    if (cut > 0) return route.fallback();
    cut++;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await addToCart(page, 1);
  await expect.poll(() => cut).toBe(1);
  expect(quantities(await serverCart(context.request))).toEqual({ [transmission.id]: 1 });

  // The page retries after its backoff, under the same Idempotency-Key; the server replays.
  await waitForOutboxEmpty(page);
  await expect.poll(() => keys.length).toBe(2);
  expect(new Set(keys).size).toBe(1);
  expect(quantities(await serverCart(context.request))).toEqual({ [transmission.id]: 1 });
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
});
