// The wish list (docs/product/cart.md#wish-list):
// a visitor's heart opens the login drawer; a customer's wish counts in the navbar, is listed on
// /me/wishes and removed there; a wish added offline survives a reload and reaches the server
// exactly once on reconnect (decision 109).
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
  const password = 'sella-carbonio-42';
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
