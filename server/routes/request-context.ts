// Per-request facts several routes need: the answer's language and the shop row.
import type { Db } from '../db/client.js';
import { knownShopRow } from '../domain/shop.js';
import { ApiHttpError } from '../http/errors.js';

// Moved to http so middleware (requireUser) answers in the request's language too.
export { requestLang } from '../http/request-lang.js';

/**
 * The shop row (as of the catalogue version: decision 201); a server whose database was never
 * seeded cannot answer shop calls. `db` is the database, never a transaction.
 */
export async function requireShop(db: Db) {
  const shop = await knownShopRow(db);
  if (!shop) throw new ApiHttpError(503, 'SHOP_NOT_READY', 'The shop is not set up yet');
  return shop;
}
