import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Article, ArticleCard, ArticleVariant, CatalogueResult } from '../../contract/catalogue.js';
import { ANY_WIDTH, test, expect, acceptCookies } from './fixtures.js';

// The product page /p/{slug} (docs/product/catalogue.md#product-page, docs/product/catalogue.md#variants,
// docs/product/catalogue.md#size-guide) against the seeded
// shop. Articles are found through the API by what they are, never by hard-coded ids.

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/v1/${path}`);
  expect(response.ok(), `GET /v1/${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Every card of a listing (the shop root when no slug), over all its pages. */
async function cards(request: APIRequestContext, slug?: string): Promise<ArticleCard[]> {
  const path = slug ? `catalogs/departments/${slug}` : 'catalogs/departments';
  const first = await api<CatalogueResult>(request, `${path}?page=1`);
  const rest = [];
  for (let page = 2; page <= first.pagination.totalPages; page++) rest.push(api<CatalogueResult>(request, `${path}?page=${page}`));
  return [...first.docs, ...(await Promise.all(rest)).flatMap((result) => result.docs)];
}

const article = (request: APIRequestContext, slug: string) => api<Article>(request, `catalogs/articles/${slug}`);

async function findArticle(request: APIRequestContext, candidates: ArticleCard[], fits: (a: Article) => boolean): Promise<Article> {
  for (const card of candidates) {
    const full = await article(request, card.slug);
    if (fits(full)) return full;
  }
  throw new Error('no article in the seeded shop fits');
}

const optionsOf = (a: Article, v: ArticleVariant, slug: string) => {
  const attribute = a.attributes.find((x) => x.slug === slug)!;
  return { attribute, option: attribute.options.find((o) => v.options.includes(o.id))! };
};

/** A container of size × colour with a sold-out variant whose size still has one in stock, and a tracked variant in stock. */
function sizeColourWithSoldOut(a: Article): boolean {
  if (a.grade !== 'container' || a.attributes.map((x) => x.slug).join() !== 'taglia,colore') return false;
  const soldOut = a.variants.find((v) => v.outOfStock && a.variants.some((w) => !w.outOfStock && w.options[0] === v.options[0]));
  return soldOut !== undefined && a.variants.some((v) => !v.outOfStock && v.stock.on && v.stock.quantity > 0);
}

const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const mainSelector = (page: Page, slug: string) => page.getByTestId('selectors-main').getByTestId(`attribute-${slug}`);
const toggleOf = (selector: Locator) => selector.locator('button[aria-expanded]');

async function choose(selector: Locator, optionId: number) {
  await toggleOf(selector).click();
  await selector.locator(`[data-option-id="${optionId}"]`).click();
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('choosing size and colour loads the variant: its slug, price and stock, the gallery back at the first image', async ({ page, request, consoleErrors }) => {
  const container = await findArticle(request, (await cards(request, 'abbigliamento')).filter((c) => c.grade === 'container'), sizeColourWithSoldOut);
  const target = container.variants.find((v) => !v.outOfStock && v.stock.on && v.stock.quantity > 0)!;
  const size = optionsOf(container, target, 'taglia');
  const colour = optionsOf(container, target, 'colore');

  await page.goto(`/p/${container.slug}`);
  await expect(page.locator('main h1')).toHaveText(container.name);
  await expect(page).toHaveTitle(`${container.name} | Bikes & Components`);
  const gallery = page.getByTestId('gallery-viewport');
  if (container.imgs.length > 1) {
    // The gallery is keyboard operable: → shows the next image (thumbnails exist above 1024 px only).
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery).toHaveAttribute('data-slide', '1');
  }

  await choose(mainSelector(page, 'taglia'), size.option.id);
  await expect(page).toHaveURL(new RegExp(`/p/${container.slug}$`));
  await choose(mainSelector(page, 'colore'), colour.option.id);

  await expect(page).toHaveURL(new RegExp(`/p/${target.slug}$`));
  const variant = await article(request, target.slug);
  await expect(page.locator('main h1')).toHaveText(variant.name);
  await expect(page.getByTestId('price-block')).toContainText(euro(variant.prices.discounted ?? variant.prices.gross));
  await expect(page.getByTestId('stock')).toHaveText(`Prodotti disponibili: ${variant.stock.quantity}`);
  await expect(gallery).toHaveAttribute('data-slide', '0');
  await expect(gallery.locator('img').first()).toHaveAttribute('src', new RegExp(variant.imgs[0]!.url));
  // The variant page shows its container's selectors with its own options chosen.
  await expect(toggleOf(mainSelector(page, 'taglia'))).toContainText(size.option.value);
  await expect(toggleOf(mainSelector(page, 'colore'))).toContainText(colour.option.value);
  await expect(page).toHaveTitle(`${variant.name} | Bikes & Components`);
  expect(consoleErrors).toEqual([]);
});

test('a sold-out combination is disabled, and opening one selector closes the other', async ({ page, request }) => {
  const container = await findArticle(request, (await cards(request, 'abbigliamento')).filter((c) => c.grade === 'container'), sizeColourWithSoldOut);
  const soldOut = container.variants.find((v) => v.outOfStock && container.variants.some((w) => !w.outOfStock && w.options[0] === v.options[0]))!;
  const size = optionsOf(container, soldOut, 'taglia');
  const colour = optionsOf(container, soldOut, 'colore');

  await page.goto(`/p/${container.slug}`);
  await choose(mainSelector(page, 'taglia'), size.option.id);
  const colours = mainSelector(page, 'colore');
  await toggleOf(colours).click();
  const soldOutOption = colours.locator(`[data-option-id="${colour.option.id}"]`);
  await expect(soldOutOption).toHaveAttribute('aria-disabled', 'true');
  await expect(soldOutOption).toHaveAccessibleName(`${colour.option.value}, esaurito`);
  // Pressing it changes nothing (aria-disabled keeps it discoverable, so force past Playwright's check).
  await soldOutOption.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/p/${container.slug}$`));
  await expect(toggleOf(colours)).toContainText('Scegli');

  await toggleOf(mainSelector(page, 'taglia')).click();
  await expect(toggleOf(mainSelector(page, 'taglia'))).toHaveAttribute('aria-expanded', 'true');
  await expect(toggleOf(colours)).toHaveAttribute('aria-expanded', 'false');
});

test('a bundle lists its members, each with a view link and its own selectors', ANY_WIDTH, async ({ page, request }) => {
  const bundle = await findArticle(request, (await cards(request)).filter((c) => c.grade === 'bundle' && !c.outOfStock),
    (a) => a.articles.some((m) => m.attributes.length > 0));
  await page.goto(`/p/${bundle.slug}`);
  const members = page.getByTestId('bundle-member');
  await expect(members).toHaveCount(bundle.articles.length);
  for (const member of bundle.articles) {
    const row = page.locator(`[data-testid="bundle-member"][data-member-id="${member.id}"]`);
    const view = row.getByRole('link', { name: /^Vedi prodotto/ });
    await expect(view).toHaveAttribute('href', `/p/${member.slug}`);
    await expect(view).toHaveAccessibleName(new RegExp(`${member.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(row.getByTestId(`selectors-member-${member.id}`)).toHaveCount(member.attributes.length > 0 ? 1 : 0);
  }
  const member = bundle.articles.find((m) => m.attributes.length > 0)!;
  const attribute = member.attributes[0]!;
  const option = attribute.options.find((o) => o.variants2.length > 0)!;
  const selector = page.getByTestId(`selectors-member-${member.id}`).getByTestId(`attribute-${attribute.slug}`);
  await choose(selector, option.id);
  await expect(toggleOf(selector)).toContainText(option.value);
  // A member's choice stays on the bundle's page.
  await expect(page).toHaveURL(new RegExp(`/p/${bundle.slug}$`));
});

test('the size guide shows the clothing and shoe tables on a clothing product; Escape closes it', async ({ page, request }) => {
  const clothing = await findArticle(request, (await cards(request, 'abbigliamento')).filter((c) => c.grade === 'container'), () => true);
  await page.goto(`/p/${clothing.slug}`);
  await page.getByRole('button', { name: 'Guida alle taglie' }).click();
  const drawer = page.getByRole('dialog', { name: 'Guida alle taglie' });
  await expect(drawer).toBeVisible();
  const clothingRows = drawer.getByTestId('size-guide-clothing').locator('tbody tr');
  await expect(clothingRows).toHaveCount(5);
  expect(await clothingRows.nth(0).locator('th, td').allTextContents()).toEqual(['XS', '38', '64-67', '43-45', '83-86']);
  expect(await clothingRows.nth(2).locator('th, td').allTextContents()).toEqual(['M', '42', '72-75', '47-49', '91-94']);
  expect(await clothingRows.nth(4).locator('th, td').allTextContents()).toEqual(['XL', '46', '80-83', '51-53', '99-102']);
  const shoeRows = drawer.getByTestId('size-guide-shoes').locator('tbody tr');
  await expect(shoeRows).toHaveCount(6);
  expect(await shoeRows.nth(2).locator('th, td').allTextContents()).toEqual(['37', '23,30']);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('the size guide of a shoe has no clothing table', ANY_WIDTH, async ({ page, request }) => {
  const shoe = await findArticle(request, (await cards(request, 'scarpe')).filter((c) => c.grade === 'container'), () => true);
  await page.goto(`/p/${shoe.slug}`);
  await page.getByRole('button', { name: 'Guida alle taglie' }).click();
  const drawer = page.getByRole('dialog', { name: 'Guida alle taglie' });
  await expect(drawer.getByTestId('size-guide-shoes')).toBeVisible();
  await expect(drawer.getByTestId('size-guide-clothing')).toHaveCount(0);
});

test('an unknown product ends on /404', ANY_WIDTH, async ({ page }) => {
  await page.goto('/p/nessun-prodotto-con-questo-nome');
  await expect(page).toHaveURL(/\/404$/);
});

test('a relative link in the description is made absolute on the site address', ANY_WIDTH, async ({ page, request }) => {
  const described = await findArticle(request, await cards(request), (a) => a.description.includes('href="/assistenza"'));
  await page.goto(`/p/${described.slug}`);
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('description').getByRole('link', { name: 'Scrivici' })).toHaveAttribute('href', `${origin}/assistenza`);
});

test('the wish button opens the login drawer for a visitor', ANY_WIDTH, async ({ page, request }) => {
  const [simple] = (await cards(request)).filter((c) => c.grade === 'simple');
  await page.goto(`/p/${simple!.slug}`);
  // The product's own heart (related products' cards have theirs).
  await page.locator('[data-testid="wish-button"][data-size="page"]').click();
  await expect(page.locator('dialog[data-drawer="login"]')).toBeVisible();
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the gallery swipes past a quarter of its width, not before', async ({ page, request }) => {
    const withImages = (await cards(request)).find((c) => c.grade === 'simple')!;
    const full = await article(request, withImages.slug);
    expect(full.imgs.length).toBeGreaterThan(1);
    await page.goto(`/p/${full.slug}`);
    const gallery = page.getByTestId('gallery-viewport');
    await expect(page.getByRole('button', { name: 'Mostra immagine 2' })).toHaveCount(0);
    await expect(page.getByTestId('related')).toBeVisible();
    // Nothing on the page (the related carousel's track included) makes it scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const box = (await gallery.boundingBox())!;
    const drag = async (dx: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2 + (dx < 0 ? box.width / 4 : -box.width / 4);
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 6; step++) await page.mouse.move(x + (dx * step) / 6, y);
      await page.mouse.up();
    };
    await drag(-box.width * 0.15);
    await expect(gallery).toHaveAttribute('data-slide', '0');
    await drag(-box.width * 0.4);
    await expect(gallery).toHaveAttribute('data-slide', '1');
    await drag(box.width * 0.4);
    await expect(gallery).toHaveAttribute('data-slide', '0');
  });

  test('a variant replacing the route keeps the page where it was scrolled to', async ({ page, request }) => {
    const container = await findArticle(request, (await cards(request, 'abbigliamento')).filter((c) => c.grade === 'container'), sizeColourWithSoldOut);
    const target = container.variants.find((v) => !v.outOfStock)!;
    await page.goto(`/p/${container.slug}`);
    await choose(mainSelector(page, 'taglia'), optionsOf(container, target, 'taglia').option.id);
    await toggleOf(mainSelector(page, 'colore')).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await choose(mainSelector(page, 'colore'), optionsOf(container, target, 'colore').option.id);
    await expect(page).toHaveURL(new RegExp(`/p/${target.slug}$`));
    await expect(page.locator('main h1')).toHaveText((await article(request, target.slug)).name);
    expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(scrolled, -1);
  });
});
