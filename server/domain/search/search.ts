// Live search (docs/decisions/043-search.md): every word must match an article's SKU or name in
// any language, or its brand, by trigram word similarity (typos, partial words: GIN
// gin_trgm_ops index) or by a full-text prefix (GIN tsvector index); best first.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MAX_ARTICLES, SEARCH_MAX_GROUP, type SearchResult } from '../../../contract/search.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { loadCards } from '../catalogue/cards.js';
import { rows } from '../catalogue/rows.js';
import { translate } from '../i18n.js';
import { SHOP_ID } from '../shop-id.js';
import { searchWords } from './words.js';

/** 'gravle' is 0.57 like 'gravel', 'carbnio' 0.75 like 'carbonio'; the default 0.6 is too strict. */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

const i18nText = (column: string) => sql.raw(
  `lower(coalesce(${column}->>'it', '') || ' ' || coalesce(${column}->>'en', '') || ' ' || coalesce(${column}->>'fr', '')`
  + ` || ' ' || coalesce(${column}->>'es', '') || ' ' || coalesce(${column}->>'de', ''))`,
);

const prefixQuery = (word: string) => sql`to_tsquery('simple', ${`${word.replace(/[^\p{L}\p{N}]/gu, '')}:*`})`;
const sum = (parts: SQL[]) => sql.join(parts, sql` + `);

function articleStatement(words: string[]): SQL {
  const matches = words.map((w) => sql`(a.search_text %> ${w} or a.search_vector @@ ${prefixQuery(w)}
    or a.brand_id in (select id from brands where shop_id = ${SHOP_ID} and lower(name) %> ${w}))`);
  const score = sum(words.map((w) => sql`word_similarity(${w}, a.search_text)
    + case when a.search_vector @@ ${prefixQuery(w)} then 0.5 else 0 end`));
  return sql`select a.id from articles a
    where a.shop_id = ${SHOP_ID} and a.grade <> 'variant' and ${sql.join(matches, sql` and `)}
    order by ${score} desc, a.position, a.id limit ${SEARCH_MAX_ARTICLES}`;
}

interface PlaceRow { kind: 'department' | 'brand' | 'promo'; id: number; slug: string; path: string; top: boolean; name: unknown; score: number }

function placeStatement(words: string[]): SQL {
  const text = { department: i18nText('d.name'), brand: sql`lower(b.name)`, promo: i18nText('p.label') };
  const where = (t: SQL) => sql.join(words.map((w) => sql`(${t} %> ${w} or ${t} like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`})`), sql` and `);
  const score = (t: SQL) => sum(words.map((w) => sql`word_similarity(${w}, ${t})`));
  return sql`
    select 'department' as kind, d.id, d.slug, d.path, d.parent_id is null as top, d.name, ${score(text.department)} as score
      from departments d where d.shop_id = ${SHOP_ID} and ${where(text.department)}
    union all select 'brand', b.id, b.slug, b.slug, false, to_jsonb(b.name), ${score(text.brand)}
      from brands b where b.shop_id = ${SHOP_ID} and ${where(text.brand)}
    union all select 'promo', p.id, p.slug, p.slug, false, p.label, ${score(text.promo)}
      from promo_pages p where p.shop_id = ${SHOP_ID} and p.active and ${where(text.promo)}
    order by score desc, id`;
}

export async function search(db: Db, value: string, lang: Lang): Promise<SearchResult> {
  const words = searchWords(value);
  const empty: SearchResult = { articles: [], departments: [], categories: [], brands: [], pagesPromos: [] };
  if (words.length === 0) return empty;
  const { ids, places } = await db.transaction(async (tx) => {
    // Local to this transaction, so pooled connections keep their defaults.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    const articleRows = await rows<{ id: number }>(tx as unknown as Db, articleStatement(words));
    const placeRows = await rows<PlaceRow>(tx as unknown as Db, placeStatement(words));
    return { ids: articleRows.map((r) => r.id), places: placeRows };
  });
  const name = (p: PlaceRow) => (typeof p.name === 'string' ? p.name : translate(p.name as Parameters<typeof translate>[0], lang));
  const take = (kind: PlaceRow['kind'], top?: boolean) =>
    places.filter((p) => p.kind === kind && (top === undefined || p.top === top)).slice(0, SEARCH_MAX_GROUP);
  return {
    articles: await loadCards(db, ids, lang),
    departments: take('department', true).map((p) => ({ id: p.id, slug: p.slug, path: p.path, name: name(p) })),
    categories: take('department', false).map((p) => ({ id: p.id, slug: p.slug, path: p.path, name: name(p) })),
    brands: take('brand').map((p) => ({ id: p.id, slug: p.slug, name: name(p) })),
    pagesPromos: take('promo').map((p) => ({ slug: p.slug, label: name(p) })),
  };
}
