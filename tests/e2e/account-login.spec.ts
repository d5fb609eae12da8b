// Sign-in, sign-up, sign-out and password recovery (docs/product/accounts.md#login-drawer,
// docs/product/accounts.md#session, docs/product/checkout.md#guards) against the real server: the
// login drawer's three views, the redirect rules, an expired session, the recovery mail read back
// from the e2e server's file outbox (decision 101), and axe on every form.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { acceptCookies, expect, goOffline, test } from './fixtures';
import { putInVisitorCart } from './customer-helpers';

const OUTBOX = resolve('.data-e2e/outbox');
const mails = () => (existsSync(OUTBOX) ? readdirSync(OUTBOX).sort() : []);

/** An address of this run's own: accounts are unique and the attempt limits count per address. */
const newEmail = (what: string) => `${what}+${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.it`;
const PASSWORD = 'pedala-forte-42';

async function signUpByApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const answer = await request.post('/v1/auth/signup', {
    data: { name: { first: 'Giulia', last: 'Rossi' }, birth: { day: 12, month: 5, year: 1990 }, email, password, confirmedPass: password, newsSubscriber: false },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
// The drawer's name follows its view (Accedi, Registrati, Recupera la password): found by its id.
const drawer = (page: Page) => page.locator('dialog[data-drawer="login"]');

async function openLoginDrawer(page: Page) {
  await page.locator('[data-nav="account"]').click();
  await expect(drawer(page)).toBeVisible();
  // The view's code loads with the drawer's first opening: focus lands on its first field.
  await expect(drawer(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
}

/** Fills the drawer's sign-up form with a valid customer (Giulia Rossi, born 12 May 1990). */
async function fillSignUp(signup: Locator, email: string) {
  await signup.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await signup.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
  await signup.getByRole('combobox', { name: 'Giorno' }).selectOption('12');
  await signup.getByRole('combobox', { name: 'Mese' }).selectOption({ label: 'maggio' });
  await signup.getByRole('combobox', { name: 'Anno' }).selectOption('1990');
  await signup.getByRole('textbox', { name: 'Email' }).fill(email);
  await signup.locator('input[name="password"]').fill(PASSWORD);
  await signup.locator('input[name="confirmedPass"]').fill(PASSWORD);
}

test.beforeEach(async ({ page }) => { await acceptCookies(page); });

test('sign up in the drawer, then the account icon leads to /me; signed out, sign in again from a listing and stay there', async ({ page, request }) => {
  // Two sign-ins, four page loads and a sign-up on a shared 2-core machine.
  test.slow();
  await page.goto('/');
  await openLoginDrawer(page);
  await drawer(page).getByRole('button', { name: 'Non hai un account? Registrati' }).click();
  const signup = drawer(page).getByRole('form', { name: 'Registrati' });
  await expect(signup.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();

  // Every required field is checked before anything is sent.
  await signup.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await signup.getByRole('button', { name: "Crea l'account" }).click();
  await expect(signup.getByText('Questo campo è obbligatorio')).toHaveCount(5);
  await expect(signup.getByRole('textbox', { name: 'Cognome' })).toBeFocused();

  const email = newEmail('giulia');
  await fillSignUp(signup, email);
  await signup.getByRole('button', { name: 'Mostra password' }).first().click();
  await expect(signup.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(PASSWORD);
  const newsletter = signup.getByRole('checkbox', { name: /newsletter/ });
  const confirmNote = "Ti invieremo un'e-mail per confermare l'iscrizione: la newsletter arriverà solo dopo che avrai aperto il link.";
  await expect(signup.getByText(confirmNote)).toHaveCount(0);
  await newsletter.check();
  // Ticked, the box says the subscription waits for the mailed link (double opt-in, decision 110).
  await expect(newsletter).toHaveAccessibleDescription(confirmNote);
  await expect(signup.getByText(confirmNote)).toBeVisible();
  await signup.getByRole('button', { name: "Crea l'account" }).click();

  // From the home page (no route name of the stay-list) the new customer goes to /me.
  await expect(page).toHaveURL(/\/me$/);
  await expect(drawer(page)).toBeHidden();
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  await page.goto('/');
  await page.locator('[data-nav="account"]').click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(drawer(page)).toBeHidden();

  // Sign out as the personal area does: the server revokes the token, the tab forgets it.
  const signout = await request.post('/v1/auth/signout', { headers: { authorization: `Bearer ${token}` } });
  expect(signout.status()).toBe(200);
  await page.evaluate(() => localStorage.removeItem('token'));

  await page.goto('/d');
  await openLoginDrawer(page);
  const signin = drawer(page).getByRole('form', { name: 'Accedi' });
  await signin.getByRole('textbox', { name: 'Email' }).fill(email);
  await signin.locator('input[name="password"]').fill(PASSWORD);
  await signin.getByRole('button', { name: 'Accedi' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect.poll(() => storedToken(page)).not.toBe(token);
  expect(await storedToken(page)).toBeTruthy();
  // A listing is on the stay-list: the customer is still on it.
  await expect(page).toHaveURL(/\/d$/);
});

test('a wrong password shows the server\'s words in the error box and signs nobody in', async ({ page, request }) => {
  const email = newEmail('wrong');
  await signUpByApi(request, email);
  await page.goto('/');
  await openLoginDrawer(page);
  const signin = drawer(page).getByRole('form', { name: 'Accedi' });
  await expect(signin.getByRole('button', { name: 'Accedi' })).toBeDisabled();
  await signin.getByRole('textbox', { name: 'Email' }).fill(email);
  await signin.locator('input[name="password"]').fill('not-the-password');
  await signin.getByRole('button', { name: 'Accedi' }).click();
  await expect(signin.getByRole('alert')).toHaveText('E-mail o password non corretti');
  expect(await storedToken(page)).toBeNull();
  await expect(drawer(page)).toBeVisible();

  // Changing view clears the error.
  await drawer(page).getByRole('button', { name: 'Hai dimenticato la password?' }).click();
  await drawer(page).getByRole('button', { name: "Torna all'accesso" }).click();
  await expect(drawer(page).getByRole('alert')).toHaveCount(0);
});

test('a visitor opening /me is sent to the home page', async ({ page }) => {
  await page.goto('/me');
  await expect(page).toHaveURL(/\/$/);
});

test('a session revoked on the server ends in the tab: /me then sends the visitor home', async ({ page, request }) => {
  const token = await signUpByApi(request, newEmail('revoked'));
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  const signout = await request.post('/v1/auth/signout', { headers: { authorization: `Bearer ${token}` } });
  expect(signout.status()).toBe(200);

  await page.goto('/me');
  // The clock says the token still runs, so /me opens; the session check answers 401 and the app leaves.
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedToken(page)).toBeNull();
});

test('a session that ends mid-visit: /me sends the customer home, and a heart then opens the login drawer', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await openLoginDrawer(page);
  await drawer(page).getByRole('button', { name: 'Non hai un account? Registrati' }).click();
  const signup = drawer(page).getByRole('form', { name: 'Registrati' });
  await fillSignUp(signup, newEmail('midvisit'));
  await signup.getByRole('button', { name: "Crea l'account" }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('form', { name: 'I tuoi dati' })).toBeVisible();

  // The server ends the session (as a sign-out from another tab would); this tab is not told.
  const token = await storedToken(page);
  const status = await page.evaluate(async (value) => (await fetch('/v1/auth/signout', { method: 'POST', headers: { authorization: `Bearer ${value}` } })).status, token);
  expect(status).toBe(200);

  // The next screen of the area asks the API, gets 401 and the tab leaves for the home page.
  await page.getByRole('navigation', { name: 'Area personale' }).getByRole('link', { name: 'I miei indirizzi' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedToken(page)).toBeNull();

  // Adding a wish needs a session again: the heart opens the login drawer and stays unpressed.
  const heart = page.getByTestId('wish-button').first();
  await heart.click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('form', { name: 'Accedi' })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a token whose exp passes while /me is open: the tab leaves for the home page, and a heart then opens the login drawer', async ({ page, request }) => {
  const token = await signUpByApi(request, newEmail('exp'));
  // The page's clock runs on from now, so the 30-day token (decision 098) can run out on screen.
  await page.clock.install();
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/me');
  await expect(page.getByRole('form', { name: 'I tuoi dati' })).toBeVisible();

  await page.clock.fastForward(31 * 24 * 60 * 60 * 1000);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedToken(page)).toBeNull();

  const heart = page.getByTestId('wish-button').first();
  await heart.click();
  await expect(drawer(page).getByRole('form', { name: 'Accedi' })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('offline, the sign-in form says it needs the connection and does not send', async ({ page, context }) => {
  await page.goto('/signin');
  const signin = page.getByRole('form', { name: 'Accedi' });
  await signin.getByRole('textbox', { name: 'Email' }).fill('giulia@example.it');
  await goOffline(context);
  await expect(signin.getByText('Sei offline: questo modulo ha bisogno della connessione per essere inviato.')).toBeVisible();
  await expect(signin.getByRole('button', { name: 'Accedi' })).toBeDisabled();
});

test.describe('on a wide screen', () => {
  test('the checkout sign-in step shows the sign-in and sign-up forms side by side', async ({ page, request }) => {
    // The checkout opens for a cart with something in it (an empty one goes to /carrello).
    await putInVisitorCart(page, request);
    await page.goto('/checkout/accedi');
    const signin = await page.getByRole('form', { name: 'Accedi' }).boundingBox();
    const signup = await page.getByRole('form', { name: 'Registrati' }).boundingBox();
    expect(signin && signup && signup.x > signin.x + signin.width).toBe(true);
    expect(Math.abs(signin!.y - signup!.y)).toBeLessThan(2);
  });
});

test('axe finds nothing serious in the login drawer\'s three views', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await openLoginDrawer(page);
  expect(await seriousAxeViolations(page, '[data-drawer="login"]')).toEqual([]);
  await drawer(page).getByRole('button', { name: 'Hai dimenticato la password?' }).click();
  await expect(drawer(page).getByRole('form', { name: 'Recupera la password' })).toBeVisible();
  expect(await seriousAxeViolations(page, '[data-drawer="login"]')).toEqual([]);
  await drawer(page).getByRole('button', { name: "Torna all'accesso" }).click();
  await drawer(page).getByRole('button', { name: 'Non hai un account? Registrati' }).click();
  await expect(drawer(page).getByRole('form', { name: 'Registrati' })).toBeVisible();
  expect(await seriousAxeViolations(page, '[data-drawer="login"]')).toEqual([]);
});

test('axe finds nothing serious on /signin and /recupero-password', async ({ page }) => {
  test.slow();
  await page.goto('/signin');
  await expect(page.getByRole('form', { name: 'Accedi' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A made-up link is known spent before anything is typed: the page offers a new one at once.
  await page.goto('/recupero-password/not-a-real-token');
  await expect(page.getByRole('form', { name: 'Il link è scaduto' }).getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Scegli una nuova password' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

/** The recovery link of the newest mail to `email`, as the customer would open it (quoted-printable undone). */
function recoveryLinkFor(email: string, before: string[]): string | null {
  for (const file of mails().filter((name) => !before.includes(name)).reverse()) {
    const text = readFileSync(join(OUTBOX, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    if (!text.includes(email) && !text.includes(encodeURIComponent(email))) continue;
    const link = /https?:\/\/[^\s"<>]*recupero-password\/[^\s"<>]+/.exec(text)?.[0];
    if (link) return link.replace(/&amp;/g, '&');
  }
  return null;
}

test('password recovery: the mailed link sets a new password once; the old one stops working; the link a second time asks for a new one', async ({ page, request }) => {
  test.slow();
  const email = newEmail('recovery');
  await signUpByApi(request, email);
  const before = mails();

  await page.goto('/');
  await openLoginDrawer(page);
  await drawer(page).getByRole('button', { name: 'Hai dimenticato la password?' }).click();
  const recovery = drawer(page).getByRole('form', { name: 'Recupera la password' });
  await expect(recovery.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await recovery.getByRole('textbox', { name: 'Email' }).fill(email);
  await recovery.getByRole('button', { name: 'Inviami il link' }).click();
  const sent = drawer(page).getByRole('status');
  await expect(sent).toContainText(email);
  await expect(sent).toContainText('cartella spam');
  await expect(drawer(page).getByRole('button', { name: "Torna all'accesso" })).toBeVisible();

  await expect.poll(() => recoveryLinkFor(email, before)).not.toBeNull();
  const link = new URL(recoveryLinkFor(email, before)!);
  const path = `${link.pathname}${link.search}`;

  const NEW_PASSWORD = 'nuova-salita-77';
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Scegli una nuova password' });
  await form.locator('input[name="new"]').fill(NEW_PASSWORD);
  await form.locator('input[name="confirmed"]').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('La tua password è stata aggiornata: ora puoi accedere con quella nuova.');

  const signin = (password: string) => request.post('/v1/auth/signin', { data: { email, password } });
  expect((await signin(PASSWORD)).status()).toBe(401);
  expect((await signin(NEW_PASSWORD)).status()).toBe(200);

  // The sign-in button opens the login drawer.
  await page.locator('main').getByRole('button', { name: 'Accedi' }).click();
  await expect(drawer(page)).toBeVisible();

  // The same link again is spent: the page says so at once, before any password is typed, and
  // offers to mail a new one to the link's address.
  await page.goto(path);
  const expired = page.getByRole('form', { name: 'Il link è scaduto' });
  await expect(expired.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expired.getByRole('button', { name: 'Inviami il link' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText(email);
  await expect(page.getByRole('button', { name: 'Richiedi un nuovo link' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a spent link\'s 401 turns the recovery page into the new-link form before anything is typed, and ends no session held in the tab', async ({ page, request }) => {
  const token = await signUpByApi(request, newEmail('spent'));
  // The server's answer for a spent link (the recovery routes' contract), whatever this server holds.
  await page.route('**/v1/auth/pass/recovery**', (route) => route.fulfill({
    status: 401, contentType: 'application/json',
    body: JSON.stringify({ code: 'RECOVERY_LINK_EXPIRED', message: 'Link scaduto', statusCode: 401 }),
  }));
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/en/recupero-password/spent-token?email=someone%40example.it');
  // The link's check answers 401: the new-link form shows at once, the new-password form never.
  await expect(page.getByRole('form', { name: 'Choose a new password' })).toHaveCount(0);
  const expired = page.getByRole('form', { name: 'The link has expired' });
  await expect(expired.getByRole('textbox', { name: 'E-mail' })).toHaveValue('someone@example.it');
  await expect(page).toHaveURL(/\/en\/recupero-password\/spent-token/);
  expect(await storedToken(page)).toBe(token);
  // The new-link form is a screen of its own: axe at this project's width (390 or 1440 px).
  expect(await seriousAxeViolations(page)).toEqual([]);
});
