// The search_words dictionary: every word of the searchable articles' names, rebuilt from
// search_vector. A process rebuilds it when it first searches and then at most every 10 minutes,
// in the background (waiting only while it is empty), so renamed or new articles get typo
// correction within minutes; exact and prefix words never depend on it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { i18nLower } from './i18n-sql.js';

const REFRESH_EVERY_MS = 10 * 60 * 1000;

// Department, brand and promo page names join the articles' words, so they get completions and
// typo correction too.
const documents = [
  `select search_vector from articles where grade <> 'variant'`,
  `select to_tsvector('simple', ${i18nLower('name')}) from departments`,
  `select to_tsvector('simple', lower(name)) from brands`,
  `select to_tsvector('simple', ${i18nLower('label')}) from promo_pages where active`,
].join(' union all ');

const rebuild = sql`
  with fresh as (
    select word from ts_stat(${documents})
  ), gone as (
    delete from search_words w where not exists (select 1 from fresh f where f.word = w.word)
  )
  insert into search_words (word) select word from fresh on conflict do nothing`;

const perDb = new WeakMap<Db, { builtAt: number; building?: Promise<void> | undefined; filled?: boolean }>();

export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(rebuild);
}

/** Makes sure the dictionary exists; refreshes it in the background when due. */
export async function ensureSearchWords(db: Db, log?: (err: unknown) => void): Promise<void> {
  let state = perDb.get(db);
  if (!state) {
    state = { builtAt: 0 };
    perDb.set(db, state);
  }
  // While a rebuild runs, only a search that has no dictionary yet waits for it.
  if (state.building || Date.now() - state.builtAt < REFRESH_EVERY_MS) return state.filled ? undefined : state.building;
  const current = state;
  current.builtAt = Date.now();
  current.building = refreshSearchWords(db).catch((err: unknown) => log?.(err)).finally(() => {
    current.building = undefined;
  });
  if (current.filled) return;
  const [existing] = (await db.execute(sql`select exists (select 1 from search_words) as any`) as unknown as { rows: { any: boolean }[] }).rows;
  if (!existing?.any) await current.building;
  current.filled = true;
}
