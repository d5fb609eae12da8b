// The first view of a server-rendered page is counted like any later one, a campaign found ended
// does not travel with the events queued under it, and the no-JavaScript message is in the
// page's language (decision 204).
import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from './fixtures';
import { sentEvent } from './mctg-helpers';

interface StoredEvent { event: string; evtData: { path?: string } }

async function storedEvents(page: Page): Promise<StoredEvent[]> {
  const res = await page.request.get('/v1/e2e/mctg-events');
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredEvent[];
}

/** What the page queued goes now, as when it is hidden. */
const sendNow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

/** How many landing and page-track events of `path` the database holds for this browser. */
async function views(page: Page, path: string) {
  await sendNow(page);
  const events = await storedEvents(page);
  const count = (name: string) => events.filter((e) => e.event === name && e.evtData.path === path).length;
  return { landing: count('landing'), pageTrack: count('page-track') };
}

test('the landing page view is counted on the first, server-rendered load as on a repeat load', async ({ page }) => {
  await acceptCookies(page);
  const response = await page.goto('/');
  // The first load is the server's page, hydrated.
  expect(await response!.text()).toContain('$_TSR');
  await expect.poll(() => views(page, '/')).toEqual({ landing: 1, pageTrack: 1 });
  await page.reload();
  await expect.poll(() => views(page, '/')).toEqual({ landing: 2, pageTrack: 2 });
  // Moving on counts the next page once.
  await page.locator('main a[href^="/p/"]').first().click();
  await expect(page).toHaveURL(/\/p\//);
  const path = new URL(page.url()).pathname;
  await expect.poll(async () => (await views(page, path)).pageTrack).toBe(1);
  expect((await views(page, '/')).pageTrack).toBe(2);
});

test('an event queued under a campaign found unknown leaves without its id', async ({ page }) => {
  await acceptCookies(page);
  const landing = sentEvent(page, 'landing');
  await page.goto('/?cmp=never-ran-campaign');
  const event = await landing;
  expect(event.evtData.path).toBe('/');
  expect(event.cmp).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('cmp'))).toBeNull();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, message] of [
    ['/', 'it', 'Raggio: per usare il negozio attiva JavaScript.'],
    ['/en/assistenza', 'en', 'Raggio: to use the shop, turn on JavaScript.'],
    ['/fr', 'fr', 'Raggio : pour utiliser la boutique, activez JavaScript.'],
  ] as const) {
    test(`the no-JavaScript message is in the page's language (${lang})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Chromium with scripting turned off by the test still parses <noscript> as raw text, which
      // it does not lay out: the message is read from the element, as a browser without scripts shows it.
      expect(await page.locator('noscript').innerHTML()).toBe(message);
      // The rendered page is readable under it.
      await expect(page.locator('main')).toBeVisible();
    });
  }
});
