// The back office's catalogue end to end (docs/decisions/195-back-office-ui.md, 194): a price and a
// stock changed on an article's page, and a stock changed by file, show on the shop's product
// page. Changes prices and stock: listed in playwright.config.ts's CHANGES_CATALOGUE; each test
// puts the article back as it was.
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Article } from '../../contract/catalogue';
import { money } from '../../src/lib/money';
import { signInAdmin, staffBearer } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { plainArticle } from './customer-helpers';
import { acceptCookies, expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

/** A plain article with its stock counted, none other spec changes (the fourth from the end). */
async function articleToChange(request: APIRequestContext): Promise<Article> {
  const article = await plainArticle(request, 1, 'last', 3);
  expect(article.stock.on).toBe(true);
  return article;
}

/** Puts the article's price, discount and stock back through the API. */
async function restore(request: APIRequestContext, token: string, article: Article): Promise<void> {
  const res = await request.patch(`/v1/admin/articles/${article.id}`, {
    headers: staffBearer({ token }),
    data: { price: article.prices.gross, discountedPrice: article.prices.discounted ?? null, stock: article.stock.quantity },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Euros as the Italian back office writes them in its inputs: "1.234,50". */
const euros = (cents: number) => new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(cents / 100);

test('a price and a stock changed on the article\'s page show on the product page', async ({ page, request }) => {
  const article = await articleToChange(request);
  const session = await signInAdmin(page, request);
  const price = article.prices.gross + 1234;
  const stock = article.stock.quantity + 5;
  try {
    await page.goto('/admin/catalogo');
    await page.getByRole('searchbox', { name: 'Cerca' }).fill(article.sku);
    await page.getByRole('button', { name: 'Filtra' }).click();
    await page.getByRole('link', { name: article.sku, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(article.sku);
    await page.getByLabel('Prezzo (€, IVA inclusa)').fill(euros(price));
    await page.getByLabel('Prezzo scontato (€, vuoto: nessuno sconto)').fill('');
    await page.getByLabel('Pezzi in stock').fill(String(stock));
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Modifiche salvate.');
    await expect(page.getByLabel('Prezzo (€, IVA inclusa)')).toHaveValue(euros(price));
    await expect(page.getByRole('region', { name: 'Storico' }).getByRole('listitem')).not.toHaveCount(0);

    await page.goto(`/p/${article.slug}`);
    await expect(page.getByTestId('price-block')).toContainText(money(price));
    await expect(page.getByTestId('stock')).toHaveText(`Prodotti disponibili: ${stock}`);
  } finally {
    await restore(request, session.token, article);
  }
});

test('stock by file: an error keeps Apply off; a correct file shows each change, applies, and the shop shows it', async ({ page, request }) => {
  const article = await articleToChange(request);
  const session = await signInAdmin(page, request);
  const stock = article.stock.quantity + 3;
  // The article's own price and discount, euros with a dot; only the stock changes.
  const discounted = article.prices.discounted ? (article.prices.discounted / 100).toFixed(2) : '';
  const row = (sku: string, pieces: number) => `${sku},${(article.prices.gross / 100).toFixed(2)},${discounted},${pieces},true`;
  const file = (text: string) => ({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku,price,discounted_price,stock,on_sale\n${text}\n`) });
  try {
    await page.goto('/admin/file');
    const input = page.getByLabel('File CSV');
    await input.setInputFiles(file(`${row(article.sku, stock)}\n${row('NO-SUCH-SKU-E2E', 1)}`));
    await expect(page.getByRole('table', { name: /Errori/ })).toContainText('NO-SUCH-SKU-E2E');
    await expect(page.getByRole('button', { name: 'Applica' })).toBeDisabled();

    await input.setInputFiles(file(row(article.sku, stock)));
    const changes = page.getByRole('table', { name: 'Cambiamenti' });
    await expect(changes).toContainText(article.sku);
    await expect(changes).toContainText(`stock ${stock}`);
    await expect(page.getByRole('table', { name: /Errori/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByText('Applicato. Articoli cambiati: 1; invariati: 0.')).toBeVisible();

    await page.goto(`/p/${article.slug}`);
    await expect(page.getByTestId('stock')).toHaveText(`Prodotti disponibili: ${stock}`);
  } finally {
    await restore(request, session.token, article);
  }
});

test('the articles list and an article\'s page pass axe at a tablet\'s width', async ({ page, request }) => {
  const article = await articleToChange(request);
  await signInAdmin(page, request);
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/admin/catalogo');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto(`/admin/catalogo/${article.id}`);
  // The texts' language tabs (each picture's text alternative has its own, further down).
  const texts = page.getByRole('tablist').first();
  await expect(texts.getByRole('tab', { name: 'Italiano' })).toHaveAttribute('aria-selected', 'true');
  // The language tabs move with the arrows.
  await texts.getByRole('tab', { name: 'Italiano' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(texts.getByRole('tab', { name: 'English' })).toBeFocused();
  await expect(texts.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a new article with its picture, kept off sale so the shop\'s other specs never meet it', async ({ page, request }) => {
  await signInAdmin(page, request);
  const sku = `E2E-NEW-${Date.now()}`;
  await page.goto('/admin/catalogo/nuovo');
  await page.getByLabel('Codice (SKU)').fill(sku);
  await page.getByLabel('Nome (italiano)').fill(`Articolo di prova ${sku}`);
  const department = page.getByLabel('Reparto');
  await expect(department.locator('option')).not.toHaveCount(1);
  await department.selectOption({ index: 1 });
  await page.getByLabel('Prezzo (€, IVA inclusa)').fill('49,90');
  await page.getByLabel('Pezzi in stock').fill('3');
  await page.getByLabel('In vendita').uncheck();
  await page.getByLabel('Immagine (JPEG, PNG o WebP)').setInputFiles(resolve('public/icons/icon-512.png'));
  await page.getByRole('button', { name: "Crea l'articolo" }).click();

  await expect(page).toHaveURL(/\/admin\/catalogo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sku);
  await expect(page.getByLabel('Prezzo (€, IVA inclusa)')).toHaveValue('49,90');
  await expect(page.getByLabel('In vendita')).not.toBeChecked();
  const picture = page.getByRole('region', { name: 'Immagini' }).getByRole('img');
  await expect(picture).toHaveCount(1);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByRole('link', { name: '← Catalogo' }).click();
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(sku);
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect(page.getByRole('link', { name: sku, exact: true })).toBeVisible();
});
