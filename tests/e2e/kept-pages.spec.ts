// Pages the service worker keeps (decision 203): a repeat visit is painted from the page kept for
// its path, the home page too, and the app takes over that page without a hydration error, online,
// offline and with tracking parameters in the address.
import type { Page } from '@playwright/test';
import { acceptCookies, ANY_WIDTH, expect, goOffline, goOnline, test } from './fixtures';
import { ARTICLES, waitForKeptPage, waitForWorker } from './offline-helpers';

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

// `/index.html` is the home page at its address: it was answered with the shell's file (an empty
// frame, then the client's 404 page), online and offline.
test('/index.html is the home page at /, painted from the page the worker kept, online and offline', ANY_WIDTH, async ({ page, context, consoleErrors }) => {
  await page.goto('/');
  await waitForWorker(page);
  await openAnswered(page, '/');
  await waitForKeptPage(page, '/');
  for (const offline of [false, true]) {
    if (offline) await goOffline(context);
    for (const path of ['/index.html', '/index.html?utm_source=newsletter']) {
      const answered = await openAnswered(page, path);
      expect([path, offline, answered.fromWorker, rendered(answered.html)]).toEqual([path, offline, true, true]);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByTestId('home-brand').first()).toBeAttached();
      await expect(page.locator('#not-found-title')).toHaveCount(0);
    }
  }
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test('/index.html asked of the server, on a first visit before any worker, is the home page at /', ANY_WIDTH, async ({ page }) => {
  const answered = await openAnswered(page, '/index.html?utm_source=newsletter');
  expect([answered.fromWorker, rendered(answered.html)]).toEqual([false, true]);
  expect(page.url()).toMatch(/\/\?utm_source=newsletter$/);
  await expect(page.getByTestId('home-brand').first()).toBeAttached();
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

// A kept page drawn from a shop that has changed since: start-up restored the stored shop of a
// later visit (newer, so it won) and hydration met other words than the page's, React's #418
// (decision 264). Here the stored copy names another company than the kept page does.
test('a kept page hydrates without an error when the shop stored since is newer and different', ANY_WIDTH, async ({ page, context, consoleErrors }) => {
  await page.goto('/');
  await waitForWorker(page);
  await openAnswered(page, '/chi-siamo');
  await waitForKeptPage(page, '/chi-siamo');
  // The app stores the shop a moment after it changes (throttled): wait for the stored copy.
  await expect.poll(() => page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('raggio-query-cache') ?? 'null') as {
      clientState: { queries: { queryKey: unknown[]; state: { data: { company: { legalName: string } }; dataUpdatedAt: number } }[] };
    } | null;
    const shop = stored?.clientState.queries.find((query) => query.queryKey[0] === 'shop' && query.queryKey[1] === 'it');
    if (!stored || !shop) return false;
    shop.state.data.company.legalName = 'Un altro nome S.r.l.';
    shop.state.dataUpdatedAt = Date.now() + 60_000;
    localStorage.setItem('raggio-query-cache', JSON.stringify(stored));
    return true;
  }), { timeout: 10_000 }).toBe(true);
  // What the next page's start-up finds stored, read before the app runs.
  await page.addInitScript(() => {
    (window as unknown as { __storedName?: string }).__storedName = (localStorage.getItem('raggio-query-cache') ?? '').includes('Un altro nome S.r.l.') ? 'changed' : 'as before';
  });
  await goOffline(context);
  const answered = await openAnswered(page, '/chi-siamo');
  expect([answered.fromWorker, rendered(answered.html)]).toEqual([true, true]);
  expect(await page.evaluate(() => (window as unknown as { __storedName?: string }).__storedName)).toBe('changed');
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test('a product page opened offline does not move when the app learns it is offline: the notice floats over it (decision 232)', ANY_WIDTH, async ({ page, context }) => {
  await page.goto('/');
  await waitForWorker(page);
  await openAnswered(page, `/p/${ARTICLES.light.slug}`);
  await goOffline(context);
  // Every layout shift from the first paint on, with what moved.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        shifts.push(`${entry.value.toFixed(3)} ${(entry.sources ?? []).map((source) => source.node?.nodeName).join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openAnswered(page, `/p/${ARTICLES.light.slug}`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('prices-as-of')).toContainText('Prezzi aggiornati al');
  const box = await page.getByTestId('add-to-cart').boundingBox();
  // Taps pass through the notice: it covers nothing a finger needs.
  await expect(page.getByTestId('offline-banner')).toHaveCSS('pointer-events', 'none');
  await page.waitForTimeout(500);
  // Far under Google's "good" page (0.1): a section at the page's end may still settle.
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
  expect(shifts.reduce((sum, shift) => sum + Number(shift.split(' ')[0]), 0), shifts.join('; ')).toBeLessThan(0.01);
  expect(await page.getByTestId('add-to-cart').boundingBox()).toEqual(box);
});
