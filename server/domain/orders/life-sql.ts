// contract/order-life.ts's isPlaced and isOpenIntent as query conditions (decision 226), so a
// query finds the orders the table's functions would say. The partial unique index
// orders_open_intent_per_cart (server/db/schema.ts) writes the open intent out again: a migration
// keeps its own text.
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema.js';

/** A placed order: it has a placement time. */
export const placed = () => isNotNull(orders.placedAt);

/** An intent still waiting to be placed. */
export const openIntent = () => and(isNull(orders.placedAt), eq(orders.status, 'awaitPayment'));

/** `placed()` in a query written as SQL, where the orders table goes by `alias`. */
export const placedAs = (alias: string): SQL => sql`${sql.identifier(alias)}.placed_at is not null`;
