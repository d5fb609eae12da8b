// Saved cards end to end (docs/product/accounts.md#personal-area, docs/product/accounts.md#saved-cards;
// decisions 105, 132): a customer pays by card on the
// sandbox's hosted page ticking "save my card", as on Stripe's, then finds the card on /me as the
// selected one and deletes it; a deletion the server fails shows the alert and keeps the card.
import type { APIRequestContext } from '@playwright/test';
import { savedCardsSchema, type SavedCards } from '../../contract/saved-card';
import { stripeRedirectSchema } from '../../contract/orders';
import { acceptCookies, expect, test } from './fixtures';
import { addAddress, addToCustomerCart, chooseAll, plainArticle, signInPages, signUp, type Customer } from './customer-helpers';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

/** A customer whose checkout is ready to pay by card. */
async function cardShopper(request: APIRequestContext): Promise<Customer> {
  const customer = await signUp(request, 'cards');
  await addAddress(request, customer);
  await addToCustomerCart(request, customer, (await plainArticle(request)).id);
  await chooseAll(request, customer, 'stripe');
  return customer;
}

async function savedCards(request: APIRequestContext, customer: Customer): Promise<SavedCards> {
  const res = await request.get(`/v1/banks/users/${customer.userId}/cards`, { headers: customer.bearer });
  expect(res.status()).toBe(200);
  return savedCardsSchema.parse(await res.json());
}

/** The purchase without the shop's screens: BUY NOW's calls, then the hosted page's form sent with "save my card". */
async function cardSavedByPurchase(request: APIRequestContext, customer: Customer): Promise<void> {
  const intent = await request.post('/v1/orders/intents', { headers: customer.bearer });
  expect(intent.status(), await intent.text()).toBe(200);
  const { id } = (await intent.json()) as { id: string };
  const pay = await request.post(`/v1/orders/${id}/payWithStripe`, { headers: customer.bearer });
  expect(pay.status(), await pay.text()).toBe(200);
  const { url } = stripeRedirectSchema.parse(await pay.json());
  const paid = await request.post(new URL(url).pathname, { form: { card: 'new', save: 'on', action: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect.poll(async () => (await savedCards(request, customer)).cards.length).toBe(1);
}

const cardsSection = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Carte salvate' });

test('a card saved on the payment page is the selected card on /me, and deleting it removes it', async ({ page, request }) => {
  const customer = await cardShopper(request);
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\//);
  await page.getByLabel('Save my card for future purchases').check();
  await page.locator('button[name="action"][value="pay"]').click();
  await expect(page.getByRole('heading', { name: 'Grazie Giulia!' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/me');
  const section = cardsSection(page);
  const card = section.getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('visa •••• 4242');
  await expect(card).toContainText('Carta selezionata');

  await section.getByRole('button', { name: 'Elimina la carta visa che termina con 4242' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare questa carta?' });
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(section.getByText('Non hai carte salvate. Potrai salvarne una al momento del pagamento.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await savedCards(request, customer)).toEqual({ selected: null, cards: [] });
});

test('a deletion the server fails shows the alert with the message and keeps the card', async ({ page, request }) => {
  const customer = await cardShopper(request);
  await cardSavedByPurchase(request, customer);
  await page.route('**/v1/banks/users/*/cards/*', (route) => (route.request().method() === 'DELETE'
    ? route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'Internal error', statusCode: 500 } })
    : route.fallback()));
  await signInPages(page, customer);
  await page.goto('/me');
  const section = cardsSection(page);
  await section.getByRole('button', { name: /Elimina la carta visa/ }).click();
  await page.getByRole('dialog', { name: 'Eliminare questa carta?' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(section.getByRole('alert')).toHaveText('Non è stato possibile eliminare la carta. Riprova tra poco.');
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem')).toContainText('Carta selezionata');
  expect((await savedCards(request, customer)).cards).toHaveLength(1);
});
