// Discount codes as the back office lists them (docs/decisions/239-discount-codes-on-screen.md):
// newest first, each with its state now and its uses: the placed orders whose checkout, frozen at
// the intent, took the code off (cashier.promo enabled), a cancelled one included: it used the code.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminDiscountCode, DiscountCodeState } from '../../../contract/admin-discount-codes.js';
import type { Db } from '../../db/client.js';
import { orders, promoCodes } from '../../db/schema.js';
import { placedAs } from '../orders/life-sql.js';
import { SHOP_ID } from '../shop-id.js';

type Row = typeof promoCodes.$inferSelect;

// The code's columns by their table's name: drizzle may write them unqualified, and inside the
// subquery a bare "id" would be the order's.
const usesOf = sql<number>`(select count(*)::int from ${orders} o
  where o.shop_id = "promo_codes"."shop_id" and ${placedAs('o')}
    and o.checkout->'cashier'->'promo'->>'id' = "promo_codes"."id"::text
    and o.checkout->'cashier'->'promo'->>'enabled' = 'true')`;

/** What a customer applying it now would find (promo-codes.ts's `usable`). */
export function stateOf(row: Pick<Row, 'active' | 'startsAt' | 'endsAt'>, now = new Date()): DiscountCodeState {
  if (!row.active || (row.endsAt && row.endsAt <= now)) return 'ended';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  return 'running';
}

export function toAdminCode(row: Row, uses: number): AdminDiscountCode {
  return {
    id: row.id, code: row.code, type: row.type, value: row.value,
    minCart: row.minCartOn ? row.minCartValue : null,
    startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null,
    state: stateOf(row), uses, createdAt: row.createdAt.toISOString(),
  };
}

export async function listDiscountCodes(db: Db): Promise<AdminDiscountCode[]> {
  const rows = await db.select({ code: promoCodes, uses: usesOf }).from(promoCodes)
    .where(eq(promoCodes.shopId, SHOP_ID)).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map((r) => toAdminCode(r.code, Number(r.uses)));
}

export async function discountCodeOf(db: Db, id: number): Promise<AdminDiscountCode | undefined> {
  const [row] = await db.select({ code: promoCodes, uses: usesOf }).from(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.shopId, SHOP_ID)));
  return row ? toAdminCode(row.code, Number(row.uses)) : undefined;
}
