// The bench catalogue: 20 000 articles seeded once into .data-bench/ (gitignored) and reused,
// plus the slugs and words the load rows ask for, read while no server holds the database.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../../server/db/client.js';
import { isSeeded, seedDemo } from '../../../server/db/seed/index.js';
import { rows } from '../../../server/domain/catalogue/rows.js';

export const BENCH_DATA_DIR = resolve('.data-bench');
export const BENCH_ARTICLES = 20_000;

export interface BenchInputs {
  /** A department with many articles, and a brand and a price range within it. */
  department: string;
  /** Every department and category slug. */
  departments: string[];
  brand: string;
  priceMin: number;
  priceMax: number;
  /** Slugs of articles of every grade but variant. */
  products: string[];
  /** Words of article names, for searches nobody asked before. */
  words: string[];
  /** A promo page's slug. */
  promo: string;
  articles: number;
}

const MIGRATIONS = resolve('server/db/migrations');

/** Changes whenever the migrations do (the single init migration is regenerated in place). */
function schemaHash(): string {
  const hash = createHash('sha1');
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort()) hash.update(readFileSync(join(MIGRATIONS, file)));
  return hash.digest('hex');
}

/** A catalogue built for another schema cannot be migrated (the init migration is rewritten): rebuild. */
function dropIfStale(log: (msg: string) => void): void {
  const marker = join(BENCH_DATA_DIR, 'schema-hash');
  const current = schemaHash();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === current) return;
  if (existsSync(join(BENCH_DATA_DIR, 'pglite'))) log('the schema changed since the bench catalogue was built: rebuilding it');
  rmSync(join(BENCH_DATA_DIR, 'pglite'), { recursive: true, force: true });
  mkdirSync(BENCH_DATA_DIR, { recursive: true });
  writeFileSync(marker, current);
}

/** Seeds (once) and reads the bench catalogue: PGlite in .data-bench/, or PostgreSQL at `databaseUrl`. */
export async function prepareBenchData(log: (msg: string) => void, databaseUrl?: string): Promise<BenchInputs> {
  if (!databaseUrl) dropIfStale(log);
  // server/main.ts keeps PGlite in DATA_DIR/pglite: the bench's server opens the same files.
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: join(BENCH_DATA_DIR, 'pglite') });
  try {
    const { db } = database;
    if (!(await isSeeded(db))) {
      log(`seeding ${BENCH_ARTICLES} articles into ${databaseUrl ? 'PostgreSQL' : BENCH_DATA_DIR} (once; later runs reuse it)`);
      const started = Date.now();
      await seedDemo(db, { articles: BENCH_ARTICLES, log });
      // PGlite runs no autovacuum: without statistics the planner guesses row counts badly.
      await db.execute(sql`analyze`);
      log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    }
    return await readBenchInputs(db);
  } finally {
    await database.close();
  }
}

/** What the load rows ask for, read from a seeded catalogue (no server may hold a PGlite one meanwhile). */
export async function readBenchInputs(db: Db): Promise<BenchInputs> {
  const [top] = await rows<{ slug: string; path: string }>(db, sql`
    select d.slug, d.path from departments d where d.parent_id is null order by (
      select count(*) from article_categories ac join departments c on c.id = ac.department_id
      where c.path = d.path or c.path like d.path || '.%') desc limit 1`);
  const slug = top?.slug ?? '';
  const [brand] = await rows<{ slug: string; lo: number; hi: number }>(db, sql`
    select b.slug, min(a.price_gross)::int as lo, max(a.price_gross)::int as hi from articles a
    join brands b on b.id = a.brand_id join article_categories ac on ac.article_id = a.id
    join departments c on c.id = ac.department_id
    where c.path = ${top?.path ?? ''} or c.path like ${`${top?.path ?? ''}.%`}
    group by b.slug order by count(*) desc limit 1`);
  const places = await rows<{ slug: string }>(db, sql`select slug from departments order by id`);
  const products = await rows<{ slug: string }>(db, sql`
    select slug from articles where grade <> 'variant' order by id limit 20`);
  const names = await rows<{ name: string }>(db, sql`
    select lower(concat_ws(' ', name->>'it', name->>'en')) as name from articles where grade <> 'variant' order by id limit 3000`);
  const words = [...new Set(names.flatMap((n) => n.name.split(/[^\p{L}]+/u)).filter((w) => w.length >= 4))];
  const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from articles`);
  const [promo] = await rows<{ slug: string }>(db, sql`select slug from promo_pages order by id limit 1`);
  const lo = brand?.lo ?? 0;
  const hi = brand?.hi ?? 0;
  return {
    department: slug, departments: places.map((p) => p.slug), brand: brand?.slug ?? '', priceMin: Math.round(lo + (hi - lo) * 0.1), priceMax: Math.round(lo + (hi - lo) * 0.8),
    products: products.map((p) => p.slug), words, articles: count?.n ?? 0, promo: promo?.slug ?? '',
  };
}
