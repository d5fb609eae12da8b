// The facts every listing is computed from, read once per catalogue version and kept in memory:
// per listable article its price paid, offer, brand, labels, its variants' options, its
// categories' paths and its rank in each sort order (docs/decisions/089-listing-index.md).
// A listing never asked before is then a filter and count over at most a few thousand entries
// in JavaScript instead of one statement joining variants and options per request (3.8 s on
// PGlite under load for /d/bici, most of it the option counts).
import { asc, eq, sql } from 'drizzle-orm';
import { LANGS, type Lang } from '../../../contract/i18n-text.js';
import type { ArticleCard } from '../../../contract/catalogue.js';
import type { Db } from '../../db/client.js';
import { attributeOptions, attributes, brands, labels } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { catalogueAnswers } from './catalogue-answers.js';
import { rows } from './rows.js';
import type { ListingSubject, SubjectScope } from './subject.js';

export interface IndexedArticle {
  id: number;
  brandId: number | null;
  position: number;
  /** What a buyer pays (a container: its cheapest sellable variant), in cents. */
  price: number;
  /** Percent off, as the listing's offered_desc sort uses it. */
  offer: number;
  /** 1-based rank in created_at desc, id desc (the database's timestamps, microseconds included). */
  createdRank: number;
  /** 1-based rank by lower-cased name in each language, id second: the database's collation decides. */
  nameRank: Record<Lang, number>;
  labelIds: number[];
  /** Options of the article's variants. */
  optionIds: number[];
  /** Paths of the departments and categories the article is filed in. */
  paths: string[];
}

export type BrandRow = typeof brands.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;
export interface OptionRow { option: typeof attributeOptions.$inferSelect; attribute: typeof attributes.$inferSelect }

/** What a listing's filters are labelled from, and how chosen options map to their attributes. */
export interface FilterMeta {
  /** The shop's brands in filter order. */
  brands: BrandRow[];
  /** Every label, by id (the label flag matches any shop's label by slug, as before). */
  labels: LabelRow[];
  /** Options of the shop's filterable attributes, in filter order. */
  filterOptions: OptionRow[];
  /** Option id → attribute id, every option. */
  attributeOf: Map<number, number>;
  /** Option ids of filterable attributes (any shop), the only ones counted. */
  countedOptions: Set<number>;
}

export interface ListingIndex extends FilterMeta {
  version: string;
  articles: IndexedArticle[];
  /** Department path → the articles filed in it or below it (filled on first use). */
  inDepartment: Map<string, IndexedArticle[]>;
  /** lang + id → card, for the cards of listing pages (filled on first use). */
  cards: Map<string, ArticleCard>;
  /** lang/slug/brand of a listing path → what it names, or 'none' (filled on first use). */
  subjects: Map<string, NamedSubject>;
}

export type NamedSubject = { subject: ListingSubject | null; scope: SubjectScope } | 'none';

/** Kept at most this long, like the answers (decision 044): tables the version does not watch. */
const MAX_AGE_MS = 10 * 60 * 1000;

const paid = (t: string) => sql.raw(`least(coalesce(${t}.price_discounted, ${t}.price_gross), ${t}.price_gross)`);
const offer = (t: string) => sql.raw(
  `case when ${t}.price_discounted is not null and ${t}.price_discounted < ${t}.price_gross and ${t}.price_gross > 0 `
  + `then round((${t}.price_gross - ${t}.price_discounted) * 100.0 / ${t}.price_gross) else 0 end`,
);
const nameRanks = sql.join(LANGS.map((lang) => sql`row_number() over (
  order by lower(coalesce(nullif(a.name->>${lang}, ''), a.name->>'it')), a.id)::int as ${sql.identifier(`name_${lang}`)}`), sql`, `);

interface FactRow extends Record<string, unknown> {
  id: number; brand_id: number | null; position: number; price: number; offer: number; created_rank: number;
  label_ids: number[]; option_ids: number[]; paths: string[];
}

async function readIndex(db: Db, version: string): Promise<ListingIndex> {
  const facts = rows<FactRow>(db, sql`
    with vs as (
      select v.container_id, min(${paid('v')}) filter (where v.available) as sellable_price, min(${paid('v')}) as any_price,
        max(${offer('v')}) as offer
      from articles v where v.container_id is not null group by v.container_id
    ), vo as (
      select v.container_id, array_agg(distinct o.option_id) as ids
      from articles v join variant_options o on o.variant_id = v.id where v.container_id is not null group by v.container_id
    ), al as (
      select article_id, array_agg(label_id) as ids from article_labels group by article_id
    ), cat as (
      select ac.article_id, array_agg(distinct d.path) as paths
      from article_categories ac join departments d on d.id = ac.department_id group by ac.article_id
    )
    select a.id, a.brand_id, a.position,
      (case when a.grade = 'container' then coalesce(vs.sellable_price, vs.any_price, ${paid('a')}) else ${paid('a')} end)::int as price,
      (case when a.grade = 'container' then coalesce(vs.offer, 0) else ${offer('a')} end)::int as offer,
      row_number() over (order by a.created_at desc, a.id desc)::int as created_rank,
      ${nameRanks},
      coalesce(al.ids, '{}') as label_ids, coalesce(vo.ids, '{}') as option_ids, coalesce(cat.paths, '{}') as paths
    from articles a
    left join vs on vs.container_id = a.id and a.grade = 'container'
    left join vo on vo.container_id = a.id
    left join al on al.article_id = a.id
    left join cat on cat.article_id = a.id
    where a.shop_id = ${SHOP_ID} and a.grade <> 'variant'
    order by a.id`);
  const [factRows, meta] = await Promise.all([facts, loadFilterMeta(db)]);
  return {
    version,
    articles: factRows.map((r) => ({
      id: r.id, brandId: r.brand_id, position: r.position, price: r.price, offer: r.offer, createdRank: r.created_rank,
      nameRank: Object.fromEntries(LANGS.map((lang) => [lang, r[`name_${lang}`] as number])) as Record<Lang, number>,
      labelIds: r.label_ids, optionIds: r.option_ids, paths: r.paths,
    })),
    ...meta,
    inDepartment: new Map(),
    cards: new Map(),
    subjects: new Map(),
  };
}

/** Brands, labels and attribute options: small tables, read whole. */
export async function loadFilterMeta(db: Db): Promise<FilterMeta> {
  const [brandRows, labelRows, optionRows] = await Promise.all([
    db.select().from(brands).where(eq(brands.shopId, SHOP_ID)).orderBy(asc(brands.position), asc(brands.name)),
    db.select().from(labels).orderBy(asc(labels.id)),
    db.select({ option: attributeOptions, attribute: attributes }).from(attributeOptions)
      .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
      .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeOptions.position), asc(attributeOptions.id)),
  ]);
  const attributeOf = new Map<number, number>();
  const countedOptions = new Set<number>();
  for (const { option, attribute } of optionRows) {
    attributeOf.set(option.id, attribute.id);
    if (attribute.filterable) countedOptions.add(option.id);
  }
  return {
    brands: brandRows,
    labels: labelRows,
    filterOptions: optionRows.filter((r) => r.attribute.shopId === SHOP_ID && r.attribute.filterable),
    attributeOf,
    countedOptions,
  };
}

const perDb = new WeakMap<Db, { index?: ListingIndex; readAt: number; reading?: Promise<ListingIndex>; readingVersion?: string }>();

/**
 * The index at the current catalogue version, or undefined while it is being read (the read is
 * started then): listings asked meanwhile are answered by the statement of listing-sql.ts, so a
 * catalogue change never makes a visitor wait for the whole index.
 */
export async function readyListingIndex(db: Db): Promise<ListingIndex | undefined> {
  const { version } = await catalogueAnswers(db).state();
  const slot = perDb.get(db);
  const known = slot?.index;
  if (known && known.version === version && Date.now() - slot.readAt < MAX_AGE_MS) return known;
  listingIndexAt(db, version).catch(() => undefined);
  return undefined;
}

/** The index at the current catalogue version, read once however many callers ask at the same time. */
export async function listingIndex(db: Db): Promise<ListingIndex> {
  return listingIndexAt(db, (await catalogueAnswers(db).state()).version);
}

function listingIndexAt(db: Db, version: string): Promise<ListingIndex> {
  let slot = perDb.get(db);
  if (!slot) perDb.set(db, slot = { readAt: 0 });
  const known = slot.index;
  if (known && known.version === version && Date.now() - slot.readAt < MAX_AGE_MS) return Promise.resolve(known);
  if (slot.reading && slot.readingVersion === version) return slot.reading;
  const started = Date.now();
  const reading = readIndex(db, version).then((index) => {
    if (slot.reading === reading) {
      slot.index = index;
      slot.readAt = started;
      slot.reading = undefined;
    }
    return index;
  }, (error: unknown) => {
    if (slot.reading === reading) slot.reading = undefined;
    throw error;
  });
  slot.reading = reading;
  slot.readingVersion = version;
  return reading;
}

/** The articles filed in the department at `path` or in one below it. */
export function articlesIn(index: ListingIndex, path: string): IndexedArticle[] {
  let found = index.inDepartment.get(path);
  if (!found) {
    const below = `${path}.`;
    found = index.articles.filter((a) => a.paths.some((p) => p === path || p.startsWith(below)));
    index.inDepartment.set(path, found);
  }
  return found;
}
