// The withdrawal function by clicks (decision 234): from /me/orders on a shipped order, the
// statement, "Conferma il recesso", the time received on screen and in the acknowledgement mail;
// from the footer's link a visitor signs in first and comes back. Sells stock: listed in
// playwright.config.ts's CHANGES_CATALOGUE.
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { mailsTo } from '../api/newsletter-mail';
import { signInAdmin, staffBearer, staffSession } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { addAddress, addToCustomerCart, chooseAll, PASSWORD, placeOrder, plainArticle, signInPages, signUp, type Customer } from './customer-helpers';
import { acceptCookies, expect, goOffline, goOnline, test } from './fixtures';

const OUTBOX = resolve('.data-e2e/outbox');

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => { await acceptCookies(page); });

/** A customer whose order of `quantity` units the staff received the money for and shipped. */
async function shippedOrder(request: APIRequestContext, quantity: number): Promise<{ customer: Customer; orderId: string; number: string }> {
  const customer = await signUp(request, 'withdrawal');
  await addAddress(request, customer);
  await addToCustomerCart(request, customer, (await plainArticle(request, quantity)).id, quantity);
  const order = await placeOrder(request, customer);
  const staff = await staffSession(request);
  for (const [action, data] of [['transfer-received', {}], ['ship', { carrier: 'brt', trackingNumber: 'BRT555' }]] as const) {
    const res = await request.post(`/v1/admin/orders/${order.id}/${action}`, { headers: { ...staffBearer(staff), 'idempotency-key': crypto.randomUUID() }, data });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { customer, orderId: order.id, number: order.number };
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
  await signin.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await signin.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await signin.getByRole('button', { name: 'Accedi', exact: true }).click();
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
  await returns.getByRole('button', { name: 'Accetta il reso' }).click();
  await expect(returns).toContainText('Accettato, in attesa della merce');
  await returns.getByRole('button', { name: 'Merce ricevuta…' }).click();
  const received = admin.getByRole('dialog', { name: `Merce ricevuta per l'ordine ${number}` });
  const second = received.getByRole('group').nth(1);
  await second.getByLabel('Stato').selectOption('damaged');
  await second.getByLabel('Detrazione (€)').fill('5,00');
  await second.getByLabel('Motivo della detrazione (inviato al cliente)').fill('Graffio sul telaio');
  await received.getByRole('button', { name: 'Registra la merce ricevuta' }).click();
  await expect(returns).toContainText('Merce ricevuta, da rimborsare');
  await returns.getByRole('button', { name: 'Rimborsa il reso…' }).click();
  const confirm = admin.getByRole('dialog', { name: `Rimborsare il reso dell'ordine ${number}?` });
  await expect(confirm).toContainText('meno le detrazioni (5,00');
  await confirm.getByRole('button', { name: 'Rimborsa', exact: true }).click();
  await expect(returns).toContainText('Rimborsato');
  await office.close();

  await page.goto('/me/orders');
  await expect(page.getByTestId('order-row').filter({ hasText: number })).toContainText('Reso rimborsato.');
});
