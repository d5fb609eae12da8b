// The wish list (docs/product/cart.md#wish-list):
// a visitor's heart opens the login drawer, and the wish is added once they sign in there (or
// forgotten when they close it), as after a 401 of a session the server ended (decision 206); a
// customer's wish counts in the navbar, is listed on /me/wishes and removed there; a wish added
// offline survives a reload and reaches the server exactly once on reconnect (decision 109).
import type { APIRequestContext, Page } from '@playwright/test';
import { authAnswerSchema, type AuthAnswer } from '../../contract/auth';
import { wishListSchema, type WishList } from '../../contract/wishes';
import { seriousAxeViolations } from './axe';
import { ANY_WIDTH, acceptCookies, expect, goOffline, goOnline, test } from './fixtures';
import { ARTICLES, pageReachesServer, waitForOutboxEmpty, waitForWorker } from './offline-helpers';

test.describe.configure({ timeout: 120_000 });

let n = 0;
/** A new customer, signed up through the API. */
async function signUp(request: APIRequestContext): Promise<AuthAnswer> {
  n += 1;
  const password = PASSWORD;
  const res = await request.post('/v1/auth/signup', {
    data: {
      name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 14, month: 5, year: 1990 },
      email: `wishes.${Date.now()}.${n}@example.it`, password, confirmedPass: password, newsSubscriber: false,
    },
  });
  expect(res.status()).toBe(200);
  return authAnswerSchema.parse(await res.json());
}

/** The page starts signed in: the token where the app keeps it. */
async function signInPage(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

async function serverWishes(request: APIRequestContext, auth: AuthAnswer): Promise<WishList> {
  const res = await request.get(`/v1/wishes/users/${auth.user.id}`, { headers: { authorization: `Bearer ${auth.token}` } });
  expect(res.status()).toBe(200);
  return wishListSchema.parse(await res.json());
}

const PASSWORD = 'sella-carbonio-42';
const loginDrawer = (page: Page) => page.locator('dialog[data-drawer="login"]');

/** Signs in with the login drawer's form (language-neutral locators: the tests run in two languages). */
async function signInInDrawer(page: Page, email: string): Promise<void> {
  const form = loginDrawer(page).locator('form[data-form="signin"]');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(loginDrawer(page)).toBeHidden();
}

const heart = (page: Page) => page.getByTestId('product-cart-slot').locator('..').getByTestId('wish-button');
const wishCount = (page: Page) => page.getByTestId('wishes-count').first();

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a visitor pressing the heart gets the login drawer, and the heart stays unpressed', async ({ page }) => {
  await page.goto(`/p/${ARTICLES.light.slug}`);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await heart(page).click();
  await expect(page.locator('dialog[data-drawer="login"]')).toBeVisible();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
});

for (const lang of [
  { code: 'it', prefix: '', added: (name: string) => `${name} è nei tuoi preferiti.` },
  { code: 'en', prefix: '/en', added: (name: string) => `${name} is in your favourites.` },
]) {
  test(`a visitor who presses the heart and signs in in the drawer gets the wish, and is told so (${lang.code})`, async ({ page, request }) => {
    const auth = await signUp(request);
    await page.goto(`${lang.prefix}/p/${ARTICLES.light.slug}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await heart(page).click();
    await expect(loginDrawer(page)).toBeVisible();
    await signInInDrawer(page, auth.user.email);

    // The product page keeps the customer (docs/product/accounts.md#login-drawer): the heart, the count and a toast.
    await expect(page.getByRole('status').filter({ hasText: lang.added(name) })).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishCount(page)).toHaveText('1');
    await expect.poll(async () => (await serverWishes(request, auth)).articles.map((a) => a.id)).toEqual([ARTICLES.light.id]);
    await page.goto(`${lang.prefix}/me/wishes`);
    await expect(page.getByTestId('wish-line')).toHaveCount(1);
    await expect(page.getByTestId('wish-line').getByRole('link', { name: /Giau/ })).toHaveAttribute('href', new RegExp(`/p/${ARTICLES.light.slug}$`));
  });
}

test('a visitor who closes the drawer without signing in does not get the wish on a later sign-in', async ({ page, request }) => {
  const auth = await signUp(request);
  await page.goto(`/p/${ARTICLES.light.slug}`);
  await heart(page).click();
  await expect(loginDrawer(page)).toBeVisible();
  await loginDrawer(page).getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(loginDrawer(page)).toBeHidden();

  // Signed in from the account icon: the sign-in reads the customer's list (after the local wishes
  // became theirs, which a remembered add would have waited for).
  const listRead = page.waitForResponse((res) => new URL(res.url()).pathname === `/v1/wishes/users/${auth.user.id}`);
  await page.locator('[data-nav="account"]').first().click();
  await signInInDrawer(page, auth.user.email);
  await expect(page.getByRole('status').filter({ hasText: "hai effettuato l'accesso" })).toBeVisible();
  await listRead;
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(wishCount(page)).toBeHidden();
  expect((await serverWishes(request, auth)).articles).toEqual([]);
  // Pressed now, it adds (were the first press's wish added after all, this would remove it).
  await heart(page).click();
  await expect(wishCount(page)).toHaveText('1');
  await expect.poll(async () => (await serverWishes(request, auth)).articles.map((a) => a.id)).toEqual([ARTICLES.light.id]);
});

test('a wish refused with 401 (the session ended on the server) is added once the customer signs in again in the drawer', async ({ page, request }) => {
  const auth = await signUp(request);
  await signInPage(page, auth.token);
  // The app's own session check first, so the click below meets a token only the server knows is over.
  const checked = page.waitForResponse((res) => new URL(res.url()).pathname === '/v1/auth' && res.request().method() === 'GET');
  await page.goto(`/p/${ARTICLES.light.slug}`);
  await checked;
  expect((await request.post('/v1/auth/signout', { headers: { authorization: `Bearer ${auth.token}` } })).status()).toBeLessThan(300);

  await heart(page).click();
  await expect(loginDrawer(page)).toBeVisible();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await signInInDrawer(page, auth.user.email);

  await expect(page.getByRole('status').filter({ hasText: 'è nei tuoi preferiti.' })).toBeVisible();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishCount(page)).toHaveText('1');
  // Read with a session of its own: the first token was revoked.
  const again = await request.post('/v1/auth/signin', { data: { email: auth.user.email, password: PASSWORD } });
  expect(again.status()).toBe(200);
  const fresh = authAnswerSchema.parse(await again.json());
  await expect.poll(async () => (await serverWishes(request, fresh)).articles.map((a) => a.id)).toEqual([ARTICLES.light.id]);
});

test('a customer adds a wish: the count shows 1, /me/wishes lists it, and removing it empties the list', async ({ page, request }) => {
  const auth = await signUp(request);
  await signInPage(page, auth.token);
  await page.goto(`/p/${ARTICLES.light.slug}`);
  // Pressed at once whether the toggle that reads the local wishes has arrived or not.
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishCount(page)).toHaveText('1');
  await expect.poll(async () => (await serverWishes(request, auth)).articles.map((a) => a.id)).toEqual([ARTICLES.light.id]);

  await page.locator('[data-nav="wishes"]').first().click();
  await expect(page).toHaveURL(/\/me\/wishes$/);
  const line = page.getByTestId('wish-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: /Giau/ })).toHaveAttribute('href', new RegExp(`/p/${ARTICLES.light.slug}$`));
  await line.getByTestId('wish-remove').click();
  await expect(page.getByTestId('wishes-empty')).toBeVisible();
  await expect(wishCount(page)).toBeHidden();
  await expect.poll(async () => (await serverWishes(request, auth)).articles).toEqual([]);
});

test('a wish added offline survives a reload offline and reaches the server exactly once on reconnect', ANY_WIDTH, async ({ page, context, request }) => {
  const auth = await signUp(request);
  await signInPage(page, auth.token);
  await page.goto(`/p/${ARTICLES.wheels.slug}`);
  await waitForWorker(page);
  await page.goto(`/p/${ARTICLES.light.slug}`);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  // Online once on /me/wishes too, so the page is there offline.
  await page.goto('/me/wishes');
  await expect(page.getByTestId('wishes-empty')).toBeVisible();
  await page.goto(`/p/${ARTICLES.light.slug}`);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');

  await goOffline(context);
  expect(await pageReachesServer(page)).toBe(false);
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishCount(page)).toHaveText('1');
  await page.reload();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishCount(page)).toHaveText('1');
  expect((await serverWishes(request, auth)).articles).toEqual([]);
  await page.goto('/me/wishes');
  await expect(page.getByTestId('wish-line')).toHaveCount(1);
  await expect(page.getByTestId('wishes-offline')).toBeVisible();

  await goOnline(context);
  await waitForOutboxEmpty(page);
  const list = await serverWishes(request, auth);
  expect(list.articles.map((a) => a.id)).toEqual([ARTICLES.light.id]);
  // Once: a second reconnect sends nothing more, and the list still holds the one article.
  await page.reload();
  await expect(page.getByTestId('wish-line')).toHaveCount(1);
  expect((await serverWishes(request, auth)).articles.map((a) => a.id)).toEqual([ARTICLES.light.id]);
});

for (const screen of [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1440, height: 900 }]) {
  test(`/me/wishes with a wish has no serious or critical axe violation at ${screen.width} px`, ANY_WIDTH, async ({ page, request }) => {
    const auth = await signUp(request);
    const res = await request.post('/v1/wishes/articles', { data: { id: ARTICLES.light.id }, headers: { authorization: `Bearer ${auth.token}` } });
    expect(res.status()).toBe(200);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await signInPage(page, auth.token);
    await page.goto('/me/wishes');
    await expect(page.getByTestId('wish-line')).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
