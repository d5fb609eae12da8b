// The withdrawal function by clicks (decision 234): from /me/orders on a shipped order, the
// statement, "Conferma il recesso", the time received on screen and in the acknowledgement mail;
// from the footer's link a visitor signs in first and comes back. Sells stock: listed in
// playwright.config.ts's CHANGES_CATALOGUE.
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { mailsTo } from '../api/newsletter-mail';
import { signInAdmin, staffBearer, staffSession } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { addAddress, addToCustomerCart, apiAddress, chooseAll, PASSWORD, placeOrder, plainArticle, signInPages, signUp, type Customer } from './customer-helpers';
import { acceptCookies, expect, goOffline, goOnline, test, waitForServiceWorker } from './fixtures';

const OUTBOX = resolve('.data-e2e/outbox');

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => { await acceptCookies(page); });

/** A billing address asking for an invoice: a company with its VAT number (contract/address.ts). */
const companyAddress = () => ({
  ...apiAddress('Bianchi'), name: { first: 'Giulia', last: 'Bianchi' }, isInvoice: true, fiscalcode: '01234567890',
  invoice: { name: 'Officina Bianchi srl', vatnumber: '01234567890', pec: 'officina.bianchi@pec.it', sdi: 'M5UXCR1' },
});

/**
 * A customer whose order the staff received the money for and shipped: `quantity` units of one
 * article, or one unit each of `lines` articles; billed to a company with a VAT number if `vat`.
 */
async function shippedOrder(request: APIRequestContext, quantity: number, { lines = 1, vat = false } = {}): Promise<{ customer: Customer; orderId: string; number: string }> {
  const customer = await signUp(request, 'withdrawal');
  if (vat) {
    const res = await request.post(`/v1/users/${customer.userId}/addresses`, { data: companyAddress(), headers: customer.bearer });
    expect(res.status(), await res.text()).toBe(201);
  } else {
    await addAddress(request, customer);
  }
  if (lines === 1) await addToCustomerCart(request, customer, (await plainArticle(request, quantity)).id, quantity);
  for (let i = 0; lines > 1 && i < lines; i++) await addToCustomerCart(request, customer, (await plainArticle(request, 1, 'last', i)).id, 1);
  const order = await placeOrder(request, customer);
  const staff = await staffSession(request);
  for (const [action, data] of [['transfer-received', {}], ['ship', { carrier: 'brt', trackingNumber: 'BRT555' }]] as const) {
    const res = await request.post(`/v1/admin/orders/${order.id}/${action}`, { headers: { ...staffBearer(staff), 'idempotency-key': crypto.randomUUID() }, data });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { customer, orderId: order.id, number: order.number };
}

const acknowledgementsTo = (email: string) => mailsTo(OUTBOX, email).filter((mail) => (mail.headers.get('subject') ?? '').includes('recesso'));
const RECEIVED_AT = (number: string) => new RegExp(`Abbiamo ricevuto il tuo recesso dall'ordine ${number} il \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d`);

/** The statements the shop holds for the order, as the back office reads them. */
async function statementsInBackOffice(request: APIRequestContext, orderId: string): Promise<{ lines: { quantity: number }[] }[]> {
  const staff = await staffSession(request);
  const res = await request.get(`/v1/admin/orders/${orderId}`, { headers: staffBearer(staff) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { withdrawals: { lines: { quantity: number }[] }[] }).withdrawals;
}

test('a shipped order: the customer withdraws one of two units from /me/orders and gets the acknowledgement with date and time', async ({ page, request }) => {
  const { customer, number } = await shippedOrder(request, 2);
  await signInPages(page, customer);
  await page.goto('/me/orders');
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await row.getByRole('link', { name: 'Recedi dal contratto qui' }).click();

  const statement = page.getByTestId('withdrawal-statement');
  await expect(statement).toContainText(/Puoi recedere fino al \d\d\/\d\d\/\d{4} compreso/);
  await expect(statement.getByRole('textbox', { name: 'Nome e cognome' })).toHaveValue('Giulia Bianchi');
  const units = statement.getByRole('spinbutton');
  await expect(units).toHaveValue('2');
  await units.fill('1');
  await statement.getByRole('textbox', { name: 'Motivo (facoltativo)' }).fill('Non mi serve più');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await statement.getByRole('button', { name: 'Continua' }).click();

  const confirm = page.getByTestId('withdrawal-confirm');
  await expect(confirm).toContainText(number);
  await expect(confirm).toContainText('Articoli da restituire');
  await expect(confirm).toContainText('Non mi serve più');
  await confirm.getByRole('button', { name: 'Conferma il recesso' }).click();
  await expect(page.getByTestId('withdrawal-received')).toContainText(new RegExp(`Abbiamo ricevuto il tuo recesso dall'ordine ${number} il \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d`));

  await expect.poll(() => mailsTo(OUTBOX, customer.email).filter((mail) => (mail.headers.get('subject') ?? '').includes('recesso')).length, { timeout: 10_000 }).toBe(1);
  const [mail] = mailsTo(OUTBOX, customer.email).filter((m) => (m.headers.get('subject') ?? '').includes('recesso'));
  expect(mail!.body).toMatch(/alle \d\d:\d\d:\d\d \(ora italiana\)/);
  expect(mail!.body).toContain('Motivo: Non mi serve più');

  // The order says so, and one unit is still withdrawable.
  await page.goto('/me/orders');
  await expect(row.getByTestId('order-withdrawal')).toContainText('1 × ');
  await expect(row.getByRole('link', { name: 'Recedi dal contratto qui' })).toBeVisible();
});

test('confirmed without a connection, the statement waits on the device and is sent once when the connection returns', async ({ page, context, request }) => {
  const { customer, number } = await shippedOrder(request, 1);
  await signInPages(page, customer);
  await page.goto('/me/orders');
  await page.getByTestId('order-row').filter({ hasText: number }).getByRole('link', { name: 'Recedi dal contratto qui' }).click();
  const statement = page.getByTestId('withdrawal-statement');
  await statement.getByRole('button', { name: 'Continua' }).click();

  await goOffline(context);
  const confirm = page.getByTestId('withdrawal-confirm');
  await expect(confirm).toContainText('Sei offline: confermando, il recesso resta su questo dispositivo');
  await confirm.getByRole('button', { name: 'Conferma il recesso' }).click();
  await expect(page.getByTestId('withdrawal-waiting')).toContainText(`Il tuo recesso dall'ordine ${number} è salvato su questo dispositivo`);
  const acknowledgements = () => mailsTo(OUTBOX, customer.email).filter((mail) => (mail.headers.get('subject') ?? '').includes('recesso')).length;
  expect(acknowledgements()).toBe(0);

  await goOnline(context);
  await expect(page.getByTestId('withdrawal-received')).toContainText(new RegExp(`Abbiamo ricevuto il tuo recesso dall'ordine ${number} il \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d`), { timeout: 20_000 });
  await expect.poll(acknowledgements, { timeout: 10_000 }).toBe(1);
  await page.goto('/me/orders');
  await expect(page.getByTestId('order-row').filter({ hasText: number }).getByTestId('order-withdrawal')).toContainText('1 × ');
  expect(acknowledgements()).toBe(1);
});

test("from the footer's link a visitor signs in first, then chooses the order", async ({ page, request }) => {
  const { customer, number } = await shippedOrder(request, 1);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Recedi dal contratto qui' }).click();
  await expect(page).toHaveURL(/\/recesso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recesso dal contratto' })).toBeVisible();
  const signin = page.getByRole('form', { name: 'Accedi' });
  await expect(signin).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await signin.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await signin.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await signin.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByTestId('withdrawal-orders').getByRole('link', { name: `Recedi dall'ordine ${number}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByTestId('withdrawal-orders').getByRole('link', { name: `Recedi dall'ordine ${number}` }).click();
  await expect(page.getByTestId('withdrawal-statement')).toContainText(number);
});

test('a card order of three lines: two withdrawn on a phone, accepted, one back resellable and one damaged with a deduction, refunded through the card sandbox', async ({ page, request, browser }) => {
  const customer = await signUp(request, 'return');
  await addAddress(request, customer);
  for (let i = 0; i < 3; i++) await addToCustomerCart(request, customer, (await plainArticle(request, 1, 'last', i)).id, 1);
  await chooseAll(request, customer, 'stripe');
  await signInPages(page, customer);
  await page.goto('/checkout/conferma');
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\//);
  await page.locator('button[name="action"][value="pay"]').click();
  await expect(page.getByRole('heading', { name: 'Grazie Giulia!' })).toBeVisible({ timeout: 20_000 });
  const number = (await page.getByTestId('completed-number').locator('strong').textContent())!;
  const staff = await staffSession(request);
  const orders = await (await request.get(`/v1/admin/orders?q=${number}`, { headers: staffBearer(staff) })).json() as { docs: { id: string }[] };
  const orderId = orders.docs[0]!.id;
  const shipped = await request.post(`/v1/admin/orders/${orderId}/ship`, { headers: { ...staffBearer(staff), 'idempotency-key': crypto.randomUUID() }, data: { carrier: 'brt', trackingNumber: 'BRT777' } });
  expect(shipped.status(), await shipped.text()).toBe(200);

  // The customer, on a phone: two of the three lines.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/me/orders');
  await page.getByTestId('order-row').filter({ hasText: number }).getByRole('link', { name: 'Recedi dal contratto qui' }).click();
  const statement = page.getByTestId('withdrawal-statement');
  await expect(statement.getByRole('spinbutton')).toHaveCount(3);
  await statement.getByRole('spinbutton').nth(2).fill('0');
  await statement.getByRole('button', { name: 'Continua' }).click();
  await page.getByTestId('withdrawal-confirm').getByRole('button', { name: 'Conferma il recesso' }).click();
  await expect(page.getByTestId('withdrawal-received')).toContainText(`Abbiamo ricevuto il tuo recesso dall'ordine ${number}`);
  await expect.poll(() => mailsTo(OUTBOX, customer.email).filter((m) => (m.headers.get('subject') ?? '').includes('recesso')).length, { timeout: 10_000 }).toBe(1);

  // The staff, on a desktop: accept, the goods back (one resellable, one damaged), the refund.
  const office = await browser.newContext({ locale: 'it-IT', viewport: { width: 1440, height: 900 } });
  const admin = await office.newPage();
  await signInAdmin(admin, request);
  await admin.goto(`/admin/ordini/${orderId}`);
  const returns = admin.getByRole('region', { name: 'Recessi e resi' });
  await expect(returns.getByRole('button', { name: 'Accetta il reso' })).toBeVisible();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await returns.getByRole('button', { name: 'Accetta il reso' }).click();
  await expect(returns).toContainText('Accettato, in attesa della merce');
  await returns.getByRole('button', { name: 'Merce ricevuta…' }).click();
  const received = admin.getByRole('dialog', { name: `Merce ricevuta per l'ordine ${number}` });
  await expect(received).toBeVisible();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  const second = received.getByRole('group').nth(1);
  await second.getByLabel('Stato').selectOption('damaged');
  await second.getByLabel('Detrazione (€)').fill('5,00');
  await second.getByLabel('Motivo della detrazione (inviato al cliente)').fill('Graffio sul telaio');
  await received.getByRole('button', { name: 'Registra la merce ricevuta' }).click();
  await expect(returns).toContainText('Merce ricevuta, da rimborsare');
  await returns.getByRole('button', { name: 'Rimborsa il reso…' }).click();
  const confirm = admin.getByRole('dialog', { name: `Rimborsare il reso dell'ordine ${number}?` });
  await expect(confirm).toContainText('meno le detrazioni (5,00');
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await confirm.getByRole('button', { name: 'Rimborsa', exact: true }).click();
  await expect(returns).toContainText('Rimborsato');
  await office.close();

  await page.goto('/me/orders');
  await expect(page.getByTestId('order-row').filter({ hasText: number })).toContainText('Reso rimborsato.');
});

// Checked by: "the same statement offline, sent once on reconnect": two of three lines, on a phone,
// the connection cut before "Conferma il recesso". Each step axe-checked (the confirm, the waiting
// and the received steps).
test('two of three lines withdrawn on a phone without a connection: queued, sent once when it returns, one acknowledgement with date and time', async ({ page, context, request }) => {
  const { customer, orderId, number } = await shippedOrder(request, 1, { lines: 3 });
  await signInPages(page, customer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/me/orders');
  await page.getByTestId('order-row').filter({ hasText: number }).getByRole('link', { name: 'Recedi dal contratto qui' }).click();
  const statement = page.getByTestId('withdrawal-statement');
  await expect(statement.getByRole('spinbutton')).toHaveCount(3);
  await statement.getByRole('spinbutton').nth(2).fill('0');
  await statement.getByRole('button', { name: 'Continua' }).click();

  await goOffline(context);
  const confirm = page.getByTestId('withdrawal-confirm');
  await expect(confirm).toContainText('Sei offline: confermando, il recesso resta su questo dispositivo e parte appena torni online.');
  await expect(confirm.getByRole('listitem')).toHaveCount(2);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Conferma il recesso' }).click();
  const waiting = page.getByTestId('withdrawal-waiting');
  await expect(waiting).toContainText(`Il tuo recesso dall'ordine ${number} è salvato su questo dispositivo: lo inviamo appena torni online, e allora ti arriva la conferma per e-mail.`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(acknowledgementsTo(customer.email)).toHaveLength(0);
  expect(await statementsInBackOffice(request, orderId)).toEqual([]);

  await goOnline(context);
  await expect(page.getByTestId('withdrawal-received')).toContainText(RECEIVED_AT(number), { timeout: 20_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expect.poll(() => acknowledgementsTo(customer.email).length, { timeout: 10_000 }).toBe(1);
  expect(acknowledgementsTo(customer.email)[0]!.body).toMatch(/alle \d\d:\d\d:\d\d \(ora italiana\)/);
  const held = await statementsInBackOffice(request, orderId);
  expect(held).toHaveLength(1);
  expect(held[0]!.lines.map((line) => line.quantity)).toEqual([1, 1]);

  await page.goto('/me/orders');
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row.getByTestId('order-withdrawal')).toContainText(/Recesso ricevuto il .*: 1 × .*, 1 × /);
  // Still once: nothing sent again by the page opened anew.
  expect(acknowledgementsTo(customer.email)).toHaveLength(1);
  expect(await statementsInBackOffice(request, orderId)).toHaveLength(1);
});

// "Works offline like other edits": the form opens from the orders list seen online, with no
// connection (before, it waited for GET orders/{id} and showed "Caricamento…" for ever).
test('the orders list seen online: offline, "Recedi dal contratto qui" opens the statement, confirmed it waits, and is sent once online', async ({ page, context, request }) => {
  const { customer, orderId, number } = await shippedOrder(request, 2);
  await signInPages(page, customer);
  // Once online, the app's session check told it the customer's name, which it keeps beside the
  // token (decision 271).
  const sessionChecked = page.waitForResponse((res) => new URL(res.url()).pathname === '/v1/auth' && res.ok());
  await page.goto('/');
  await waitForServiceWorker(page);
  await sessionChecked;
  // Opened again, the signal gone before the app asks again (it asks once the page is idle): the
  // form still fills the name, from what the app kept.
  await page.route('**/v1/auth', (route) => route.abort('internetdisconnected'));
  await page.goto('/me/orders');
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row.getByRole('link', { name: 'Recedi dal contratto qui' })).toBeVisible();

  await goOffline(context);
  await row.getByRole('link', { name: 'Recedi dal contratto qui' }).click();
  const statement = page.getByTestId('withdrawal-statement');
  await expect(statement).toContainText(`Ordine ${number}`);
  await expect(statement.getByRole('textbox', { name: 'Nome e cognome' })).toHaveValue('Giulia Bianchi');
  await statement.getByRole('spinbutton').fill('1');
  await statement.getByRole('textbox', { name: 'Motivo (facoltativo)' }).fill('Non serve più');
  await statement.getByRole('button', { name: 'Continua' }).click();
  const confirm = page.getByTestId('withdrawal-confirm');
  await expect(confirm).toContainText('Sei offline: confermando');
  await confirm.getByRole('button', { name: 'Conferma il recesso' }).click();
  await expect(page.getByTestId('withdrawal-waiting')).toContainText(`Il tuo recesso dall'ordine ${number} è salvato su questo dispositivo`);
  expect(acknowledgementsTo(customer.email)).toHaveLength(0);

  await goOnline(context);
  await expect(page.getByTestId('withdrawal-received')).toContainText(RECEIVED_AT(number), { timeout: 20_000 });
  await expect.poll(() => acknowledgementsTo(customer.email).length, { timeout: 10_000 }).toBe(1);
  expect(acknowledgementsTo(customer.email)[0]!.body).toContain('Motivo: Non serve più');
  expect(await statementsInBackOffice(request, orderId)).toHaveLength(1);
});

// The mails' link (the labelled words are the link): followed signed out, it asks to sign in,
// then opens the statement of that order.
test("the shipped mail's \"Recedi dal contratto qui\" link, followed signed out, asks to sign in and opens the order's statement", async ({ page, request }) => {
  const { customer, orderId, number } = await shippedOrder(request, 1);
  await expect.poll(() => mailsTo(OUTBOX, customer.email).filter((m) => (m.headers.get('subject') ?? '').includes('spedito')).length, { timeout: 10_000 }).toBe(1);
  const [shipped] = mailsTo(OUTBOX, customer.email).filter((m) => (m.headers.get('subject') ?? '').includes('spedito'));
  const href = /<a href="([^"]+)">Recedi dal contratto qui<\/a>/.exec(shipped!.body)?.[1];
  expect(href).toMatch(new RegExp(`/recesso/${orderId}$`));

  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: 'Recesso dal contratto' })).toBeVisible();
  await expect(page.getByText("Accedi con l'account dell'ordine per recedere dal contratto.")).toBeVisible();
  const signin = page.getByRole('form', { name: 'Accedi' });
  await signin.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await signin.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await signin.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByTestId('withdrawal-statement')).toContainText(`Ordine ${number}`);
  await expect(page).toHaveURL(new RegExp(`/recesso/${orderId}$`));
});

// A purchase with a VAT number: the function is offered with the terms' own sentence on who may
// withdraw; the form's messages are the form kit's (the spec's words).
test("an order billed with a VAT number: the statement page says the terms' sentence on who may withdraw, and the form speaks the spec's messages", async ({ page, request }) => {
  const { customer, orderId, number } = await shippedOrder(request, 1, { vat: true });
  await signInPages(page, customer);
  await page.goto(`/recesso/${orderId}`);
  const statement = page.getByTestId('withdrawal-statement');
  await expect(statement).toContainText(`Ordine ${number}`);
  await expect(statement).toContainText('Possono recedere solo i consumatori, cioè chi acquista senza partita IVA.');

  await statement.getByRole('textbox', { name: 'Nome e cognome' }).fill('');
  await statement.getByRole('textbox', { name: 'E-mail per la conferma' }).fill('giulia@');
  await statement.getByRole('button', { name: 'Continua' }).click();
  await expect(statement).toContainText('Questo campo è obbligatorio');
  await expect(statement).toContainText('Questo indirizzo email non è valido');
  await statement.getByRole('textbox', { name: 'E-mail per la conferma' }).fill('');
  await statement.getByRole('button', { name: 'Continua' }).click();
  await expect(statement.getByText('Questo campo è obbligatorio')).toHaveCount(2);

  await statement.getByRole('textbox', { name: 'Nome e cognome' }).fill('Officina Bianchi');
  await statement.getByRole('textbox', { name: 'E-mail per la conferma' }).fill(customer.email);
  await statement.getByRole('button', { name: 'Continua' }).click();
  await page.getByTestId('withdrawal-confirm').getByRole('button', { name: 'Conferma il recesso' }).click();
  await expect(page.getByTestId('withdrawal-received')).toContainText(RECEIVED_AT(number));
  expect(await statementsInBackOffice(request, orderId)).toHaveLength(1);
});
