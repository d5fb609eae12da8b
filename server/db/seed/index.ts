// The demo catalogue: a believable Italian bike shop, the same on every run (seeded PRNG).
// seedShopAlone makes the shop without the demo (a PostgreSQL start without SEED_DEMO, decision
// 209); seedDemo adds the demo to it, or makes both, and does nothing once the demo is there; replaceCatalogue swaps only the articles for a
// catalogue of another size (benchmarks), keeping shop, departments, brands and content.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { articles, carts, departments, families, images, shops } from '../schema.js';
import { generateCatalogue } from './catalogue/generate.js';
import { insertCatalogue } from './catalogue-insert.js';
import { seedContent, seedDemoShopExtras, seedShop } from './content.js';
import { BRANDS } from './data/brands.js';
import { SHOP_ID } from './data/shop.js';
import { emptyLookups, loadLookups } from './lookups.js';
import { seedPromoCodes } from './promo-codes.js';
import { seedTaxonomy } from './taxonomy.js';

export const DEFAULT_ARTICLES = 320;

export interface SeedOptions {
  /** Article rows to create, variants included (default 320). */
  articles?: number;
  log?: (msg: string) => void;
}

/** Held for the whole seed, so N servers starting together on one PostgreSQL seed once. */
const SEED_LOCK = 7_341_968;

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, SHOP_ID)).limit(1);
  return rows.length > 0;
}

/** The demo's departments are there (the shop alone has none until staff make some). */
export async function hasDemo(db: Db): Promise<boolean> {
  const rows = await db.select({ id: departments.id }).from(departments).where(eq(departments.shopId, SHOP_ID)).limit(1);
  return rows.length > 0;
}

export async function countArticles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.shopId, SHOP_ID));
  return row?.n ?? 0;
}

function articleCount(opts: SeedOptions): number {
  const n = opts.articles ?? DEFAULT_ARTICLES;
  if (!Number.isInteger(n) || n < 1) throw new Error(`seed: articles must be a positive integer, got ${n}`);
  return n;
}

/**
 * Seeds the demo shop in one transaction: all of it or nothing; into a shop made without it, the
 * demo alone. Answers false when the demo was already there (seeded meanwhile by another process
 * that held the lock first).
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const n = articleCount(opts);
  const log = opts.log ?? (() => {});
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasDemo(tx)) return false;
    const lookups = emptyLookups();
    if (!(await isSeeded(tx))) await seedShop(tx);
    await seedDemoShopExtras(tx);
    await seedTaxonomy(tx, lookups);
    await seedContent(tx, lookups);
    log(`seed: shop, ${lookups.departments.size} departments, ${lookups.brands.size} brands`);
    const catalogue = generateCatalogue({ articles: n, brands: BRANDS, now: Date.now() });
    await insertCatalogue(tx, catalogue, lookups, log);
    await seedPromoCodes(tx);
    return true;
  });
}

/**
 * The shop without the demo: its settings, languages, payment and shipping methods, stores and
 * information pages; no catalogue, no staff (`npm run staff` adds them). False when it was there.
 */
export async function seedShopAlone(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return false;
    await seedShop(tx);
    return true;
  });
}

/**
 * Replaces the articles of a seeded shop with a generated catalogue of `articles` rows. Carts go
 * too (their lines point at articles). Fails, changing nothing, if other rows (orders) still
 * refer to articles.
 */
export async function replaceCatalogue(db: Db, opts: SeedOptions = {}): Promise<void> {
  const n = articleCount(opts);
  const log = opts.log ?? (() => {});
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await tx.delete(carts).where(eq(carts.shopId, SHOP_ID));
    await tx.delete(articles).where(eq(articles.shopId, SHOP_ID));
    await tx.delete(families).where(eq(families.shopId, SHOP_ID));
    await tx.delete(images).where(sql`${images.key} like 'a-%' and not exists (select 1 from article_images ai where ai.image_key = ${images.key})`);
    log('seed: previous catalogue removed');
    const catalogue = generateCatalogue({ articles: n, brands: BRANDS, now: Date.now() });
    await insertCatalogue(tx, catalogue, await loadLookups(tx), log);
  });
}
