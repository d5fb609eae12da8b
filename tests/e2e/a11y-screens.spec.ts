import type { APIRequestContext } from '@playwright/test';
import type { CatalogueResult } from '../../contract/catalogue.js';
import { seriousAxeViolations } from './axe.js';
import { test, expect } from './fixtures.js';

// axe finds no serious or critical violation on the home page, a department listing, a product
// page, the (empty) cart page and the 404 page, on a phone-sized and a desktop-sized screen. The
// cookie notice is left showing: it is what a first visit sees. The cart with lines and its drawer:
// cart.spec.ts.
// Each test sets both screen sizes itself, so this spec runs in the desktop project only
// (playwright.config.ts SETS_OWN_VIEWPORT): the mobile project would repeat the same checks.

const SCREENS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The first article of the shop's listing: any product page will do. */
async function aProductPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/v1/catalogs/departments');
  expect(response.ok()).toBe(true);
  const { docs } = (await response.json()) as CatalogueResult;
  return `/p/${docs[0]!.slug}`;
}

const PAGES: { name: string; path: (request: APIRequestContext) => Promise<string> | string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'listing', path: () => '/d' },
  { name: 'product', path: aProductPath },
  { name: 'cart', path: () => '/carrello' },
  { name: '404', path: () => '/404' },
  { name: 'support', path: () => '/assistenza' },
];

for (const screen of SCREENS) {
  for (const target of PAGES) {
    test(`${target.name} at ${screen.width} px has no serious or critical axe violation`, async ({ page, request }) => {
      // axe walks the whole page: on a busy 2-core machine it needs more than the default 30 s.
      test.slow();
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(await target.path(request));
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');

      expect(await seriousAxeViolations(page)).toEqual([]);

      // No horizontal scroll at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
