// The back office's orders end to end (docs/decisions/195-back-office-ui.md, 193): a shopper's order
// made on the real screens, then the staff's clicks in /admin, then what the shopper sees in
// /me/orders and in the mail. Sells stock: listed in playwright.config.ts's CHANGES_CATALOGUE.
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo } from '../api/newsletter-mail';
import { signInAdmin, staffBearer, staffSession } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { addAddress, addToCustomerCart, chooseAll, pickupOrderByClicks, placeOrder, plainArticle, signInPages, signUp, type Customer } from './customer-helpers';
import { acceptCookies, expect, test } from './fixtures';

const OUTBOX = resolve('.data-e2e/outbox');

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page, request }) => {
  await acceptCookies(page);
  await signInAdmin(page, request);
});

/** A customer with an address and `quantity` of a plain article in the cart, signed in on the pages. */
async function shopper(page: Page, request: APIRequestContext, quantity = 1): Promise<Customer> {
  const customer = await signUp(request, 'admin');
  await addAddress(request, customer);
  await addToCustomerCart(request, customer, (await plainArticle(request, quantity)).id, quantity);
  await signInPages(page, customer);
  return customer;
}

async function thankYouNumber(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Grazie Giulia!' })).toBeVisible({ timeout: 20_000 });
  const number = (await page.getByTestId('completed-number').locator('strong').textContent())!;
  expect(number).toMatch(/^R\d{4}-\d{6}$/);
  return number;
}

/** Bank transfer, every checkout step clicked through. */
async function transferOrderByClicks(page: Page, request: APIRequestContext): Promise<{ customer: Customer; number: string }> {
  const customer = await shopper(page, request);
  await page.goto('/checkout/indirizzi');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await page.getByRole('radio', { name: /Corriere/ }).first().check();
  await page.getByRole('radio', { name: /Corriere Italia/ }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check();
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page).toHaveURL(/\/checkout\/conferma$/);
  await page.getByTestId('buy-now').click();
  return { customer, number: await thankYouNumber(page) };
}

/** Card, paid on the sandbox's hosted page. */
async function cardOrder(page: Page, request: APIRequestContext, quantity = 1): Promise<{ customer: Customer; number: string }> {
  const customer = await shopper(page, request, quantity);
  await chooseAll(request, customer, 'stripe');
  await page.goto('/checkout/conferma');
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\//);
  await page.locator('button[name="action"][value="pay"]').click();
  return { customer, number: await thankYouNumber(page) };
}

/** PayPal, approved in the sandbox's PayPal window. */
async function paypalOrder(page: Page, request: APIRequestContext): Promise<{ customer: Customer; number: string }> {
  const customer = await shopper(page, request);
  await chooseAll(request, customer, 'paypal');
  await page.goto('/checkout/conferma');
  const opened = page.waitForEvent('popup');
  await page.getByTestId('paypal-area').getByRole('button', { name: 'PayPal' }).click();
  const paypal = await opened;
  await paypal.getByRole('button', { name: 'Approve the payment' }).click();
  return { customer, number: await thankYouNumber(page) };
}

/** The order's page in the back office, found by its number in the list's search. */
async function openInAdmin(page: Page, number: string): Promise<void> {
  await page.goto('/admin/ordini');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(number);
  await page.getByRole('button', { name: 'Filtra' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ordine ${number}` })).toBeVisible();
}

const status = (page: Page) => page.getByTestId('order-status');

async function openInAdminEnglish(page: Page, number: string): Promise<void> {
  await page.goto('/admin/ordini');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
}

async function meOrderStatus(page: Page, number: string) {
  await page.goto('/me/orders');
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  return row.getByTestId('order-status');
}

async function shipWith(page: Page, trackingNumber: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Spedisci' });
  await form.getByLabel('Corriere').selectOption('brt');
  await form.getByLabel('Numero di tracciamento').fill(trackingNumber);
  await form.getByRole('button', { name: 'Spedisci' }).click();
  await expect(status(page)).toHaveText('Spedito');
  await expect(page.getByTestId('shipment')).toContainText(`BRT ${trackingNumber}`);
}

test('a bank transfer placed on the shop is confirmed by the staff: the shopper sees it proceed and gets the mail', async ({ page, request }) => {
  const { customer, number } = await transferOrderByClicks(page, request);
  const mailsBefore = mailsTo(OUTBOX, customer.email).length;

  await page.goto('/admin/ordini');
  const transfersTile = page.getByRole('link', { name: /bonifici da confermare/ });
  await expect(transfersTile).toBeVisible();
  expect(Number(await transfersTile.locator('strong').textContent())).toBeGreaterThanOrEqual(1);
  await openInAdmin(page, number);
  await expect(status(page)).toHaveText('In attesa di pagamento');
  // It asks first, with the amount to look for on the bank account; Back changes nothing.
  await page.getByRole('button', { name: 'Bonifico ricevuto' }).click();
  const confirm = page.getByRole('dialog', { name: `Il bonifico dell'ordine ${number} è arrivato?` });
  await expect(confirm).toContainText('€');
  await confirm.getByRole('button', { name: 'Indietro' }).click();
  await expect(confirm).toBeHidden();
  await expect(status(page)).toHaveText('In attesa di pagamento');
  await page.getByRole('button', { name: 'Bonifico ricevuto' }).click();
  await confirm.getByRole('button', { name: 'Sì, è arrivato' }).click();
  await expect(status(page)).toHaveText('Da elaborare');
  await expect(page.getByRole('button', { name: 'Bonifico ricevuto' })).toHaveCount(0);
  await expect(page.getByTestId('history')).toContainText('Bonifico ricevuto');

  await expect.poll(() => mailsTo(OUTBOX, customer.email).length, { timeout: 10_000 }).toBe(mailsBefore + 1);
  expect(mailsTo(OUTBOX, customer.email).at(-1)!.body).toContain(number);
  await expect(page.getByTestId('mails')).toContainText(customer.email);
  await expect(await meOrderStatus(page, number)).toHaveText('da elaborare');
});

test('in English at a tablet\'s width: the shop\'s new-order mail names things and opens its order, the transfers tile lists what it counts, the transfer asks first', async ({ page, request }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/admin/ordini');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const customer = await signUp(request, 'admin-en');
  await addAddress(request, customer);
  await addToCustomerCart(request, customer, (await plainArticle(request)).id);
  const order = await placeOrder(request, customer);

  // The shop's mail about the order: words, not the codes it is stored under, and its address;
  // its link opens the order in the back office.
  const shopMail = () => mailsTo(OUTBOX, 'ordini@raggiocicli.it').find((mail) => mail.body.includes(order.number));
  await expect.poll(() => shopMail() !== undefined, { timeout: 10_000 }).toBe(true);
  const { body } = shopMail()!;
  for (const code of ['bankTransfer', 'courier', 'awaitPayment']) expect(body).not.toContain(code);
  expect(body).toContain('Via Roma 1');
  const link = /https?:\/\/[^\s"<>]+\/admin\/ordini\/[0-9a-f-]{36}/.exec(body)?.[0];
  expect(link, 'a link to the order in the back office').toBeDefined();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();

  // The tile opens exactly the orders it counts.
  await page.goto('/admin/ordini');
  const tile = page.getByRole('link', { name: /transfers to confirm/ });
  const counted = Number(await tile.locator('strong').textContent());
  expect(counted).toBeGreaterThanOrEqual(1);
  await tile.click();
  await expect(page.getByText(`Orders found: ${counted}`)).toBeVisible();

  // Money moves ask first, in English too.
  await openInAdminEnglish(page, order.number);
  await expect(status(page)).toHaveText('Awaiting payment');
  await page.getByRole('button', { name: 'Transfer received' }).click();
  const confirm = page.getByRole('dialog', { name: `Has the transfer for order ${order.number} arrived?` });
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(confirm).toBeHidden();
  await expect(status(page)).toHaveText('Awaiting payment');
  await page.getByRole('button', { name: 'Transfer received' }).click();
  await confirm.getByRole('button', { name: 'Yes, it arrived' }).click();
  await expect(status(page)).toHaveText('To be processed');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a card order shipped with a tracking number: the shopper reads it in the mail and sees it shipped', async ({ page, request }) => {
  const { customer, number } = await cardOrder(page, request);
  const mailsBefore = mailsTo(OUTBOX, customer.email).length;
  await openInAdmin(page, number);
  await expect(status(page)).toHaveText('Da elaborare');
  await page.getByRole('button', { name: 'Prendi in carico' }).click();
  await expect(status(page)).toHaveText('Preso in carico');
  await shipWith(page, 'BRT0012345678');

  await expect.poll(() => mailsTo(OUTBOX, customer.email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(mailsBefore + 1);
  expect(mailsTo(OUTBOX, customer.email).map((mail) => mail.body).join('\n')).toContain('BRT0012345678');
  await expect(await meOrderStatus(page, number)).toHaveText('spedito');
});

test('a pickup order made ready and handed over at the counter', async ({ page, request }) => {
  await shopper(page, request);
  await pickupOrderByClicks(page);
  const number = await thankYouNumber(page);

  await openInAdmin(page, number);
  await expect(page.getByRole('form', { name: 'Spedisci' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pronto per il ritiro' }).click();
  await expect(status(page)).toHaveText('Pronto per il ritiro');
  await expect(await meOrderStatus(page, number)).toHaveText('pronto per il ritiro');
  await openInAdmin(page, number);
  // The order's point and day in words, and no shipping address: it ships nowhere.
  await expect(page.getByRole('region', { name: 'Consegna e pagamento' })).toContainText(/Magazzino Raggio, .+ — [^,]+ \d{4}, \d\d:\d\d–\d\d:\d\d/);
  await expect(page.getByRole('region', { name: 'Indirizzi' }).getByRole('heading', { name: 'Spedizione' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Consegna e pagamento' })).toContainText('Carta al ritiro (POS)');
  await page.getByRole('button', { name: 'Consegnato al cliente' }).click();
  await expect(status(page)).toHaveText('Ritirato dal cliente');
  await expect(page.getByTestId('history')).toContainText('Consegnato al cliente');
});

test('a partial refund of a card order through the Stripe sandbox, the refund dialog used with the keyboard only', async ({ page, request }) => {
  const { number } = await cardOrder(page, request, 2);
  await openInAdmin(page, number);
  await shipWith(page, 'BRT0099887766');

  const open = page.getByRole('button', { name: 'Rimborsa…' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Rimborso dell'ordine ${number}` });
  await expect(dialog).toBeVisible();
  // The first field has the focus, and Escape closes the dialog giving it back to its button.
  await expect(dialog.getByRole('spinbutton').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const units = dialog.getByRole('spinbutton').first();
  await expect(units).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(units).toHaveValue('1');
  // Tab stays inside the dialog: the amount, the restock box, Back, Refund.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: /Importo/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: /Rimetti in stock/ })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: /Rimetti in stock/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Rimborsa' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText('Rimborsato in parte');
  await expect(page.getByRole('region', { name: 'Rimborsi' })).toContainText('stripe');
  await expect(open).toBeFocused();
});

test('a partial refund of a PayPal order by amount', async ({ page, request }) => {
  const { number } = await paypalOrder(page, request);
  await openInAdmin(page, number);
  await shipWith(page, 'BRT0055443322');
  await page.getByRole('button', { name: 'Rimborsa…' }).click();
  const dialog = page.getByRole('dialog', { name: `Rimborso dell'ordine ${number}` });
  await dialog.getByRole('textbox', { name: /Importo/ }).fill('5,00');
  await dialog.getByRole('checkbox', { name: /Rimetti in stock/ }).uncheck();
  await dialog.getByRole('button', { name: 'Rimborsa' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText('Rimborsato in parte');
  await expect(page.getByRole('region', { name: 'Rimborsi' })).toContainText('paypal');
  await expect(page.getByTestId('refunded')).toHaveText(/5,00/);
  await expect(await meOrderStatus(page, number)).toHaveText('rimborsato in parte');
  // The shopper reads what came back beside the total.
  await expect(page.getByTestId('order-row').filter({ hasText: number }).getByTestId('order-refunded')).toHaveText(/Rimborsato: 5,00/);
});

test('a refusal reads as the API words it: an order moved meanwhile by someone else', async ({ page, request }) => {
  const customer = await signUp(request, 'admin');
  await addAddress(request, customer);
  await addToCustomerCart(request, customer, (await plainArticle(request)).id);
  const order = await placeOrder(request, customer);
  const session = await staffSession(request);
  await openInAdmin(page, order.number);
  const moved = await request.post(`/v1/admin/orders/${order.id}/transfer-received`, {
    headers: { ...staffBearer(session), 'idempotency-key': crypto.randomUUID() }, data: {},
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const again = await request.post(`/v1/admin/orders/${order.id}/transfer-received`, {
    headers: { ...staffBearer(session), 'idempotency-key': crypto.randomUUID(), 'accept-language': 'it' }, data: {},
  });
  expect(again.status()).toBe(409);
  const { message } = (await again.json()) as { message: string };

  // This page still shows the order awaiting its transfer.
  await page.getByRole('button', { name: 'Bonifico ricevuto' }).click();
  const confirm = page.getByRole('dialog', { name: `Il bonifico dell'ordine ${order.number} è arrivato?` });
  await confirm.getByRole('button', { name: 'Sì, è arrivato' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(message);
  await confirm.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('button', { name: 'Bonifico ricevuto' })).toBeEnabled();
});

test('cancelling asks first: Back changes nothing, the confirmation cancels', async ({ page, request }) => {
  const { number } = await transferOrderByClicks(page, request);
  await openInAdmin(page, number);
  await page.getByRole('button', { name: "Annulla l'ordine" }).click();
  const dialog = page.getByRole('dialog', { name: `Annullare l'ordine ${number}?` });
  await expect(dialog).toBeVisible();
  // A transfer not yet received: nothing to give back, and the dialog says so.
  await expect(dialog).toContainText("Non c'è nessun pagamento da rimborsare.");
  await dialog.getByRole('button', { name: 'Indietro' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText('In attesa di pagamento');
  await page.getByRole('button', { name: "Annulla l'ordine" }).click();
  await dialog.getByRole('button', { name: "Annulla l'ordine" }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText('Annullato');
  await expect(await meOrderStatus(page, number)).toHaveText('annullato');
});

test('the orders list and an order page pass axe, on a desktop and at a tablet\'s width', async ({ page, request }) => {
  const { number } = await transferOrderByClicks(page, request);
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/admin/ordini');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousAxeViolations(page), `list at ${width}`).toEqual([]);
    await openInAdmin(page, number);
    expect(await seriousAxeViolations(page), `order at ${width}`).toEqual([]);
  }
});

/** The bulk screens' words: Italian on a desktop, English at a tablet's width. */
const BULK_CASES = [
  {
    lang: 'it', width: 1440, open: openInAdmin, select: (n: string) => `Seleziona l'ordine ${n}`, selected: 'Selezionati: 3',
    print: 'Stampa distinte', toPrint: 'Distinte da stampare: 3', slip: (n: string) => `Distinta dell'ordine ${n}`,
    ship: 'Spedisci…', carrier: 'Corriere', tracking: (n: string) => `Numero di tracciamento dell'ordine ${n}`, shipAll: 'Spedisci 3 ordini',
    outcome: 'Spediti: 3. Rifiutati: 0.', shipped: 'Spedito', noteForm: 'Nuova nota', note: 'Nota per lo staff', addNote: 'Aggiungi la nota',
  },
  {
    lang: 'en', width: 768, open: openInAdminEnglish, select: (n: string) => `Select order ${n}`, selected: 'Selected: 3',
    print: 'Print packing slips', toPrint: 'Packing slips to print: 3', slip: (n: string) => `Packing slip of order ${n}`,
    ship: 'Ship…', carrier: 'Carrier', tracking: (n: string) => `Tracking number of order ${n}`, shipAll: 'Ship 3 orders',
    outcome: 'Shipped: 3. Refused: 0.', shipped: 'Shipped', noteForm: 'New note', note: 'Note for the staff', addNote: 'Add the note',
  },
] as const;

for (const c of BULK_CASES) {
  test(`three orders shipped at once from the list, their packing slips printed to PDF, and a staff note on one (${c.lang}, ${c.width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width: c.width, height: 1000 });
    await page.addInitScript((lang) => window.localStorage.setItem('raggio-admin-lang', lang), c.lang);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const customer = await signUp(request, 'bulk');
      await addAddress(request, customer);
      await addToCustomerCart(request, customer, (await plainArticle(request, 1)).id, 1);
      numbers.push((await placeOrder(request, customer, 'mark')).number);
    }
    const selectThree = async () => {
      await page.goto('/admin/ordini?status=pending');
      for (const number of numbers) await page.getByRole('checkbox', { name: c.select(number) }).check();
      await expect(page.getByText(c.selected)).toBeVisible();
    };
    await selectThree();
    // The slips of the three, one per A4 page, printed to PDF and looked at.
    await page.getByRole('button', { name: c.print }).click();
    await expect(page.getByText(c.toPrint)).toBeVisible();
    for (const number of numbers) await expect(page.getByRole('heading', { name: c.slip(number) })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    await page.emulateMedia({ media: 'screen' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(3);

    await selectThree();
    await page.getByRole('button', { name: c.ship }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(c.carrier).selectOption('brt');
    for (const [i, number] of numbers.entries()) await dialog.getByLabel(c.tracking(number)).fill(`BRTBULK${i}`);
    await dialog.getByRole('button', { name: c.shipAll }).click();
    await expect(page.getByText(c.outcome)).toBeVisible({ timeout: 20_000 });

    await c.open(page, numbers[0]!);
    await expect(status(page)).toHaveText(c.shipped);
    const note = page.getByRole('form', { name: c.noteForm });
    await note.getByLabel(c.note).fill('Il cliente chiede di lasciarlo al portiere.');
    await note.getByRole('button', { name: c.addNote }).click();
    await expect(page.getByText('Il cliente chiede di lasciarlo al portiere.')).toBeVisible();
  });
}
