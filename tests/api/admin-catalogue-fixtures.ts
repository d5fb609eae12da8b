// The catalogue back office's test helpers: staff calls with a token, and simple articles of
// known price and stock inserted beside the demo seed.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminArticleSchema, type AdminArticle } from '../../contract/admin-catalogue.js';
import type { Db } from '../../server/db/client.js';
import { articleCategories, articles } from '../../server/db/schema.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import type { ApiClient } from './harness.js';

export interface Staff { token: string }

/** A call as a signed-in staff member: a string body is sent as CSV, FormData as multipart, else JSON. */
export function staffCall(api: Pick<ApiClient, 'fetch'>, staff: Staff, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const type = body === undefined || body instanceof FormData ? undefined : typeof body === 'string' ? 'text/csv' : 'application/json';
  const sent = body === undefined || typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body);
  return api.fetch(path, {
    method,
    headers: { authorization: `Bearer ${staff.token}`, ...(type ? { 'content-type': type } : {}), ...headers },
    ...(sent === undefined ? {} : { body: sent }),
  });
}

/** A staff call that must answer 200 (or `status`) with JSON. */
export async function staffOk(api: Pick<ApiClient, 'fetch'>, staff: Staff, method: string, path: string, body?: unknown, status = 200): Promise<unknown> {
  const res = await staffCall(api, staff, method, path, body);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(status);
  return json;
}

export const adminArticleOf = async (api: Pick<ApiClient, 'fetch'>, staff: Staff, id: number): Promise<AdminArticle> =>
  adminArticleSchema.parse(await staffOk(api, staff, 'GET', `/v1/admin/articles/${id}`));

/** A department that has articles, with its slug. */
export async function aDepartment(db: Db): Promise<{ id: number; slug: string; path: string }> {
  const [found] = await rows<{ id: number; slug: string; path: string }>(db, sql`
    select d.id, d.slug, d.path from departments d where exists (select 1 from article_categories ac where ac.department_id = d.id)
    order by d.id limit 1`);
  return found!;
}

let n = 0;
/** A simple article on sale, tracked stock, in a department: 25.00 € and 5 pieces unless told. */
export async function insertSimpleArticle(db: Db, values: Partial<typeof articles.$inferInsert> = {}): Promise<{ id: number; sku: string; slug: string; departmentId: number }> {
  n += 1;
  const tag = `${randomBytes(3).toString('hex')}-${n}`;
  const department = await aDepartment(db);
  const [row] = await db.insert(articles).values({
    shopId: SHOP_ID, sku: `ADM-${tag}`, slug: `admin-test-${tag}`, grade: 'simple',
    name: { it: `Articolo amministrato ${tag}`, en: `Managed article ${tag}` }, description: { it: 'Descrizione' },
    priceGross: 2500, vatRate: 22, stockOn: true, stockQuantity: 5, available: true, ...values,
  }).returning({ id: articles.id, sku: articles.sku, slug: articles.slug });
  await db.insert(articleCategories).values({ articleId: row!.id, departmentId: department.id });
  return { ...row!, departmentId: department.id };
}
