// What the front-end modules (lighthouse, bundle) share: the built PWA, and the pages they load.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const distDir = () => resolve(process.env.DIST_DIR ?? 'dist');

/** The server serves DIST_DIR (default dist/): build it when missing (as the sync module does). */
export async function ensureBuilt(): Promise<void> {
  // The app and its server-rendering bundle (dist-server/, decision 080) come from one build.
  if (existsSync(join(distDir(), 'index.html')) && existsSync(resolve('dist-server'))) return;
  console.log('[bench] building the PWA (dist/)…');
  const child = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) throw new Error('npm run build failed');
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return await res.json() as T;
}

/** The seeded promo pages (server/db/seed): the first that answers is audited. */
const PROMO_SLUGS = ['black-friday', 'carbonio', 'saldi-invernali'];

/**
 * Home, the first top-level department's listing, the first highlighted article and the first
 * seeded promo page; BENCH_PAGES=home,product keeps only those.
 */
export async function pagesToAudit(origin: string): Promise<{ name: string; path: string }[]> {
  const shop = await getJson<{ departments: { parent: number | null; path: string }[] }>(`${origin}/v1/shop`);
  const top = shop.departments.find((d) => d.parent === null) ?? shop.departments[0];
  const highlighted = await getJson<{ slug: string }[] | { docs: { slug: string }[] }>(`${origin}/v1/catalogs/articles/highlighteds`);
  const first = (Array.isArray(highlighted) ? highlighted : highlighted.docs)[0];
  const pages = [{ name: 'home', path: '/' }];
  if (top) pages.push({ name: 'listing', path: `/d/${top.path}` });
  if (first) pages.push({ name: 'product', path: `/p/${first.slug}` });
  for (const slug of PROMO_SLUGS) {
    const res = await fetch(`${origin}/v1/pages_promos/${slug}`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.ok) {
      pages.push({ name: 'promo', path: `/l/${slug}` });
      break;
    }
  }
  const only = (process.env.BENCH_PAGES ?? process.env.BENCH_LIGHTHOUSE_PAGES)?.split(',');
  return only ? pages.filter((p) => only.includes(p.name)) : pages;
}
