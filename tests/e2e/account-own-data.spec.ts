// The customer's own data on /me (docs/product/accounts.md#data-requests,
// docs/product/accounts.md#closing-the-account; decision 236): the copy saved as a file at once,
// and closing the account with the password and the confirm dialog, after which the session is
// gone here and on the server and the address no longer signs in.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { personalDataSchema } from '../../contract/personal-data';
import { addAddress, PASSWORD, signUp, type Customer } from './customer-helpers';
import { seriousAxeViolations } from './axe';
import { acceptCookies, expect, test } from './fixtures';

/** Stores the token as the app does, once (not on every load: closing must be able to forget it), then opens `path`. */
async function openSignedIn(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto('/404');
  await page.evaluate((token) => window.localStorage.setItem('token', token), customer.token);
  await page.goto(path);
}

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

test('"Scarica i miei dati" saves everything the shop holds about the customer as a JSON file', async ({ page, request }) => {
  const customer = await signUp(request, 'own-data');
  await addAddress(request, customer, 'Esporta');
  await openSignedIn(page, customer, '/me');
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica i miei dati' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^raggio-dati-personali-${customer.userId}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = personalDataSchema.parse(JSON.parse(await readFile(await file.path(), 'utf8')));
  expect(data.profile).toMatchObject({ id: customer.userId, email: customer.email });
  expect(data.addresses.map((a) => a.name.last)).toEqual(['Esporta']);
});

test("\"Chiudi l'account\": the password, then the dialog; a wrong one changes nothing, a yes signs out everywhere", async ({ page, request }) => {
  const customer = await signUp(request, 'close');
  await openSignedIn(page, customer, '/me');
  const form = page.getByRole('form', { name: "Chiudi l'account" });
  const dialog = page.getByRole('dialog', { name: "Chiudere l'account?" });
  await expect(form).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: "Chiudi l'account" }).click();
  await dialog.getByRole('button', { name: "Chiudi l'account" }).click();
  await expect(form.getByRole('alert')).toHaveText('La password attuale non è corretta.');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(customer.token);

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: "Chiudi l'account" }).click();
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  expect((await request.post('/v1/auth/signin', { data: { email: customer.email, password: PASSWORD } })).status()).toBe(200);

  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: "Chiudi l'account" }).click();
  await dialog.getByRole('button', { name: "Chiudi l'account" }).click();
  await reloaded;
  await expect(page).not.toHaveURL(/\/me/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  const status = await page.evaluate(async (token) => (await fetch('/v1/auth', { headers: { authorization: `Bearer ${token}` } })).status, customer.token);
  expect(status).toBe(401);
  expect((await request.post('/v1/auth/signin', { data: { email: customer.email, password: PASSWORD } })).status()).toBe(401);
});
