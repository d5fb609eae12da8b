// Tracking events (docs/product/analytics.md#events; decisions 143, 144): nothing leaves the browser
// without analytics consent; with it, the shop's events reach the database in batches, an
// impression counts once per card and page view, and events made offline arrive once.
import type { Locator, Page } from '@playwright/test';
import type { Article } from '../../contract/catalogue.js';
import { acceptCookies, expect, goOffline, goOnline, test } from './fixtures';
import { signInPages, signUp } from './customer-helpers';
import { ARTICLES, addToCart, openProduct, waitForWorker } from './offline-helpers';
import { eventsOf, isMctgRequest, sentEvent } from './mctg-helpers';

interface StoredEvent { event: string; branch: string; model: string; evtData: { id?: number; path?: string; slug?: string } }

/** The events the database holds for this browser's session cookie (e2e fixture, decision 143). */
async function storedEvents(page: Page): Promise<StoredEvent[]> {
  const res = await page.request.get('/v1/e2e/mctg-events');
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredEvent[];
}

const named = (events: StoredEvent[], event: string) => events.filter((e) => e.event === event);

/** Scrolls the element to the middle of the viewport (a card counts when half of it shows). */
const centre = (element: Locator) => element.evaluate((el) => el.scrollIntoView({ block: 'center' }));

/** What the page queued goes now, as when it is hidden. */
const sendNow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

test('consent refused: no event leaves the browser, and after accepting later only the new ones do', async ({ page }) => {
  const sent: string[][] = [];
  page.on('request', (request) => {
    if (isMctgRequest(request)) sent.push(eventsOf(request).map((e) => e.event));
  });
  await openProduct(page, ARTICLES.light.slug);
  await page.locator('[data-cookie-notice]').getByRole('button', { name: 'Impostazioni' }).click();
  const drawer = page.locator('dialog[data-drawer="cookies"]');
  const analytics = drawer.getByRole('checkbox', { name: /Cookie analitici/ });
  await expect(analytics).not.toBeChecked();
  await drawer.getByRole('button', { name: 'Salva le preferenze' }).click();
  await expect(page.locator('[data-cookie-notice]')).toHaveCount(0);
  await addToCart(page, 1);
  await sendNow(page);
  await page.goto('/');
  await expect(page.locator('main a[href^="/p/"]').first()).toBeVisible();
  await sendNow(page);
  // Nothing was even kept for later.
  expect(await page.evaluate(() => localStorage.getItem('mctg queue'))).toBeNull();

  // The choice changed in the footer's cookie settings: from now on events go, never the earlier ones.
  await page.getByRole('button', { name: 'Impostazioni cookie' }).click();
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await drawer.getByRole('button', { name: 'Salva le preferenze' }).click();
  const pageTrack = sentEvent(page, 'page-track', (e) => String(e.evtData.path).startsWith('/p/'));
  await page.locator('main a[href^="/p/"]').first().click();
  await pageTrack;
  expect(sent.flat()).not.toContain('landing');
  expect(sent.flat()).not.toContain('add-to-cart');
  expect(named(await storedEvents(page), 'add-to-cart')).toEqual([]);
});

test('consent given: a product view, an add to cart and a wish are stored with the article', async ({ page, request }) => {
  await acceptCookies(page);
  const customer = await signUp(request, 'tracking');
  await signInPages(page, customer);
  // A session cookie the events are filed under (a signed-in customer's calls need none).
  expect((await page.request.get('/v1/checkout/ss')).status()).toBe(200);
  await openProduct(page, ARTICLES.light.slug);
  await addToCart(page, 1);
  const heart = page.getByTestId('product-cart-slot').locator('..').getByTestId('wish-button');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await sendNow(page);
  await expect.poll(async () => (await storedEvents(page)).map((e) => e.event)).toEqual(
    expect.arrayContaining(['landing', 'single-impression', 'add-to-cart', 'add-to-wish']),
  );
  const stored = await storedEvents(page);
  for (const event of ['single-impression', 'add-to-cart', 'add-to-wish']) {
    expect(named(stored, event), event).toEqual([expect.objectContaining({ model: 'article', evtData: expect.objectContaining({ id: ARTICLES.light.id }) })]);
  }
});

test('an impression is sent once per card and page view', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/d');
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  const firstId = Number(await cards.first().getAttribute('data-article-id'));
  const lastId = Number(await cards.last().getAttribute('data-article-id'));
  const onListing = async () => named(await storedEvents(page), 'impression').filter((e) => e.evtData.path === '/d');
  const impressionsOf = async (id: number) => (await onListing()).filter((e) => e.evtData.id === id).length;
  const sentImpressionsOf = async (id: number) => {
    await sendNow(page);
    return impressionsOf(id);
  };
  // Down to the last card, seen once the page's observer has had a frame to notice it (two scrolls
  // in one frame would show it to nobody).
  await centre(cards.last());
  await expect.poll(() => sentImpressionsOf(lastId)).toBe(1);
  // Back up: the first card counts once, whether the page also saw it at load (hydration may end
  // after the scroll above) or only now, when its observer's report comes (a task after a frame).
  await centre(cards.first());
  await expect.poll(() => sentImpressionsOf(firstId)).toBe(1);
  const ids = (await onListing()).map((e) => e.evtData.id);
  expect(new Set(ids).size).toBe(ids.length);

  // Another page, then the listing again: a new page view, the first card counts again.
  await page.getByRole('link', { name: 'Raggio, pagina iniziale' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  // The home page view has begun (its page-track is stored) before going back: the address
  // changes before the page is shown, and a back press before that never left the listing.
  const homeTracked = async () => {
    await sendNow(page);
    return named(await storedEvents(page), 'page-track').some((e) => e.evtData.path === '/');
  };
  await expect.poll(homeTracked).toBe(true);
  await page.goBack();
  // Whatever scroll position the listing restores, the first card in full view.
  await centre(cards.first());
  await expect.poll(() => sentImpressionsOf(firstId)).toBe(2);
});

test('consent given: resting the mouse on a card sends a hover, opening it a click', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/d');
  const card = page.getByTestId('article-card').first();
  await expect(card).toBeVisible();
  const id = Number(await card.getAttribute('data-article-id'));
  const onCard = async (event: string) => named(await storedEvents(page), event).filter((e) => e.evtData.id === id);
  // The hover counts after the mouse rested on the card (decision 143), then leaves with the next send.
  await card.getByRole('heading').hover();
  await expect.poll(async () => {
    await sendNow(page);
    return onCard('hover');
  }).toEqual([expect.objectContaining({ model: 'article', evtData: expect.objectContaining({ id, path: '/d' }) })]);
  await card.getByRole('heading').click();
  await expect(page).toHaveURL(/\/p\//);
  await expect.poll(async () => {
    await sendNow(page);
    return onCard('click');
  }).toEqual([expect.objectContaining({ model: 'article', evtData: expect.objectContaining({ id, path: '/d' }) })]);
});

test('events made offline are kept and arrive once after reconnecting', async ({ page, context }) => {
  await acceptCookies(page);
  await openProduct(page, ARTICLES.light.slug);
  // The installed app, as in the other offline specs: the worker holds the code the offline cart
  // loads after the first render, which a first visit cut off that early has not fetched yet.
  await waitForWorker(page);
  await sendNow(page);
  await expect.poll(async () => named(await storedEvents(page), 'landing').length).toBe(1);

  await goOffline(context);
  await addToCart(page, 1);
  await sendNow(page);
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('mctg queue') ?? '[]') as { event: string }[]).map((e) => e.event)))
    .toContain('add-to-cart');

  await goOnline(context);
  await expect.poll(async () => named(await storedEvents(page), 'add-to-cart').length).toBe(1);
  // Later sends (the page hidden, a reload) do not bring it again.
  await sendNow(page);
  await page.reload();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await sendNow(page);
  await expect.poll(async () => named(await storedEvents(page), 'landing').length).toBe(2);
  expect(named(await storedEvents(page), 'add-to-cart')).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('mctg queue'))).toBeNull();
});

test("a product without related articles shows the week's most viewed in 'Potrebbe interessarti anche'", async ({ page, request }) => {
  await acceptCookies(page);
  const listing = (await (await request.get('/v1/catalogs/departments?page=1')).json()) as { docs: { id: number; slug: string }[] };
  let lonely: Article | undefined;
  for (const card of listing.docs) {
    const article = (await (await request.get(`/v1/catalogs/articles/${card.slug}`)).json()) as Article;
    if (article.relateds.length === 0) {
      lonely = article;
      break;
    }
  }
  expect(lonely, 'the seeded shop has an article without related ones').toBeDefined();
  const favourite = listing.docs.find((card) => card.id !== lonely!.id)!;
  // The week's most viewed by far: more views than the other tests make.
  const views = Array.from({ length: 50 }, () => ({ branch: 'shop', event: 'single-impression', model: 'article', evtData: { id: favourite.id } }));
  for (let i = 0; i < 4; i += 1) expect((await request.post('/v1/mctg/batch', { data: { events: views } })).status()).toBe(202);
  // Taken in at once, written a moment later (decision 158).
  await expect.poll(async () => ((await (await request.get('/v1/mctg/popular?limit=1')).json()) as { viewed: { id: number }[] }).viewed[0]?.id)
    .toBe(favourite.id);
  await page.goto(`/p/${lonely!.slug}`);
  await expect(page.getByTestId('related').locator(`[data-article-id="${favourite.id}"]`)).toHaveCount(1);
});
