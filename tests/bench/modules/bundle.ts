// Initial JS per route (decision 084): the JavaScript a first visit of the home page, a
// listing and a product page downloads, in KB gzip, against the 150 KB budget. Sizes, not
// timings: the figures do not depend on the machine's load.
//
// Each page opens in a fresh browser context (empty HTTP cache, service workers blocked, so the
// worker's precache is not counted as the page's). Every .js response's body is gzipped with
// node:zlib (default level), whatever encoding the server used. Two cuts:
// - until `load`: the scripts whose responses arrived before the load event;
// - before first paint: the scripts whose requests started before the first paint of the app
//   (Resource Timing), i.e. before the earlier of the first contentful paint and the first frame
//   after the app first put content in #root (its requestAnimationFrame, just before the paint:
//   FCP is stamped when the frame is presented, which under load trails the tasks after the
//   paint, where deferred loads start). A server-rendered page's first paint needs only the entry
//   script: the app starts after it (decision 096);
// - until interactive: the scripts whose requests started before the app marked
//   <html data-interactive> (hydration or first render committed): what a phone fetches before a
//   tap works. Reported beside the budget of docs/performance.md: the JS a first visit fetches
//   before its first paint (or its load event), the rest loading after it.
// 'All by idle' adds what loads after the first paint (the offline layer, lazy parts).
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.js';
import { distDir, ensureBuilt, pagesToAudit } from '../lib/pwa-pages.js';
import { startApi, type RunningServer } from '../lib/servers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const BUDGET_KB = 150;

interface RouteJs {
  untilLoad: number;
  beforePaint: number;
  untilInteractive: number;
  all: number;
  /** The scripts until interactive, largest first. */
  files: { name: string; gzip: number }[];
}

const isJs = (url: string) => new URL(url).pathname.endsWith('.js');
const sum = (sizes: Map<string, number>, names: Iterable<string>) => [...new Set(names)].reduce((total, name) => total + (sizes.get(name) ?? 0), 0);

const scriptCount = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length);

async function measure(browser: Browser, url: string): Promise<RouteJs> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'it-IT' });
  try {
    const page = await context.newPage();
    const gzipped = new Map<string, number>();
    const bodies: Promise<void>[] = [];
    let loaded = false;
    const arrivedBeforeLoad = new Set<string>();
    page.on('response', (response) => {
      if (!isJs(response.url())) return;
      if (!loaded) arrivedBeforeLoad.add(response.url());
      bodies.push(response.body().then(
        (body) => void gzipped.set(response.url(), gzipSync(body).length),
        () => undefined,
      ));
    });
    page.on('load', () => { loaded = true; });
    await page.addInitScript(() => {
      const marked = window as unknown as { __firstFrameAt?: number; __interactiveAt?: number };
      // The init script runs before the document has an element: watch the whole tree for it.
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.interactive === undefined) return;
        observer.disconnect();
        marked.__interactiveAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
      new MutationObserver((_, observer) => {
        if (!document.getElementById('root')?.childElementCount) return;
        observer.disconnect();
        // The first frame with that content: its rAF callbacks run just before it is painted.
        requestAnimationFrame(() => { marked.__firstFrameAt = performance.now(); });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0 && (window as unknown as { __firstFrameAt?: number }).__firstFrameAt !== undefined,
      undefined, { timeout: 60_000 },
    );
    // Idle: no new script for 2 s (deferred parts start after the first paint, later under load).
    let count = -1;
    for (let now = await scriptCount(page); now !== count; now = await scriptCount(page)) {
      count = now;
      await page.waitForTimeout(2_000);
    }
    await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 60_000 });
    const { paintAt, interactiveAt, scripts } = await page.evaluate(() => ({
      paintAt: Math.min(
        performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        (window as unknown as { __firstFrameAt: number }).__firstFrameAt,
      ),
      interactiveAt: (window as unknown as { __interactiveAt: number }).__interactiveAt,
      scripts: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
    }));
    await Promise.all(bodies);
    const startedBefore = (at: number) => scripts.filter((s) => isJs(s.name) && s.startTime < at).map((s) => s.name);
    const beforePaint = startedBefore(paintAt);
    const files = [...new Set(startedBefore(interactiveAt))].map((name) => ({ name: new URL(name).pathname, gzip: gzipped.get(name) ?? 0 })).sort((a, b) => b.gzip - a.gzip);
    return {
      untilLoad: sum(gzipped, arrivedBeforeLoad), beforePaint: sum(gzipped, beforePaint),
      untilInteractive: sum(gzipped, startedBefore(interactiveAt)), all: sum(gzipped, gzipped.keys()), files };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * What the service worker precaches at install (its manifest in dist/sw.js): entries, bytes as
 * built and gzipped, and how many are the back office's (none should be: decision 195).
 */
export function precacheSize(dist = distDir()): { entries: number; raw: number; gzip: number; admin: number } {
  const urls = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = readFileSync(join(dist, url));
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { entries: urls.length, raw, gzip, admin: urls.filter((url) => /(^|\/)admin[.-]/.test(url)).length };
}

export const bundleBench: Measurement = {
  name: 'bundle',
  async run(): Promise<BenchTable[]> {
    await ensureBuilt();
    const api: RunningServer = await startApi(process.env.BENCH_BUNDLE_DATA_DIR ?? '.data-bench-sync', 'warn');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const rows: string[][] = [];
      const largest: string[] = [];
      for (const page of await pagesToAudit(api.origin)) {
        console.log(`[bench] bundle ${page.path}…`);
        const js = await measure(browser, `${api.origin}${page.path}`);
        const initial = Math.max(js.untilLoad, js.beforePaint);
        rows.push([
          `${page.name} (${page.path})`, kb(js.untilLoad), kb(js.beforePaint), kb(js.untilInteractive), kb(js.all),
          `≤ ${BUDGET_KB}`, initial / 1024 <= BUDGET_KB ? 'met' : 'MISSED',
        ]);
        if (page.name === 'home') largest.push(...js.files.slice(0, 6).map((f) => `home until interactive: ${f.name} ${kb(f.gzip)} KB`));
      }
      return [{
        title: 'Initial JS per route, KB gzip (first visit, empty cache)',
        notes: [
          'until load: .js responses before the load event; before paint: .js requests started before the first contentful paint;',
          'until interactive: .js requests started before <html data-interactive> (hydration committed);',
          'all by idle: every .js once no new one came for 2 s (what loads after the first paint too). Budget on the larger of until load and before paint.',
          ...largest,
          `Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (sizes do not depend on it).`,
        ],
        columns: ['route', 'until load', 'before paint', 'until interactive', 'all by idle', 'budget', 'status'],
        rows,
      }, {
        title: 'Service worker precache (dist/sw.js manifest)',
        notes: ['Fetched once at install, beside the first visit; the back office\'s files must not be in it (decision 195).'],
        columns: ['entries', 'KB as built', 'KB gzip', 'admin entries'],
        rows: [(({ entries, raw, gzip, admin }) => [String(entries), kb(raw), kb(gzip), String(admin)])(precacheSize())],
      }];
    } finally {
      await browser.close();
      await api.stop();
    }
  },
};
