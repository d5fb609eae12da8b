// A phone's first visit as the page itself sees it: the main thread's long tasks after the first
// contentful paint, from the page's own PerformanceObserver, in Chromium with its CPU slowed 4×
// (Lighthouse's mobile factor) and a 412 px screen. Lighthouse's blocking time is simulated from
// one trace and moves by seconds between runs on this machine; this figure is the same work
// measured, so a change to start-up shows here first (decision 174). The baseline, loaded in the
// same browser and run, is a static page without a script: what the machine and browser cost alone.
import { loadavg, availableParallelism } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.js';
import { median } from '../lib/median.js';
import { ensureBuilt, pagesToAudit } from '../lib/pwa-pages.js';
import { startApi, waitForRenditions } from '../lib/servers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const RUNS = Number(process.env.BENCH_BLOCKING_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** How long after the load event long tasks are still collected (start-up runs after it). */
const SETTLE_MS = 6_000;
/** A task's part beyond 50 ms blocks input: the definition of total blocking time. */
const BLOCKING_FROM_MS = 50;
const BLANK_PATH = '/__bench-blank';
const BLANK_PAGE = '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Vuota</title></head><body><h1>Raggio</h1><p>Una pagina senza script.</p></body></html>';

interface Visit { fcp: number; blocking: number; longest: number; interactive: number | null }

/** One first visit (fresh context, empty caches) to `url`. */
async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.route(`**${BLANK_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE }));
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: [number, number][] = [];
      (window as unknown as { __longTasks: typeof seen }).__longTasks = seen;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.push([e.startTime, e.duration]); })
        .observe({ type: 'longtask', buffered: true });
      // The script runs before <html> exists: watch the document for the attribute.
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-interactive')) return;
        (window as unknown as { __interactiveAt: number }).__interactiveAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp, interactive } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      interactive: (window as unknown as { __interactiveAt?: number }).__interactiveAt ?? null,
    }));
    const after = tasks.filter(([start]) => start >= fcp);
    return {
      fcp,
      blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - BLOCKING_FROM_MS), 0),
      longest: Math.max(0, ...after.map(([, duration]) => duration)),
      interactive,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));

export const blockingBench: Measurement = {
  name: 'blocking',
  async run(): Promise<BenchTable[]> {
    await ensureBuilt();
    const api = await startApi(process.env.BENCH_LIGHTHOUSE_DATA_DIR ?? '.data-bench-sync', 'warn');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      await waitForRenditions(api.origin);
      const pages = [{ name: 'baseline: static page, no script', path: BLANK_PATH }, ...await pagesToAudit(api.origin)];
      const visits = new Map<string, Visit[]>(pages.map((page) => [page.path, []]));
      // The pages take turns, run by run, so a slow minute of the machine falls on all of them.
      for (let i = 0; i < RUNS; i++) {
        console.log(`[bench] blocking, round ${i + 1} of ${RUNS}…`);
        for (const page of pages) visits.get(page.path)!.push(await visit(browser, `${api.origin}${page.path}`));
      }
      const rows = pages.map((page) => {
        const seen = visits.get(page.path)!;
        const interactive = seen.map((v) => v.interactive).filter((v): v is number => v !== null);
        return [
          page.path === BLANK_PATH ? page.name : `${page.name} (${page.path})`,
          ms(median(seen.map((v) => v.fcp))), ms(median(seen.map((v) => v.blocking))), ms(median(seen.map((v) => v.longest))),
          ms(median(interactive)), String(seen.length),
        ];
      });
      return [{
        title: `Blocking time of a first visit (Chromium, CPU ×${CPU_SLOWDOWN}, 412 px; the page's own long tasks)`,
        notes: [
          `Median of ${RUNS} first visits per page (new context: empty caches, the service worker installs as on a real first visit); ms from navigation.`,
          `"blocking after FCP": each long task's part over ${BLOCKING_FROM_MS} ms, summed from the first contentful paint to ${SETTLE_MS / 1000} s after the load event; "longest": the longest such task.`,
          '"interactive": when <html data-interactive> was set (the app has hydrated, decision 080).',
          'Compare with the baseline row, and with Lighthouse (`npm run bench -- lighthouse`), whose simulated figure adds the browser\'s own first task.',
          `Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at the end.`,
        ],
        columns: ['page', 'FCP', 'blocking after FCP', 'longest', 'interactive', 'runs'],
        rows,
      }];
    } finally {
      await browser.close();
      await api.stop();
    }
  },
};
