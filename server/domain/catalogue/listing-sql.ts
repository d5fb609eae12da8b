// One statement answers a listing page: the page's ids, the total, and every filter's counts,
// from a base set computed once (a materialised CTE with one flag per filter group). A group's
// counts apply every filter except its own, so choosing an option never hides its siblings.
import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type SortKey } from '../../../contract/catalogue.js';
import type { Lang } from '../../../contract/i18n-text.js';
import { SHOP_ID } from '../shop-id.js';
import { idList } from './article-rows.js';
import type { SubjectScope } from './subject.js';

export interface ListingSpec {
  lang: Lang;
  scope: SubjectScope;
  /** Only these articles (related articles), any grade. */
  ids?: number[];
  brandSlugs: string[];
  labelSlugs: string[];
  /** Attribute id → chosen option ids (alternatives). */
  optionsByAttribute: Map<number, number[]>;
  priceMin?: number;
  priceMax?: number;
  sort?: SortKey;
  page: number;
}

export interface ListingRow {
  kind: 'page' | 'total' | 'price' | 'brand' | 'label' | 'option';
  key: number | null;
  n: number | null;
  lo: number | null;
}

const textList = (values: string[]) => sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;
const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** What a buyer pays for one unit; discounts not below gross do not count (see pricesOf). */
const paid = (t: string) => sql.raw(`least(coalesce(${t}.price_discounted, ${t}.price_gross), ${t}.price_gross)`);
const offer = (t: string) => sql.raw(
  `case when ${t}.price_discounted is not null and ${t}.price_discounted < ${t}.price_gross and ${t}.price_gross > 0 `
  + `then round((${t}.price_gross - ${t}.price_discounted) * 100.0 / ${t}.price_gross) else 0 end`,
);

function orderBy(spec: ListingSpec): SQL {
  switch (spec.sort) {
    case 'price_asc': return sql`b.price asc, b.id asc`;
    case 'price_desc': return sql`b.price desc, b.id asc`;
    case 'createdAt_desc': return sql`b.created_at desc, b.id desc`;
    case 'name_desc': return sql`b.sort_name asc, b.id asc`;
    case 'offered_desc': return sql`b.offer desc, b.price asc, b.id asc`;
    default:
      if (spec.ids && spec.ids.length > 0) {
        return sql`case b.id ${sql.join(spec.ids.map((id, i) => sql`when ${id} then ${i}`), sql` `)} end, b.id`;
      }
      return sql`b.position asc, b.id asc`;
  }
}

export function listingStatement(spec: ListingSpec): SQL {
  const where: SQL[] = [sql`a.shop_id = ${SHOP_ID}`];
  if (spec.ids) where.push(sql`a.id in ${idList(spec.ids.length > 0 ? spec.ids : [0])}`);
  else where.push(sql`a.grade <> 'variant'`);
  if (spec.scope.departmentPath !== undefined) {
    const path = spec.scope.departmentPath;
    where.push(sql`exists (select 1 from article_categories ac join departments d on d.id = ac.department_id
      where ac.article_id = a.id and (d.path = ${path} or d.path like ${`${path.replace(/[\\%_]/g, '\\$&')}.%`}))`);
  }
  if (spec.scope.brandId !== undefined) where.push(sql`a.brand_id = ${spec.scope.brandId}`);

  const brandFlag = spec.brandSlugs.length === 0 ? sql`true`
    : sql`a.brand_id in (select id from brands where shop_id = ${SHOP_ID} and slug in ${textList(spec.brandSlugs)})`;
  const labelFlag = spec.labelSlugs.length === 0 ? sql`true`
    : sql`exists (select 1 from article_labels al join labels l on l.id = al.label_id
        where al.article_id = a.id and l.slug in ${textList(spec.labelSlugs)})`;
  const attributeIds = [...spec.optionsByAttribute.keys()];
  const attributeFlags = attributeIds.map((attributeId, i) => sql`exists (select 1 from articles v
      join variant_options vo on vo.variant_id = v.id
      where v.container_id = a.id and vo.option_id in ${idList(spec.optionsByAttribute.get(attributeId)!)}) as f_a${sql.raw(String(i))}`);
  const priceFlag = and([
    ...(spec.priceMin !== undefined ? [sql`price >= ${spec.priceMin}`] : []),
    ...(spec.priceMax !== undefined ? [sql`price <= ${spec.priceMax}`] : []),
  ]);
  const flag = (i: number) => sql.raw(`b.f_a${i}`);
  const allAttributes = and(attributeIds.map((_, i) => flag(i)));
  const all = sql`b.f_brand and b.f_label and b.f_price and ${allAttributes}`;
  const langKey = spec.lang;

  return sql`
    with p as (
      select a.id, a.brand_id, a.created_at, a.position,
        lower(coalesce(nullif(a.name->>${langKey}, ''), a.name->>'it')) as sort_name,
        case when a.grade = 'container' then coalesce(v.sellable_price, v.any_price, ${paid('a')}) else ${paid('a')} end as price,
        case when a.grade = 'container' then coalesce(v.offer, 0) else ${offer('a')} end as offer,
        ${brandFlag} as f_brand, ${labelFlag} as f_label
        ${attributeFlags.length > 0 ? sql`, ${sql.join(attributeFlags, sql`, `)}` : sql``}
      from articles a
      -- Containers sell at their cheapest sellable variant's price (their card's 'from' price).
      left join lateral (
        select min(${paid('v')}) filter (where v.available) as sellable_price, min(${paid('v')}) as any_price, max(${offer('v')}) as offer
        from articles v where a.grade = 'container' and v.container_id = a.id
      ) v on true
      where ${and(where)}
    ), b as materialized (
      select p.*, ${priceFlag} as f_price from p
    ), page as (
      select b.id, row_number() over (order by ${orderBy(spec)})::int as n from b where ${all}
      order by n limit ${PAGE_SIZE} offset ${(spec.page - 1) * PAGE_SIZE}
    )
    select 'page' as kind, id as key, n, null::int as lo from page
    union all select 'total', null, count(*)::int, null from b where ${all}
    union all select 'price', null, max(b.price)::int, min(b.price)::int from b where b.f_brand and b.f_label and ${allAttributes}
    union all select 'brand', b.brand_id, count(*)::int, null from b
      where b.brand_id is not null and b.f_label and b.f_price and ${allAttributes} group by b.brand_id
    union all select 'label', al.label_id, count(*)::int, null from b join article_labels al on al.article_id = b.id
      where b.f_brand and b.f_price and ${allAttributes} group by al.label_id
    union all select 'option', vo.option_id, count(distinct b.id)::int, null from b
      join articles va on va.container_id = b.id
      join variant_options vo on vo.variant_id = va.id
      join attribute_options ao on ao.id = vo.option_id
      join attributes at on at.id = ao.attribute_id and at.filterable
      where b.f_brand and b.f_label and b.f_price
        ${sql.join(attributeIds.map((attributeId, i) => sql` and (ao.attribute_id = ${attributeId} or ${flag(i)})`), sql``)}
      group by vo.option_id`;
}
