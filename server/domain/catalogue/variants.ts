// GET catalogs/articles/containers/{id}/variants?options=…: the container's variant having
// exactly the chosen options.
import { and, eq, sql } from 'drizzle-orm';
import type { VariantMatch } from '../../../contract/catalogue.js';
import type { Db } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { idList } from './article-rows.js';
import { rows } from './rows.js';

/** undefined: no such container (404); null: no variant has exactly these options. */
export async function findVariant(db: Db, containerId: number, optionIds: readonly number[]): Promise<VariantMatch | undefined> {
  const [container] = await db.select({ id: articles.id }).from(articles)
    .where(and(eq(articles.id, containerId), eq(articles.shopId, SHOP_ID), eq(articles.grade, 'container'))).limit(1);
  if (!container) return undefined;
  const wanted = [...new Set(optionIds)];
  const [match] = await rows<{ id: number; slug: string }>(db, sql`
    select v.id, v.slug from articles v
    where v.container_id = ${containerId}
      and (select count(*) from variant_options vo where vo.variant_id = v.id) = ${wanted.length}
      and (select count(*) from variant_options vo where vo.variant_id = v.id and vo.option_id in ${idList(wanted)}) = ${wanted.length}
    order by v.position, v.id limit 1`);
  return match ? { id: match.id, slug: match.slug } : null;
}
