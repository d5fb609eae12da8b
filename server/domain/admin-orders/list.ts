// GET admin/orders: the placed orders, newest placement first, filtered and paged, with the counts
// per status and the staff's to-do counts over every placed order (decision 193). An intent never
// placed is no order yet; one paid after it escaped was placed then and is listed.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDER_TILES, type AdminOrderTile, type OrderTileFilter } from '../../../contract/admin-order-tiles.js';
import {
  ADMIN_ORDERS_PAGE_SIZE_DEFAULT, type AdminOrdersPage, type AdminOrdersQuery,
} from '../../../contract/admin-orders.js';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders.js';
import { OPEN_RETURN_STATES } from '../../../contract/withdrawals.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders, orderWithdrawals, users } from '../../db/schema.js';
import { placed as placedOrder } from '../orders/life-sql.js';
import { returnOf } from '../orders/withdrawal-read.js';
import { SHOP_ID } from '../shop-id.js';

const placed = and(eq(orders.shopId, SHOP_ID), placedOrder());
const shippingMethod = sql<string | null>`${orders.checkout}->'shipping'->>'method'`;
const placedDay = sql`(${orders.placedAt} at time zone 'Europe/Rome')::date`;

const OPEN = sql.join(OPEN_RETURN_STATES.map((state) => sql`${state}`), sql`, `);
/** A withdrawal statement whose return the staff still have to handle (decision 245). */
const returnsOpen = sql`exists (select 1 from ${orderWithdrawals} where ${orderWithdrawals.orderId} = ${orders.id} and ${orderWithdrawals.returnState} in (${OPEN}))`;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(query: AdminOrdersQuery): SQL | undefined {
  const q = query.q?.trim();
  const like = q ? `%${literal(q)}%` : undefined;
  return and(
    placed,
    query.status ? inArray(orders.status, query.status) : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.shippingMethod ? inArray(shippingMethod, query.shippingMethod) : undefined,
    query.from ? sql`${placedDay} >= ${query.from}::date` : undefined,
    query.to ? sql`${placedDay} <= ${query.to}::date` : undefined,
    query.returns === 'open' ? returnsOpen : undefined,
    like ? or(
      ilike(orders.number, like), ilike(users.email, like),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, like),
    ) : undefined,
  );
}

async function countsByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(placed).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Each tile counts what the list shows with the tile's filter (contract/admin-order-tiles.ts). */
async function toDo(db: Db): Promise<AdminOrdersPage['toDo']> {
  const counted = {} as AdminOrdersPage['toDo'];
  for (const tile of Object.keys(ADMIN_ORDER_TILES) as AdminOrderTile[]) {
    const filter: OrderTileFilter = ADMIN_ORDER_TILES[tile];
    const query: AdminOrdersQuery = {
      ...(filter.status ? { status: [...filter.status] } : {}), ...(filter.paymentMethod ? { paymentMethod: filter.paymentMethod } : {}),
      ...(filter.shippingMethod ? { shippingMethod: [...filter.shippingMethod] } : {}), ...(filter.returns ? { returns: filter.returns } : {}),
    };
    counted[tile] = (await db.select({ n: count() }).from(orders).where(filters(query)))[0]?.n ?? 0;
  }
  return counted;
}

export async function listAdminOrders(db: Db, query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_ORDERS_PAGE_SIZE_DEFAULT;
  const where = filters(query);
  const [total] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
  const rows = await db.select({ order: orders, customer: { id: users.id, first: users.firstName, last: users.lastName, email: users.email } })
    .from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id)).limit(pageSize).offset((page - 1) * pageSize);
  const ids = rows.map((r) => r.order.id);
  const units = ids.length === 0 ? [] : await db.select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems).where(inArray(orderItems.orderId, ids)).groupBy(orderItems.orderId);
  const unitsOf = new Map(units.map((u) => [u.orderId, u.n]));
  const open = ids.length === 0 ? [] : await db.select().from(orderWithdrawals)
    .where(and(inArray(orderWithdrawals.orderId, ids), inArray(orderWithdrawals.returnState, [...OPEN_RETURN_STATES])));
  // The earliest refund deadline of each order's open returns (YYYY-MM-DD sorts as text).
  const refundBy = new Map<string, string>();
  for (const statement of open) {
    const by = returnOf(statement).refundBy;
    const earlier = refundBy.get(statement.orderId);
    if (!earlier || by < earlier) refundBy.set(statement.orderId, by);
  }
  const matching = total?.n ?? 0;
  return {
    docs: rows.map(({ order, customer }) => ({
      id: order.id, number: order.number, status: order.status, placedAt: order.placedAt!.toISOString(),
      total: order.checkout.cashier.total, paymentMethod: order.checkout.payment.method,
      shippingMethod: order.checkout.shipping.method,
      customer: { id: customer.id, name: { first: customer.first, last: customer.last }, email: customer.email },
      itemCount: unitsOf.get(order.id) ?? 0,
      refundBy: refundBy.get(order.id) ?? null,
    })),
    page, pageSize, total: matching, totalPages: Math.max(1, Math.ceil(matching / pageSize)),
    counts: await countsByStatus(db), toDo: await toDo(db),
  };
}
