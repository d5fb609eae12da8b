// The catalogue's version, read from the database so every server process sees a change
// (docs/decisions/044-catalogue-cache.md). It is re-read at most once per `maxAgeMs`, in the
// background: requests never wait for it once a first value is known.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, langs } from '../../db/schema.js';
import { loadLangs, type ShopLangs } from '../langs.js';
import { rows } from './rows.js';

export interface CatalogueState {
  /** Changes whenever an article is added, removed or updated (drizzle sets updated_at). */
  version: string;
  /** The shop's languages, needed for every answer's language and cheap to keep with it. */
  langs: ShopLangs;
}

export interface CatalogueVersion {
  /** The last known state; the first call waits for it, later ones trigger a re-read when due. */
  get(): Promise<CatalogueState>;
  /** Re-read now (after a write made by this process), waiting for the new value. */
  refresh(): Promise<CatalogueState>;
}

// A sum over every row's updated_at changes with any update, whatever the order in which
// concurrent transactions commit (a max would miss an older timestamp committed late).
const versionQuery = sql`
  select (select count(*)::text || '.' || coalesce(sum(extract(epoch from updated_at)), 0)::text from ${articles}) as articles,
         (select coalesce(string_agg(value || case when is_main then '*' else '' end, ',' order by value), '') from ${langs}) as langs`;

export function catalogueVersion(db: Db, maxAgeMs = 1000): CatalogueVersion {
  let state: CatalogueState | undefined;
  let readAt = 0;
  let reading: Promise<CatalogueState> | undefined;

  const read = (): Promise<CatalogueState> => {
    reading ??= (async () => {
      try {
        const started = Date.now();
        const [row] = await rows<{ articles: string; langs: string }>(db, versionQuery);
        const shopLangs = await loadLangs(db);
        state = { version: `${row?.articles}|${row?.langs}`, langs: shopLangs };
        readAt = started;
        return state;
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  };

  return {
    async get() {
      if (!state) return read();
      if (Date.now() - readAt > maxAgeMs) read().catch(() => undefined);
      return state;
    },
    refresh: read,
  };
}
