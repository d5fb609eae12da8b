import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ArticleCard, CatalogueResult } from '../../contract/catalogue.js';
import type { Checkout } from '../../contract/checkout.js';
import { test, expect, acceptCookies } from './fixtures.js';

// docs/product/catalogue.md#shop-availability and decision 091: with every payment switched off (the e2e fixture) the shop is
// not available. Every page says so; adding to the cart (product page, card, API) is refused with
// the message; PROCEED is refused; removing from the cart still works. The switch is shop-wide, so
// this spec runs in its own Playwright project after the others (playwright.config.ts).

const MESSAGE = 'Al momento il negozio non accetta ordini: non è possibile acquistare.';
const BANNER = 'Al momento il negozio non accetta ordini: puoi guardare i prodotti, ma non è possibile acquistare.';

const switchPayments = async (request: APIRequestContext, available: boolean) => {
  const response = await request.put('/v1/e2e/payments', { data: { available } });
  expect(response.ok()).toBe(true);
};

/** A simple article in stock on the shop root's first page (the cards' add button is for these). */
async function simpleCard(request: APIRequestContext): Promise<ArticleCard> {
  const listing = (await (await request.get('/v1/catalogs/departments')).json()) as CatalogueResult;
  const card = listing.docs.find((c) => c.grade === 'simple' && c.available && !c.outOfStock && (!c.stock.on || c.stock.quantity > 2));
  expect(card, 'the first page of the shop has a simple article in stock').toBeDefined();
  return card!;
}

const banner = (page: Page) => page.getByTestId('shop-closed-banner');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});
test.afterEach(async ({ request }) => {
  await switchPayments(request, true);
});

test('the banner shows on every page; product and card adds are refused with the message; the API refuses too', async ({ page, request }) => {
  const card = await simpleCard(request);
  await switchPayments(request, false);

  await page.goto(`/p/${card.slug}`);
  await expect(banner(page)).toHaveText(BANNER);
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-error')).toHaveText(MESSAGE);
  await expect(page.getByTestId('cart-count')).toBeHidden();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.goto('/d');
  await expect(banner(page)).toBeVisible();
  const cardButton = page.locator(`[data-article-id="${card.id}"]`).getByTestId('card-cart-button');
  await cardButton.getByRole('button', { name: `Aggiungi ${card.name} al carrello` }).click();
  await expect(cardButton.getByRole('alert')).toHaveText(MESSAGE);
  await expect(page.getByTestId('card-cart-quantity')).toHaveCount(0);

  // A direct request, as a stale client would send it.
  const refused = await page.request.post('/v1/checkout/ss/carts', { data: { id: card.id, quantity: 1 } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'SHOP_UNAVAILABLE', statusCode: 409, message: MESSAGE });
  const state = (await (await page.request.get('/v1/checkout/ss')).json()) as Checkout;
  expect(state.counts.items).toBe(0);
});

test('PROCEED is refused with the message and the cart can still be emptied', async ({ page, request }) => {
  const card = await simpleCard(request);
  // Filled while the shop sells, with the page's own session cookie. No page is opened before
  // the switch: an open shop answer would be kept (persisted, 5 minutes fresh; decision 091).
  const added = await page.request.post('/v1/checkout/ss/carts', { data: { id: card.id, quantity: 1 } });
  expect(added.status()).toBe(200);
  await switchPayments(request, false);

  await page.goto('/carrello');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('cart-proceed')).toBeDisabled();
  await expect(page.getByTestId('cart-proceed-reason')).toHaveText(MESSAGE);
  await page.getByTestId('cart-line-remove').first().click();
  await expect(page.getByText('Nessun prodotto nel carrello')).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get('/v1/checkout/ss')).json()) as Checkout).counts.items).toBe(0);
});

test('in English the banner and the refusal are English', async ({ page, request }) => {
  const card = await simpleCard(request);
  await switchPayments(request, false);
  await page.goto(`/en/p/${card.slug}`);
  await expect(banner(page)).toHaveText('The shop is not taking orders at the moment: you can browse the products, but purchases are not possible.');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-error')).toHaveText('The shop is not taking orders at the moment: purchases are not possible.');
});
