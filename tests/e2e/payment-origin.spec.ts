// With PUBLIC_URL unset, the card's page brings the shopper back to the origin they paid from
// (decision 191): here a second shop, started without PUBLIC_URL on its own data folder, opened on
// 127.0.0.1 and on localhost. Before, both came back to http://localhost:PORT, another origin for
// the first: no sign-in, no cart ("Non riusciamo a mostrare l'ordine").
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';
import { addAddress, addToCustomerCart, chooseAll, plainArticle, signInPages, signUp } from './customer-helpers';

const PORT = Number(process.env.E2E_PORT ?? 8181) + 17;
const DATA_DIR = '.data-e2e-origin';
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  // Another server left on the port would answer in this one's place.
  const taken = await fetch(`http://127.0.0.1:${PORT}/v1/health`).then(() => true, () => false);
  if (taken) throw new Error(`port ${PORT} is taken: stop what listens there`);
  // The compiled server as `npm start` runs it (built before the e2e run), in its own process
  // group: it and its image renderer are stopped together at the end.
  server = spawn(process.execPath, ['build/server/main.js'], {
    detached: true,
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: '', DATA_DIR, LOG_LEVEL: 'warn', WARM_RENDITIONS: 'off',
      AUTH_RATE_PER_CLIENT: '10000', WRITE_RATE_PER_CLIENT: '1000000',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 110_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${PORT}/v1/health`).then((res) => res.ok, () => false);
    if (up) break;
    if (server.exitCode !== null) throw new Error(`the shop without PUBLIC_URL stopped at start (exit ${server.exitCode})`);
    if (Date.now() > deadline) throw new Error('the shop without PUBLIC_URL did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  const started = server;
  if (started?.pid !== undefined && started.exitCode === null) {
    const exited = new Promise((resolve) => started.once('exit', resolve));
    process.kill(-started.pid, 'SIGTERM');
    await exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

async function cardCustomer(api: APIRequestContext) {
  const customer = await signUp(api, 'origin');
  await addAddress(api, customer);
  await addToCustomerCart(api, customer, (await plainArticle(api)).id);
  await chooseAll(api, customer, 'stripe');
  return customer;
}

for (const host of ['127.0.0.1', 'localhost']) {
  const declinedFirst = host === '127.0.0.1';
  test(`opened on ${host}: the card page is ${declinedFirst ? 'declined, then ' : ''}paid and the shopper is back, signed in, on the thank-you page of ${host}`, async ({ page }) => {
    const origin = `http://${host}:${PORT}`;
    const api = await playwrightRequest.newContext({ baseURL: origin });
    const customer = await cardCustomer(api);
    await signInPages(page, customer);
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: /^Carrello, 1 prodotto$/ }).click();
    await page.getByRole('link', { name: 'Vai al carrello' }).click();
    await page.getByTestId('cart-proceed').click();
    await expect(page).toHaveURL(`${origin}/checkout/conferma`);
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(new RegExp(`^${origin.replaceAll('.', '\\.')}/sandbox/stripe/pay/`));
    if (declinedFirst) {
      await page.locator('button[name="action"][value="fail"]').click();
      await expect(page.getByText('Your card was declined')).toBeVisible();
    }
    await page.locator('button[name="action"][value="pay"]').click();
    await expect(page).toHaveURL(new RegExp(`^${origin.replaceAll('.', '\\.')}/checkout/ordine-concluso/[0-9a-f-]{36}\\?session_id=`));
    await expect(page.getByRole('heading', { name: 'Grazie Giulia!' })).toBeVisible({ timeout: 20_000 });
    await api.dispose();
  });
}

test('opened on 127.0.0.1: a card cancelled comes back signed in to the confirm step, which says so', async ({ page }) => {
  const origin = `http://127.0.0.1:${PORT}`;
  const api = await playwrightRequest.newContext({ baseURL: origin });
  const customer = await cardCustomer(api);
  await signInPages(page, customer);
  await page.goto(`${origin}/checkout/conferma`);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\//);
  await page.locator('button[name="action"][value="cancel"]').click();
  await expect(page).toHaveURL(new RegExp(`^${origin.replaceAll('.', '\\.')}/checkout/conferma\\?payment=stripe-cancelled`));
  await expect(page.getByTestId('payment-cancelled')).toContainText('Il pagamento con carta è stato annullato');
  await api.dispose();
});
