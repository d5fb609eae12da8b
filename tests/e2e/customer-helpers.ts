import type { APIRequestContext, Page } from '@playwright/test';
import { authAnswerSchema } from '../../contract/auth';
import type { Article, CatalogueResult } from '../../contract/catalogue';
import { orderIntentSchema, orderSchema, type Order } from '../../contract/orders';
import { expect, test } from './fixtures';

// Customers for the e2e specs: signed up through the API with an address of their own, the token
// put where the app keeps it. Each test makes its own customer, so tests share no state.

export const PASSWORD = 'sella-carbonio-42';
let counter = 0;

export interface Customer {
  token: string;
  userId: number;
  email: string;
  /** The Authorization header for `request` calls as this customer. */
  bearer: { authorization: string };
}

/** A new customer (docs/product/accounts.md#sign-up); the e-mail is unique per run, project and test. */
export async function signUp(request: APIRequestContext, tag = 'e2e'): Promise<Customer> {
  counter += 1;
  const email = `${tag}.${test.info().project.name}.${counter}.${Date.now()}@example.it`;
  const res = await request.post('/v1/auth/signup', {
    data: {
      name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 14, month: 5, year: 1990 },
      email, password: PASSWORD, confirmedPass: PASSWORD, newsSubscriber: false,
    },
  });
  expect(res.status()).toBe(200);
  const answer = authAnswerSchema.parse(await res.json());
  return { token: answer.token, userId: answer.user.id, email, bearer: { authorization: `Bearer ${answer.token}` } };
}

/** An address body for the API (contract/address.ts): Padova's province, Abano Terme. */
export const apiAddress = (last: string) => ({
  name: { first: 'Marco', last }, street: 'Via Roma 1', province: 'PD', cap: 'PD_028001', zipcode: '35031',
  phone: '049 123456', isInvoice: false,
});

/** Adds an address to the customer's book; the first becomes the default for both. */
export async function addAddress(request: APIRequestContext, customer: Customer, last = 'Rossi'): Promise<number> {
  const res = await request.post(`/v1/users/${customer.userId}/addresses`, { data: apiAddress(last), headers: customer.bearer });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Every page of this test starts signed in as the customer (the token where the app keeps it). */
export async function signInPages(page: Page, customer: Customer): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), customer.token);
}

/**
 * A simple article of the demo shop with no quantity limits and at least `stock` in stock: the
 * first of the listing's first page, or the last (`from: 'last'`), for a test that changes it.
 */
export async function plainArticle(request: APIRequestContext, stock = 2, from: 'first' | 'last' = 'first', skip = 0): Promise<Article> {
  const listing = (await (await request.get('/v1/catalogs/departments?page=1')).json()) as CatalogueResult;
  const cards = listing.docs.filter((c) => c.grade === 'simple' && c.available && !c.outOfStock);
  let skipped = 0;
  for (const card of from === 'first' ? cards : cards.reverse()) {
    const article = (await (await request.get(`/v1/catalogs/articles/${card.slug}`)).json()) as Article;
    const { min, max } = article.cart.quantity;
    // `skip`: leave that many plain articles to the tests that change theirs (a price, a stock).
    if (!article.pg18 && !min.on && !max.on && (!article.stock.on || article.stock.quantity >= stock) && skipped++ === skip) return article;
  }
  throw new Error('no plain simple article in the seeded shop');
}

/** Puts `quantity` of the article in the customer's cart through the API. */
export async function addToCustomerCart(request: APIRequestContext, customer: Customer, articleId: number, quantity = 1): Promise<void> {
  const res = await request.post('/v1/checkout/ss/carts', { data: { id: articleId, quantity }, headers: customer.bearer });
  expect(res.status()).toBe(200);
}

/** Puts a plain article in the cart of the page's visitor (the session cookie the page shares). */
export async function putInVisitorCart(page: Page, request: APIRequestContext): Promise<void> {
  const res = await page.request.post('/v1/checkout/ss/carts', { data: { id: (await plainArticle(request)).id, quantity: 1 } });
  expect(res.status()).toBe(200);
}

/** The choices of the three steps through the API: the customer's default address, the Italian courier, `method`. */
export async function chooseAll(request: APIRequestContext, customer: Customer, method: string): Promise<void> {
  const state = await (await request.get('/v1/checkout/ss', { headers: customer.bearer })).json() as { addresses: { billing: { id: number } } };
  const address = state.addresses.billing.id;
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/v1/checkout/me/${path}`, { data, headers: customer.bearer });
    expect(res.status(), await res.text()).toBe(200);
  };
  await post('addresses', { billing: address, shipping: address, gift: { on: false, message: '' } });
  const groups = await (await request.get('/v1/shippings_methods', { headers: customer.bearer })).json() as { type: string; docs: { id: number }[] }[];
  await post('shippings', { method: 'courier', id: groups.find((g) => g.type === 'courier')!.docs[0]!.id, pickup: null });
  await post('payments', { method, id: null });
}

/**
 * Places an order of the customer's cart through the API, with every choice made by chooseAll
 * (its address for both, the first courier option, `method`): the intent, then its returnApi for
 * a method paid later. Answers the placed order.
 */
export async function placeOrder(request: APIRequestContext, customer: Customer, method = 'bankTransfer'): Promise<Order> {
  await chooseAll(request, customer, method);
  const intent = await request.post('/v1/orders/intents', { headers: { ...customer.bearer, 'idempotency-key': crypto.randomUUID() } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { returnApi } = orderIntentSchema.parse(await intent.json());
  const placed = await request.patch(`/v1${returnApi}`, { headers: customer.bearer });
  expect(placed.status(), await placed.text()).toBe(200);
  return orderSchema.parse(await placed.json());
}

/** An article of the demo shop not sold to minors (the CO2 kits), in stock. */
export async function adultsOnlyArticle(request: APIRequestContext): Promise<Article> {
  const found = (await (await request.get('/v1/catalogs/articles/k/e/y/s?value=CO2')).json()) as { articles: { slug: string }[] };
  for (const card of found.articles) {
    const article = (await (await request.get(`/v1/catalogs/articles/${card.slug}`)).json()) as Article;
    if (article.pg18 && article.grade === 'simple' && article.available && (!article.stock.on || article.stock.quantity > 0)) return article;
  }
  throw new Error('no adults-only article in the seeded shop');
}

/**
 * A pickup order paid by card at the counter, every checkout step clicked on the Italian shop's
 * screens: the point, its first open day, the morning. Leaves the page on the thank-you page.
 */
export async function pickupOrderByClicks(page: Page): Promise<void> {
  await page.goto('/checkout/indirizzi');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await page.getByRole('radio', { name: /Ritiro in sede/ }).check();
  await page.getByRole('radio', { name: /Magazzino Raggio/ }).check();
  await page.locator('input[name="pickup-date"]:not([disabled])').first().check();
  await page.getByRole('radio', { name: /Mattina/ }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await page.getByRole('radio', { name: /Carta al ritiro/ }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await page.getByTestId('buy-now').click();
}
