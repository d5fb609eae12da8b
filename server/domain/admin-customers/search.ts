// GET admin/customers: customers whose name or e-mail holds the search, paged
// (docs/decisions/241-back-office-customers.md). The search is recorded in the staff's audit with
// its query and the ids it showed, in the transaction that reads them: no list of customers
// leaves the server unrecorded.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_CUSTOMERS_PAGE_SIZE_DEFAULT, type AdminCustomersPage, type AdminCustomersQuery,
} from '../../../contract/admin-customers.js';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { placed } from '../orders/life-sql.js';
import { SHOP_ID } from '../shop-id.js';
import { recordStaffAction } from '../staff/audit.js';
import { shownPerson } from './shown.js';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(q: string): SQL | undefined {
  const like = `%${literal(q)}%`;
  return and(eq(users.shopId, SHOP_ID), or(
    ilike(users.email, like),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, like),
  ));
}

export async function searchCustomers(db: Db, staffId: number, query: AdminCustomersQuery): Promise<AdminCustomersPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_CUSTOMERS_PAGE_SIZE_DEFAULT;
  const where = matching(query.q);
  return db.transaction(async (tx) => {
    const [total] = await tx.select({ n: count() }).from(users).where(where);
    const rows = await tx.select().from(users).where(where)
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
      .limit(pageSize).offset((page - 1) * pageSize);
    const ids = rows.map((r) => r.id);
    const counted = ids.length === 0 ? [] : await tx.select({ userId: orders.userId, n: count() }).from(orders)
      .where(and(inArray(orders.userId, ids), placed())).groupBy(orders.userId);
    const ordersOf = new Map(counted.map((c) => [c.userId, c.n]));
    const matched = total?.n ?? 0;
    await recordStaffAction(tx, {
      staffId, action: 'customer.search', subjectType: 'customer', subjectId: 'search',
      after: { q: query.q, page, pageSize, total: matched, shown: ids },
    });
    return {
      docs: rows.map((row) => ({ id: row.id, ...shownPerson(row), createdAt: row.createdAt.toISOString(), orderCount: ordersOf.get(row.id) ?? 0 })),
      page, pageSize, total: matched, totalPages: Math.max(1, Math.ceil(matched / pageSize)),
    };
  });
}
