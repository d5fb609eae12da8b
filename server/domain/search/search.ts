// Live search (docs/decisions/043-search.md). Each typed word is looked up in the search_words
// dictionary (GIN gin_trgm_ops): the words it begins (partial words) and the words most like it
// (typos, trigram similarity). Articles must match every typed word, through one of those words
// (full-text, GIN on search_vector) or through their brand. Articles having the typed words
// themselves come first, then the rest; each group in the shop's order. Matching whole lexemes
// only keeps the full-text search an index lookup: no per-row recheck or ranking.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MAX_ARTICLES, SEARCH_MAX_GROUP, type SearchResult } from '../../../contract/search.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { loadCards } from '../catalogue/cards.js';
import { rows } from '../catalogue/rows.js';
import { translate } from '../i18n.js';
import { SHOP_ID } from '../shop-id.js';
import { i18nLower } from './i18n-sql.js';
import { ensureSearchWords } from './words-table.js';
import { searchWords } from './words.js';

/** Dictionary words kept per typed word: completions (shortest first) and look-alikes. */
const COMPLETIONS = 8;
const LOOK_ALIKES = 4;

interface Match { word: string; alternatives: string[]; brandIds: number[] }

async function matchWords(db: Db, words: string[]): Promise<Match[]> {
  const typed = sql`(values ${sql.join(words.map((w) => sql`(${w}::text)`), sql`, `)}) as q(w)`;
  const found = await rows<{ w: string; word: string | null; brand_id: number | null }>(db, sql`
    select q.w, c.word, null::int as brand_id from ${typed}
      cross join lateral (select word from search_words where word like replace(replace(replace(q.w, '\', '\\'), '%', '\%'), '_', '\_') || '%'
        order by length(word), word limit ${COMPLETIONS}) c
    union all
    select q.w, s.word, null from ${typed}
      cross join lateral (select word from search_words where word % q.w order by similarity(word, q.w) desc, word limit ${LOOK_ALIKES}) s
    union all
    select q.w, null, b.id from ${typed} join brands b on b.shop_id = ${SHOP_ID}
      and (lower(b.name) % q.w or lower(b.name) like q.w || '%')`);
  return words.map((word) => ({
    word,
    alternatives: [...new Set(found.filter((f) => f.w === word && f.word !== null && f.word !== word).map((f) => f.word!))],
    brandIds: [...new Set(found.filter((f) => f.w === word && f.brand_id !== null).map((f) => f.brand_id!))],
  }));
}

/** Words reach to_tsquery as quoted lexemes, so nothing typed is read as query syntax. */
const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`;
const anyOf = (m: Match) => [m.word, ...m.alternatives].map(lexeme).join(' | ');
const tsquery = (parts: string[]) => sql`to_tsquery('simple', ${parts.map((p) => `(${p})`).join(' & ')})`;

function articleStatement(matches: Match[]): SQL {
  // Through its brand a word matches every article of the brand; the other words must still match.
  const throughBrand = matches.filter((m) => m.brandIds.length > 0).map((m) => {
    const brand = sql`a.brand_id in (${sql.join(m.brandIds.map((id) => sql`${id}`), sql`, `)})`;
    const others = matches.filter((o) => o !== m);
    return others.length === 0 ? brand : sql`(${brand} and a.search_vector @@ ${tsquery(others.map(anyOf))})`;
  });
  const broad = sql.join([sql`a.search_vector @@ ${tsquery(matches.map(anyOf))}`, ...throughBrand], sql` or `);
  const base = sql`from articles a where a.shop_id = ${SHOP_ID} and a.grade <> 'variant'`;
  return sql`
    (select a.id, 1 as tier ${base} and a.search_vector @@ ${tsquery(matches.map((m) => lexeme(m.word)))}
      order by a.position, a.id limit ${SEARCH_MAX_ARTICLES})
    union all
    (select a.id, 2 ${base} and (${broad}) order by a.position, a.id limit ${SEARCH_MAX_ARTICLES * 2})
    order by tier`;
}

interface PlaceRow { kind: 'department' | 'brand' | 'promo'; id: number; slug: string; path: string; top: boolean; name: unknown }

/**
 * Departments, brands and promo pages (a few dozen rows) match like articles, on their names'
 * words in every language; those having the typed words themselves first.
 */
function placeStatement(matches: Match[]): SQL {
  const full = tsquery(matches.map(anyOf));
  const typed = tsquery(matches.map((m) => lexeme(m.word)));
  const doc = (text: string) => sql.raw(`to_tsvector('simple', ${text})`);
  const place = (kind: string, columns: SQL, text: string, from: SQL) => sql`
    select ${sql.raw(`'${kind}'`)} as kind, ${columns}, ${doc(text)} @@ ${typed} as exact, position from ${from} and ${doc(text)} @@ ${full}`;
  return sql`
    select kind, id, slug, path, top, name from (
      ${place('department', sql`d.id, d.slug, d.path, d.parent_id is null as top, d.name`, i18nLower('d.name'), sql`departments d where d.shop_id = ${SHOP_ID}`)}
      union all
      ${place('brand', sql`b.id, b.slug, b.slug, false, to_jsonb(b.name)`, 'lower(b.name)', sql`brands b where b.shop_id = ${SHOP_ID}`)}
      union all
      ${place('promo', sql`p.id, p.slug, p.slug, false, p.label`, i18nLower('p.label'), sql`promo_pages p where p.shop_id = ${SHOP_ID} and p.active`)}
    ) found order by exact desc, position, id`;
}

/** `onError`: told when rebuilding the word dictionary fails (search goes on without it). */
export async function search(db: Db, value: string, lang: Lang, onError?: (err: unknown) => void): Promise<SearchResult> {
  const words = searchWords(value);
  const empty: SearchResult = { articles: [], departments: [], categories: [], brands: [], pagesPromos: [] };
  if (words.length === 0) return empty;
  await ensureSearchWords(db, onError);
  const matches = await matchWords(db, words);
  const [ids, places] = await Promise.all([
    rows<{ id: number; tier: number }>(db, articleStatement(matches)),
    rows<PlaceRow>(db, placeStatement(matches)),
  ]);
  const name = (p: PlaceRow) => (typeof p.name === 'string' ? p.name : translate(p.name as Parameters<typeof translate>[0], lang));
  const take = (kind: PlaceRow['kind'], top?: boolean) =>
    places.filter((p) => p.kind === kind && (top === undefined || p.top === top)).slice(0, SEARCH_MAX_GROUP);
  return {
    articles: await loadCards(db, [...new Set(ids.map((r) => r.id))].slice(0, SEARCH_MAX_ARTICLES), lang),
    departments: take('department', true).map((p) => ({ id: p.id, slug: p.slug, path: p.path, name: name(p) })),
    categories: take('department', false).map((p) => ({ id: p.id, slug: p.slug, path: p.path, name: name(p) })),
    brands: take('brand').map((p) => ({ id: p.id, slug: p.slug, name: name(p) })),
    pagesPromos: take('promo').map((p) => ({ slug: p.slug, label: name(p) })),
  };
}
