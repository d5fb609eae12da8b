// The search_words dictionary: every word of the searchable articles' names (from search_vector)
// and of the department, brand and promo page names. Built at a process's first search when
// empty (that search waits), then rebuilt in the background every 10 minutes, so new names get
// completions and typo correction within minutes; whole typed words never depend on it.
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

interface DictionaryState {
  /** When this process last started a rebuild (or found the dictionary filled, at first use). */
  builtAt: number;
  /** Resolves once the dictionary is known to have words. */
  ready: Promise<void>;
}

const perDb = new WeakMap<Db, DictionaryState>();

export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(rebuild);
}

async function hasWords(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select exists (select 1 from search_words) as filled`)) as unknown as { rows: { filled: boolean }[] };
  return result.rows[0]?.filled ?? false;
}

/**
 * Makes sure the dictionary has words (building it, and waiting, only when it is empty) and
 * rebuilds it in the background when this process's last rebuild is 10 minutes old.
 */
export async function ensureSearchWords(db: Db, onError?: (err: unknown) => void): Promise<void> {
  let state = perDb.get(db);
  if (!state) {
    const created: DictionaryState = { builtAt: Date.now(), ready: Promise.resolve() };
    created.ready = hasWords(db).then((filled) => (filled ? undefined : refreshSearchWords(db)));
    // A failed first build is tried again by the next search.
    created.ready.catch((err: unknown) => {
      onError?.(err);
      perDb.delete(db);
    });
    perDb.set(db, created);
    state = created;
  }
  if (Date.now() - state.builtAt >= REFRESH_EVERY_MS) {
    state.builtAt = Date.now();
    refreshSearchWords(db).catch((err: unknown) => onError?.(err));
  }
  await state.ready.catch(() => undefined);
}
