// The customer an admin call names, or the 404 refusal: only a customer account of this shop.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { customerNotFound } from './refusal.js';

export async function foundCustomer(db: Db, id: number) {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.shopId, SHOP_ID)));
  if (!row) throw customerNotFound();
  return row;
}
