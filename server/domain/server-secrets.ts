// Random secrets the server makes once and every process then reads from the database (N API
// processes on one database, ARCHITECTURE.md#scale-out): the token signing key without AUTH_SECRET (decision 098),
// the newsletter's link key (decision 110).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';

/** The secret called `name`, made (32 random bytes, base64url) by whichever process asks first. */
export async function storedSecret(db: Db, name: string): Promise<string> {
  // Whoever inserts first wins; the others' inserts do nothing and they read the winner's value.
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the server secret ${name} could not be stored`);
  return row.value;
}
