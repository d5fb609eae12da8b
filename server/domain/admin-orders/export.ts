// GET admin/orders/export: the orders placed over a range of days in Italy's time, one row each,
// for the shop's accounts (docs/decisions/240-order-notes-slips-bulk-and-export.md). The writer is
// the catalogue file's: a name or e-mail a spreadsheet would run is written as text behind a quote
// (decision 219), amounts are numbers it writes itself, and 'excel-it' is the file a spreadsheet
// set to Italian opens in columns (decision 233).
import { and, asc, eq, sql } from 'drizzle-orm';
import { ADMIN_ORDERS_CSV_COLUMNS, type AdminOrdersExportQuery } from '../../../contract/admin-orders.js';
import type { Db } from '../../db/client.js';
import { orderRefunds, orders, users } from '../../db/schema.js';
import { csvLine, csvNumber } from '../admin-catalogue/csv-parse.js';
import { eurosOf } from '../admin-catalogue/csv-values.js';
import { placed } from '../orders/life-sql.js';
import { SHOP_ID } from '../shop-id.js';

const placedDay = sql`(${orders.placedAt} at time zone 'Europe/Rome')::date`;
const placedAtRome = sql<string>`to_char(${orders.placedAt} at time zone 'Europe/Rome', 'YYYY-MM-DD HH24:MI:SS')`;
const refunded = sql<number>`coalesce((select sum(${orderRefunds.amount}) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id}), 0)::int`;

export async function exportOrdersCsv(db: Db, query: AdminOrdersExportQuery): Promise<string> {
  const separator = query.format === 'excel-it' ? ';' : ',';
  const [yes, no] = query.format === 'excel-it' ? ['VERO', 'FALSO'] : ['true', 'false'];
  const found = await db.select({
    number: orders.number, placedAt: placedAtRome, status: orders.status, checkout: orders.checkout, refunded,
    first: users.firstName, last: users.lastName, email: users.email,
  }).from(orders).innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.shopId, SHOP_ID), placed(), sql`${placedDay} between ${query.from}::date and ${query.to}::date`))
    .orderBy(asc(orders.placedAt), asc(orders.id));
  const lines = [`${query.format === 'excel-it' ? '\ufeff' : ''}${csvLine(ADMIN_ORDERS_CSV_COLUMNS, separator)}`];
  for (const r of found) {
    const { cashier, payment, shipping, addresses } = r.checkout;
    lines.push(csvLine([
      r.number, r.placedAt, `${r.first} ${r.last}`.trim(), r.email, r.status, payment.method, shipping.method ?? '',
      csvNumber(eurosOf(cashier.shipping.free ? 0 : cashier.shipping.gross)), csvNumber(eurosOf(cashier.total)),
      csvNumber(eurosOf(r.refunded)), addresses.billing.isInvoice ? yes : no,
    ], separator));
  }
  return lines.join('');
}
