// The shop the load benches (load, shoppers) put shoppers in: the demo catalogue of `articles`
// articles plus `stocked` tracked articles with a million units each (the ones the cart and
// checkout journeys buy), and the signed-up buyers. Shared so both benches measure the same shop.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.js';
import { articles, shippings } from '../../../server/db/schema.js';
import { seedDemo } from '../../../server/db/seed/index.js';
import { rows } from '../../../server/domain/catalogue/rows.js';
import { SHOP_ID } from '../../../server/domain/shop-id.js';
import { signUp, type BenchBuyer } from './bench-buyers.js';
import { readBenchInputs } from './bench-data.js';
import type { ShopInputs } from './shoppers.js';

/** The units each stocked article starts with: ample, so no journey runs out. */
export const STOCKED_UNITS = 1_000_000;

/** Seeds the catalogue and the stocked articles, and reads what the journeys ask for. */
export async function prepareShop(db: Db, options: { articles: number; stocked: number }): Promise<ShopInputs> {
  await seedDemo(db, { articles: options.articles });
  const stocked = await db.insert(articles).values(Array.from({ length: options.stocked }, (_, i) => ({
    shopId: SHOP_ID, sku: `BENCH-LOAD-${i}`, slug: `bench-carico-${i}`, grade: 'simple' as const, name: { it: `Borraccia carico ${i}` },
    stockOn: true, stockQuantity: STOCKED_UNITS, priceGross: 1500 + i * 100, vatRate: 22,
  }))).returning({ id: articles.id });
  await db.execute(sql`analyze`);
  const inputs = await readBenchInputs(db);
  const places = await rows<{ slug: string; path: string }>(db, sql`select slug, path from departments order by id`);
  const products = await rows<{ slug: string }>(db, sql`
    select slug from articles where grade <> 'variant' and available and slug not like 'bench-carico-%' order by id limit 500`);
  const couriers = await db.select({ id: shippings.id, countries: shippings.countries }).from(shippings)
    .where(eq(shippings.type, 'courier')).orderBy(shippings.position);
  const courier = couriers.find((c) => c.countries.includes('IT'));
  return {
    places, brand: inputs.brand, priceMin: inputs.priceMin, priceMax: inputs.priceMax, products: products.map((p) => p.slug),
    words: inputs.words, stocked: stocked.map((s) => s.id), courierId: courier!.id,
  };
}

/** Signs up `count` buyers, a few at a time (argon2 hashing makes each sign-up take a while). */
export async function signUpBuyers(origin: string, count: number): Promise<BenchBuyer[]> {
  const buyers: BenchBuyer[] = [];
  for (let i = 0; i < count; i += 4) {
    buyers.push(...await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, j) => signUp(origin, i + j))));
  }
  return buyers;
}

/**
 * Units of the stocked articles that left stock, and the units the orders holding stock took: equal
 * when no sale was lost or counted twice (an order takes its units at the intent, decision 127).
 */
export async function stockCheck(db: Db, stocked: number[]): Promise<{ left: number; held: number; placed: number }> {
  const [stock] = await rows<{ left: string }>(db, sql`
    select coalesce(sum(${STOCKED_UNITS} - stock_quantity), 0) as left from articles where ${inArray(articles.id, stocked)}`);
  const [held] = await rows<{ held: string }>(db, sql`
    select coalesce(sum(u.quantity), 0) as held
    from orders o join order_items i on i.order_id = o.id,
      jsonb_to_recordset(i.units) as u("articleId" int, quantity int)
    where o.stock_held and u."articleId" in (${sql.join(stocked.map((id) => sql`${id}`), sql`, `)})`);
  const [placed] = await rows<{ placed: string }>(db, sql`select count(*) as placed from orders where placed_at is not null`);
  return { left: Number(stock!.left), held: Number(held!.held), placed: Number(placed!.placed) };
}
