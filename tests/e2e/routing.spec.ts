import type { Page } from '@playwright/test';
import { test, expect, acceptCookies } from './fixtures.js';
import { putInVisitorCart } from './customer-helpers.js';

// Language prefixes and route handling (docs/product/content.md#routes, docs/product/content.md#languages;
// docs/decisions/030-language-prefix.md): Italian, the main language, has no
// prefix; other languages do; /signin and /404 never do; unknown paths end on /404.

/** Starts the page with a stored language choice (key `lang`), as a returning visitor has. */
async function storeLang(page: Page, lang: string) {
  await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
}

const heading = (page: Page) => page.locator('main h1');
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function switchLanguage(page: Page, label: string) {
  await page.getByRole('button', { name: /^[A-Z]{2} – (Lingua|Language|Langue|Idioma|Sprache):/ }).first().click();
  await page.getByRole('button', { name: label }).click();
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('Italian paths have no prefix: / and /d stay, in Italian', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(pathOf(page)).toBe('/');
  await page.goto('/d');
  await expect(heading(page)).toHaveText('Negozio');
  expect(pathOf(page)).toBe('/d');
});

test('/en/ and /fr/, with their trailing slash, open the home page in English and French', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('footer').getByRole('link', { name: 'About us', exact: true })).toBeVisible();
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('footer').getByRole('link', { name: 'Qui sommes-nous', exact: true })).toBeVisible();
});

test('a missing prefix is added from the stored language', async ({ page }) => {
  await storeLang(page, 'fr');
  await page.goto('/d');
  await expect(page).toHaveURL(/\/fr\/d$/);
  await expect(heading(page)).toHaveText('Boutique');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
});

test('/it/… drops the prefix of the main language and remembers Italian', async ({ page }) => {
  await storeLang(page, 'en');
  await page.goto('/it/carrello');
  await expect(heading(page)).toHaveText('Carrello');
  expect(pathOf(page)).toBe('/carrello');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('it');
});

test('a prefix on /signin, which is not multilanguage, is removed and its language kept', async ({ page }) => {
  await page.goto('/en/signin');
  await expect(heading(page)).toHaveText('Sign in');
  expect(pathOf(page)).toBe('/signin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('on /signin the switcher changes the language in place, without a prefix', async ({ page }) => {
  await page.goto('/signin');
  await expect(heading(page)).toHaveText('Accedi');
  await switchLanguage(page, 'Deutsch');
  await expect(heading(page)).toHaveText('Anmelden');
  expect(pathOf(page)).toBe('/signin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('the language switcher rewrites the prefix and the page language', async ({ page }) => {
  await page.goto('/chi-siamo?from=test');
  await expect(heading(page)).toHaveText('Chi siamo');
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/en\/chi-siamo\?from=test$/);
  await expect(heading(page)).toHaveText('About us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('About us | Bikes & Components');
  await switchLanguage(page, 'Español');
  await expect(page).toHaveURL(/\/es\/chi-siamo\?from=test$/);
  await expect(heading(page)).toHaveText('Quiénes somos');
  await switchLanguage(page, 'Italiano');
  await expect(page).toHaveURL(/\/chi-siamo\?from=test$/);
  expect(pathOf(page)).toBe('/chi-siamo');
  await expect(heading(page)).toHaveText('Chi siamo');
  // The choice is remembered: a bare path now stays Italian.
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('it');
});

test('canonical and hreflang links follow each navigation', async ({ page }) => {
  await page.goto('/en/xyz');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/404`);

  // The 404 page's Home button is a client-side navigation to the home page in English.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en`);
  const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) =>
    links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
  expect(alternates).toContainEqual(['x-default', `${origin}/`]);
  expect(alternates.map(([, href]) => href)).toEqual(
    expect.arrayContaining([`${origin}/`, `${origin}/en`]),
  );
  expect(alternates.length).toBeGreaterThanOrEqual(3);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await switchLanguage(page, 'Italiano');
  await expect(page).toHaveURL(new RegExp(`^${origin}/$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('an unknown path ends on /404 with the translated title', async ({ page }) => {
  await page.goto('/xyz');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page).toHaveTitle('Pagina non trovata | Bikes & Components');
  await expect(heading(page)).toHaveText('La pagina richiesta non è stata trovata');

  await page.goto('/de/p/a/b/c');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page).toHaveTitle('Seite nicht gefunden | Bikes & Components');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an unknown language prefix ends on /404', async ({ page }) => {
  await page.goto('/xx/d');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page).toHaveTitle('Pagina non trovata | Bikes & Components');
});

test('/checkout opens on its first step, a funnel page', async ({ page, request }) => {
  // The checkout opens for a cart with something in it (an empty one goes to /carrello).
  await putInVisitorCart(page, request);
  await page.goto('/en/checkout');
  await expect(page).toHaveURL(/\/en\/checkout\/accedi$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
