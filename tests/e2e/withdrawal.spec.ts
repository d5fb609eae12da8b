// The withdrawal function by clicks (decision 234): from /me/orders on a shipped order, the
// statement, "Conferma il recesso", the time received on screen and in the acknowledgement mail;
// from the footer's link a visitor signs in first and comes back. Sells stock: listed in
// playwright.config.ts's CHANGES_CATALOGUE.
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { mailsTo } from '../api/newsletter-mail';
import { staffBearer, staffSession } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { addAddress, addToCustomerCart, PASSWORD, placeOrder, plainArticle, signInPages, signUp, type Customer } from './customer-helpers';
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
