import type { APIRequestContext } from '@playwright/test';
import { authAnswerSchema } from '../../contract/auth.js';
import type { Article, CatalogueResult } from '../../contract/catalogue.js';
import type { Checkout } from '../../contract/checkout.js';
import { test, expect, acceptCookies } from './fixtures.js';

// The discount-code box on /carrello (docs/product/cart.md#discount-codes; decision 107) with the seeded demo
// code RAGGIO10: a signed-in customer applies it, the totals change exactly as the server's
// checkout says, and removes it; a visitor gets the login drawer.

const euro = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A simple article anyone may buy two of, without limits. */
async function plainArticle(request: APIRequestContext): Promise<Article> {
  const listing = (await (await request.get('/v1/catalogs/departments?page=1')).json()) as CatalogueResult;
  for (const card of listing.docs.filter((c) => c.grade === 'simple' && c.available && !c.outOfStock)) {
    const article = (await (await request.get(`/v1/catalogs/articles/${card.slug}`)).json()) as Article;
    const { min, max } = article.cart.quantity;
    if (!article.pg18 && !min.on && !max.on && (!article.stock.on || article.stock.quantity >= 2)) return article;
  }
  throw new Error('no plain simple article in the seeded shop');
}

async function signUp(request: APIRequestContext): Promise<string> {
  const password = 'sella-carbonio-42';
  const res = await request.post('/v1/auth/signup', {
    data: {
      name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 14, month: 5, year: 1990 },
      email: `sconto.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.it`,
      password, confirmedPass: password, newsSubscriber: false,
    },
  });
  expect(res.status()).toBe(200);
  return authAnswerSchema.parse(await res.json()).token;
}

test('a signed-in customer applies RAGGIO10 on /carrello, the totals follow the server, and removes it', async ({ page, request, consoleErrors }) => {
  const token = await signUp(request);
  const bearer = { authorization: `Bearer ${token}` };
  const article = await plainArticle(request);
  const added = await request.post('/v1/checkout/ss/carts', { data: { id: article.id, quantity: 2 }, headers: bearer });
  expect(added.status()).toBe(200);
  const serverState = async () => (await (await request.get('/v1/checkout/ss', { headers: bearer })).json()) as Checkout;
  const before = await serverState();

  await acceptCookies(page);
  await page.addInitScript((stored) => window.localStorage.setItem('token', stored), token);
  await page.goto('/carrello');
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveText(euro(before.cashier.total));

  const toggle = page.getByTestId('promo-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('promo-apply')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Codice sconto' }).fill('raggio10');
  await expect(page.getByTestId('promo-input')).toHaveValue('RAGGIO10');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('promo-success')).toHaveText('Codice RAGGIO10 applicato!');
  // The box collapses after 2 s, and the message goes with it.
  await expect(page.getByTestId('promo-form')).toHaveCount(0);
  await expect(page.getByTestId('promo-success')).toHaveCount(0);

  const applied = await serverState();
  expect(applied.cashier.promo).toMatchObject({ active: true, enabled: true, code: 'RAGGIO10', type: 'percentage', discount: 10 });
  expect(applied.cashier.promo.gross).toBeGreaterThan(0);
  expect(applied.cashier.total).toBeLessThan(before.cashier.total);
  await expect(page.getByTestId('promo-code')).toHaveText('RAGGIO10');
  await expect(page.getByTestId('cart-discount')).toHaveText(`−${euro(applied.cashier.promo.gross)}`);
  await expect(total).toHaveText(euro(applied.cashier.total));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(euro(applied.cashier.gross));

  await page.getByTestId('promo-remove').click();
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);
  const removed = await serverState();
  expect(removed.cashier.promo.active).toBe(false);
  expect(removed.cashier.total).toBe(before.cashier.total);
  await expect(total).toHaveText(euro(removed.cashier.total));
  expect(consoleErrors).toEqual([]);
});

test('an unknown code shows the server message in the error box', async ({ page, request }) => {
  const token = await signUp(request);
  const article = await plainArticle(request);
  await request.post('/v1/checkout/ss/carts', { data: { id: article.id, quantity: 1 }, headers: { authorization: `Bearer ${token}` } });
  await acceptCookies(page);
  await page.addInitScript((stored) => window.localStorage.setItem('token', stored), token);
  await page.goto('/carrello');
  await page.getByTestId('promo-toggle').click();
  await page.getByTestId('promo-input').fill('NONESISTE');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('promo-error')).toHaveText('Codice sconto non valido o scaduto');
  await expect(page.getByTestId('promo-form')).toBeVisible();
});

test('a visitor who confirms a code gets the login drawer, and the cart keeps no code', async ({ page }) => {
  const article = await plainArticle(page.request);
  await acceptCookies(page);
  await page.goto('/carrello');
  // The page's own cookie jar: this is the visitor's session cart.
  expect((await page.request.post('/v1/checkout/ss/carts', { data: { id: article.id, quantity: 1 } })).status()).toBe(200);
  await page.reload();
  await page.getByTestId('promo-toggle').click();
  await page.getByTestId('promo-input').fill('RAGGIO10');
  await page.getByTestId('promo-apply').click();
  await expect(page.locator('dialog[data-drawer="login"]')).toBeVisible();
  await expect(page.getByTestId('promo-error')).toHaveCount(0);
  const state = (await (await page.request.get('/v1/checkout/ss')).json()) as Checkout;
  expect(state.cashier.promo.active).toBe(false);
});
