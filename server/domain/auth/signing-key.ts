// The key that signs tokens. Every process must use the same one (N API processes on one
// database, DESIGN.md): AUTH_SECRET when set, else a random key the first process stores in the
// database and every other one reads back (decision 098).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serverSecrets } from '../../db/schema.js';

const NAME = 'auth-token-key';

/** The key's bytes; `configured` is AUTH_SECRET, if any. */
export async function signingKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // Whoever inserts first wins; the others' inserts do nothing and they read the winner's key.
  await db.insert(serverSecrets).values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('the token signing key could not be stored');
  return new TextEncoder().encode(row.value);
}
