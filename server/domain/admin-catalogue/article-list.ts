// GET admin/articles: one page of the catalogue as the staff look for an article to change, by
// code or name, department, brand, on sale or not, out of stock or not
// (docs/decisions/194-back-office-catalogue.md). Variants are not rows of their own: a container
// stands for them, with their stock summed.
import { sql, type SQL } from 'drizzle-orm';
import type { AdminArticleList, AdminArticleListQuery } from '../../../contract/admin-catalogue.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { loadArticleSet } from '../catalogue/article-rows.js';
import { rows } from '../catalogue/rows.js';
import { stockFacts } from '../catalogue/stock-of.js';
import { SHOP_ID } from '../shop-id.js';
import { outOfStockSql } from './out-of-stock-sql.js';
import { brandRef, departmentsOf, imageOf } from './refs.js';

/** LIKE's own characters in what the staff typed are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function conditions(query: AdminArticleListQuery): SQL[] {
  const where: SQL[] = [sql`a.shop_id = ${SHOP_ID}`, sql`a.grade <> 'variant'`];
  if (query.q) {
    const pattern = `%${likeEscaped(query.q.toLowerCase())}%`;
    where.push(sql`(lower(a.sku) like ${pattern} or lower(a.name->>'it') like ${pattern})`);
  }
  if (query.brand !== undefined) where.push(sql`a.brand_id = ${query.brand}`);
  if (query.department !== undefined) {
    where.push(sql`exists (select 1 from article_categories ac join departments d on d.id = ac.department_id
      join departments top on top.id = ${query.department}
      where ac.article_id = a.id and (d.path = top.path or d.path like top.path || '.%'))`);
  }
  if (query.onSale !== undefined) where.push(query.onSale ? sql`a.available` : sql`not a.available`);
  if (query.outOfStock !== undefined) where.push(query.outOfStock ? outOfStockSql : sql`not ${outOfStockSql}`);
  return where;
}

export async function listAdminArticles(db: Db, query: AdminArticleListQuery, lang: Lang): Promise<AdminArticleList> {
  const where = sql.join(conditions(query), sql` and `);
  const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from articles a where ${where}`);
  const ids = (await rows<{ id: number }>(db, sql`
    select a.id from articles a where ${where}
    order by a.sku, a.id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`)).map((r) => r.id);
  const [set, departments] = await Promise.all([loadArticleSet(db, ids), departmentsOf(db, ids, lang)]);
  const items = ids.flatMap((id) => {
    const row = set.articles.get(id);
    if (!row) return [];
    const facts = stockFacts(set, row);
    const image = set.firstImage.get(id);
    return [{
      id, sku: row.sku, name: row.name.it, grade: row.grade,
      department: departments.get(id)?.[0] ?? null, brand: brandRef(row),
      price: row.priceGross, discountedPrice: row.priceDiscounted,
      stockTracked: facts.stock.on, stock: facts.stock.quantity, outOfStock: facts.outOfStock,
      onSale: row.available, image: image ? imageOf(image.key, image.width, image.height) : null,
    }];
  });
  return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
}
