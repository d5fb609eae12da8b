// The cart at sign-in (decision 106): what a visitor put in the cart joins the account's
// cart when they sign in in the drawer, and the cart then follows the customer to another browser.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Article, CatalogueResult } from '../../contract/catalogue.js';
import type { Checkout } from '../../contract/checkout.js';
import { acceptCookies, expect, test } from './fixtures.js';

const PASSWORD = 'pedala-forte-42';
const newEmail = () => `merge+${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.it`;

async function signUpByApi(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/v1/auth/signup', {
    data: { name: { first: 'Marco', last: 'Verdi' }, birth: { day: 2, month: 3, year: 1985 }, email, password: PASSWORD, confirmedPass: PASSWORD, newsSubscriber: false },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A simple article in stock that anyone may buy (not one kept from minors). */
async function simpleArticle(request: APIRequestContext): Promise<Article> {
  const listing = (await (await request.get('/v1/catalogs/departments?page=1')).json()) as CatalogueResult;
  for (const card of listing.docs.filter((c) => c.grade === 'simple' && c.available && !c.outOfStock)) {
    const article = (await (await request.get(`/v1/catalogs/articles/${card.slug}`)).json()) as Article;
    if (!article.pg18) return article;
  }
  throw new Error('no simple article in stock on the first listing page');
}

/** The account's cart as the server holds it, read with the customer's token (no cookie). */
async function accountCart(request: APIRequestContext, token: string): Promise<Checkout> {
  const answer = await request.get('/v1/checkout/ss', { headers: { authorization: `Bearer ${token}`, cookie: '' } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Checkout;
}

const cartCount = (page: Page) => page.getByTestId('cart-count');

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

test("a visitor's cart joins the account at sign-in, and follows the customer to another browser", async ({ page, request, browser }) => {
  test.slow();
  const email = newEmail();
  const token = await signUpByApi(request, email);
  const article = await simpleArticle(request);

  // As a visitor: one line in the cart.
  await page.goto(`/p/${article.slug}`);
  await page.getByTestId('add-to-cart').click();
  await expect(cartCount(page)).toHaveText('1');
  // The account's own cart is another one: nothing reaches it before sign-in.
  expect((await accountCart(request, token)).items).toHaveLength(0);

  // Signing in from the product page keeps the customer there, with the same cart.
  await page.locator('[data-nav="account"]').click();
  const signin = page.getByRole('dialog', { name: 'Accedi' }).getByRole('form', { name: 'Accedi' });
  await signin.getByRole('textbox', { name: 'Email' }).fill(email);
  await signin.locator('input[name="password"]').fill(PASSWORD);
  await signin.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/p/${article.slug}$`));
  await expect(cartCount(page)).toHaveText('1');
  // The server holds the line in the account's cart (read with the new token alone, no cookie).
  const merged = await accountCart(request, await page.evaluate(() => localStorage.getItem('token') ?? ''));
  expect(merged.items.map((item) => item.quantity)).toEqual([1]);
  expect(merged.items[0]!.sku).toBe(article.sku);

  // Another browser, signed in as the same customer, sees the same cart.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await acceptCookies(second);
    await second.goto('/');
    await second.evaluate((t) => localStorage.setItem('token', t), token);
    await second.goto('/carrello');
    await expect(second.getByTestId('cart-line')).toHaveCount(1);
    await expect(cartCount(second)).toHaveText('1');
  } finally {
    await other.close();
  }
});
