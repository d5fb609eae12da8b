// A tap before the app is ready is kept (decisions 229, 264): "Aggiungi al carrello" and the − and +
// beside it are painted from the first frame, by the server or from the page the worker kept,
// before the app has taken the page over; taps then are pressed again in order once the app is
// ready, never lost.
import type { BrowserContext, Page } from '@playwright/test';
import { acceptCookies, ANY_WIDTH, expect, goOffline, goOnline, test } from './fixtures';
import { ARTICLES, openProduct, quantities, serverCart, waitForKeptPage, waitForOutboxEmpty, waitForWorker } from './offline-helpers';

test.describe.configure({ timeout: 120_000 });

const PRODUCT = `/p/${ARTICLES.light.slug}`;

/** A new tab whose CPU runs `slowdown` times slower (DevTools' throttling), cookies accepted. */
async function newTab(context: BrowserContext, slowdown: number): Promise<Page> {
  const tab = await context.newPage();
  await acceptCookies(tab);
  if (slowdown > 1) await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return tab;
}

/**
 * Opens the product page and taps its button the moment it is visible; answers whether the
 * button's handler was yet to be attached then (the window this file is about): the button says
 * so with data-tap-ready once it is.
 */
async function tapAsSoonAsPainted(tab: Page): Promise<boolean> {
  await tab.goto(PRODUCT, { waitUntil: 'commit' });
  const button = tab.getByTestId('add-to-cart');
  await button.waitFor({ state: 'visible' });
  const early = await button.evaluate((control) => !control.hasAttribute('data-tap-ready'));
  await button.click({ noWaitAfter: true });
  return early;
}

/**
 * The product seen online through the worker (so its page is kept), then a new tab opened offline
 * at CPU ×`slowdown`: the tab the early taps are tried in.
 */
async function offlineTabOfKeptProduct(page: Page, context: BrowserContext, slowdown: number): Promise<Page> {
  await acceptCookies(page);
  await page.goto('/');
  await waitForWorker(page);
  await openProduct(page, ARTICLES.light.slug);
  await waitForKeptPage(page, PRODUCT);
  await page.close();
  await goOffline(context);
  return newTab(context, slowdown);
}

for (const slowdown of [1, 4]) {
  test(`a tap before the app is ready, in a new tab opened offline, adds the line, sent once on reconnect (CPU ×${slowdown})`, ANY_WIDTH, async ({ page, context }) => {
    const tab = await offlineTabOfKeptProduct(page, context, slowdown);
    const early = await tapAsSoonAsPainted(tab);
    // At full speed the app may be ready as soon as the button shows; four times slower it is not.
    if (slowdown > 1) expect(early, 'the tap came before the button\'s handler was attached').toBe(true);
    await expect(tab.getByTestId('cart-count').first()).toHaveText('1', { timeout: 30_000 });

    await goOnline(context);
    await waitForOutboxEmpty(tab, 30_000);
    expect(quantities(await serverCart(context.request))[ARTICLES.light.id]).toBe(1);
  });
}

// The − and + beside the add were painted as early and dropped a tap silently: "+" then
// "Aggiungi al carrello" before the page woke added 1, not 2 (decision 264).
test('"+" then "Aggiungi al carrello" before the app is ready, in a new tab opened offline, add two, sent once on reconnect (CPU ×4)', ANY_WIDTH, async ({ page, context }) => {
  const tab = await offlineTabOfKeptProduct(page, context, 4);
  await tab.goto(PRODUCT, { waitUntil: 'commit' });
  const more = tab.getByRole('button', { name: 'Aumenta quantità' });
  await more.waitFor({ state: 'visible' });
  const early = await more.evaluate((control) => !control.hasAttribute('data-tap-ready'));
  await more.click({ noWaitAfter: true });
  await tab.getByTestId('add-to-cart').click({ noWaitAfter: true });
  expect(early, 'the taps came before the controls\' handlers were attached').toBe(true);
  await expect(tab.getByTestId('cart-count').first()).toHaveText('2', { timeout: 30_000 });
  await expect(tab.getByTestId('quantity-input')).toHaveValue('2');

  await goOnline(context);
  await waitForOutboxEmpty(tab, 30_000);
  expect(quantities(await serverCart(context.request))[ARTICLES.light.id]).toBe(2);
});

test('a tap before the app is ready on a first visit online, on a slow network, adds the line once (CPU ×4)', ANY_WIDTH, async ({ page, context }) => {
  await page.close();
  // The page and its stylesheet arrive; the app's scripts take 1.5 s more, as on a slow mobile network.
  await context.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const tab = await newTab(context, 4);
  expect(await tapAsSoonAsPainted(tab), 'the tap came before the button\'s handler was attached').toBe(true);
  await expect(tab.getByTestId('cart-count').first()).toHaveText('1', { timeout: 30_000 });
  await expect.poll(async () => quantities(await serverCart(context.request))[ARTICLES.light.id], { timeout: 20_000 }).toBe(1);
});
