// The back office's door (docs/decisions/195-back-office-ui.md): sign-in and sign-out, the way
// back to the page asked, the language switch, a revoked session, and axe on the sign-in page.
import { ADMIN_SESSION_KEY, DEMO_STAFF, signInAdmin, staffBearer } from './admin-helpers';
import { seriousAxeViolations } from './axe';
import { acceptCookies, expect, goOffline, goOnline, test, waitForServiceWorker } from './fixtures';

test('staff sign in with the form, land on the orders, and sign out: the session ends on the server too', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/accedi\?redirect=/);
  await page.getByLabel('E-mail').fill(DEMO_STAFF.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/accedi/);

  await page.getByLabel('Password').fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/admin\/ordini$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ordini' })).toHaveAttribute('aria-current', 'page');
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as { token: string }, ADMIN_SESSION_KEY);
  expect((await request.get('/v1/admin/auth', { headers: staffBearer(stored) })).status()).toBe(200);

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/admin\/accedi$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_SESSION_KEY)).toBeNull();
  expect((await request.get('/v1/admin/auth', { headers: staffBearer(stored) })).status()).toBe(401);
  await page.goto('/admin/catalogo');
  await expect(page).toHaveURL(/\/admin\/accedi\?redirect=%2Fadmin%2Fcatalogo/);
});

test('a page asked while signed out opens after signing in', async ({ page }) => {
  await page.goto('/admin/file');
  await expect(page).toHaveURL(/\/admin\/accedi\?redirect=/);
  await page.getByLabel('E-mail').fill(DEMO_STAFF.email);
  await page.getByLabel('Password').fill(DEMO_STAFF.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin\/file$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prezzi e stock da file' })).toBeVisible();
});

test('a session ended elsewhere sends the screen back to sign-in at its next call', async ({ page, request }) => {
  const session = await signInAdmin(page, request);
  await page.goto('/admin/catalogo');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogo' })).toBeVisible();
  expect((await request.post('/v1/admin/auth/signout', { headers: staffBearer(session) })).status()).toBe(200);
  await page.getByRole('link', { name: 'Ordini' }).click();
  await expect(page).toHaveURL(/\/admin\/accedi\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
});

test('the language switch shows the back office in English and is remembered', async ({ page }) => {
  await page.goto('/admin/accedi');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DEMO_STAFF.email);
  await page.getByLabel('Password').fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Prices and stock by file' })).toBeVisible();
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible();
});

test('French, Spanish and German staff read the back office in their language, amounts and dates their way', async ({ page }) => {
  await page.goto('/admin/accedi');
  for (const [name, lang, signIn] of [['Français', 'fr', 'Se connecter'], ['Español', 'es', 'Iniciar sesión'], ['Deutsch', 'de', 'Anmelden']] as const) {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: signIn })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  await page.getByLabel('E-mail').fill(DEMO_STAFF.email);
  await page.getByLabel('Passwort').fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible();
});

test('the sign-in page passes axe, at a tablet\'s width too', async ({ page }) => {
  await page.goto('/admin/accedi');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 768, height: 1024 });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the password link: two different passwords are caught on the page, a spent or forged link is refused by the server', async ({ page }) => {
  await page.goto('/admin/password#not-a-real-link-token-0123456789');
  await expect(page.getByRole('heading', { level: 1, name: 'Imposta la password' })).toBeVisible();
  await page.getByLabel('Nuova password').fill('una-password-lunga-1');
  await page.getByLabel('Ripeti la password').fill('una-password-lunga-2');
  await page.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Le due password non coincidono.');
  await page.getByLabel('Ripeti la password').fill('una-password-lunga-1');
  await page.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(page.getByRole('alert')).not.toHaveText('Le due password non coincidono.');
  await expect(page).toHaveURL(/\/admin\/password#/);

  await page.goto('/admin/password');
  await expect(page.getByRole('alert')).toContainText('Il link non è completo');
});

test("with the shop's service worker in control, /admin is still asked of the server: never the shop's shell, not even offline", async ({ page, context }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/admin/accedi');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(0);
  await goOffline(context);
  try {
    // The worker lets the navigation go to the network, which is down: the browser's error, not the shop.
    const answer = await page.goto('/admin/ordini').catch(() => null);
    expect(answer).toBeNull();
    await expect(page.locator('#root')).toHaveCount(0);
  } finally {
    await goOnline(context);
  }
});
