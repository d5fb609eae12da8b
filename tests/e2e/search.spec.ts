import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, acceptCookies } from './fixtures.js';

// The navbar's live search (docs/product/catalogue.md#search)
// on the seeded shop, where words with typos still find things: 'gravle' → gravel categories and
// articles, 'carbnia' (the brand misspelt) → the Carbonia brand, carbon articles and the
// 'Carbonio' promo page.

const SEARCH_PATH = '/v1/catalogs/articles/k/e/y/s';
const combobox = (page: Page) => page.getByRole('combobox');
const listbox = (page: Page) => page.getByRole('listbox');
const group = (page: Page, name: string) => listbox(page).getByRole('group', { name });

/** Presses ArrowDown until the active option (aria-activedescendant) is `target`. */
async function arrowDownTo(page: Page, target: Locator) {
  const targetId = await target.getAttribute('id');
  for (let presses = 0; presses < 40; presses++) {
    await combobox(page).press('ArrowDown');
    if ((await combobox(page).getAttribute('aria-activedescendant')) === targetId) return;
  }
  throw new Error('the arrows never reached the option');
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('on a wide screen', () => {
  test('a typo finds grouped results; ArrowDown + Enter opens a product page', async ({ page, consoleErrors }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SEARCH_PATH)) searches.push(new URL(request.url()).searchParams.get('value') ?? '');
    });
    await page.goto('/');
    // Typed letter by letter with short pauses: one search, 800 ms after the last key.
    await combobox(page).pressSequentially('gravle', { delay: 120 });
    await expect(group(page, 'Categorie').getByRole('option').first()).toBeVisible();
    expect(searches).toEqual(['gravle']);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(group(page, 'Categorie').getByRole('option', { name: 'Gravel', exact: true })).toBeVisible();
    const article = group(page, 'Articoli').getByRole('option').first();
    await expect(article.locator('img')).toHaveAttribute('src', /\/88\.webp$/);
    const box = await article.locator('img').boundingBox();
    expect(box?.width).toBe(44);

    const articleHref = await article.getAttribute('data-href');
    await arrowDownTo(page, article);
    await expect(article).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toBeFocused();
    await combobox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${articleHref}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(combobox(page)).toHaveValue('');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });

  test('Escape closes the list, a second Escape clears the field; the open list passes axe', async ({ page }) => {
    await page.goto('/');
    await combobox(page).fill('carbnia');
    await expect(group(page, 'Marche').getByRole('option', { name: 'Carbonia' })).toBeVisible();
    await expect(group(page, 'Promozioni').getByRole('option')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).include('header').analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
    expect(blocking).toEqual([]);

    await combobox(page).press('ArrowDown');
    await combobox(page).press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox(page)).toHaveValue('carbnia');
    await combobox(page).press('Escape');
    await expect(combobox(page)).toHaveValue('');
    await expect(combobox(page)).toBeFocused();
  });

  test('a word nothing matches says so; emptying the field clears the results', async ({ page }) => {
    await page.goto('/');
    await combobox(page).fill('zzqqxx');
    await expect(page.getByTestId('search-dropdown').getByText('Nessun risultato per «zzqqxx»')).toBeVisible();
    await combobox(page).fill('gravle');
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    await combobox(page).fill('');
    await expect(listbox(page)).toBeHidden();
    await expect(listbox(page).getByRole('option')).toHaveCount(0);
  });

  test('in English: English groups and names, and links keep the /en prefix', async ({ page }) => {
    await page.goto('/en');
    await combobox(page).fill('gravle');
    await expect(group(page, 'Categories').getByRole('option', { name: 'Gravel frames' })).toBeVisible();
    const article = group(page, 'Products').getByRole('option').first();
    await expect(article).toContainText(/Gravel|Gran fondo/);
    await arrowDownTo(page, article);
    await combobox(page).press('Enter');
    await expect(page).toHaveURL(/\/en\/p\/[^/]+$/);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search icon unfolds a full-width field; a tapped result opens its page', async ({ page }) => {
    await page.goto('/');
    await expect(combobox(page)).toBeHidden();
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(combobox(page)).toBeFocused();
    const field = await combobox(page).boundingBox();
    expect(field?.width).toBeGreaterThan(280);

    await combobox(page).fill('carbnio');
    const option = group(page, 'Articoli').getByRole('option').first();
    await expect(option).toBeVisible();
    const list = await listbox(page).boundingBox();
    expect(list?.width).toBeGreaterThan(340);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const href = await option.getAttribute('data-href');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(combobox(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cerca', exact: true })).toBeVisible();
  });

  test("a search engine's search link (/en?cerca=…) opens the unfolded field with its results", async ({ page }) => {
    // The home page's WebSite SearchAction points search boxes of search engines here.
    await page.goto('/en?cerca=carbnia');
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue('carbnia');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(page).getByRole('group', { name: 'Brands' }).getByRole('option', { name: /Carbonia/ })).toBeVisible();
  });

  test('Escape on an empty field folds it back into the icon', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await combobox(page).press('Escape');
    await expect(combobox(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cerca', exact: true })).toBeFocused();
  });
});
