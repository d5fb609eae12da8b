import type { Page } from '@playwright/test';
import type { Article } from '../../contract/catalogue.js';
import { test, expect, acceptCookies } from './fixtures.js';
import { plainArticle } from './customer-helpers';
import { bodyOf, sentEvent } from './mctg-helpers';

// Start-up (docs/product/content.md#start-up): shop and checkout loaded, the alert
// when either fails, the landing event, page-track after navigations, the client's headers.

function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the alert says "Ops error, reload!" when the shop cannot be loaded', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await page.route(/\/v1\/shop(\?|$)/, (route) => route.abort());
  // A page the server does not render (decision 080): the client shell stays empty.
  await page.goto('/carrello');
  await expect.poll(() => dialogs).toEqual(['Ops error, reload!']);
  await expect(page.locator('main')).toHaveCount(0);
});

test('the alert also shows when the checkout cannot be loaded', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await page.route(/\/v1\/checkout\/ss(\?|$)/, (route) =>
    route.fulfill({ status: 500, json: { code: 'GENERAL_ERROR', message: 'down', statusCode: 500 } }),
  );
  await page.goto('/d');
  await expect.poll(() => dialogs).toEqual(['Ops error, reload!']);
});

test('a normal start shows no alert and renders the page', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await page.goto('/d');
  await expect(page.locator('main h1')).toHaveText('Negozio');
  expect(dialogs).toEqual([]);
});

test('the landing event carries the path and the referrer named as google', async ({ page }) => {
  const landing = sentEvent(page, 'landing');
  await page.goto('/d?x=1', { referer: 'https://www.google.it/' });
  expect(bodyOf(await landing)).toEqual({ model: 'page', evtData: { path: '/d', referrer: 'google' } });
});

test('the landing event keeps an unknown referrer as it came', async ({ page }) => {
  const landing = sentEvent(page, 'landing');
  await page.goto('/', { referer: 'https://www.bikeradar.example/news' });
  expect((await landing).evtData.referrer).toBe('https://www.bikeradar.example/news');
});

test('a running campaign link is kept under cmp and tags the landing and the campaign events', async ({ page }) => {
  const landing = sentEvent(page, 'landing');
  const campaign = sentEvent(page, 'campaign');
  await page.goto('/d?cmp=primavera');
  expect(bodyOf(await landing)).toMatchObject({ model: 'page', cmp: 'primavera' });
  expect(bodyOf(await campaign)).toEqual({ model: 'campaign', evtData: { id: 'primavera', path: '/d' }, cmp: 'primavera' });
  expect(await page.evaluate(() => localStorage.getItem('cmp'))).toBe('primavera');
});

test('an ended campaign is dropped: cmp is forgotten and later events go without it', async ({ page }) => {
  const check = page.waitForResponse((response) => response.url().includes('/v1/campaigns/saldi-estivi'));
  await page.goto('/d?cmp=saldi-estivi');
  await check;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cmp'))).toBeNull();
  const pageTrack = sentEvent(page, 'page-track', (e) => e.evtData.path !== '/d');
  // A product card's link: on screen on a phone and on a wide screen alike.
  await page.locator('main a[href^="/p/"]').first().click();
  expect(await pageTrack).not.toHaveProperty('cmp');
});

test('API calls carry the shop headers and cookies', async ({ page }) => {
  // The checkout is the visitor's own: every start asks for it (the shop comes in a server-rendered
  // page's HTML, decision 183).
  const checkoutCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/checkout/ss');
  await page.goto('/');
  const headers = await (await checkoutCall).allHeaders();
  expect(headers['x-requester']).toBe('shop');
  expect(headers['x-shop-id']).toBe('raggio');
  expect(new URL((await checkoutCall).url()).searchParams.get('lang')).toBe('it');
});

test('a server-rendered page starts with the shop its HTML carries, even when /v1/shop and /v1/meta cannot be reached', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await page.route(/\/v1\/(shop|meta\/static)(\?|$)/, (route) => route.abort());
  await page.goto('/d/bici');
  await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('each navigation records a page-track event with the new path', async ({ page }) => {
  await page.goto('/en/xyz');
  await expect(page).toHaveURL(/\/404$/);
  const track = sentEvent(page, 'page-track', (e) => e.evtData.path === '/en');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  expect(bodyOf(await track)).toEqual({ model: 'page', evtData: { path: '/en' } });
});

test('the service worker is registered and takes control of the page', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 15_000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL('/', page.url()).href);
});

test('the web app manifest and service worker make the shop installable', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 15_000 });
  const manifest = await (await page.request.get('/manifest.webmanifest')).json() as { name: string; short_name: string };
  expect(manifest).toMatchObject({ name: 'Raggio — Bikes & Components', short_name: 'Raggio' });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito windows, where Chromium never offers installing.
  const appErrors = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
  expect(appErrors).toEqual([]);
});

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test("the cart is read in the page's language, not the browser's: Italian on /carrello, English on /en/carrello", async ({ page, request }) => {
    const article = await plainArticle(request);
    const nameIn = async (lang: string) =>
      ((await (await request.get(`/v1/catalogs/articles/${article.slug}?lang=${lang}`)).json()) as Article).name;
    const [italian, english] = [await nameIn('it'), await nameIn('en')];
    expect(italian).not.toBe(english);
    await page.goto('/carrello');
    const add = await page.request.post('/v1/checkout/ss/carts', { data: { id: article.id, quantity: 1 } });
    expect(add.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: italian, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: english, exact: true })).toHaveCount(0);
    await page.goto('/en/carrello');
    await expect(page.getByRole('main').getByRole('link', { name: english, exact: true })).toBeVisible();
  });
});
