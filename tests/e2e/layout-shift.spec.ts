import type { Page } from '@playwright/test';
import type { CatalogueResult } from '../../contract/catalogue.js';
import { test, expect } from './fixtures.js';

// Nothing moves once shown ("Bytes on the wire", docs/performance.md): the summed layout shift of a first
// visit to home, a listing and a product stays within 0.02, as Chromium's own layout-shift entries
// count it, on the phone (390×844) and desktop (1440×900) projects. The hero, the banner, every
// picture and the navbar counts have their room before they are drawn.

const BUDGET = 0.02;

type Rect = { x: number; y: number; width: number; height: number };
type Shift = { at: number; value: number; sources: { node: string; before: Rect; after: Rect }[] };

declare global {
  interface Window { __layoutShift?: Shift[] }
}

/** Records every layout shift not caused by input, from the first byte of the page. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = [];
    const rect = (r: DOMRectReadOnly): Rect => ({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => ({
          node: s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName),
          before: rect(s.previousRect),
          after: rect(s.currentRect),
        }));
        window.__layoutShift!.push({ at: Math.round(entry.startTime), value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the page is drawn in full: network quiet, every picture in view decoded, fonts in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images]
    .filter((img) => { const r = img.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight && r.width > 0; })
    .every((img) => img.complete));
  await page.evaluate(async () => { await document.fonts.ready; });
  // Entries are delivered to the observer in a task after the frame that caused them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
}

/** The summed shift, and each shift's time, value and moved boxes for the failure message. */
async function layoutShift(page: Page): Promise<{ value: number; sources: string }> {
  const entries = await page.evaluate(() => window.__layoutShift ?? []);
  const described = entries.map((e) => `at ${e.at} ms, ${e.value.toFixed(4)}: ${e.sources.map((s) => `${s.node} ${JSON.stringify(s.before)} → ${JSON.stringify(s.after)}`).join('; ')}`);
  return { value: entries.reduce((sum, e) => sum + e.value, 0), sources: described.join(' | ') };
}

test.describe('layout shift of a first visit', () => {
  // A fresh e2e server draws pictures on first request while its warm-up is still running.
  test.slow();

  test.beforeEach(async ({ page }) => {
    await recordLayoutShifts(page);
  });

  test('home: the hero is as tall as it will be from the first paint', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.getByTestId('article-card').first()).toBeAttached();
    await settle(page);
    const shift = await layoutShift(page);
    expect(shift.value, `shifted: ${shift.sources}`).toBeLessThanOrEqual(BUDGET);
  });

  test('listing: cards keep their picture boxes', async ({ page }) => {
    await page.goto('/d/bici');
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    await settle(page);
    const shift = await layoutShift(page);
    expect(shift.value, `shifted: ${shift.sources}`).toBeLessThanOrEqual(BUDGET);
  });

  test('product: the gallery keeps its 4:3 box', async ({ page, request }) => {
    const listing = (await (await request.get('/v1/catalogs/departments/bici?page=1')).json()) as CatalogueResult;
    const slug = listing.docs[0]!.slug;
    await page.goto(`/p/${slug}`);
    await expect(page.getByTestId('gallery')).toBeVisible();
    await settle(page);
    const shift = await layoutShift(page);
    expect(shift.value, `shifted: ${shift.sources}`).toBeLessThanOrEqual(BUDGET);
  });
});
