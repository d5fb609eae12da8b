// Departments and brands as the back office shows them: id and name in the request's language.
import { sql } from 'drizzle-orm';
import type { AdminRef } from '../../../contract/admin-catalogue.js';
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { idList } from '../catalogue/article-rows.js';
import { rows } from '../catalogue/rows.js';
import { translate } from '../i18n.js';

/** Each article's departments, the most specific (deepest) first. */
export async function departmentsOf(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, AdminRef[]>> {
  const out = new Map<number, AdminRef[]>();
  if (ids.length === 0) return out;
  const found = await rows<{ article_id: number; id: number; name: I18nText }>(db, sql`
    select ac.article_id, d.id, d.name from article_categories ac join departments d on d.id = ac.department_id
    where ac.article_id in ${idList(ids)}
    order by ac.article_id, length(d.path) - length(replace(d.path, '.', '')) desc, d.position, d.id`);
  for (const row of found) {
    const list = out.get(row.article_id) ?? [];
    list.push({ id: row.id, name: translate(row.name, lang) });
    out.set(row.article_id, list);
  }
  return out;
}

export const brandRef = (row: { brandId: number | null; brandName: string | null }): AdminRef | null =>
  row.brandId !== null && row.brandName !== null ? { id: row.brandId, name: row.brandName } : null;

export const imageOf = (key: string, width: number, height: number) =>
  ({ url: `/img/${encodeURIComponent(key)}`, width, height });
