// The catalogue's version, read from the database so every server process sees a change
// (docs/decisions/044-catalogue-cache.md). It is re-read at most once per `maxAgeMs`: in the
// background while the known value is younger than `waitAfterMs` (busy servers never wait),
// waited for when older (a quiet server does not answer its first visitor from old data).
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
  /** The known state, re-read when due (see above). */
  get(): Promise<CatalogueState>;
  /** Re-read now (after a write made by this process), waiting for the new value. */
  refresh(): Promise<CatalogueState>;
}

/** How many of the latest article updates the version sums (see below). */
const RECENT_UPDATES = 200;

// The sum of the latest updated_at values (an index scan of a few hundred entries, whatever the
// catalogue's size) changes with every insert and update, and, unlike max(updated_at), also when
// a transaction commits an older timestamp after a newer one. Deletions of old articles are not
// seen; the answer cache's 10-minute expiry covers them (decision 044).
const versionQuery = sql`
  select (select count(*)::text || '.' || coalesce(sum(extract(epoch from updated_at)), 0)::text
            from (select updated_at from ${articles} order by updated_at desc limit ${RECENT_UPDATES}) recent) as articles,
         (select coalesce(string_agg(value || case when is_main then '*' else '' end, ',' order by value), '') from ${langs}) as langs`;

/** A process re-reads the version at most this often (in the background while it is busy). */
export const VERSION_MAX_AGE_MS = 1000;
/**
 * A version older than this is re-read before answering. So another process's change is in every
 * catalogue answer to a request that starts more than this long after the change committed, and
 * within about VERSION_MAX_AGE_MS on a process answering at least once a second (decision 155).
 */
export const VERSION_WAIT_AFTER_MS = 5000;

export function catalogueVersion(db: Db, maxAgeMs = VERSION_MAX_AGE_MS, waitAfterMs = VERSION_WAIT_AFTER_MS): CatalogueVersion {
  let state: CatalogueState | undefined;
  let readAt = 0;
  let reading: Promise<CatalogueState> | undefined;

  const read = (): Promise<CatalogueState> => {
    reading ??= (async () => {
      try {
        const started = Date.now();
        const [row] = await rows<{ articles: string; langs: string }>(db, versionQuery);
        const version = `${row?.articles}|${row?.langs}`;
        // The languages change only with the langs part of the version.
        const shopLangs = state && state.version.endsWith(`|${row?.langs}`) ? state.langs : await loadLangs(db);
        state = { version, langs: shopLangs };
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
      const age = Date.now() - readAt;
      if (!state || age > waitAfterMs) return read();
      if (age > maxAgeMs) read().catch(() => undefined);
      return state;
    },
    refresh: read,
  };
}
