// Finds the articles the catalogue suites talk about in whatever the deterministic demo seed
// made, so the tests state rules ("a container's variants…") rather than seed details.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import type { TestApi } from './harness.js';

export interface VariantFacts { id: number; slug: string; options: number[]; stockOn: boolean; quantity: number; available: boolean }

/** A container with at least two variants, each defined by options. */
export async function containerWithVariants(db: Db): Promise<{ id: number; slug: string; variants: VariantFacts[] }> {
  const [container] = await rows<{ id: number; slug: string }>(db, sql`
    select c.id, c.slug from articles c join articles v on v.container_id = c.id
    where c.grade = 'container' and exists (select 1 from variant_options vo where vo.variant_id = v.id)
    group by c.id, c.slug having count(*) >= 2 order by count(*) desc, c.id limit 1`);
  expect(container, 'the seed has a container with variants').toBeDefined();
  const variants = await rows<{ id: number; slug: string; options: string; stock_on: boolean; stock_quantity: number; available: boolean }>(db, sql`
    select v.id, v.slug, v.stock_on, v.stock_quantity, v.available,
      (select string_agg(vo.option_id::text, ',' order by vo.option_id) from variant_options vo where vo.variant_id = v.id) as options
    from articles v where v.container_id = ${container!.id} order by v.position, v.id`);
  return {
    ...container!,
    variants: variants.map((v) => ({
      id: v.id, slug: v.slug, options: v.options.split(',').map(Number), stockOn: v.stock_on, quantity: v.stock_quantity, available: v.available,
    })),
  };
}

export async function bundleWithMembers(db: Db): Promise<{ id: number; slug: string; members: { id: number; quantity: number }[] }> {
  const [bundle] = await rows<{ id: number; slug: string }>(db, sql`
    select b.id, b.slug from articles b where b.grade = 'bundle'
    and exists (select 1 from bundle_members m where m.bundle_id = b.id) order by b.id limit 1`);
  expect(bundle, 'the seed has a bundle').toBeDefined();
  const members = await rows<{ id: number; quantity: number }>(db, sql`
    select member_id as id, quantity from bundle_members where bundle_id = ${bundle!.id} order by position, member_id`);
  return { ...bundle!, members };
}

/** A top-level department whose own articles are fewer than those of it and its descendants. */
export async function departmentWithDescendants(db: Db): Promise<{ slug: string; path: string; listed: number }> {
  const [found] = await rows<{ slug: string; path: string; listed: number }>(db, sql`
    select d.slug, d.path, (
      select count(distinct a.id)::int from articles a join article_categories ac on ac.article_id = a.id
      join departments c on c.id = ac.department_id
      where a.grade <> 'variant' and (c.path = d.path or c.path like d.path || '.%')
    ) as listed
    from departments d where d.parent_id is null order by listed desc, d.id limit 1`);
  expect(found?.listed, 'the seed fills a department').toBeGreaterThan(0);
  return found!;
}

export async function getJson(api: TestApi, path: string, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await api.fetch(path, { headers });
  expect(res.status, `${path} answers 200`).toBe(200);
  return res.json();
}

/** Asks again until `done` holds (at most `ms`), for changes other processes would see later. */
export async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean, ms = 4000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}
