// The stock rules' "out of stock" (contract/rules/stock.ts, decision 042) as a SQL condition on
// an article aliased `a`, so the back office can filter a page of articles by it in the database.
// Bundles look one level down (a member that is itself a bundle counts by its own switch).
import { sql } from 'drizzle-orm';

const sellable = (alias: string) => `(${alias}.available and not (${alias}.stock_on and ${alias}.stock_quantity <= 0))`;

const hasSellableVariant = (alias: string) =>
  `exists (select 1 from articles v where v.container_id = ${alias}.id and ${sellable('v')})`;

export const outOfStockSql = sql.raw(`(case a.grade
  when 'container' then not ${hasSellableVariant('a')}
  when 'bundle' then (not a.available
    or not exists (select 1 from bundle_members bm where bm.bundle_id = a.id)
    or exists (select 1 from bundle_members bm join articles m on m.id = bm.member_id where bm.bundle_id = a.id and (
         (m.grade = 'container' and not ${hasSellableVariant('m')})
      or (m.grade <> 'container' and not ${sellable('m')}))))
  else not ${sellable('a')}
end)`);
