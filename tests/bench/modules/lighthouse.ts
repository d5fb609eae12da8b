// Front-end quality of the built PWA served by the real server: Lighthouse (mobile, default
// config; median of three runs per page) scores and paint metrics for the home page, a department
// listing, a product page and a promo page; installability as
// Chromium itself judges it (Lighthouse has no PWA category any more, so `Page.getInstallabilityErrors`
// over CDP once the service worker is ready). The initial JS per route is the bundle bench's.
// BENCH_LIGHTHOUSE_TASKS=N also lists the N tasks that block longest in each page's median run
// (lib/lantern-tasks.ts: Lantern's simulation replayed on the run's trace). BENCH_LIGHTHOUSE_CPU=8
// simulates a phone twice as slow as Lighthouse's default mobile (×4): the slow phone of the budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.js';
import { blockingTasks, type BlockingTask } from '../lib/lantern-tasks.js';
import { median } from '../lib/median.js';
import { ensureBuilt, pagesToAudit } from '../lib/pwa-pages.js';
import { startApi, waitForRenditions, type RunningServer } from '../lib/servers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE_TIMEOUT_MS = 180_000;
const PERF_BUDGET = 0.95;
const A11Y_BUDGET = 1;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;
const TASKS_SHOWN = Number(process.env.BENCH_LIGHTHOUSE_TASKS ?? 0);
/** The simulated CPU slowdown: Lighthouse's mobile default, or a slower phone's. */
const CPU_SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU ?? 4);

interface LighthouseScores {
  scores: (number | null)[];
  /** FCP, LCP, TBT in ms; CLS unitless (METRICS order). */
  metrics: (number | null)[];
  error?: string | undefined;
  /** Lighthouse's measure of the machine's speed at the run (environment.benchmarkIndex; higher is faster). */
  cpuIndex: number | null;
  /** With BENCH_LIGHTHOUSE_TASKS: the run's blocking tasks. */
  tasks?: BlockingTask[];
}

/** One Lighthouse CLI run (its own Chromium), killed with its process group past the timeout. */
async function lighthouse(url: string): Promise<LighthouseScores> {
  const bin = resolve('node_modules/.bin/lighthouse');
  // The trace and DevTools log are kept only to list the blocking tasks.
  const assets = TASKS_SHOWN > 0 ? mkdtempSync(join(tmpdir(), 'raggio-bench-lh-')) : null;
  const output = assets ? ['--output-path', join(assets, 'run.json'), '--save-assets'] : ['--output-path=stdout'];
  const child = spawn(bin, [
    url, '--output=json', ...output, '--quiet', `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`, `--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`,
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
  const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, LIGHTHOUSE_TIMEOUT_MS);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(timer);
  try {
    if (assets) out = readFileSync(join(assets, 'run.json'), 'utf8');
    const report = JSON.parse(out) as {
      categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }>; runtimeError?: { message: string };
      environment?: { benchmarkIndex?: number };
    };
    return {
      scores: CATEGORIES.map((c) => report.categories[c]?.score ?? null),
      metrics: METRICS.map((m) => report.audits[m]?.numericValue ?? null),
      error: report.runtimeError?.message,
      cpuIndex: report.environment?.benchmarkIndex ?? null,
      ...(assets && { tasks: await blockingTasks(join(assets, 'run.json'), join(assets, 'run-0.trace.json'), join(assets, 'run-0.devtoolslog.json')) }),
    };
  } catch {
    return {
      scores: CATEGORIES.map(() => null), metrics: METRICS.map(() => null), cpuIndex: null,
      error: `lighthouse exited ${code}: ${err.trim().split('\n').slice(-2).join(' ').slice(0, 200)}`,
    };
  } finally {
    if (assets) rmSync(assets, { recursive: true, force: true });
  }
}

/** Chromium's verdict on the home page once a service worker controls it. */
async function installability(origin: string): Promise<string> {
  // A persistent profile: a plain context is incognito, which Chromium reports as `in-incognito`.
  const profile = mkdtempSync(join(tmpdir(), 'raggio-bench-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')), timeout: 60_000 });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto(`${origin}/`, { timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    if (installabilityErrors.length === 0) return 'installable';
    return installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' ')).join('; ');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const score = (s: number | null) => (s === null ? '-' : s.toFixed(2));
const msOf = (v: number | null) => (v === null ? '-' : v.toFixed(0));

const TBT = METRICS.indexOf('total-blocking-time');

/**
 * RUNS Lighthouse runs of one page: the median of each score and metric, taken separately; the
 * blocking tasks are those of the run whose blocking time is the median one.
 */
async function medianRun(url: string): Promise<LighthouseScores & { runs: number }> {
  const runs: LighthouseScores[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url));
  const byBlocking = runs.filter((r) => r.metrics[TBT] != null).sort((a, b) => a.metrics[TBT]! - b.metrics[TBT]!);
  return {
    scores: CATEGORIES.map((_, i) => median(runs.map((r) => r.scores[i] ?? null))),
    metrics: METRICS.map((_, i) => median(runs.map((r) => r.metrics[i] ?? null))),
    error: runs.find((r) => r.error)?.error,
    cpuIndex: median(runs.map((r) => r.cpuIndex)),
    runs: runs.filter((r) => r.scores[0] !== null).length,
    tasks: byBlocking[Math.floor((byBlocking.length - 1) / 2)]?.tasks,
  };
}

export const lighthouseBench: Measurement = {
  name: 'lighthouse',
  async run(): Promise<BenchTable[]> {
    await ensureBuilt();
    const dataDir = process.env.BENCH_LIGHTHOUSE_DATA_DIR ?? '.data-bench-sync';
    const api: RunningServer = await startApi(dataDir, 'warn');
    try {
      const waited = await waitForRenditions(api.origin);
      const rows: string[][] = [];
      const taskRows: string[][] = [];
      const errors: string[] = [];
      for (const page of await pagesToAudit(api.origin)) {
        console.log(`[bench] lighthouse ${page.path}…`);
        const result = await medianRun(`${api.origin}${page.path}`);
        if (result.error) errors.push(`${page.path}: ${result.error}`);
        const [perf = null, a11y = null] = result.scores;
        const [fcp = null, lcp = null, tbt = null, cls = null] = result.metrics;
        const met = perf !== null && a11y !== null && perf >= PERF_BUDGET && a11y >= A11Y_BUDGET;
        rows.push([
          `${page.name} (${page.path})`, ...result.scores.map(score), msOf(fcp), msOf(lcp), msOf(tbt), cls === null ? '-' : cls.toFixed(3),
          `${result.runs}/${RUNS}`, result.cpuIndex === null ? '-' : result.cpuIndex.toFixed(0), loadavg()[0]!.toFixed(1), `perf ≥ ${PERF_BUDGET}, a11y = ${A11Y_BUDGET.toFixed(2)}`,
          perf === null || a11y === null ? '-' : met ? 'met' : 'MISSED',
        ]);
        for (const task of result.tasks?.slice(0, TASKS_SHOWN) ?? []) {
          taskRows.push([page.name, ...[task.blocking, task.simStart, task.simDuration, task.observedStart, task.observedDuration].map((ms) => ms.toFixed(0)), task.content]);
        }
      }
      console.log('[bench] installability…');
      let installable: string;
      try {
        installable = await installability(api.origin);
      } catch (error) {
        installable = `check failed: ${(error as Error).message.split('\n')[0]}`;
      }
      return [
        {
          title: 'Lighthouse (mobile, default config; CLI, Debian Chromium headless)',
          notes: [
            `Scores 0–1 and metrics: the median of ${RUNS} runs per page (each figure separately); simulated mobile throttling, CPU ×${CPU_SLOWDOWN}. FCP, LCP, TBT in ms.`,
            '"load" is the 1-minute load average (os.loadavg) when the page\'s runs ended: compare pages audited at a low load.',
            `"CPU index": Lighthouse's own measure of the machine's speed during the runs (environment.benchmarkIndex, median; higher is faster). The simulated blocking time is the observed tasks slowed ${CPU_SLOWDOWN} ×, so it follows the machine: on this one the index ran from about 1 000 to 2 600 within a day, and TBT with it (decision 189). Compare runs at a similar index.`,
            `Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at the end.`,
            `Audited once the server had drawn every picture rendition (waited ${waited} s for it).`,
            ...errors.map((e) => `Lighthouse error ${e}`),
          ],
          columns: ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'runs', 'CPU index', 'load', 'budget', 'status'],
          rows,
        },
        ...(TASKS_SHOWN > 0 ? [{
          title: `Blocking tasks of each page's median run (the ${TASKS_SHOWN} longest; Lantern's simulation replayed)`,
          notes: [
            "blocking: the simulated task's part over 50 ms after the simulated first paint; sim: Lantern's start and duration; obs: the task in the trace, unthrottled. ms.",
            'content: the largest trace events inside the observed task.',
          ],
          columns: ['page', 'blocking', 'sim start', 'sim ms', 'obs start', 'obs ms', 'content'],
          rows: taskRows,
        }] : []),
        {
          title: 'Installability of the home page',
          notes: [
            'Chromium Page.getInstallabilityErrors (CDP) on / once the service worker controls the page.',
            'The initial JS of each route is measured from the network by `npm run bench -- bundle` (the app starts after the first frame: decision 096).',
          ],
          columns: ['figure', 'value', 'budget', 'status'],
          rows: [
            ['installability', installable, 'installable', installable === 'installable' ? 'met' : 'MISSED'],
          ],
        },
      ];
    } finally {
      await api.stop();
    }
  },
};
