import type { Page } from '@playwright/test';
import type { CatalogueResult } from '../../contract/catalogue.js';
import { test, expect, acceptCookies } from './fixtures.js';

// Every link to a listing opens it (docs/product/catalogue.md#listing; decision 090): the live search's department,
// category and brand results, the product page's breadcrumbs, and a dotted category path
// (/d/bici.bici-gravel), which is replaced by the listing's one address /d/{slug}.

const combobox = (page: Page) => page.getByRole('combobox');
const group = (page: Page, name: string) => page.getByRole('listbox').getByRole('group', { name });
const cards = (page: Page) => page.getByTestId('article-grid').getByTestId('article-card');

/** The listing is on screen with its products: heading, a product count and at least one card. */
async function expectListing(page: Page, heading: string) {
  // A first, uncached listing on a busy 2-core machine can take longer than the default 10 s
  // (the hero shows from the shop at once, the cards when the list arrives).
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('product-count')).toContainText(/[1-9]/);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

// The header's search field is the wide-screen layout (phones open it from a button: search.spec.ts).
test.describe('on a wide screen: live search results open their listing', () => {
  // Search (800 ms debounce) then a listing, on a busy 2-core machine: more than the default 30 s.
  test.slow();
  for (const { word, groupName, option, path } of [
    { word: 'gravel', groupName: 'Categorie', option: 'Gravel', path: '/d/bici-gravel' },
    { word: 'bici', groupName: 'Reparti', option: 'Bici', path: '/d/bici' },
    { word: 'dolomia', groupName: 'Marche', option: 'Dolomia', path: '/d/dolomia' },
  ]) {
    test(`'${word}' → ${groupName} ${option}`, async ({ page, consoleErrors }) => {
      await page.goto('/');
      await combobox(page).fill(word);
      const result = group(page, groupName).getByRole('option', { name: option, exact: true });
      await result.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectListing(page, option);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('a dotted category path is replaced by /d/{slug}, keeping the language, query and history', async ({ page }) => {
  await page.goto('/en');
  await page.goto('/en/d/bici.bici-gravel?mnkfltsort=price_asc');
  await expect(page).toHaveURL(/\/en\/d\/bici-gravel\?mnkfltsort=price_asc$/);
  await expect(cards(page).first()).toBeVisible();
  // replace: Back leaves the listing for the page before, not for the dotted address.
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
});

test('an unknown dotted path goes to /404', async ({ page }) => {
  await page.goto('/d/bici.non-esiste');
  await expect(page).toHaveURL(/\/404$/);
});

test('each breadcrumb of a product page opens its listing with products', async ({ page, request }) => {
  test.slow();
  const listing = (await (await request.get('/v1/catalogs/departments/bici-gravel')).json()) as CatalogueResult;
  const product = listing.docs[0]!;
  await page.goto(`/p/${product.slug}`);
  const crumbs = page.getByRole('navigation', { name: 'Percorso' }).getByRole('link');
  await expect(crumbs).toHaveCount(2);
  await crumbs.first().click();
  await expect(page).toHaveURL(/\/d\/bici$/);
  await expectListing(page, 'Bici');

  await page.goBack();
  await crumbs.last().click();
  await expect(page).toHaveURL(/\/d\/bici-gravel$/);
  await expectListing(page, 'Gravel');
});
