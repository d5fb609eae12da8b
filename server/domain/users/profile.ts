// The customer's own data (docs/product/accounts.md#account-data; GET and PATCH users/{id}: name,
// birth, phone). The e-mail and password have their own calls, which ask for the password.
import { eq } from 'drizzle-orm';
import type { User, UserPatchBody } from '../../../contract/account.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { listAddresses } from '../addresses/list.js';
import { userSummary } from '../auth/user-summary.js';

type UserRow = typeof users.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The whole User of docs/product/accounts.md#account-data: the summary the sign-in answers carry plus the address book, the same
 * list GET users/{id}/addresses answers (decision 104).
 */
export async function readUser(db: Db, row: UserRow): Promise<User> {
  return { ...userSummary(row), addresses: await listAddresses(db, row.id) };
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
