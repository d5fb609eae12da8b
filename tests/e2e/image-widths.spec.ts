import type { Page } from '@playwright/test';
import type { CatalogueResult } from '../../contract/catalogue.js';
import { test, expect } from './fixtures.js';

// Pictures sized for the screen that asks (decision 086): a 412 px phone at DPR 1.75,
// Lighthouse's phone, downloads no rendition wider than 576, full-width pictures included, and
// each file once, in one format.

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

/** The /img renditions a page downloads until the network is quiet, as `{key}/{width}.{format}`. */
async function renditions(page: Page, path: string): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (req) => {
    const match = /\/img\/([^/]+\/\d+\.\w+)$/.exec(new URL(req.url()).pathname);
    if (match) seen.push(match[1]!);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete));
  return seen;
}

function expectPhoneSized(files: string[]) {
  expect(files.length).toBeGreaterThan(0);
  const widths = files.map((f) => Number(/\/(\d+)\./.exec(f)![1]));
  expect(Math.max(...widths), files.join(' ')).toBeLessThanOrEqual(576);
  // Chromium takes AVIF: no WebP (or <img src> fallback) fetched beside it, no file twice.
  expect(files.filter((f) => !f.endsWith('.avif')), 'non-AVIF downloads').toEqual([]);
  expect(new Set(files).size, files.join(' ')).toBe(files.length);
}

test.describe('image widths on a 412 px phone at DPR 1.75', () => {
  // A fresh e2e server draws pictures on first request while its warm-up is still running.
  test.slow();

  test('home: the full-width hero and the cards take the 576 rendition at most', async ({ page }) => {
    const files = await renditions(page, '/');
    expect(files.some((f) => f.startsWith('s-')), 'a slide picture').toBe(true);
    expectPhoneSized(files);
  });

  test('listing and product: cover, cards and gallery take the 576 rendition at most', async ({ page, request }) => {
    expectPhoneSized(await renditions(page, '/d/bici'));
    const listing = (await (await request.get('/v1/catalogs/departments/bici?page=1')).json()) as CatalogueResult;
    const product = await renditions(page, `/p/${listing.docs[0]!.slug}`);
    expectPhoneSized(product);
  });
});
