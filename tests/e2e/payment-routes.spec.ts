// The money path as a shopper reaches it (decision 191): the confirm step by clicks from the home
// page and from a product page, after a reload, after back and forward; PayPal's window keeps its
// opener on every route (public pages have no opener policy, decision 175); a card declined and
// one cancelled give the stock back at once. A customer made through the API with every choice
// made, then the real screens against the real server and the sandbox's pages.
import type { APIRequestContext, Page } from '@playwright/test';
import { orderSchema, type Order } from '../../contract/orders';
import { acceptCookies, expect, test } from './fixtures';
import { addAddress, addToCustomerCart, chooseAll, plainArticle, signInPages, signUp, type Customer } from './customer-helpers';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

async function payer(request: APIRequestContext, method: 'paypal' | 'stripe'): Promise<Customer> {
  const customer = await signUp(request, 'routes');
  await addAddress(request, customer);
  await addToCustomerCart(request, customer, (await plainArticle(request)).id);
  await chooseAll(request, customer, method);
  return customer;
}

async function customerOrders(request: APIRequestContext, customer: Customer): Promise<Order[]> {
  const res = await request.get(`/v1/orders/users/${customer.userId}`, { headers: customer.bearer });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { docs: unknown[] }).docs.map((doc) => orderSchema.parse(doc));
}

/** The words these tests click, in the shop's default language and in English. */
const WORDS = {
  it: { cart: /^Carrello, 1 prodotto$/, toCart: 'Vai al carrello', thanks: 'Grazie Giulia!' },
  en: { cart: /^Cart, 1 item$/, toCart: 'Go to cart', thanks: 'Thank you, Giulia!' },
} as const;

/** From any page: the cart drawer, the cart page, PROCEED; the guard takes a customer with every choice made to the confirm step. */
async function toConfirmByClicks(page: Page, lang: keyof typeof WORDS = 'it'): Promise<void> {
  await page.getByRole('button', { name: WORDS[lang].cart }).click();
  await page.getByRole('link', { name: WORDS[lang].toCart }).click();
  await expect(page).toHaveURL(/\/(carrello|cart)$/);
  await page.getByTestId('cart-proceed').click();
  await expect(page).toHaveURL(/\/checkout\/(conferma|confirm)$/);
}

/** PayPal's button, pressed: its window with the approval page. */
async function openPaypal(page: Page): Promise<Page> {
  const button = page.getByTestId('paypal-area').getByRole('button', { name: 'PayPal' });
  await expect(button).toBeEnabled();
  const opened = page.waitForEvent('popup');
  await button.click();
  const paypal = await opened;
  await expect(paypal).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=[A-Z0-9]{17}$/);
  return paypal;
}

/** Approve in PayPal's window: the shop's page captures and shows the thank-you page, one order placed. */
async function approveAndExpectOneOrder(page: Page, request: APIRequestContext, customer: Customer, lang: keyof typeof WORDS = 'it'): Promise<void> {
  const paypal = await openPaypal(page);
  // The page did not take the window for closed: no cancel told while the window is open.
  await expect(page.getByTestId('payment-cancelled')).toHaveCount(0);
  await paypal.getByRole('button', { name: 'Approve the payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/[a-z-]+\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: WORDS[lang].thanks })).toBeVisible({ timeout: 20_000 });
  expect((await customerOrders(request, customer)).map((o) => [o.status, o.checkout.payment.method])).toEqual([['pending', 'paypal']]);
}

test('PayPal from the home page by clicks: the window keeps its opener, Approve places the order once', async ({ page, request }) => {
  const customer = await payer(request, 'paypal');
  await signInPages(page, customer);
  await page.goto('/');
  await toConfirmByClicks(page);
  await approveAndExpectOneOrder(page, request, customer);
});

test('in English, PayPal from the home page by clicks: the same window, the English thank-you page', async ({ page, request }) => {
  const customer = await payer(request, 'paypal');
  await signInPages(page, customer);
  await page.goto('/en');
  await toConfirmByClicks(page, 'en');
  await expect(page).toHaveURL(/\/en\/checkout\//);
  await approveAndExpectOneOrder(page, request, customer, 'en');
});

test('PayPal from a product page by clicks, then a reload of the confirm step', async ({ page, request }) => {
  const customer = await payer(request, 'paypal');
  const article = await plainArticle(request);
  await signInPages(page, customer);
  await page.goto(`/p/${article.slug}`);
  await toConfirmByClicks(page);
  await page.reload();
  await expect(page).toHaveURL(/\/checkout\/conferma$/);
  await approveAndExpectOneOrder(page, request, customer);
});

test('PayPal after back and forward from the confirm step to a listing', async ({ page, request }) => {
  const customer = await payer(request, 'paypal');
  await signInPages(page, customer);
  await page.goto('/d');
  await toConfirmByClicks(page);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/d$/);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout\/conferma$/);
  await approveAndExpectOneOrder(page, request, customer);
});

test('PayPal\'s window closed without a choice is a cancel, and only then: nothing placed', async ({ page, request }) => {
  const customer = await payer(request, 'paypal');
  await signInPages(page, customer);
  await page.goto('/');
  await toConfirmByClicks(page);
  const paypal = await openPaypal(page);
  await expect(page.getByTestId('payment-cancelled')).toHaveCount(0);
  await paypal.close();
  await expect(page.getByTestId('payment-cancelled')).toContainText("Hai annullato l'autorizzazione su PayPal");
  expect(await customerOrders(request, customer)).toEqual([]);
});

test('card declined, then paid with another card, from the home page on 127.0.0.1: back signed in on the thank-you page', async ({ page, request }) => {
  const customer = await payer(request, 'stripe');
  await signInPages(page, customer);
  await page.goto('/');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await toConfirmByClicks(page);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/sandbox\/stripe\/pay\//);
  await page.locator('button[name="action"][value="fail"]').click();
  await expect(page.getByText('Your card was declined')).toBeVisible();
  await page.locator('button[name="action"][value="pay"]').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\/ordine-concluso\/[0-9a-f-]{36}\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Grazie Giulia!' })).toBeVisible({ timeout: 20_000 });
  const [order] = await customerOrders(request, customer);
  expect(order).toMatchObject({ status: 'pending' });
});
