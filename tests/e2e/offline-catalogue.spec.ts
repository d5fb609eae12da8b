// Offline catalogue (ARCHITECTURE.md#local-first-offline): pages seen online open offline from the
// service worker's cache; a page never seen says so instead of breaking.
import { acceptCookies, expect, goOffline, test } from './fixtures';
import { ARTICLES, openProduct, pageReachesServer, waitForWorker } from './offline-helpers';

// Each test installs the service worker afresh (its precache takes a while on 2 busy cores).
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('home, a listing and two products seen online open offline; an unseen product says it was not saved', async ({ page, context }) => {
  await page.goto('/');
  await waitForWorker(page);
  await page.goto('/d/bici');
  const cards = page.locator('main article, main [data-testid="article-card"]');
  await expect(cards.first()).toBeVisible();
  const listingTitle = await page.locator('main h1').first().textContent();
  await openProduct(page, ARTICLES.bottle.slug);
  const bottleName = await page.locator('main h1').first().textContent();
  await openProduct(page, ARTICLES.helmetM.slug);
  const helmetName = await page.locator('main h1').first().textContent();

  await goOffline(context);
  expect(await pageReachesServer(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.locator('main h1').first()).toHaveText(helmetName ?? '');

  await page.goto('/');
  await expect(page.getByRole('banner').first()).toBeVisible();
  await page.goto('/d/bici');
  await expect(page.locator('main h1').first()).toHaveText(listingTitle ?? '');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('prices-as-of')).toContainText('Prezzi aggiornati al');

  await page.goto(`/p/${ARTICLES.bottle.slug}`);
  await expect(page.locator('main h1').first()).toHaveText(bottleName ?? '');
  await expect(page.getByTestId('prices-as-of')).toBeVisible();

  await page.goto(`/p/${ARTICLES.saddle.slug}`);
  await expect(page.getByTestId('offline-message')).toContainText('Sei offline e questa pagina non è ancora stata salvata');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
});

test('the first page of a first visit, reloaded offline, shows its products', async ({ page, context }) => {
  // The listing's data came in the HTML, before any service worker: the worker keeps it once it
  // takes control (decision 168).
  await page.goto('/d/bici');
  const cards = page.locator('main [data-testid="article-card"]');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  await waitForWorker(page);
  await expect.poll(() => page.evaluate(async () => {
    const kept = await (await caches.open('raggio-catalogue-v1')).keys();
    return kept.some((request) => new URL(request.url).pathname.startsWith('/v1/catalogs/departments'));
  })).toBe(true);

  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(cards).toHaveCount(shown);
  await expect(page.getByText('Non è stato possibile caricare i prodotti.')).toHaveCount(0);
});

test('the offline page opens by itself when the connection comes back', async ({ page, context }) => {
  await page.goto('/');
  await waitForWorker(page);
  await goOffline(context);
  await page.goto(`/p/${ARTICLES.transmission.slug}`);
  await expect(page.getByTestId('offline-message')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expect(page.getByTestId('offline-message')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
