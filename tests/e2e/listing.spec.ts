import type { Page } from '@playwright/test';
import { test, expect, acceptCookies, scrollAtRest, turnWheel } from './fixtures.js';

// Department listings on the seeded shop (docs/product/catalogue.md#listing,
// docs/product/catalogue.md#sort-and-filters; docs/decisions/050-listing-url.md): every choice lives in the
// URL, so a
// reload, a shared link and back/forward give the same list, and coming back from a product
// restores the scroll position.

const count = (page: Page) => page.getByTestId('product-count');
const pageOf = (page: Page) => page.getByTestId('page-of');
const cards = (page: Page) => page.getByTestId('article-grid').getByTestId('article-card');
const filtersDrawer = (page: Page) => page.locator('dialog[data-drawer="filters"]');
const sortSelect = (page: Page) => page.getByLabel('Ordina per').first();

/** Prices paid on the visible cards, in cents. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('price').evaluateAll((nodes) =>
    nodes.map((node) => (node.querySelector('span[class*="paid"]')?.textContent ?? '')));
  return texts.map((text) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100));
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('on a wide screen', () => {

  test('a department shows its hero, tree, count, cards and description, and is remembered as lastDep', async ({ page, consoleErrors }) => {
    await page.goto('/d/bici');
    await expect(page.getByRole('heading', { level: 1, name: 'Bici' })).toBeVisible();
    await expect(page.getByText('Bici complete montate a mano')).toBeVisible();
    await expect(count(page)).toHaveText('14 prodotti');
    await expect(cards(page)).toHaveCount(14);
    await expect(page.locator('aside').getByRole('navigation', { name: 'Categorie' })).toBeVisible();
    await expect(page.getByText('montate nella nostra officina di Bergamo', { exact: false })).toBeVisible();
    await expect(page).toHaveTitle(/^Bici \|/);
    expect(await page.evaluate(() => localStorage.getItem('lastDep'))).toBe('bici');
    // The hero picture is the page's first image: eager, high priority; cards below are lazy.
    await expect(page.getByTestId('listing-hero').locator('img')).toHaveAttribute('loading', 'eager');
    await expect(cards(page).first().locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(cards(page).first().locator('source[type="image/avif"]:not([media])')).toHaveAttribute('srcset', /\/1920\.avif 1920w$/);
    // Phones are offered the 576 rendition at most (decision 086).
    await expect(cards(page).first().locator('source[type="image/avif"][media]')).toHaveAttribute('srcset', /\/576\.avif 576w$/);
    expect(consoleErrors).toEqual([]);
  });

  test('brand and price filters, sort and page 2 live in the URL; reload and back/forward restore them', async ({ page }) => {
    await page.goto('/d');
    await expect(count(page)).toHaveText('114 prodotti');
    await expect(pageOf(page)).toHaveText('Pagina 1 di 5');

    await page.getByRole('button', { name: 'Filtra e ordina' }).click();
    const drawer = filtersDrawer(page);
    await expect(drawer).toBeVisible();
    const brands = drawer.getByRole('group', { name: 'Marche' });
    for (const name of ['Dolomia', 'Ruotalibera', 'Velox Cicli']) await brands.getByRole('checkbox', { name }).check();
    await drawer.getByTestId('price-min').fill('100000');
    await expect(drawer.getByTestId('price-range')).toContainText('1000,00 €');
    // Nothing applies while the drawer is open; closing it (Escape here) applies the filters.
    expect(page.url()).not.toContain('mnkflt');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/mnkfltbrands=dolomia%2Cruotalibera%2Cvelox-cicli/);
    await expect(page).toHaveURL(/mnkfltprice_min=100000/);
    await expect(count(page)).toHaveText('32 prodotti');
    expect(Math.min(...await cardPrices(page))).toBeGreaterThanOrEqual(100000);

    await sortSelect(page).selectOption({ label: 'Prezzo più alto' });
    await expect(page).toHaveURL(/mnkfltsort=price_desc/);
    await expect(pageOf(page)).toHaveText('Pagina 1 di 2');
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.getByRole('link', { name: 'Successiva' }).click();
    await expect(page).toHaveURL(/mnkfltpage=2/);
    await expect(pageOf(page)).toHaveText('Pagina 2 di 2');
    await expect(cards(page)).toHaveCount(8);
    const secondPage = await cards(page).first().getAttribute('data-article-id');
    const url = page.url();
    for (const param of ['mnkfltpage=2', 'mnkfltsort=price_desc', 'mnkfltbrands=', 'mnkfltprice_min=100000']) expect(url).toContain(param);

    await page.reload();
    await expect(pageOf(page)).toHaveText('Pagina 2 di 2');
    await expect(count(page)).toHaveText('32 prodotti');
    await expect(sortSelect(page)).toHaveValue('price_desc');
    await expect(cards(page).first()).toHaveAttribute('data-article-id', secondPage!);

    await page.goBack();
    await expect(pageOf(page)).toHaveText('Pagina 1 di 2');
    await page.goBack();
    await expect(page).not.toHaveURL(/mnkfltsort/);
    await expect(sortSelect(page)).toHaveValue('');
    await expect(count(page)).toHaveText('32 prodotti');
    await page.goForward();
    await expect(sortSelect(page)).toHaveValue('price_desc');
    await expect(page).toHaveURL(/mnkfltsort=price_desc/);
  });

  test('the drawer shows the chosen filters; reset empties the query', async ({ page }) => {
    await page.goto('/d/accessori?mnkfltbrands=galea&mnkfltsort=name_desc');
    await expect(count(page)).toHaveText('6 prodotti');
    await page.getByRole('button', { name: /Filtra e ordina/ }).click();
    await expect(filtersDrawer(page).getByRole('checkbox', { name: 'Galea' })).toBeChecked();
    await filtersDrawer(page).getByRole('button', { name: 'Azzera' }).click();
    await expect(filtersDrawer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/d\/accessori$/);
    await expect(count(page)).toHaveText('29 prodotti');
  });

  test('coming back from a product restores the scroll position of the list', async ({ page }) => {
    await page.goto('/d');
    await expect(cards(page)).toHaveCount(24);
    const card = cards(page).nth(17);
    await card.scrollIntoViewIfNeeded();
    const shown = await page.evaluate(() => window.scrollY);
    await turnWheel(page, 0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(shown);
    const scrolled = await scrollAtRest(page);
    expect(scrolled).toBeGreaterThan(1000);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/p\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
    await page.goBack();
    await expect(cards(page)).toHaveCount(24);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);
    // Past two screen heights the scroll-to-top button shows and takes the page back up. Read at
    // the position the page came back to: within 60 px of the one left, it may sit on either side
    // of the line.
    const { restored, screen } = await page.evaluate(() => ({ restored: window.scrollY, screen: window.innerHeight }));
    await expect(page.getByRole('button', { name: 'Torna su' })).toHaveCount(restored > 2 * screen ? 1 : 0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Torna su' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('no match shows the empty message; restart clears the filters', async ({ page }) => {
    await page.goto('/d?mnkfltbrands=galea&mnkfltprice_min=600000');
    await expect(page.getByText('Siamo spiacenti, non abbiamo trovato prodotti.')).toBeVisible();
    await page.getByRole('button', { name: 'Ricomincia' }).click();
    await expect(page).not.toHaveURL(/mnkflt/);
    await expect(count(page)).toHaveText('114 prodotti');
  });

  test('bad URL values are dropped instead of breaking the page', async ({ page, consoleErrors }) => {
    await page.goto('/d?mnkfltpage=abc&mnkfltsort=cheapest&mnkfltprice_min=-5&mnkfltoptions=x');
    await expect(count(page)).toHaveText('114 prodotti');
    await expect(pageOf(page)).toHaveText('Pagina 1 di 5');
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown department goes to /404; English listings are translated', async ({ page }) => {
    await page.goto('/d/no-such-department');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/en/d/ruote?mnkfltsort=price_asc');
    await expect(page.getByRole('heading', { level: 1, name: 'Wheels' })).toBeVisible();
    await expect(count(page)).toHaveText('18 products');
    await expect(page.getByLabel('Sort by').first()).toHaveValue('price_asc');
    await expect(page.getByRole('button', { name: 'Filter and sort' })).toBeVisible();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the categories drawer replaces the sidebar; two columns of cards', async ({ page }) => {
    await page.goto('/d/bici');
    await expect(count(page)).toHaveText('14 prodotti');
    await expect(page.locator('aside').getByRole('navigation', { name: 'Categorie' })).toBeHidden();
    await page.getByRole('button', { name: 'Categorie', exact: true }).click();
    const drawer = page.locator('dialog[data-drawer="categories"]');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Telai', exact: true })).toBeVisible();
    const [first, second] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(first!.y).toBe(second!.y);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
