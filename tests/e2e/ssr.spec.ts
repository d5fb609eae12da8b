// Server-rendered public pages (docs/decisions/080-ssr.md): readable with JavaScript off (name,
// price, language, canonical, hreflang, JSON-LD), and hydrated without a mismatch when it is on.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Article, ArticleCard, CatalogueResult } from '../../contract/catalogue.js';
import { test, expect, acceptCookies } from './fixtures.js';

const PROMO_SLUG = 'carbonio';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/v1/${path}`, { headers: { 'x-shop-id': 'raggio', 'x-requester': 'shop' } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** A simple article anyone can buy now, and the department it is listed in. */
async function simpleArticle(request: APIRequestContext, lang = 'it'): Promise<Article> {
  const listing = await api<CatalogueResult>(request, `catalogs/departments?lang=${lang}`);
  const card = listing.docs.find((c: ArticleCard) => c.grade === 'simple' && c.available && !c.outOfStock);
  expect(card, 'a simple article in stock').toBeDefined();
  return api<Article>(request, `catalogs/articles/${card!.slug}?lang=${lang}`);
}

const euro = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The shop's public origin (PUBLIC_URL), which canonical links use whatever host was asked. */
async function publicOrigin(request: APIRequestContext): Promise<string> {
  return new URL((await api<{ canonical: string }>(request, 'meta?fullPath=/')).canonical).origin;
}

async function expectLinks(page: Page, path: string) {
  const origin = await publicOrigin(page.request);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  expect(await alternates.count()).toBeGreaterThanOrEqual(5);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page arrives whole: name, price, language, links and Product JSON-LD', async ({ page, request }) => {
    const article = await simpleArticle(request);
    const response = await page.goto(`/p/${article.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
    await expect(page.getByRole('main')).toContainText(euro(article.prices.discounted ?? article.prices.gross, 'it-IT'));
    await expect(page).toHaveTitle(new RegExp(article.name));
    await expectLinks(page, `/p/${article.slug}`);
    const ld = await jsonLd(page);
    const product = ld.find((item) => item['@type'] === 'Product') as { name: string; sku: string; offers: { price: string; priceCurrency: string; availability: string } };
    expect(product.name).toBe(article.name);
    expect(product.sku).toBe(article.sku);
    expect(product.offers.priceCurrency).toBe('EUR');
    expect(Number(product.offers.price) * 100).toBe(article.prices.discounted ?? article.prices.gross);
    expect(product.offers.availability).toBe('https://schema.org/InStock');
    const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string }[] };
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: article.name });
  });

  test('the English product page is in English at /en/p/{slug}', async ({ page, request }) => {
    const article = await simpleArticle(request, 'en');
    const response = await page.goto(`/en/p/${article.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
    await expectLinks(page, `/en/p/${article.slug}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`[^n]/p/${article.slug}$`));
    const product = (await jsonLd(page)).find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ name: article.name });
  });

  test('a department listing lists its cards with their prices and a BreadcrumbList', async ({ page, request }) => {
    const article = await simpleArticle(request);
    const department = article.categories[0]!;
    const listing = await api<CatalogueResult>(request, `catalogs/departments/${department.slug}?lang=it`);
    const response = await page.goto(`/d/${department.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const first = listing.docs[0]!;
    await expect(page.getByRole('main')).toContainText(first.name);
    await expect(page.getByRole('main')).toContainText(euro(first.prices.discounted ?? first.prices.gross, 'it-IT'));
    await expectLinks(page, `/d/${department.slug}`);
    const crumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toContain(listing.department!.name);
  });

  test('a promo page shows its label and articles', async ({ page, request }) => {
    const promo = await api<{ label: string; articles: ArticleCard[] }>(request, `pages_promos/${PROMO_SLUG}?lang=it`);
    const response = await page.goto(`/l/${PROMO_SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(promo.label);
    await expect(page.getByRole('main')).toContainText(promo.articles[0]!.name);
    await expectLinks(page, `/l/${PROMO_SLUG}`);
    const crumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', promo.label]);
  });

  test('an unknown product is the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/p/no-such-product-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('with JavaScript', () => {
  // Every visit must reach the server: an installed service worker answers with the client shell.
  test.use({ serviceWorkers: 'block' });

  test('hydration logs no mismatch, and the cart works right after it', async ({ page, request, consoleErrors }) => {
    test.setTimeout(90_000);
    await acceptCookies(page);
    const messages: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') messages.push(msg.text());
    });
    const article = await simpleArticle(request);
    for (const path of ['/', '/d', `/l/${PROMO_SLUG}`, `/en/p/${article.slug}`, `/p/${article.slug}`]) {
      const response = await page.goto(path);
      // The page came rendered (a <main> inside #root), so what follows is a hydration.
      expect(await response?.text(), path).toMatch(/<div id="root">.*<main/s);
      // Hydrated: the router's state was taken over (the script removes its global when done).
      await page.waitForFunction(() => !('$_TSR' in window));
    }
    await expect(page.getByTestId('cart-count')).toBeHidden();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const hydrationTrouble = messages.filter((text) => /hydrat|#418|#423|did not match/i.test(text));
    expect(hydrationTrouble).toEqual([]);
    // Blocking service workers (above) makes their registration fail: that error is the test's.
    expect(consoleErrors.filter((text) => !/service worker registration failed/.test(text))).toEqual([]);
  });

  // A page's first Intl.NumberFormat, DateTimeFormat or DisplayNames loads ICU's data in one call
  // of 35–95 ms on a desktop core (decision 178): a first visit's render and start-up make none.
  test('a first visit makes no Intl formatter, and the footer still names the country in the page language', async ({ page, request }) => {
    test.setTimeout(90_000);
    await acceptCookies(page);
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const kind of ['NumberFormat', 'DateTimeFormat', 'DisplayNames'] as const) {
        const original = Intl[kind] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(original, {
          construct: (target, args) => (made.push(`${kind} ${JSON.stringify(args)}`), Reflect.construct(target, args)),
        });
      }
    });
    const article = await simpleArticle(request);
    const pages: [path: string, country: string][] = [['/', 'Italia'], ['/d', 'Italia'], [`/l/${PROMO_SLUG}`, 'Italia'], [`/p/${article.slug}`, 'Italia'], [`/en/p/${article.slug}`, 'Italy']];
    for (const [path, country] of pages) {
      await page.goto(path);
      await page.waitForFunction(() => !('$_TSR' in window));
      // The stored layer has started: the navbar's cart count is published (its label names it).
      await expect(page.locator('[data-nav="cart"]')).toHaveAttribute('aria-label', /, /);
      await expect(page.locator('footer address')).toContainText(country);
      expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual([]);
    }
  });
});
