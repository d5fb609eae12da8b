// Time to sync the offline cart after reconnecting (decision 078): in Debian's Chromium, cart
// mutations are queued while offline, then the connection returns and the clock runs until the
// outbox (IndexedDB) is empty. Two rows: 100 edits made through the cart page (the outbox folds
// edits of lines it has not sent yet, so fewer requests leave), and 100 queued adds that cannot
// fold (written as the app writes them), i.e. 100 requests one after another.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { Article } from '../../../contract/catalogue.js';
import type { Checkout } from '../../../contract/checkout.js';
import { lineKey } from '../../../src/offline/cart/line-key.js';
import { lineFromSnapshot } from '../../../src/offline/cart/line-from-snapshot.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.js';
import { startApi, type RunningServer } from '../lib/servers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const EDITS = 100;
const LINES = 10;

/** The server serves DIST_DIR (default dist/): build it when missing. */
function ensureBuilt(): void {
  if (existsSync(resolve(process.env.DIST_DIR ?? 'dist', 'index.html'))) return;
  console.log('[bench] building the PWA (dist/)…');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

/** Simple articles a cart can hold ten of: switched on, in stock (or untracked), no limits, not 18+. */
async function pickArticles(origin: string): Promise<Article[]> {
  const picked: Article[] = [];
  for (let page = 1; page <= 10; page++) {
    const listing = await (await fetch(`${origin}/v1/catalogs/departments?lang=it&page=${page}`)).json() as { docs: { slug: string; grade: string }[] };
    for (const card of listing.docs.filter((d) => d.grade === 'simple')) {
      const article = await (await fetch(`${origin}/v1/catalogs/articles/${card.slug}?lang=it`)).json() as Article;
      const { min, max } = article.cart.quantity;
      if (article.available && !article.pg18 && !min.on && !max.on && (!article.stock.on || article.stock.quantity >= 20)) picked.push(article);
      if (picked.length === LINES) return picked;
    }
  }
  throw new Error(`the catalogue has fewer than ${LINES} simple articles to bench with`);
}

async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((done) => {
    const open = indexedDB.open('raggio');
    open.onsuccess = () => {
      const count = open.result.transaction('outbox').objectStore('outbox').count();
      count.onsuccess = () => { done(count.result); open.result.close(); };
    };
  }));
}

/** Goes online and measures until the outbox is empty. */
async function timeToSync(context: BrowserContext, page: Page): Promise<number> {
  const started = performance.now();
  await context.setOffline(false);
  const deadline = Date.now() + 300_000;
  while ((await outboxSize(page)) > 0) {
    if (Date.now() > deadline) throw new Error('the outbox did not empty within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

async function freshPage(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cookie accepted', JSON.stringify({ necessary: true, analytics: true, at: new Date().toISOString() })));
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 90_000 });
  return page;
}

async function uiEdits(context: BrowserContext, origin: string, articles: Article[]): Promise<string[]> {
  for (const a of articles) await context.request.post(`${origin}/v1/checkout/ss/carts`, { data: { id: a.id, quantity: 1 } });
  const page = await freshPage(context, origin);
  await page.goto(`${origin}/carrello`);
  await page.getByTestId('cart-line').nth(LINES - 1).waitFor();
  await context.setOffline(true);
  const editing = performance.now();
  for (let i = 0; i < EDITS; i++) {
    const field = page.getByTestId('cart-line').nth(i % LINES).getByTestId('cart-line-qty');
    await field.fill(String(2 + (Math.floor(i / LINES) % 5)));
    await field.press('Enter');
  }
  const editMs = performance.now() - editing;
  const queued = await outboxSize(page);
  const syncMs = await timeToSync(context, page);
  return [`${EDITS} quantity edits on ${LINES} lines (cart page)`, String(queued), (editMs / EDITS).toFixed(1), syncMs.toFixed(0), (syncMs / Math.max(1, queued)).toFixed(1)];
}

async function queuedAdds(context: BrowserContext, origin: string, articles: Article[]): Promise<string[]> {
  const page = await freshPage(context, origin);
  await context.setOffline(true);
  const now = Date.now();
  const entries = Array.from({ length: EDITS }, (_, i) => {
    const article = articles[i % LINES]!;
    const key = lineKey(article.id);
    const payload = { kind: 'add', lineKey: key, body: { id: article.id, quantity: 1 }, line: lineFromSnapshot({ article, quantity: 1 }) };
    return { id: crypto.randomUUID(), kind: 'add', lineKey: key, payload, createdAt: now + i, attempts: 0, lastError: null, nextAttemptAt: 0 };
  });
  await page.evaluate((rows) => new Promise<void>((done, fail) => {
    const open = indexedDB.open('raggio');
    open.onsuccess = () => {
      const tx = open.result.transaction('outbox', 'readwrite');
      for (const row of rows) tx.objectStore('outbox').add(row);
      tx.oncomplete = () => { open.result.close(); done(); };
      tx.onerror = () => fail(tx.error);
    };
  }), entries);
  const syncMs = await timeToSync(context, page);
  const server = await (await context.request.get(`${origin}/v1/checkout/ss`)).json() as Checkout;
  const total = server.counts.quantity;
  if (total !== EDITS) {
    const outcomes = await page.evaluate(() => new Promise<unknown[]>((done) => {
      const open = indexedDB.open('raggio');
      open.onsuccess = () => {
        const all = open.result.transaction('outcomes').objectStore('outcomes').getAll();
        all.onsuccess = () => { done(all.result as unknown[]); open.result.close(); };
      };
    }));
    console.warn(`[bench] the server holds ${total} pieces, expected ${EDITS}`, JSON.stringify(outcomes).slice(0, 1500));
  }
  return [`${EDITS} queued adds on ${LINES} lines (no folding)`, String(EDITS), '-', syncMs.toFixed(0), (syncMs / EDITS).toFixed(1)];
}

export const syncTime: Measurement = {
  name: 'sync',
  async run(): Promise<BenchTable[]> {
    ensureBuilt();
    const dataDir = process.env.BENCH_SYNC_DATA_DIR ?? '.data-bench-sync';
    const api: RunningServer = await startApi(dataDir, 'warn');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const articles = await pickArticles(api.origin);
      const rows: string[][] = [];
      for (const scenario of [uiEdits, queuedAdds]) {
        const context = await browser.newContext({ locale: 'it-IT' });
        rows.push(await scenario(context, api.origin, articles));
        await context.close();
      }
      return [{
        title: 'Offline cart: time to sync after reconnecting (Chromium, real server on PGlite)',
        notes: [
          'Clock: from context.setOffline(false) until the IndexedDB outbox is empty (read every 20 ms).',
          'The outbox sends one mutation at a time, oldest first, each under its Idempotency-Key (decision 075).',
          `Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at the end.`,
        ],
        columns: ['scenario', 'requests queued', 'ms per edit (UI)', 'sync ms', 'ms per request'],
        rows,
      }];
    } finally {
      await browser.close();
      await api.stop();
    }
  },
};
