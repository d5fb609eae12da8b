// The answer's language of a mutation with an Idempotency-Key, read before the key's transaction
// opens (docs/decisions/217-a-transaction-holds-the-main-thread-not-the-connection.md). requestLang
// reads the shop's languages with the catalogue version, which is kept per database: handed the
// transaction it would read the version and the languages again inside it, holding PGlite's one
// connection for them; handed the database while the transaction is open, the two would wait for
// each other on that one connection.
import type { MiddlewareHandler } from 'hono';
import { langSchema, type Lang } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { requestLang } from './request-lang.js';

export interface LangFirstEnv { Variables: { lang: Lang } }

/**
 * Sets `c.var.lang`: the `lang` query when the shop speaks it, else Accept-Language, else the
 * main language (as requestLang). A malformed `lang` is passed over here; the route's validator
 * answers it with 400.
 */
export function langFirst<E extends LangFirstEnv>(db: Db): MiddlewareHandler<E> {
  return async (c, next) => {
    const asked = langSchema.safeParse(c.req.query('lang'));
    c.set('lang', (await requestLang(c, db, asked.success ? asked.data : undefined)).lang);
    await next();
  };
}
