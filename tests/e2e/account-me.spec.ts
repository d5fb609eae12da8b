// The personal area /me (docs/product/accounts.md#personal-area, docs/product/accounts.md#address-book,
// docs/product/accounts.md#account-data):
// a customer signed up through the API, the token put where the app keeps it, then the real
// screens against the real server — account data, password and e-mail changes, the address book,
// the orders' empty state and signing out from the menu; axe on the two main screens.
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { acceptCookies, expect, test } from './fixtures';

const PASSWORD = 'sella-carbonio-42';
let counter = 0;

interface Customer { token: string; userId: number; email: string }

/** Signs a new customer up through the API (docs/product/accounts.md#sign-up). */
async function signUp(request: APIRequestContext): Promise<Customer> {
  counter += 1;
  const email = `me.${test.info().project.name}.${counter}.${Date.now()}@example.it`;
  const res = await request.post('/v1/auth/signup', {
    data: {
      name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 14, month: 5, year: 1990 },
      email, password: PASSWORD, confirmedPass: PASSWORD, newsSubscriber: false,
    },
  });
  expect(res.status()).toBe(200);
  const answer = await res.json() as { token: string; user: { id: number } };
  return { token: answer.token, userId: answer.user.id, email };
}

/** Stores the token as the app does (local storage 'token'), then opens `path`. */
async function openSignedIn(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto('/404');
  await page.evaluate((token) => window.localStorage.setItem('token', token), customer.token);
  await page.goto(path);
}

const signInStatus = async (request: APIRequestContext, email: string, password: string) =>
  (await request.post('/v1/auth/signin', { data: { email, password } })).status();

/** An address body for the API (contract/address.ts), to fill the book quickly. */
const apiAddress = (last: string) => ({
  name: { first: 'Marco', last }, street: 'Via Roma 1', province: 'PD', cap: 'PD_028001', zipcode: '35031',
  phone: '049 123456', isInvoice: false,
});

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

test('account data: the submit waits for a change, then the data, the password and the e-mail change', async ({ page, request }) => {
  test.setTimeout(60_000);
  const customer = await signUp(request);
  await openSignedIn(page, customer, '/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();

  const profile = page.getByRole('form', { name: 'I tuoi dati' });
  const save = profile.getByRole('button', { name: 'Salva i dati' });
  await expect(profile.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Giulia');
  await expect(save).toBeDisabled();
  await profile.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
  await profile.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 1234567');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(profile.getByText('Dati aggiornati')).toBeVisible();
  // The note goes after 2 s; the saved values are the form's new start, so submit waits again.
  await expect(profile.getByText('Dati aggiornati')).toBeHidden({ timeout: 5_000 });
  await expect(save).toBeDisabled();
  const saved = await request.get(`/v1/users/${customer.userId}`, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(await saved.json()).toMatchObject({ name: { first: 'Giulia', last: 'Rossi' }, phone: '+39 333 1234567' });

  // The server allows a few password attempts per address (decision 099): this test spends four
  // (sign-up, the change, the old password's sign-in, the e-mail change, which checks the new one).
  const passwordForm = page.getByRole('form', { name: 'Cambia password' });
  await passwordForm.getByRole('textbox', { name: 'Password attuale', exact: true }).fill(PASSWORD);
  await passwordForm.getByRole('textbox', { name: 'Nuova password', exact: true }).fill('pedivella-titanio-7');
  await passwordForm.getByRole('textbox', { name: 'Conferma la nuova password', exact: true }).fill('pedivella-titanio-7');
  await passwordForm.getByRole('button', { name: 'Cambia password' }).click();
  await expect(passwordForm.getByText('Password aggiornata')).toBeVisible();
  await expect(passwordForm.getByRole('textbox', { name: 'Password attuale', exact: true })).toHaveValue('');
  expect(await signInStatus(request, customer.email, PASSWORD)).toBe(401);

  const emailForm = page.getByRole('form', { name: 'Cambia email' });
  const newEmail = `nuova.${customer.email}`;
  await emailForm.getByRole('textbox', { name: 'Nuova email', exact: true }).fill(newEmail);
  await emailForm.getByRole('textbox', { name: 'Conferma la nuova email' }).fill(newEmail);
  await emailForm.getByRole('textbox', { name: 'Password', exact: true }).fill('pedivella-titanio-7');
  await emailForm.getByRole('button', { name: 'Cambia email' }).click();
  await expect(emailForm.getByText('Email aggiornata')).toBeVisible();
  await expect(emailForm.getByText(`Email attuale: ${newEmail}`)).toBeVisible();
  expect(await signInStatus(request, newEmail, 'pedivella-titanio-7')).toBe(200);
});

test('the password-only screen and the personal-data request', async ({ page, request }) => {
  const customer = await signUp(request);
  await openSignedIn(page, customer, '/me/password');
  const form = page.getByRole('form', { name: 'Cambia password' });
  await expect(page.getByRole('heading', { level: 1, name: 'Cambia password' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cambia password' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Password attuale', exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Cambia password' }).click();
  await expect(form.getByText('Questo campo è obbligatorio')).toHaveCount(2);
  await form.getByRole('textbox', { name: 'Nuova password', exact: true }).fill('pedivella-titanio-7');
  await form.getByRole('textbox', { name: 'Conferma la nuova password', exact: true }).fill('pedivella-titanio-7');
  await form.getByRole('button', { name: 'Mostra password' }).first().click();
  await expect(form.getByRole('textbox', { name: 'Password attuale', exact: true })).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Cambia password' }).click();
  await expect(form.getByRole('alert')).toHaveText('La password attuale non è corretta.');
  // A wrong current password is a 400, not a 401: the session stays.
  await expect(page).toHaveURL(/\/me\/password$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(customer.token);

  await page.goto('/me');
  await expect(page.getByText(/l'esportazione può richiedere fino a 30 giorni/)).toBeVisible();
  await page.getByRole('button', { name: 'Richiedi i miei dati' }).click();
  await expect(page.getByTestId('data-request-recorded')).toContainText(/Richiesta registrata il \d{2}\/\d{2}\/\d{4}/);
});

test('address book: the first is default for both, up to 5, defaults move, a default is not deleted', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await signUp(request);
  await openSignedIn(page, customer, '/me/addresses');
  await expect(page.getByText('Non hai ancora salvato nessun indirizzo.')).toBeVisible();

  await page.getByRole('button', { name: 'Nuovo indirizzo' }).click();
  const form = page.getByRole('form', { name: 'Nuovo indirizzo' });
  await expect(form.getByRole('button', { name: 'Salva indirizzo' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await form.getByRole('textbox', { name: 'Cognome' }).fill('Bianchi');
  await expect(form.getByRole('combobox', { name: 'Comune' })).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Provincia' }).selectOption('PD');
  const municipality = form.getByRole('combobox', { name: 'Comune' });
  await expect(municipality).toBeEnabled();
  await municipality.selectOption({ label: 'Abano Terme' });
  await expect(form.getByRole('combobox', { name: 'CAP' })).toHaveValue('35031');
  await form.getByRole('textbox', { name: 'Via e numero civico' }).fill('Via Roma 1');
  await form.getByRole('textbox', { name: 'Telefono' }).fill('049 123456');
  await form.getByRole('button', { name: 'Salva indirizzo' }).click();

  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  const first = cards.first();
  await expect(first.getByRole('checkbox', { name: 'Predefinito per la fatturazione' })).toBeChecked();
  await expect(first.getByRole('checkbox', { name: 'Predefinito per la spedizione' })).toBeChecked();
  // Default for both: neither box can be unticked.
  await expect(first.getByRole('checkbox', { name: 'Predefinito per la fatturazione' })).toBeDisabled();
  await expect(first.getByRole('checkbox', { name: 'Predefinito per la spedizione' })).toBeDisabled();

  // A big city has several CAPs: the main one is filled in and the others can be chosen.
  await page.getByRole('button', { name: 'Nuovo indirizzo' }).click();
  const second = page.getByRole('form', { name: 'Nuovo indirizzo' });
  await second.getByRole('textbox', { name: 'Nome', exact: true }).fill('Luca');
  await second.getByRole('textbox', { name: 'Cognome' }).fill('Verdi');
  await second.getByRole('combobox', { name: 'Provincia' }).selectOption('PD');
  await second.getByRole('combobox', { name: 'Comune' }).selectOption({ label: 'Padova' });
  await expect(second.getByRole('combobox', { name: 'CAP' })).toHaveValue('35121');
  await second.getByRole('combobox', { name: 'CAP' }).selectOption('35129');
  await second.getByRole('textbox', { name: 'Via e numero civico' }).fill('Via del Santo 5');
  await second.getByRole('textbox', { name: 'Telefono' }).fill('049 654321');
  await second.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(cards).toHaveCount(2);
  const luca = cards.filter({ hasText: 'Luca Verdi' });
  await expect(luca).toContainText('35129 Padova (PD)');
  await expect(luca.getByRole('checkbox', { name: 'Predefinito per la spedizione' })).not.toBeChecked();

  // Three more through the API make five: the New button goes.
  for (const last of ['Uno', 'Due', 'Tre']) {
    const res = await request.post(`/v1/users/${customer.userId}/addresses`, {
      data: apiAddress(last), headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(res.ok()).toBe(true);
  }
  await page.reload();
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Nuovo indirizzo' })).toHaveCount(0);

  // The shipping default moves to Luca; Giulia keeps billing and may now tick shipping again.
  await luca.getByRole('checkbox', { name: 'Predefinito per la spedizione' }).check();
  await expect(luca.getByRole('checkbox', { name: 'Predefinito per la spedizione' })).toBeChecked();
  const giulia = cards.filter({ hasText: 'Giulia Bianchi' });
  await expect(giulia.getByRole('checkbox', { name: 'Predefinito per la spedizione' })).not.toBeChecked();
  await expect(giulia.getByRole('checkbox', { name: 'Predefinito per la spedizione' })).toBeEnabled();
  await expect(giulia.getByRole('checkbox', { name: 'Predefinito per la fatturazione' })).toBeChecked();

  // A default is not deleted; another one is, after the confirmation.
  await giulia.getByRole('button', { name: "Elimina l'indirizzo di Giulia Bianchi" }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Un indirizzo predefinito non si può eliminare' })).toBeVisible();
  await expect(cards).toHaveCount(5);
  const uno = cards.filter({ hasText: 'Marco Uno' });
  await uno.getByRole('button', { name: "Elimina l'indirizzo di Marco Uno" }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare questo indirizzo?' });
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(cards).toHaveCount(5);
  await uno.getByRole('button', { name: "Elimina l'indirizzo di Marco Uno" }).click();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: 'Marco Uno' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nuovo indirizzo' })).toBeVisible();

  // An edit keeps the place and changes the street.
  await luca.getByRole('button', { name: "Modifica l'indirizzo di Luca Verdi" }).click();
  const edit = page.getByRole('form', { name: 'Modifica indirizzo' });
  await expect(edit.getByRole('button', { name: 'Salva indirizzo' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Via e numero civico' }).fill('Via del Santo 7');
  await edit.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(luca).toContainText('Via del Santo 7');
});

test('orders: the empty state leads to the shop; signing out from the menu leaves the area', async ({ page, request }) => {
  const customer = await signUp(request);
  await openSignedIn(page, customer, '/me/orders');
  await expect(page.getByTestId('orders-empty')).toContainText('Non hai ancora effettuato ordini.');
  await expect(page.getByRole('link', { name: 'Vai al negozio' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Area personale' });
  await expect(menu.getByRole('link', { name: 'I miei ordini' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'I miei indirizzi' }).click();
  await expect(page).toHaveURL(/\/me\/addresses$/);
  // Signing out ends in a full load of the shop (nothing of the customer stays in memory); the
  // area may be left by the router first, so the checks below wait for that load, not the URL.
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'Esci' }).click();
  await reloaded;
  await expect(page).not.toHaveURL(/\/me/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // The token was revoked on the server, not only forgotten.
  // Asked from the page: the API context's pooled socket may have been closed by the server.
  const status = await page.evaluate(async (token) => (await fetch('/v1/auth', { headers: { authorization: `Bearer ${token}` } })).status, customer.token);
  expect(status).toBe(401);
});

test('offline, the forms say they need the connection', async ({ page, request, context }) => {
  const customer = await signUp(request);
  await openSignedIn(page, customer, '/me');
  await expect(page.getByRole('form', { name: 'I tuoi dati' })).toBeVisible();
  await context.setOffline(true);
  const profile = page.getByRole('form', { name: 'I tuoi dati' });
  await expect(profile.getByText('Sei offline: questo modulo ha bisogno della connessione per essere inviato.')).toBeVisible();
  await profile.getByRole('textbox', { name: 'Cognome' }).fill('Neri');
  await expect(profile.getByRole('button', { name: 'Salva i dati' })).toBeDisabled();
  await context.setOffline(false);
});

test.describe('on a wide screen', () => {
  test('axe finds nothing serious on /me and /me/addresses at 390 and 1440 px', async ({ page, request }) => {
    // Six full-page axe runs on a shared 2-core machine.
    test.setTimeout(120_000);
    const customer = await signUp(request);
    await request.post(`/v1/users/${customer.userId}/addresses`, {
      data: apiAddress('Axe'), headers: { authorization: `Bearer ${customer.token}` },
    });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, customer, '/me');
      await expect(page.getByRole('form', { name: 'I tuoi dati' })).toBeVisible();
      expect(await seriousAxeViolations(page), `/me at ${width}px`).toEqual([]);
      await page.goto('/me/addresses');
      await expect(page.getByTestId('address-card')).toHaveCount(1);
      expect(await seriousAxeViolations(page), `/me/addresses at ${width}px`).toEqual([]);
      await page.getByRole('button', { name: 'Nuovo indirizzo' }).click();
      await page.getByRole('combobox', { name: 'Provincia' }).selectOption('PD');
      await page.getByRole('checkbox', { name: /Voglio la fattura/ }).check();
      expect(await seriousAxeViolations(page), `the address form at ${width}px`).toEqual([]);
    }
  });
});
