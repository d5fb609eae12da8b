// The customer's own data (docs/product/accounts.md#account-data; GET and PATCH users/{id}: name,
// birth, phone). The e-mail and password have their own calls, which ask for the password.
import { eq } from 'drizzle-orm';
import type { User, UserPatchBody } from '../../../contract/account.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { listAddresses } from '../addresses/list.js';
import { userSummary } from '../auth/user-summary.js';
import { placedOrderIds } from '../orders/read.js';
import { wishOf } from '../wishes/wish-list.js';

type UserRow = typeof users.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The whole User of docs/product/accounts.md#account-data: the summary the sign-in answers carry plus the address book, the same
 * list GET users/{id}/addresses answers (decision 104), the placed orders' ids and the wish list
 * with its article ids (decision 204; the list is made on first need, as GET wishes makes it).
 */
export async function readUser(db: Db, row: UserRow): Promise<User> {
  const [addresses, orders, wish] = await Promise.all([
    listAddresses(db, row.id), placedOrderIds(db, row.id), wishOf(db, { userId: row.id, shopId: row.shopId }),
  ]);
  return { ...userSummary(row), addresses, orders, wish };
}

/** Changes the fields sent (at least one; the contract checks it) and answers the whole user. */
export async function updateProfile(db: Db, userId: number, body: UserPatchBody): Promise<User> {
  const [row] = await db.update(users).set({
    ...(body.name ? { firstName: body.name.first, lastName: body.name.last } : {}),
    ...(body.birth ? { birthDate: `${body.birth.year}-${pad(body.birth.month)}-${pad(body.birth.day)}` } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
  }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} vanished during a profile change`);
  return readUser(db, row);
}
