// First paint of a repeat visit, the page answered by the service worker (decision 203): a
// browser started cold on a profile that has visited the page, then the same page again in the
// warm browser. Beside it, the path every worker-answered navigation took before: the precached
// shell (here: offline, with no kept page, so the worker can only answer the shell), painted when
// the app has drawn.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.js';
import { median } from '../lib/median.js';
import { ensureBuilt, pagesToAudit } from '../lib/pwa-pages.js';
import { startApi, waitForRenditions } from '../lib/servers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const RUNS = Number(process.env.BENCH_REPEAT_PAINT_RUNS ?? 5);
const PAGE_CACHE = 'raggio-pages-v1';

const launch = (profile: string) => chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, args: CHROMIUM_ARGS, viewport: { width: 390, height: 844 }, timeout: 60_000,
});

/** The first contentful paint of the page now shown, in ms from its navigation start, and whether the worker answered it. */
async function firstPaint(page: Page): Promise<{ fcp: number | null; byWorker: boolean }> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 }).catch(() => undefined);
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { fcp, byWorker: (nav?.workerStart ?? 0) > 0 };
  });
}

/** A profile that has visited `url` twice, the second time under the worker (which keeps the page). */
async function visitedProfile(url: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'raggio-bench-repeat-'));
  const context = await launch(profile);
  const page = context.pages()[0] ?? await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
  await page.goto(url);
  await page.waitForFunction(async (name) => (await (await caches.open(name)).keys()).length > 0, PAGE_CACHE, { timeout: 30_000 }).catch(() => undefined);
  await context.close();
  return profile;
}

async function measure(url: string, shell: boolean): Promise<{ cold: number | null; warm: number | null; byWorker: boolean }> {
  const profile = await visitedProfile(url);
  let context: BrowserContext | undefined;
  try {
    context = await launch(profile);
    const page = context.pages()[0] ?? await context.newPage();
    if (shell) {
      await context.setOffline(true);
      await page.goto('about:blank');
    }
    const prepare = async () => {
      if (shell) await context!.serviceWorkers()[0]?.evaluate((name) => caches.delete(name), PAGE_CACHE);
    };
    await prepare();
    await page.goto(url);
    const cold = await firstPaint(page);
    await prepare();
    await page.goto(url);
    const warm = await firstPaint(page);
    return { cold: cold.fcp, warm: warm.fcp, byWorker: cold.byWorker && warm.byWorker };
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));

export const repeatPaintBench: Measurement = {
  name: 'repeat-paint',
  async run(): Promise<BenchTable[]> {
    await ensureBuilt();
    const api = await startApi(process.env.BENCH_LIGHTHOUSE_DATA_DIR ?? '.data-bench-sync', 'warn');
    try {
      await waitForRenditions(api.origin);
      const rows: string[][] = [];
      for (const { name, path } of await pagesToAudit(api.origin)) {
        for (const shell of [false, true]) {
          console.log(`[bench] repeat-visit paint ${path}${shell ? ' (shell)' : ''}…`);
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await measure(`${api.origin}${path}`, shell));
          rows.push([
            `${name} (${path})`, shell ? 'shell, offline (before)' : 'kept page (now)',
            ms(median(runs.map((r) => r.cold))), ms(median(runs.map((r) => r.warm))),
            `${runs.filter((r) => r.byWorker).length}/${RUNS}`, loadavg()[0]!.toFixed(1),
          ]);
        }
      }
      return [{
        title: 'First paint of a repeat visit answered by the service worker (390 × 844, unthrottled)',
        notes: [
          `FCP in ms from the navigation's start, median of ${RUNS} fresh profiles per row. cold: the first page of a browser just started on a profile that had visited it twice; warm: the same page again in that browser.`,
          '"kept page": the page the worker kept from the last visit (decision 203). "shell": the precached index.html every worker-answered navigation got before, here with the network off and no kept page; it paints once the app has drawn.',
          '"by worker": runs whose two navigations the worker answered (PerformanceNavigationTiming.workerStart).',
        ],
        columns: ['page', 'answered with', 'cold FCP', 'warm FCP', 'by worker', 'load'],
        rows,
      }];
    } finally {
      await api.stop();
    }
  },
};
