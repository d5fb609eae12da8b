// Checkout end to end (docs/product/checkout.md): a customer made through the API, then the real screens against
// the real server and the sandbox payment pages (decision 131). One test walks every step; the
// others make their choices through the API and start on the confirm step.
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Article } from '../../contract/catalogue';
import { orderSchema, type Order } from '../../contract/orders';
import { ANY_WIDTH, acceptCookies, expect, goOffline, goOnline, test } from './fixtures';
import { addAddress, addToCustomerCart, adultsOnlyArticle, chooseAll, plainArticle, signInPages, signUp, type Customer } from './customer-helpers';
import { ARTICLES, waitForWorker } from './offline-helpers';
import { mailsTo } from '../api/newsletter-mail';
import { BANK } from '../../server/db/seed/data/shop';

const OUTBOX = resolve('.data-e2e/outbox');

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

/** A customer with an address and one plain article in the cart (`article`: that one). */
async function shopper(request: APIRequestContext, article?: Article): Promise<Customer> {
  const customer = await signUp(request, 'checkout');
  await addAddress(request, customer);
  await addToCustomerCart(request, customer, (article ?? await plainArticle(request)).id);
  return customer;
}

async function customerOrders(request: APIRequestContext, customer: Customer): Promise<Order[]> {
  const res = await request.get(`/v1/orders/users/${customer.userId}`, { headers: customer.bearer });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { docs: unknown[] }).docs.map((doc) => orderSchema.parse(doc));
}

/** A customer paying by card, on the hosted payment page after BUY NOW. */
async function onCardPage(page: Page, request: APIRequestContext): Promise<Customer> {
  const customer = await shopper(request);
  await chooseAll(request, customer, 'stripe');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\//);
  return customer;
}

type Prices = { priceGross: number; priceDiscounted: number | null };

/** Changes an article's price behind the customer's back (e2e fixture); answers the price it had. */
async function setArticlePrice(request: APIRequestContext, articleId: number, prices: Prices): Promise<Prices> {
  const res = await request.put('/v1/e2e/price', { data: { articleId, ...prices } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { before: Prices }).before;
}

async function expectThankYou(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Grazie Giulia!' })).toBeVisible({ timeout: 20_000 });
  const number = (await page.getByTestId('completed-number').locator('strong').textContent())!;
  expect(number).toMatch(/^R\d{4}-\d{6}$/);
  return number;
}

test('bank transfer: every step on screen, BUY NOW, the thank-you page, the order in /me/orders', async ({ page, request }) => {
  const customer = await shopper(request);
  await signInPages(page, customer);
  await page.goto('/checkout/indirizzi');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page).toHaveURL(/\/checkout\/spedizione$/);
  await page.getByRole('radio', { name: /Corriere/ }).first().check();
  await page.getByRole('radio', { name: /Corriere Italia/ }).check();
  // The courier's delivery time in words (FAST), never its code.
  await expect(page.getByTestId('shipping-couriers')).toContainText('Tempo di consegna: 1-3 giorni lavorativi');
  await expect(page.getByTestId('shipping-couriers')).not.toContainText('FAST');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page).toHaveURL(/\/checkout\/pagamento$/);
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page).toHaveURL(/\/checkout\/conferma$/);
  await expect(page.getByTestId('review-payment')).toContainText('Bonifico bancario');

  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/checkout\/ordine-concluso\/[0-9a-f-]{36}$/);
  const number = await expectThankYou(page);
  // The cart is empty now: its badge says nothing, not '0'.
  await expect(page.getByTestId('cart-count').first()).toBeHidden();
  const orders = await customerOrders(request, customer);
  expect(orders.map((o) => [o.number, o.status])).toEqual([[number, 'awaitPayment']]);
  expect(await (await request.get(`/v1/e2e/orders/${number}/campaign`)).json()).toEqual({ number, campaignId: null });

  await page.goto('/me/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText(number);
  await expect(page.getByTestId('order-status')).toHaveText('in attesa di pagamento');
});

test("the confirm step's review names a product once with its brand, as the cart does", ANY_WIDTH, async ({ page, request }) => {
  const customer = await signUp(request, 'checkout');
  await addAddress(request, customer);
  // The bottle's name has its brand (Chiavetta) already; it buys at least 2.
  await addToCustomerCart(request, customer, ARTICLES.bottle.id, 2);
  await chooseAll(request, customer, 'bankTransfer');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await expect(page.getByTestId('review-products').locator('li').first()).toContainText(/^2 × Borraccia Chiavetta Pordoi SL/);
});


test('an adults-only line kept in the cart is named on the confirm step as left out of the order, and the order leaves it out', ANY_WIDTH, async ({ page, request }) => {
  const plain = await plainArticle(request);
  const customer = await shopper(request, plain);
  const adultsOnly = await adultsOnlyArticle(request);
  await addToCustomerCart(request, customer, adultsOnly.id);
  await chooseAll(request, customer, 'bankTransfer');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  const note = page.getByTestId('review-pg18');
  await expect(note).toContainText("Non inclusi nell'ordine: vendita riservata ai maggiorenni.");
  await expect(note.getByRole('listitem')).toHaveCount(1);
  await expect(note.getByRole('listitem')).toContainText(adultsOnly.name);
  await expect(page.getByTestId('review-products').locator('> ul > li')).toHaveCount(1);
  await page.getByTestId('buy-now').click();
  await expectThankYou(page);
  const [order] = await customerOrders(request, customer);
  expect(order!.items.map((item) => item.articleId)).toEqual([plain.id]);
});

test('a campaign link, then an order: the order is placed under the campaign the shopper came from', ANY_WIDTH, async ({ page, request }) => {
  const customer = await shopper(request);
  await chooseAll(request, customer, 'bankTransfer');
  await signInPages(page, customer);
  await page.goto('/d?cmp=primavera');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cmp'))).toBe('primavera');
  await page.goto('/checkout/conferma');
  await page.getByTestId('buy-now').click();
  const number = await expectThankYou(page);
  const res = await request.get(`/v1/e2e/orders/${number}/campaign`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ number, campaignId: 'primavera' });
});

test('card: the hosted payment page, back to the thank-you page, the order placed and its confirmation mailed once', async ({ page, request }) => {
  const customer = await onCardPage(page, request);
  await page.locator('button[name="action"][value="pay"]').click();
  await expect(page).toHaveURL(/\/checkout\/ordine-concluso\/[0-9a-f-]{36}\?session_id=/);
  const number = await expectThankYou(page);
  expect((await customerOrders(request, customer)).map((o) => [o.number, o.status])).toEqual([[number, 'pending']]);
  // The mail goes out after the answer: wait for it.
  await expect.poll(() => mailsTo(OUTBOX, customer.email).length, { timeout: 10_000 }).toBe(1);
  expect(mailsTo(OUTBOX, customer.email)[0]!.body).toContain(number);
});

test('card cancelled on the hosted page: back on the confirm step, told, and nothing placed', ANY_WIDTH, async ({ page, request }) => {
  const customer = await onCardPage(page, request);
  await page.getByRole('button', { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/\/checkout\/conferma\?payment=stripe-cancelled/);
  await expect(page.getByTestId('payment-cancelled')).toContainText('Il pagamento con carta è stato annullato');
  // The step opens at its top; the note beside BUY NOW is brought into view and read first.
  await expect(page.getByTestId('payment-cancelled')).toBeFocused();
  await expect(page.getByTestId('payment-cancelled')).toBeInViewport();
  const id = new URL(page.url()).searchParams.get('order')!;
  await expect.poll(async () => {
    const res = await request.get(`/v1/orders/${id}`, { headers: customer.bearer });
    return res.ok() ? ((await res.json()) as { status: string }).status : res.status();
  }).toBe('awaitPayment');
  expect(await customerOrders(request, customer)).toEqual([]);
});

test('cash on delivery: BUY NOW pressed twice makes one order, with the surcharge in its total', ANY_WIDTH, async ({ page, request }) => {
  const customer = await shopper(request);
  await chooseAll(request, customer, 'mark');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  const buy = page.getByTestId('buy-now');
  await buy.dblclick();
  await expectThankYou(page);
  const orders = await customerOrders(request, customer);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.checkout.cashier.payment.additionalGross).toBe(500);
});

test('offline, a bank transfer order waits on the device, survives a reload and is placed once on reconnect', ANY_WIDTH, async ({ page, context, request }) => {
  const customer = await shopper(request);
  await chooseAll(request, customer, 'bankTransfer');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await waitForWorker(page);
  await expect(page.getByTestId('review-payment')).toContainText('Bonifico bancario');
  await goOffline(context);
  await page.getByTestId('buy-now').click();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  expect(await customerOrders(request, customer)).toEqual([]);
  await goOnline(context);
  await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 30_000 });
  const orders = await customerOrders(request, customer);
  expect(orders).toHaveLength(1);
  await expect(page.getByTestId('order-placed')).toContainText(orders[0]!.number);
});

test('offline, BUY NOW pressed twice: the bank transfer order is placed once within seconds of reconnect, and "Vedi l\'ordine" opens it', ANY_WIDTH, async ({ page, context, request }) => {
  const customer = await shopper(request);
  await chooseAll(request, customer, 'bankTransfer');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await waitForWorker(page);
  const cartShown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /\/carrello/.test(frame.url())) cartShown.push(frame.url());
  });
  await goOffline(context);
  const buy = page.getByTestId('buy-now');
  await buy.dblclick();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  // Still offline when the app starts again: the start must not spend the order's first try.
  await page.reload();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  await goOnline(context);
  // The browser's online event sends it: no backoff timer in between.
  await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 5_000 });
  const orders = await customerOrders(request, customer);
  expect(orders).toHaveLength(1);
  await page.getByTestId('order-placed').getByRole('link', { name: "Vedi l'ordine" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/ordine-concluso/${orders[0]!.id}$`));
  await expect(page.getByTestId('completed-number')).toContainText(orders[0]!.number);
  expect(cartShown).toEqual([]);
  await expect(page.getByTestId('cart-empty-from-confirm')).toHaveCount(0);
});

test('offline, a price changed before the waiting order went: on reconnect the re-check dialog; confirm and buy now places it at the new price', ANY_WIDTH, async ({ page, context, request }) => {
  // Not the articles the other price tests change: they may run at once in two projects.
  const article = await plainArticle(request, 2, 'last', 2);
  const customer = await shopper(request, article);
  await chooseAll(request, customer, 'bankTransfer');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await waitForWorker(page);
  await goOffline(context);
  await page.getByTestId('buy-now').click();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  const setPrice = (prices: Prices) => setArticlePrice(request, article.id, prices);
  const original = await setPrice({ priceGross: article.prices.gross + 300, priceDiscounted: null });
  try {
    await goOnline(context);
    const dialog = page.getByRole('dialog', { name: 'Ci sono modifiche nel tuo carrello' });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    expect(await customerOrders(request, customer)).toEqual([]);
    await dialog.getByRole('button', { name: 'Conferma e acquista ora' }).click();
    await expectThankYou(page);
    const [order] = await customerOrders(request, customer);
    expect(order!.items[0]!.prices.gross).toBe(article.prices.gross + 300);
  } finally {
    await setPrice(original);
  }
});

/**
 * A customer paying with PayPal: PayPal's own button (@paypal/react-paypal-js, here with the
 * sandbox's stand-in for PayPal's script, decision 139) is the one action, in BUY NOW's place; its
 * click opens PayPal's window with the approval page.
 */
async function inPaypalWindow(page: Page, request: APIRequestContext): Promise<{ customer: Customer; paypal: Page }> {
  const customer = await shopper(request);
  await chooseAll(request, customer, 'paypal');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  const button = page.getByTestId('paypal-area').getByRole('button', { name: 'PayPal' });
  await expect(button).toBeVisible();
  await expect(page.getByTestId('buy-now')).toHaveCount(0);
  const opened = page.waitForEvent('popup');
  await button.click();
  const paypal = await opened;
  await expect(paypal).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=[A-Z0-9]{17}$/);
  return { customer, paypal };
}

test('PayPal: approved in PayPal\'s window, the payment is captured and the thank-you page shows the order', async ({ page, request }) => {
  const { customer, paypal } = await inPaypalWindow(page, request);
  await paypal.getByRole('button', { name: 'Approve the payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/ordine-concluso\/[0-9a-f-]{36}$/);
  const number = await expectThankYou(page);
  expect((await customerOrders(request, customer)).map((o) => [o.number, o.status, o.checkout.payment.method])).toEqual([[number, 'pending', 'paypal']]);
});

test('PayPal cancelled: told on the confirm step that the authorisation was cancelled, nothing placed, the button offered again', ANY_WIDTH, async ({ page, request }) => {
  const { customer, paypal } = await inPaypalWindow(page, request);
  await paypal.getByRole('button', { name: 'Cancel and go back to the shop' }).click();
  await expect(page.getByTestId('payment-cancelled')).toContainText("Hai annullato l'autorizzazione su PayPal");
  await expect(page).toHaveURL(/\/checkout\/conferma$/);
  await expect(page.getByTestId('paypal-area').getByRole('button', { name: 'PayPal' })).toBeEnabled();
  expect(await customerOrders(request, customer)).toEqual([]);
});

test('PayPal and a price changed meanwhile: the click finds it and PayPal\'s window closes; confirm and buy now, then the button pays the new price', ANY_WIDTH, async ({ page, request }) => {
  // Not the article the BUY NOW price test changes: the two may run at once in two projects.
  const article = await plainArticle(request, 2, 'last', 1);
  const customer = await shopper(request, article);
  await chooseAll(request, customer, 'paypal');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  const button = page.getByTestId('paypal-area').getByRole('button', { name: 'PayPal' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  const setPrice = (prices: Prices) => setArticlePrice(request, article.id, prices);
  const original = await setPrice({ priceGross: article.prices.gross + 700, priceDiscounted: null });
  try {
    const dialog = page.getByRole('dialog', { name: 'Ci sono modifiche nel tuo carrello' });
    const first = page.waitForEvent('popup');
    await button.click();
    await expect(dialog).toBeVisible();
    // onClick answered actions.reject(): PayPal's window closes and no order is made.
    const refused = await first;
    await expect.poll(() => refused.isClosed()).toBe(true);
    expect(await customerOrders(request, customer)).toEqual([]);

    // The window closed: the desktop gives the shop's window the focus back.
    await page.bringToFront();
    await dialog.getByRole('button', { name: 'Conferma e acquista ora' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    const second = page.waitForEvent('popup');
    await button.click();
    const paypal = await second;
    await paypal.getByRole('button', { name: 'Approve the payment' }).click();
    await expectThankYou(page);
    const [order] = await customerOrders(request, customer);
    expect(order!.items[0]!.prices.gross).toBe(article.prices.gross + 700);
  } finally {
    await setPrice(original);
  }
});

/** From the addresses step: the store pickup at the warehouse, its first open day, the morning slot; answers the day (YYYY-MM-DD). */
async function pickupOnScreen(page: Page): Promise<string> {
  await page.goto('/checkout/indirizzi');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await page.getByRole('radio', { name: /Ritiro in sede/ }).check();
  await page.getByRole('radio', { name: /Magazzino Raggio/ }).check();
  const day = page.locator('input[name="pickup-date"]:not([disabled])').first();
  const date = (await day.getAttribute('value'))!;
  await day.check();
  await page.getByRole('radio', { name: /Mattina/ }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  return date;
}

test('pickup: point, day and slot on screen, card at the counter, the order keeps the slot and ships free', async ({ page, request }) => {
  const customer = await shopper(request);
  await signInPages(page, customer);
  const date = await pickupOnScreen(page);
  await page.getByRole('radio', { name: /Carta al ritiro/ }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByTestId('review-shipping')).toContainText(date.split('-').reverse().join('/'));
  await page.getByTestId('buy-now').click();
  await expectThankYou(page);
  const [order] = await customerOrders(request, customer);
  expect(order!.checkout.shipping).toMatchObject({ method: 'pickup', pickup: { date, hour: { from: '09:00', to: '12:30' } } });
  expect(order!.checkout.cashier.shipping).toEqual({ free: true, gross: 0 });
});

test('bank transfer with a store pickup: the thank-you page and the order in /me/orders give the IBAN and the order number as reference', async ({ page, request }) => {
  const customer = await shopper(request);
  await signInPages(page, customer);
  await pickupOnScreen(page);
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page).toHaveURL(/\/checkout\/conferma$/);
  await page.getByTestId('buy-now').click();
  const number = await expectThankYou(page);

  // The details, under their labels; the IBAN's text (what a copy takes) is the compact one.
  const details = page.getByRole('region', { name: 'Dati per il bonifico' });
  await expect(details).toContainText("Potrai ritirare l'ordine appena riceveremo il bonifico.");
  await expect(details.getByTestId('transfer-iban')).toHaveText(BANK.iban);
  await expect(details.getByTestId('transfer-reference')).toHaveText(number);
  await expect(details.getByTestId('transfer-beneficiary')).toHaveText(BANK.beneficiary);
  const [order] = await customerOrders(request, customer);
  expect(order!.transfer).toEqual({ ...BANK, amount: order!.checkout.cashier.total, reference: number });
  // The confirmation mail (the .eml in the outbox): the same account and reference, the pickup's wording.
  await expect.poll(() => mailsTo(OUTBOX, customer.email).length, { timeout: 10_000 }).toBe(1);
  const mail = mailsTo(OUTBOX, customer.email)[0]!.body;
  for (const part of [BANK.iban, BANK.beneficiary, number, "Potrai ritirare l'ordine appena riceveremo il bonifico"]) expect(mail).toContain(part);

  await page.goto('/me/orders');
  const row = page.getByTestId('order-row');
  await expect(row).toContainText(number);
  await row.getByText("Dettagli dell'ordine").click();
  const inDetail = row.getByRole('region', { name: 'Dati per il bonifico' });
  await expect(inDetail.getByTestId('transfer-iban')).toHaveText(BANK.iban);
  await expect(inDetail.getByTestId('transfer-reference')).toHaveText(number);
});

test('a price changed while on the confirm step: the re-check dialog; close and recheck, then confirm and buy now at the new price', async ({ page, request }) => {
  const article = await plainArticle(request, 2, 'last');
  const customer = await shopper(request, article);
  await chooseAll(request, customer, 'bankTransfer');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await expect(page.getByTestId('review-payment')).toContainText('Bonifico bancario');
  // The step has read the cart (it reads it afresh on entering): what the customer now sees.
  await page.waitForLoadState('networkidle');
  const setPrice = (prices: Prices) => setArticlePrice(request, article.id, prices);
  const original = await setPrice({ priceGross: article.prices.gross + 1000, priceDiscounted: null });
  try {
    const dialog = page.getByRole('dialog', { name: 'Ci sono modifiche nel tuo carrello' });
    await page.getByTestId('buy-now').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Chiudi e ricontrolla' }).click();
    await expect(dialog).toBeHidden();
    expect(await customerOrders(request, customer)).toEqual([]);

    await setPrice({ priceGross: article.prices.gross + 1500, priceDiscounted: null });
    await page.getByTestId('buy-now').click();
    await expect(dialog).toBeVisible();
    // The window closed: the desktop gives the shop's window the focus back.
    await page.bringToFront();
    await dialog.getByRole('button', { name: 'Conferma e acquista ora' }).click();
    await expectThankYou(page);
    const [order] = await customerOrders(request, customer);
    expect(order!.items[0]!.prices.gross).toBe(article.prices.gross + 1500);
  } finally {
    await setPrice(original);
  }
});

test('the cart emptied elsewhere: BUY NOW finds out, and the customer lands on the cart, which says the products ran out', ANY_WIDTH, async ({ page, request }) => {
  const customer = await shopper(request);
  await chooseAll(request, customer, 'bankTransfer');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await page.waitForLoadState('networkidle');
  // Another device of the customer's empties the cart.
  const cart = await (await request.get('/v1/checkout/ss', { headers: customer.bearer })).json() as { items: { id: string }[] };
  expect((await request.delete(`/v1/checkout/ss/carts/items/${cart.items[0]!.id}`, { headers: customer.bearer })).status()).toBe(200);

  // The re-check answers the empty cart: nothing is left to confirm, so the step leaves for the cart.
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/carrello\?da=conferma$/);
  await expect(page.getByTestId('cart-empty-from-confirm')).toHaveText('I prodotti che stavi acquistando sono esauriti o non sono più disponibili.');
  expect(await customerOrders(request, customer)).toEqual([]);
});

test.describe('BUY NOW refused by the server (decision 127)', () => {
  // The intent's refusal is answered by the test: the service worker would keep the page's call from its route.
  test.use({ serviceWorkers: 'block' });

  /** A customer on the confirm step whose next POST orders/intents is refused with `refusal`. */
  async function refusedOnConfirm(page: Page, request: APIRequestContext, refusal: object): Promise<void> {
    const customer = await shopper(request);
    await chooseAll(request, customer, 'bankTransfer');
    await signInPages(page, customer);
    await page.route('**/v1/orders/intents*', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ statusCode: 409, ...refusal }) }));
    await page.goto('/checkout/conferma');
    await page.getByTestId('buy-now').click();
  }

  test('CHECKOUT_INCOMPLETE: the step to complete opens', ANY_WIDTH, async ({ page, request }) => {
    await refusedOnConfirm(page, request, { code: 'CHECKOUT_INCOMPLETE', message: 'Completa indirizzi, spedizione e pagamento prima di acquistare.', payload: { missing: ['spedizione'], step: 'spedizione' } });
    await expect(page).toHaveURL(/\/checkout\/spedizione$/);
  });

  test('CART_CHANGED: the re-check dialog, with the refusal\'s words when the re-check finds nothing', ANY_WIDTH, async ({ page, request }) => {
    const message = 'Alcuni articoli del carrello non sono più disponibili nella quantità richiesta: ricontrolla il carrello.';
    await refusedOnConfirm(page, request, { code: 'CART_CHANGED', message, payload: { short: [{ articleId: 1, available: 0 }] } });
    const dialog = page.getByRole('dialog', { name: 'Ci sono modifiche nel tuo carrello' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(message);
    await expect(page.getByTestId('buy-now-error')).toHaveCount(0);
  });
});

// The shop's language is the page's, not the browser's: a shopper on the Italian shop whose
// browser asks for English pays by card and comes back to the Italian shop (before, the hosted
// page's way back was chosen by the browser's Accept-Language, and the shop stayed English).
test.describe('a browser set to English, on the Italian shop', () => {
  test.use({ locale: 'en-US' });

  test('card: the hosted page comes back to the Italian thank-you page, and the shop stays Italian', ANY_WIDTH, async ({ page, request }) => {
    await onCardPage(page, request);
    await page.locator('button[name="action"][value="pay"]').click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/checkout\/ordine-concluso\/[0-9a-f-]{36}\?session_id=/);
    await expectThankYou(page);
    await page.goto('/me/orders');
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/me\/orders$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('I miei ordini');
  });
});
