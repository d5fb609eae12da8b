// Pages the service worker keeps (decision 203): a repeat visit is painted from the page kept for
// its path, the home page too, and the app takes over that page without a hydration error, online,
// offline and with tracking parameters in the address.
import type { Page } from '@playwright/test';
import { acceptCookies, ANY_WIDTH, expect, goOffline, goOnline, test } from './fixtures';
import { ARTICLES, waitForWorker } from './offline-helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** The HTML the navigation to `path` was answered with, and whether the worker answered it. */
async function openAnswered(page: Page, path: string): Promise<{ html: string; fromWorker: boolean }> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 20_000 });
  return { html: await response!.text(), fromWorker: response!.fromServiceWorker() };
}

/** The page as the server rendered it, not the app's empty shell: the shell has no <main>. */
const rendered = (html: string) => /<main[\s>]/.test(html);

test('the home page is painted from the page the worker kept, with tracking parameters and offline', ANY_WIDTH, async ({ page, context }) => {
  await page.goto('/');
  await waitForWorker(page);
  // Through the worker once online: it keeps the page.
  const online = await openAnswered(page, '/');
  expect(online.fromWorker).toBe(true);
  expect(rendered(online.html)).toBe(true);

  for (const path of ['/?utm_source=newsletter&utm_medium=email', '/?fbclid=IwAR0abc']) {
    const answered = await openAnswered(page, path);
    expect([path, answered.fromWorker, rendered(answered.html)]).toEqual([path, true, true]);
  }
  await goOffline(context);
  for (const path of ['/', '/?utm_source=newsletter']) {
    const answered = await openAnswered(page, path);
    expect([path, answered.fromWorker, rendered(answered.html)]).toEqual([path, true, true]);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  }
});

test('pages answered by the worker hydrate without an error, on repeat visits, offline and back online', async ({ page, context, consoleErrors }) => {
  const paths = ['/', '/d/bici', `/p/${ARTICLES.bottle.slug}`, '/chi-siamo', '/en', '/en/d/bici'];
  await page.goto('/');
  await waitForWorker(page);
  // Twice online through the worker: kept the first time, painted from the kept page the second.
  for (let round = 0; round < 2; round += 1) {
    for (const path of paths) expect((await openAnswered(page, path)).fromWorker, path).toBe(true);
  }
  await goOffline(context);
  for (const path of paths) {
    const answered = await openAnswered(page, path);
    expect([path, rendered(answered.html)]).toEqual([path, true]);
  }
  await goOnline(context);
  for (const path of paths) await openAnswered(page, path);
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});
