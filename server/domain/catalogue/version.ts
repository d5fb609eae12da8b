// The catalogue's version, read from the database so every server process sees a change
// (docs/decisions/044-catalogue-cache.md). It is re-read at most once per `maxAgeMs`: in the
// background while the known value is younger than `waitAfterMs` (busy servers never wait),
// waited for when older (a quiet server does not answer its first visitor from old data).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  articles, banners, brands, departments, langs, payments, promoPages, settings, shippings, shops, slides, sponsors, stores,
} from '../../db/schema.js';
import { loadLangs, type ShopLangs } from '../langs.js';
import { rows } from './rows.js';

export interface CatalogueState {
  /**
   * Changes whenever an article is added, removed or updated (drizzle sets updated_at), a payment
   * method is switched on or off, any row of the shop's own small tables changes (the shop answer's,
   * kept per version: decision 201), and within STOCK_SETTLE_MS of an order's stock move.
   */
  version: string;
  /** The shop's languages, needed for every answer's language and cheap to keep with it. */
  langs: ShopLangs;
}

export interface CatalogueVersion {
  /** The known state, re-read when due (see above). */
  get(): Promise<CatalogueState>;
  /** Re-read now (after a write made by this process), waiting for the new value. */
  refresh(): Promise<CatalogueState>;
  /**
   * The known state when `get` would answer with it without waiting (starting the re-read when
   * due, as `get` does); undefined when `get` would wait. No promise: for answers made on Node's
   * request (decision 185).
   */
  known(): CatalogueState | undefined;
}

/** How many of the latest article updates the version sums (see below). */
const RECENT_UPDATES = 200;

// The sum of the latest updated_at values (an index scan of a few hundred entries, whatever the
// catalogue's size) changes with every insert and update, and, unlike max(updated_at), also when
// a transaction commits an older timestamp after a newer one. Deletions of old articles are not
// seen; the answer cache's 10-minute expiry covers them (decision 044).
// The stock part is the same sum over the latest stock moves of orders (stock_changed_at).
// The payment methods on offer are in it too: with none the shop is not available, and every
// page says so (decision 091), so a page kept from before a switch must not be answered again.
// The shop's own tables (a few dozen rows in all) are in it as one digest of their rows' text: the
// shop answer and the settings are kept per version (docs/decisions/201-shop-answers-per-version.md).
const SHOP_TABLES = [shops, settings, shippings, stores, brands, departments, promoPages, slides, sponsors, banners];
const shopDigest = sql.join(
  SHOP_TABLES.map((table) => sql`(select coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '') from ${table} t)`),
  sql` || `,
);
const versionQuery = sql`
  select (select count(*)::text || '.' || coalesce(sum(extract(epoch from updated_at)), 0)::text
            from (select updated_at from ${articles} order by updated_at desc limit ${RECENT_UPDATES}) recent) as articles,
         (select count(*)::text || '.' || coalesce(sum(extract(epoch from stock_changed_at)), 0)::text
            from (select stock_changed_at from ${articles} where stock_changed_at is not null
                  order by stock_changed_at desc limit ${RECENT_UPDATES}) recent) as stock,
         (select coalesce(string_agg(id || case when actived and available then '+' else '-' end, ',' order by id), '') from ${payments}) as payments,
         (select coalesce(string_agg(value || case when is_main then '*' else '' end, ',' order by value), '') from ${langs}) as langs,
         md5(${shopDigest}) as shop`;

/** A process re-reads the version at most this often (in the background while it is busy). */
export const VERSION_MAX_AGE_MS = 1000;
/**
 * A version older than this is re-read before answering. So another process's change is in every
 * catalogue answer to a request that starts more than this long after the change committed, and
 * within about VERSION_MAX_AGE_MS on a process answering at least once a second (decision 155).
 */
export const VERSION_WAIT_AFTER_MS = 5000;
/**
 * Orders' stock moves reach the version at most this often: on a busy shop every order would
 * otherwise throw away every cached answer, page and the listing index (decision 166). A move
 * that sells an article out or brings it back changes the articles part, taken at once. So a
 * count of pieces left in a cached answer is at most this much (plus the re-read bounds above)
 * behind the orders; the cart and the order check the stock itself.
 */
export const STOCK_SETTLE_MS = 10_000;

export function catalogueVersion(
  db: Db, maxAgeMs = VERSION_MAX_AGE_MS, waitAfterMs = VERSION_WAIT_AFTER_MS, stockSettleMs = STOCK_SETTLE_MS,
): CatalogueVersion {
  let state: CatalogueState | undefined;
  let readAt = 0;
  let reading: Promise<CatalogueState> | undefined;
  /** The stock part the version carries, and since when. */
  let stock = { part: '', since: 0 };

  const read = (): Promise<CatalogueState> => {
    reading ??= (async () => {
      try {
        const started = Date.now();
        const [row] = await rows<{ articles: string; stock: string; payments: string; langs: string; shop: string }>(db, versionQuery);
        const rest = `${row?.articles}|${row?.payments}|${row?.shop}|${row?.langs}`;
        const restMoved = !state || !state.version.endsWith(`|${rest}`);
        if (row?.stock !== stock.part && (restMoved || started - stock.since >= stockSettleMs)) {
          stock = { part: row?.stock ?? '', since: started };
        }
        const version = `${stock.part}|${rest}`;
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

  const known = (): CatalogueState | undefined => {
    const age = Date.now() - readAt;
    if (!state || age > waitAfterMs) return undefined;
    if (age > maxAgeMs) read().catch(() => undefined);
    return state;
  };

  return {
    async get() {
      return known() ?? read();
    },
    // A read already under way may have started before the caller's write committed: its answer
    // cannot show the write, so a new read starts after it (docs/decisions/200-read-your-writes.md).
    async refresh() {
      if (reading) await reading.catch(() => undefined);
      return read();
    },
    known,
  };
}
